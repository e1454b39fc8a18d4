import { Detail } from '../../../shared/ui/detail';
import { EditFormActions } from '../../../shared/ui/edit-form-actions';
import ArrowForward from '@mui/icons-material/ArrowForward';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { teamTypeLabel, type TeamView } from '@gc/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../shared/api/base-query';
import { notificationShown } from '../../../shared/ui/notifications/notifications-slice';
import { useDeleteTeamMutation, useUpdateTeamMutation } from '../api/teams-api';
import { formatFoundedDate } from '../team-dates';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { MembersTable } from './members-table';
import { teamFormOf, teamFormResolver, teamPayload, TeamFormFields, type TeamFormValues } from './team-form';
import { paths } from '../../../shared/routing/paths';

function TeamEditForm({ team, onDone }: { team: TeamView; onDone: () => void }) {
  const dispatch = useDispatch();
  const [updateTeam, { isLoading }] = useUpdateTeamMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    formState: { isValid },
  } = useForm<TeamFormValues>({ resolver: teamFormResolver, mode: 'onChange', defaultValues: teamFormOf(team) });

  const save = handleSubmit(async (values) => {
    setFailure(null);
    const result = await updateTeam({ ...teamPayload(values), industry: team.industry, team_id: team.team_id });
    if (result.error) {
      setFailure(errorMessage(result.error));
      return;
    }
    dispatch(notificationShown({ type: 'success', title: 'Team successfully updated!', message: '' }));
    onDone();
  });

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={save} aria-label={`Edit ${team.team_name}`}>
      <TeamFormFields control={control} />
      <EditFormActions failure={failure} saveDisabled={!isValid || isLoading} onCancel={onDone} />
    </Stack>
  );
}

/**
 * One team of 'My Teams' (admin spec section 2): name (a link that opens the team) and client, 'Manage Reflections' for admins, an expand arrow
 * (details and members) and an edit arrow (/app/teams/edit-team/{teamID}). Expanded, admins get 'Edit Team' (edit
 * mode with Save), 'Manage members' and 'Delete Team'.
 */
export function TeamCard({
  team,
  isAdmin,
  expanded,
  focused,
  onToggle,
}: {
  team: TeamView;
  isAdmin: boolean;
  expanded: boolean;
  /** the team of /app/teams/edit-team/{teamID}: scrolled into view */
  focused: boolean;
  onToggle: () => void;
}) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const detailsId = useId();
  const titleId = useId();
  const cardRef = useRef<HTMLElement>(null);
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleteTeam, { isLoading: deleting }] = useDeleteTeamMutation();

  useEffect(() => {
    if (focused) cardRef.current?.scrollIntoView({ block: 'start' });
  }, [focused]);

  const remove = async () => {
    const result = await deleteTeam(team.team_id);
    setConfirmDelete(false);
    if (result.error) {
      dispatch(notificationShown({ type: 'error', title: 'Team not deleted', message: errorMessage(result.error) }));
      return;
    }
    dispatch(notificationShown({ type: 'success', title: 'Team successfully deleted!', message: '' }));
    navigate(paths.teams.root);
  };

  return (
    <Paper component="article" ref={cardRef} variant="outlined" aria-labelledby={titleId} sx={{ scrollMarginTop: 88 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', p: { xs: 1.5, sm: 2 } }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {/* The name opens the team: its page is the list with this card expanded (edit-team/{teamID}). */}
            <Link
              component={RouterLink}
              to={paths.teams.edit(team.team_id)}
              color="inherit"
              underline="hover"
              onClick={() => {
                if (!expanded) onToggle();
              }}
            >
              {team.team_name}
            </Link>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {team.client_name}
          </Typography>
        </Box>
        {isAdmin && (
          <Link
            component={RouterLink}
            to={paths.teams.manageReflections(team.team_id)}
            underline="hover"
            sx={{ display: { xs: 'none', sm: 'inline' }, whiteSpace: 'nowrap', mr: 1 }}
          >
            Manage Reflections
          </Link>
        )}
        <Tooltip title={expanded ? 'Hide details' : 'Show details'}>
          <IconButton
            aria-label={`${expanded ? 'Hide' : 'Show'} details of ${team.team_name}`}
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={onToggle}
          >
            <ExpandMore sx={{ transform: expanded ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />
          </IconButton>
        </Tooltip>
        <Tooltip title={isAdmin ? 'Edit team' : 'Open team'}>
          <IconButton
            component={RouterLink}
            to={paths.teams.edit(team.team_id)}
            aria-label={`${isAdmin ? 'Edit' : 'Open'} ${team.team_name}`}
          >
            <ArrowForward />
          </IconButton>
        </Tooltip>
      </Stack>
      {isAdmin && (
        <Box sx={{ display: { xs: 'block', sm: 'none' }, px: 1.5, pb: 1.5, mt: -0.5 }}>
          <Link component={RouterLink} to={paths.teams.manageReflections(team.team_id)}>
            Manage Reflections
          </Link>
        </Box>
      )}
      <Collapse in={expanded} id={detailsId} unmountOnExit>
        <Divider />
        <Box sx={{ p: { xs: 1.5, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 3 }}>
          {editing ? (
            <TeamEditForm team={team} onDone={() => setEditing(false)} />
          ) : (
            <>
              <Box
                component="dl"
                sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}
              >
                <Detail label="Description" value={team.description} sx={{ gridColumn: '1 / -1' }} />
                <Detail label="Client" value={team.client_name} />
                <Detail label="Team type" value={teamTypeLabel(team.team_type)} />
                <Detail label="Current stage" value={team.stage_name ?? team.stage} />
                <Detail label="Date founded" value={formatFoundedDate(team.date_founded)} />
              </Box>
              {isAdmin && (
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  <Button variant="contained" onClick={() => setEditing(true)}>
                    Edit Team
                  </Button>
                  <Button variant="outlined" component={RouterLink} to={paths.teams.members(team.team_id)}>
                    Manage members
                  </Button>
                  <Button color="error" onClick={() => setConfirmDelete(true)}>
                    Delete Team
                  </Button>
                </Stack>
              )}
            </>
          )}
          <Box component="section" aria-label={`Members of ${team.team_name}`}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              Members
            </Typography>
            <MembersTable teamName={team.team_name} members={team.members} />
          </Box>
        </Box>
      </Collapse>
      <ConfirmDialog
        open={confirmDelete}
        title={`Delete ${team.team_name}?`}
        text="The team and its member list will be removed. This cannot be undone."
        confirmLabel="Delete"
        destructive
        busy={deleting}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmDelete(false)}
      />
    </Paper>
  );
}
