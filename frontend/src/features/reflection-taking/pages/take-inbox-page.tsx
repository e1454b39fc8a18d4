import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { phaseLabel } from '@gc/contracts';
import type { TakeListItem } from '../../../domain/reflections/reflection-types';
import { Link as RouterLink } from 'react-router-dom';
import { formatShownDate } from '../../../domain/reflections/reflection-dates';
import { paths } from '../../../shared/routing/paths';
import { LoadError } from '../../../shared/ui/load-error';
import { PageLoading } from '../../../shared/ui/page-loading';
import { PageShell } from '../../../shared/ui/page-shell';
import { useListTakesQuery } from '../api/taking-api';
import { BaselineWelcome } from '../components/baseline-welcome';
import { byDueDate } from '../take-list';

const ATTENTION = new Set(['DUE_SOON', 'OVERDUE']);

/**
 * /app/assessment/take: 'Pending forms' (NEW, IN_PROGRESS) and 'Completed forms' (COMPLETED), soonest due first,
 * each with its taker-status label and due date; the spec's two empty states (member spec section 2).
 */
export function TakeInboxPage() {
  const { data, error, refetch } = useListTakesQuery();
  const items = data ? [...data].sort(byDueDate) : undefined;
  const pending = items?.filter((item) => item.assessment_take_user_phase !== 'COMPLETED') ?? [];
  const completed = items?.filter((item) => item.assessment_take_user_phase === 'COMPLETED') ?? [];

  return (
    <PageShell title="Take Reflections">
      {!items ? (
        error ? (
          <LoadError what="your reflections" error={error} onRetry={() => void refetch()} />
        ) : (
          <PageLoading />
        )
      ) : pending.length === 0 && completed.length === 0 ? (
        <EmptyState
          title="Welcome to your GrowthCatalyst Inbox!"
          text="Forms awaiting your response will magically appear here. Stay tuned!"
        />
      ) : (
        <>
          <FormList title="Pending forms" items={pending}>
            <EmptyState title="Hooray! You have no pending forms." text="Feel free to relax and check back later!" />
          </FormList>
          {completed.length > 0 && <FormList title="Completed forms" items={completed} />}
        </>
      )}
      {items && <BaselineWelcome items={items} />}
    </PageShell>
  );
}

function EmptyState({ title, text }: { title: string; text: string }) {
  return (
    <Box sx={{ py: 3, textAlign: 'center' }}>
      <Typography variant="h6" component="p">
        {title}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}

function FormList({ title, items, children }: { title: string; items: TakeListItem[]; children?: React.ReactNode }) {
  const id = `${title.replace(/\s+/g, '-').toLowerCase()}-title`;
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h6" component="h2">
        {title} ({items.length})
      </Typography>
      {items.length === 0 ? (
        children
      ) : (
        <List disablePadding sx={{ mt: 1 }}>
          {items.map((item) => (
            <ListItem key={item.assessment_id} disablePadding divider>
              <ListItemButton
                component={RouterLink}
                to={paths.take.form(item.assessment_id)}
                sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1.5, borderRadius: 1 }}
              >
                <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{item.assessment_name}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {[item.team_name, `Due ${formatShownDate(item.due_date)}`].filter(Boolean).join(' · ')}
                  </Typography>
                </Box>
                <Chip
                  size="small"
                  variant="outlined"
                  component="span"
                  color={ATTENTION.has(item.status) ? 'warning' : item.status === 'COMPLETED' ? 'success' : 'primary'}
                  label={phaseLabel(item.status, item.admin_closed)}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
