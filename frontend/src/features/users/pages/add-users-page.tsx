import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../shared/api/base-query';
import { selectCurrentRole } from '../../../shared/auth/auth-slice';
import { notificationShown } from '../../../shared/ui/notifications/notifications-slice';
import { PageShell } from '../../../shared/ui/page-shell';
import { useCreateUsersMutation } from '../api/users-api';
import { addUsersResolver, EMPTY_ROW, type AddUsersForm } from '../components/add-users-form';
import { INVALID_ROLE, isAssignable, roleOptions } from '../components/role-options';
import { useUnsavedChangesGuard } from '../../../shared/ui/unsaved-changes-guard';
import { FormTextField } from '../../../shared/ui/form-text-field';
import { paths } from '../../../shared/routing/paths';
import { FormPanel } from '../../../shared/ui/form-panel';
import { columns } from '../../../shared/ui/layout';

const MAX_LENGTH = 9000;

/** /app/users/create-admin: 'Add New User/Users' (admin spec sections 2, 5, 7, 8). */
export function AddUsersPage() {
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const actorRole = useSelector(selectCurrentRole);
  const options = roleOptions(actorRole);
  const [createUsers, { isLoading }] = useCreateUsersMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isDirty },
  } = useForm<AddUsersForm>({ resolver: addUsersResolver, defaultValues: { users: [EMPTY_ROW] } });
  const { fields, append, remove } = useFieldArray({ control, name: 'users' });
  const guard = useUnsavedChangesGuard(isDirty);

  const invalidRole = () => dispatch(notificationShown({ type: 'error', ...INVALID_ROLE }));

  const onSubmit = handleSubmit(
    async ({ users }) => {
      setFormError(null);
      if (users.some((row) => !isAssignable(actorRole, row.custom_role))) return invalidRole();
      const payload = users.map(({ name, email, custom_role }) => ({ name, email, custom_role: Number(custom_role) }));
      const result = await createUsers(payload);
      if (result.error) {
        console.error('creating users failed', result.error);
        dispatch(
          notificationShown({ type: 'error', title: 'Error while adding users', message: errorMessage(result.error) }),
        );
        return;
      }
      const rejected = result.data.flatMap((item, index) =>
        item.status === 'rejected' ? [{ index, reason: item.reason.message }] : [],
      );
      const created = users.length - rejected.length;
      if (created > 0) {
        dispatch(
          notificationShown({
            type: 'success',
            title: created === 1 ? 'User successfully added!' : 'Users successfully added!',
            message: 'A temporary password was emailed to each new user.',
          }),
        );
      }
      if (rejected.length === 0) {
        guard.release();
        navigate(paths.users.root);
        return;
      }
      // The form stays with the rows that were refused, each with its reason; the first one is also the page's error.
      reset({ users: rejected.map(({ index }) => users[index]) }, { keepDefaultValues: true });
      rejected.forEach(({ reason }, row) => setError(`users.${row}.email`, { type: 'server', message: reason }));
      setFormError(rejected[0].reason);
    },
    (fieldErrors) => {
      if (fieldErrors.users?.some?.((row) => row?.custom_role)) invalidRole();
    },
  );

  return (
    <PageShell title="Add New User/Users" back={{ to: paths.users.root, label: 'Back to users' }}>
      <FormPanel onSubmit={onSubmit}>
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        {fields.map((field, index) => (
          <Box key={field.id} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
              <Typography component="legend" variant="subtitle2" color="text.secondary">
                User {index + 1}
              </Typography>
              {fields.length > 1 && (
                <IconButton aria-label={`Remove user ${index + 1}`} onClick={() => remove(index)} size="small">
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              )}
            </Box>
            <Box sx={columns({ xs: '1fr', md: '1fr 1fr 220px' })}>
              <FormTextField
                name={`users.${index}.name`}
                control={control}
                label="Full name"
                autoComplete="off"
                maxLength={MAX_LENGTH}
              />
              <FormTextField
                name={`users.${index}.email`}
                control={control}
                label="Email"
                type="email"
                autoComplete="off"
                maxLength={MAX_LENGTH}
              />
              <FormTextField
                name={`users.${index}.custom_role`}
                control={control}
                select
                label="Role"
                parse={(text) => (text === '' ? '' : Number(text))}
              >
                <MenuItem value="" disabled>
                  Select Role
                </MenuItem>
                {options.map((option) => (
                  <MenuItem key={option.value} value={option.value}>
                    {option.label}
                  </MenuItem>
                ))}
              </FormTextField>
            </Box>
          </Box>
        ))}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>
          <Button startIcon={<AddIcon />} onClick={() => append(EMPTY_ROW)}>
            Add another user
          </Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            {fields.length === 1 ? 'Add user' : 'Add users'}
          </Button>
        </Box>
      </FormPanel>
      {guard.dialog}
    </PageShell>
  );
}
