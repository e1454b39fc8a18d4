import ChecklistIcon from '@mui/icons-material/Checklist';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { phaseLabel } from '@gc/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { formatShownDate } from '../../../domain/reflections/reflection-dates';
import { paths } from '../../../shared/routing/paths';
import { LoadError } from '../../../shared/ui/load-error';
import { useGetTodoTakesQuery } from '../api/todo-api';
import { DashboardCard } from './dashboard-card';

const linkName = (phase: string) => (phase === 'IN_PROGRESS' ? 'Continue reflection' : 'Take reflection');

/** How many to-dos the card lists; the inbox has the rest. */
const SHOWN = 5;

/**
 * The dashboard's to-do card (member spec sections 2 and 3: name, dueDate, linkName, link): the member's pending
 * reflections, soonest due first, each linking to its fill-in screen.
 */
export function TodoCard() {
  const { data, error, refetch } = useGetTodoTakesQuery();
  const todos = (data ?? [])
    .filter((item) => item.assessment_take_user_phase !== 'COMPLETED' && item.assessment_status !== 'UPCOMING')
    .sort((a, b) => new Date(a.due_date).getTime() - new Date(b.due_date).getTime());

  return (
    <DashboardCard
      name="todo"
      icon={<ChecklistIcon color="primary" aria-hidden />}
      title="To-do"
      actions={
        <Button component={RouterLink} to={paths.take.inbox} variant="outlined">
          See all forms
        </Button>
      }
    >
      {error ? (
        <LoadError what="your to-do list" error={error} onRetry={() => void refetch()} dense />
      ) : !data ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Loading…
        </Typography>
      ) : todos.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Nothing to do right now. New reflections will show up here.
        </Typography>
      ) : (
        <List dense disablePadding sx={{ mt: 1 }}>
          {todos.slice(0, SHOWN).map((item) => (
            <ListItem key={item.assessment_id} disableGutters divider sx={{ display: 'block' }}>
              <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{item.assessment_name}</Typography>
              <Typography variant="body2" color="text.secondary">
                Due {formatShownDate(item.due_date)} · {phaseLabel(item.status, item.admin_closed)}
              </Typography>
              <Link
                component={RouterLink}
                to={paths.take.form(item.assessment_id)}
                aria-label={`${linkName(item.assessment_take_user_phase)}: ${item.assessment_name}`}
                variant="body2"
              >
                {linkName(item.assessment_take_user_phase)}
              </Link>
            </ListItem>
          ))}
        </List>
      )}
    </DashboardCard>
  );
}
