import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useQueryErrorBoundary } from '../../../shared/api/use-query-error-boundary';
import { LoadError } from '../../../shared/ui/load-error';
import { PageLoading } from '../../../shared/ui/page-loading';
import { PageShell } from '../../../shared/ui/page-shell';
import { useGetTeamAssessmentsQuery, useGetTeamQuery, type TeamAssessmentGroups } from '../api/teams-api';
import { isNotFound, TeamNotFound } from '../components/team-not-found';
import { paths } from '../../../shared/routing/paths';

const GROUPS: { key: keyof TeamAssessmentGroups; title: string; phase: string }[] = [
  { key: 'upcoming', title: 'Upcoming', phase: 'UPCOMING' },
  { key: 'in-progress', title: 'In Progress', phase: 'IN_PROGRESS' },
  { key: 'past-due', title: 'Past Due', phase: 'PAST_DUE' },
  { key: 'closed', title: 'Closed', phase: 'CLOSED' },
];

const TITLE = 'Manage Reflections';

/**
 * /app/teams/manage-assessments/{teamID} (admins): the team's reflections in Upcoming, In Progress, Past Due and
 * Closed, each linking to its edit page. Until reflections exist every group is empty.
 */
export function ManageReflectionsPage() {
  const { teamId = '' } = useParams();
  const team = useGetTeamQuery(teamId);
  useQueryErrorBoundary(team.error, isNotFound);
  const reflections = useGetTeamAssessmentsQuery(teamId);
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
          {GROUPS.map(({ key, title, phase }) => (
            <Paper key={key} variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
              <Typography variant="h6" component="h2">
                {title} ({groups[key].length})
              </Typography>
              {groups[key].length === 0 ? (
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  No reflections
                </Typography>
              ) : (
                <List dense>
                  {groups[key].map((item) => (
                    <ListItemButton
                      key={item.assessment_id}
                      component={RouterLink}
                      to={paths.teams.editReflection(item.assessment_id, phase)}
                    >
                      <ListItemText primary={item.assessment_name} />
                    </ListItemButton>
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
