import { FormTextField } from '../../../shared/ui/form-text-field';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { dtoResolver } from '../../../shared/forms/resolvers';
import {
  AddTeamMemberDto,
  LONG_TEXT_MAX_LENGTH,
  normalizeEmail,
  SELECT_ROLE_PLACEHOLDER,
  WorkspaceMessages as M,
  type TeamMemberView,
  type TeamRoleView,
} from '@gc/contracts';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { errorMessage } from '../../../shared/api/base-query';
import { useQueryErrorBoundary } from '../../../shared/api/use-query-error-boundary';
import { notificationShown } from '../../../shared/ui/notifications/notifications-slice';
import { PageLoading } from '../../../shared/ui/page-loading';
import { LoadError } from '../../../shared/ui/load-error';
import { PageShell } from '../../../shared/ui/page-shell';
import {
  useAddTeamMemberMutation,
  useChangeTeamMemberRoleMutation,
  useGetMemberRoleOptionsQuery,
  useGetTeamMembersQuery,
  useRemoveTeamMemberMutation,
} from '../api/teams-api';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useGetTeamQuery } from '../../../domain/teams/team-api';
import { useGetMemberCandidatesQuery } from '../api/member-candidates-api';
import { MemberNamePicker } from '../components/member-name-picker';
import { MembersTable } from '../components/members-table';
import { isNotFound, TeamNotFound } from '../../../domain/teams/team-not-found';
import { paths } from '../../../shared/routing/paths';

const TITLE = 'Team Members';
const resolver = dtoResolver<AddTeamMemberDto>(AddTeamMemberDto);
const emptyForm: AddTeamMemberDto = { name: '', email: '', team_role: SELECT_ROLE_PLACEHOLDER };

const errorCode = (error: unknown) => (error as { data?: { code?: unknown } } | undefined)?.data?.code;
const errorStatus = (error: unknown) => (error as { status?: unknown } | undefined)?.status;

function AddMemberForm({
  teamId,
  members,
  roles,
}: {
  teamId: string;
  members: TeamMemberView[];
  roles: TeamRoleView[];
}) {
  const [addMember, { isLoading }] = useAddTeamMemberMutation();
  // The client's people to pick from; should the list not load, typing a name and email still works.
  const people = useGetMemberCandidatesQuery();
  const memberEmails = useMemo(() => new Set(members.map((member) => normalizeEmail(member.email))), [members]);
  const [userNotFound, setUserNotFound] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, reset, setError, setValue } = useForm<AddTeamMemberDto>({
    resolver,
    mode: 'onChange',
    defaultValues: emptyForm,
  });

  const submit = handleSubmit(async (values) => {
    setUserNotFound(false);
    setFailure(null);
    const email = normalizeEmail(values.email);
    if (members.some((member) => normalizeEmail(member.email) === email)) {
      setError('email', { message: M.emailAlreadyInTeam });
      return;
    }
    const result = await addMember({ teamId, name: values.name.trim(), email, team_role: values.team_role });
    if (!result.error) {
      reset(emptyForm);
      return;
    }
    const code = errorCode(result.error);
    const status = errorStatus(result.error);
    if (code === 'USER_NOT_FOUND' || (code === undefined && status === 404)) {
      setError('email', { message: M.userNotFound });
      setUserNotFound(true);
    } else if (code === 'MEMBER_EXISTS') {
      setError('email', { message: M.emailAlreadyInTeam });
    } else {
      setFailure(errorMessage(result.error));
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-labelledby="add-member-title">
        <Typography id="add-member-title" variant="h6" component="h2">
          Add a team member
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <MemberNamePicker
            control={control}
            people={people.data ?? []}
            memberEmails={memberEmails}
            loading={people.isLoading}
            onPick={(person) => {
              setUserNotFound(false);
              setValue('name', person.name ?? '', { shouldValidate: true, shouldDirty: true });
              setValue('email', person.email, { shouldValidate: true, shouldDirty: true });
            }}
          />
          <FormTextField
            name="email"
            control={control}
            type="email"
            label="Email"
            required
            maxLength={LONG_TEXT_MAX_LENGTH}
          />
          <FormTextField name="team_role" control={control} select label="Role" required>
            <MenuItem value={SELECT_ROLE_PLACEHOLDER}>{SELECT_ROLE_PLACEHOLDER}</MenuItem>
            {roles.map((role) => (
              <MenuItem key={role.team_role_id} value={role.value}>
                {role.label}
              </MenuItem>
            ))}
          </FormTextField>
          <Button
            type="submit"
            variant="contained"
            disabled={isLoading}
            sx={{ flexShrink: 0, height: 56, alignSelf: { xs: 'stretch', md: 'flex-start' } }}
          >
            Add Member
          </Button>
        </Stack>
        {userNotFound && (
          <Alert severity="warning">
            <AlertTitle>{M.userNotFound}</AlertTitle>
            {M.userNotFoundHint.replace(/Manage All Users$/, '')}
            <Link component={RouterLink} to={paths.users.root}>
              Manage All Users
            </Link>
          </Alert>
        )}
        {failure && <Alert severity="error">{failure}</Alert>}
      </Stack>
    </Paper>
  );
}

/**
 * /app/teams/team-members/{teamID} (admins): add existing users of the client to the team with a team role,
 * change a member's team role, remove a member.
 */
export function TeamMembersPage() {
  const { teamId = '' } = useParams();
  const dispatch = useDispatch();
  const team = useGetTeamQuery(teamId);
  const members = useGetTeamMembersQuery(teamId, { skip: !team.data });
  // The team's own client (the current one on the server), not the session's remembered one: another tab may
  // have switched clients since this session was stored.
  const roles = useGetMemberRoleOptionsQuery(team.data?.client_id ?? '', { skip: !team.data });
  useQueryErrorBoundary(team.error, isNotFound);
  // Spec (admin section 7): GET /teams/{id}/members answers an empty list on failure.
  useQueryErrorBoundary(roles.error);
  const [changeRole] = useChangeTeamMemberRoleMutation();
  const [removeMember, { isLoading: removing }] = useRemoveTeamMemberMutation();
  const [leaving, setLeaving] = useState<TeamMemberView | null>(null);

  if (isNotFound(team.error)) return <TeamNotFound title={TITLE} />;
  if (!team.data || (!members.data && !members.error) || !roles.data) return <PageLoading />;
  const teamName = team.data.team_name;
  const memberList = members.data ?? [];
  const roleOptions = roles.data;

  const saved = () =>
    dispatch(notificationShown({ type: 'success', title: 'Changes successfully saved!', message: '' }));
  const failed = (title: string, error: unknown) =>
    dispatch(notificationShown({ type: 'error', title, message: errorMessage(error) }));

  const change = async (member: TeamMemberView, teamRole: string) => {
    if (teamRole === member.team_role) return;
    const result = await changeRole({ teamId, email: member.email, team_role: teamRole });
    if (result.error) failed('Team role not changed', result.error);
    else saved();
  };

  const remove = async (member: TeamMemberView) => {
    const result = await removeMember({ teamId, email: member.email });
    setLeaving(null);
    if (result.error) failed('Member not removed', result.error);
    else saved();
  };

  return (
    <PageShell title={TITLE} back={{ to: paths.teams.root, label: 'Back to teams' }}>
      <Typography color="text.secondary" sx={{ mt: -2 }}>
        {teamName}
      </Typography>
      <AddMemberForm teamId={teamId} members={memberList} roles={roleOptions} />
      <Paper variant="outlined" component="section" aria-labelledby="members-title" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="members-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          Members
        </Typography>
        {members.error && !members.data ? (
          <LoadError what="the members" error={members.error} onRetry={() => void members.refetch()} />
        ) : (
          <MembersTable
            teamName={teamName}
            members={memberList}
            roleCell={(member) => (
              <TextField
                select
                size="small"
                label={`Team role of ${member.name || member.email}`}
                value={member.team_role}
                onChange={(event) => void change(member, event.target.value)}
                sx={{ minWidth: { xs: 120, sm: 180 } }}
              >
                {roleOptions.map((role) => (
                  <MenuItem key={role.team_role_id} value={role.value}>
                    {role.label}
                  </MenuItem>
                ))}
              </TextField>
            )}
            actions={(member) => (
              <Tooltip title="Remove from team">
                <IconButton aria-label={`Remove ${member.name || member.email}`} onClick={() => setLeaving(member)}>
                  <PersonRemoveOutlined />
                </IconButton>
              </Tooltip>
            )}
          />
        )}
      </Paper>
      <ConfirmDialog
        open={leaving !== null}
        title="Remove member?"
        text={leaving ? `${leaving.name || leaving.email} will no longer be a member of ${teamName}.` : ''}
        confirmLabel="Remove"
        destructive
        busy={removing}
        onConfirm={() => leaving && void remove(leaving)}
        onCancel={() => setLeaving(null)}
      />
    </PageShell>
  );
}
