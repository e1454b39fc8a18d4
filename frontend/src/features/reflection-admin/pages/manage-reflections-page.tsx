import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReflectionListItemView, TeamReflectionsView } from '@gc/contracts';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useQueryErrorBoundary } from '../../../shared/api/use-query-error-boundary';
import { paths } from '../../../shared/routing/paths';
import { LoadError } from '../../../shared/ui/load-error';
import { PageLoading } from '../../../shared/ui/page-loading';
import { PageShell } from '../../../shared/ui/page-shell';
import { useGetTeamQuery } from '../../../domain/teams/team-api';
import { useGetTeamReflectionsQuery } from '../api/team-reflections-api';
import { ReflectionStatusLine } from '../components/reflection-status';
import { canSendReminder, SendReminderButton } from '../components/reminder-dialog';
import { isNotFound, TeamNotFound } from '../../../domain/teams/team-not-found';

const GROUPS: { key: keyof TeamReflectionsView; title: string }[] = [
  { key: 'upcoming', title: 'Upcoming' },
  { key: 'in-progress', title: 'In Progress' },
  { key: 'past-due', title: 'Past Due' },
  { key: 'closed', title: 'Closed' },
];

const TITLE = 'Manage Reflections';

/**
 * /app/teams/manage-assessments/{teamID} (admins): the team's published reflections in Upcoming, In Progress, Past
 * Due and Closed (admin spec sections 2 and 4), each linking to its edit page with its phase, the header suffix
 * ('Launch {date}', 'Due {date}', 'Complete {date}') and the response rate.
 */
export function ManageReflectionsPage() {
  const { teamId = '' } = useParams();
  const team = useGetTeamQuery(teamId);
  useQueryErrorBoundary(team.error, isNotFound);
  const reflections = useGetTeamReflectionsQuery(teamId);
  const groups = reflections.data;

  if (isNotFound(team.error)) return <TeamNotFound title={TITLE} />;
  if (!team.data || (!groups && !reflections.error)) return <PageLoading />;

  return (
    <PageShell title={TITLE} back={{ to: paths.teams.root, label: 'Back to teams' }}>
      <Typography color="text.secondary" sx={{ mt: -2 }}>
        {team.data.team_name}
      </Typography>
      {!groups ? (
        <LoadError what="the team's reflections" error={reflections.error} onRetry={() => void reflections.refetch()} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
          {GROUPS.map(({ key, title }) => (
            <Paper key={key} variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
              <Typography variant="h6" component="h2">
                {title} ({groups[key].length})
              </Typography>
              {groups[key].length === 0 ? (
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  No reflections
                </Typography>
              ) : (
                <List dense disablePadding sx={{ mt: 1 }}>
                  {groups[key].map((item) => (
                    <ReflectionItem key={item.assessment_id} item={item} />
                  ))}
                </List>
              )}
            </Paper>
          ))}
        </Box>
      )}
    </PageShell>
  );
}

function ReflectionItem({ item }: { item: ReflectionListItemView }) {
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        component={RouterLink}
        to={paths.teams.editReflection(item.assessment_id, item.assessment_status)}
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5, borderRadius: 1 }}
      >
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{item.assessment_name}</Typography>
        <ReflectionStatusLine facts={item} rate={item.response_rate} dense />
      </ListItemButton>
      {canSendReminder(item.assessment_status) && (
        <Box sx={{ px: 2, pb: 1 }}>
          <SendReminderButton reflectionId={item.assessment_id} name={item.assessment_name} />
        </Box>
      )}
    </ListItem>
  );
}
