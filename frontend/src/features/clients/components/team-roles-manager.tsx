import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { dtoResolver } from '../../../shared/forms/resolvers';
import {
  can,
  Capability,
  CreateTeamRoleDto,
  sameTeamRoleName,
  TEXT_MAX_LENGTH,
  WorkspaceMessages as M,
  type TeamRoleView,
} from '@gc/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDispatch, useSelector } from 'react-redux';
import { errorMessage } from '../../../shared/api/base-query';
import { selectCurrentRole } from '../../../shared/auth/auth-slice';
import { useQueryErrorBoundary } from '../../../shared/api/use-query-error-boundary';
import { FormTextField } from '../../../shared/ui/form-text-field';
import { notificationShown } from '../../../shared/ui/notifications/notifications-slice';
import {
  useAddTeamRoleMutation,
  useDeleteTeamRoleMutation,
  useGetTeamRolesQuery,
  useReplaceTeamRoleMutation,
} from '../api/clients-api';

const resolver = dtoResolver<CreateTeamRoleDto>(CreateTeamRoleDto);

function ReplaceRow({
  role,
  others,
  onReplace,
  onCancel,
}: {
  role: TeamRoleView;
  others: TeamRoleView[];
  onReplace: (replacementId: string) => void;
  onCancel: () => void;
}) {
  const [replacement, setReplacement] = useState('');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ width: '100%', pt: 1 }}>
      <TextField
        select
        size="small"
        label={`Replace ${role.name} with`}
        value={replacement}
        onChange={(event) => setReplacement(event.target.value)}
      >
        {others.map((other) => (
          <MenuItem key={other.team_role_id} value={other.team_role_id}>
            {other.name}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" disabled={!replacement} onClick={() => onReplace(replacement)}>
          Replace
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </Stack>
    </Stack>
  );
}

/**
 * The client's team roles (admins): the list with system roles marked, 'Add new team role' (required, a name
 * already in the list is not added again), delete a custom role, or replace it by another (its holders move over).
 * Deleting and replacing are offered to Global Administrators only (admin spec section 6: delete buttons of
 * non-system dropdown options appear for role '5'); the API refuses them to anyone else.
 */
export function TeamRolesManager({ clientId }: { clientId: string }) {
  const dispatch = useDispatch();
  const mayDeleteOrReplace = can(useSelector(selectCurrentRole), Capability.DeleteDropdownOptions);
  const { data: roles = [], error } = useGetTeamRolesQuery(clientId);
  useQueryErrorBoundary(error);
  const [addRole, { isLoading: adding }] = useAddTeamRoleMutation();
  const [deleteRole] = useDeleteTeamRoleMutation();
  const [replaceRole] = useReplaceTeamRoleMutation();
  const [replacing, setReplacing] = useState<string | null>(null);
  const { control, handleSubmit, reset, setError } = useForm<CreateTeamRoleDto>({
    resolver,
    mode: 'onChange',
    defaultValues: { name: '' },
  });

  const fail = (title: string, failure: unknown) =>
    dispatch(notificationShown({ type: 'error', title, message: errorMessage(failure) }));

  const add = handleSubmit(async ({ name }) => {
    if (roles.some((role) => sameTeamRoleName(role.name, name))) {
      setError('name', { message: M.teamRoleExists(name.trim()) });
      return;
    }
    const result = await addRole({ clientId, name: name.trim() });
    if (result.error) {
      setError('name', { message: errorMessage(result.error) });
      return;
    }
    reset({ name: '' });
  });

  const remove = async (role: TeamRoleView) => {
    const result = await deleteRole({ clientId, teamRoleId: role.team_role_id });
    if (result.error) fail('Team role not deleted', result.error);
  };

  const replace = async (role: TeamRoleView, replacementId: string) => {
    const result = await replaceRole({ clientId, teamRoleId: role.team_role_id, replacementId });
    if (result.error) fail('Team role not replaced', result.error);
    else setReplacing(null);
  };

  return (
    <Box component="section" aria-labelledby="team-roles-title">
      <Typography id="team-roles-title" variant="h6" component="h3">
        Team roles
      </Typography>
      <Typography variant="body2" color="text.secondary">
        The roles people can hold in this client&apos;s teams. System roles cannot be deleted or replaced
        {mayDeleteOrReplace ? '.' : '; other roles only by a Global Administrator.'}
      </Typography>
      <List aria-label="Team roles" dense>
        {roles.map((role) => (
          <ListItem key={role.team_role_id} divider sx={{ display: 'block', px: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 40 }}>
              <ListItemText primary={role.name} sx={{ flexGrow: 1, overflowWrap: 'anywhere' }} />
              {role.system ? (
                <Chip size="small" label="System" variant="outlined" />
              ) : (
                mayDeleteOrReplace && (
                  <>
                    <Tooltip title={`Replace ${role.name}`}>
                      <IconButton aria-label={`Replace ${role.name}`} onClick={() => setReplacing(role.team_role_id)}>
                        <SwapHoriz />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={`Delete ${role.name}`}>
                      <IconButton aria-label={`Delete ${role.name}`} onClick={() => void remove(role)}>
                        <DeleteOutline />
                      </IconButton>
                    </Tooltip>
                  </>
                )
              )}
            </Stack>
            {mayDeleteOrReplace && replacing === role.team_role_id && (
              <ReplaceRow
                role={role}
                others={roles.filter((other) => other.team_role_id !== role.team_role_id)}
                onReplace={(replacementId) => void replace(role, replacementId)}
                onCancel={() => setReplacing(null)}
              />
            )}
          </ListItem>
        ))}
      </List>
      <Stack
        component="form"
        noValidate
        onSubmit={add}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mt: 2, alignItems: { sm: 'flex-start' } }}
      >
        <FormTextField
          name="name"
          control={control}
          size="small"
          label="Add new team role"
          maxLength={TEXT_MAX_LENGTH}
        />
        <Button type="submit" variant="outlined" disabled={adding} sx={{ flexShrink: 0, height: 40 }}>
          Add role
        </Button>
      </Stack>
    </Box>
  );
}
