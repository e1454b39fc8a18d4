import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { can, Capability } from '@gc/contracts';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { selectCurrentRole } from '../../../shared/auth/auth-slice';
import { LoadError } from '../../../shared/ui/load-error';
import { PageLoading } from '../../../shared/ui/page-loading';
import { PageShell } from '../../../shared/ui/page-shell';
import { useGetTeamsQuery } from '../api/teams-api';
import { TeamCard } from '../components/team-card';
import { paths } from '../../../shared/routing/paths';

/** Spec (section 2): the empty state of the list. */
export const NO_TEAMS = 'No teams found!';

/**
 * 'My Teams' (/app/teams) and /app/teams/edit-team/{teamID} (the same list with that team expanded). Admins see all
 * of the current client's teams and 'Create new team'; everyone else sees the teams they are in.
 */
export function TeamsListPage() {
  const { teamId } = useParams();
  const role = useSelector(selectCurrentRole);
  const isAdmin = can(role, Capability.ManageTeams);
  const { data: teams, error, isLoading, refetch } = useGetTeamsQuery();
  // Cards opened or closed by hand; the route's team starts open.
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const isExpanded = (id: string) => toggled[id] ?? id === teamId;

  return (
    <PageShell
      title="My Teams"
      actions={
        isAdmin && (
          <Button variant="contained" startIcon={<Add />} component={RouterLink} to={paths.teams.create}>
            Create new team
          </Button>
        )
      }
    >
      {error && !teams ? (
        <LoadError what="the teams" error={error} onRetry={() => void refetch()} />
      ) : isLoading || !teams ? (
        <PageLoading />
      ) : teams.length === 0 ? (
        <Typography color="text.secondary">{NO_TEAMS}</Typography>
      ) : (
        <Stack spacing={2}>
          {teams.map((team) => (
            <TeamCard
              key={team.team_id}
              team={team}
              isAdmin={isAdmin}
              expanded={isExpanded(team.team_id)}
              focused={team.team_id === teamId}
              onToggle={() => setToggled((open) => ({ ...open, [team.team_id]: !isExpanded(team.team_id) }))}
            />
          ))}
        </Stack>
      )}
    </PageShell>
  );
}
