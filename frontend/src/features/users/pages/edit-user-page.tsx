import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import { roleLabel, type UserView } from '@gc/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useParams } from 'react-router-dom';
import { errorMessage } from '../../../shared/api/base-query';
import { useQueryErrorBoundary } from '../../../shared/api/use-query-error-boundary';
import { selectCurrentRole, selectCurrentUser } from '../../../shared/auth/auth-slice';
import { notificationShown } from '../../../shared/ui/notifications/notifications-slice';
import { PageLoading } from '../../../shared/ui/page-loading';
import { PageShell } from '../../../shared/ui/page-shell';
import { useDeleteUserMutation, useGetUserQuery, useUpdateUserMutation } from '../api/users-api';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { FormTextField } from '../../../shared/ui/form-text-field';
import { editUserResolver, type EditUserForm } from '../components/edit-user-form';
import { INVALID_ROLE, isAssignable, roleOptions } from '../components/role-options';
import { useUnsavedChangesGuard } from '../../../shared/ui/unsaved-changes-guard';
import { paths } from '../../../shared/routing/paths';
import { FormPanel } from '../../../shared/ui/form-panel';

const BACK = { to: paths.users.root, label: 'Back to users' };

/** /app/users/user/{email}: 'Edit User' (admin spec sections 2, 5, 6). */
export function EditUserPage() {
  const { email = '' } = useParams();
  const { data: user, error } = useGetUserQuery(email);
  useQueryErrorBoundary(error);
  return (
    <PageShell title="Edit User" back={BACK}>
      {user ? <EditUserFormView key={user.UserLastModifiedDate} user={user} /> : <PageLoading />}
    </PageShell>
  );
}

function EditUserFormView({ user }: { user: UserView }) {
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const me = useSelector(selectCurrentUser);
  const actorRole = useSelector(selectCurrentRole);
  const [updateUser, update] = useUpdateUserMutation();
  const [deleteUser, deletion] = useDeleteUserMutation();
  const [confirming, setConfirming] = useState(false);
  const isSelf = me?.email.toLowerCase() === user.email.toLowerCase();
  const currentRole = Number(user.custom_role);
  const options = roleOptions(actorRole);
  // A role the signed-in person may not give is still shown, so the form tells the truth about the user.
  const shown = options.some((o) => o.value === currentRole)
    ? options
    : [...options, { value: currentRole, label: roleLabel(currentRole), disabled: true }];

  const {
    control,
    handleSubmit,
    reset,
    formState: { isDirty },
  } = useForm<EditUserForm>({
    resolver: editUserResolver,
    defaultValues: {
      email: user.email,
      name: user.name ?? '',
      custom_role: currentRole,
      custom_organization: user.custom_organization ?? '',
    },
  });
  const guard = useUnsavedChangesGuard(isDirty);

  const onSubmit = handleSubmit(async (values) => {
    if (!isAssignable(actorRole, values.custom_role)) {
      dispatch(notificationShown({ type: 'error', ...INVALID_ROLE }));
      return;
    }
    const result = await updateUser({
      email: user.email,
      name: values.name.trim(),
      custom_role: values.custom_role,
      custom_organization: values.custom_organization,
    });
    if (result.error) {
      dispatch(
        notificationShown({
          type: 'error',
          title: 'Error while updating the user',
          message: errorMessage(result.error),
        }),
      );
      return;
    }
    reset(values);
    dispatch(
      notificationShown({
        type: 'success',
        title: 'User successfully updated!',
        message: `${values.name.trim()} was saved.`,
      }),
    );
  });

  const onDelete = async () => {
    guard.release();
    const result = await deleteUser(user.email);
    setConfirming(false);
    if (result.error) {
      guard.arm();
      dispatch(
        notificationShown({
          type: 'error',
          title: 'Error while deleting the user',
          message: errorMessage(result.error),
        }),
      );
      return;
    }
    dispatch(
      notificationShown({
        type: 'success',
        title: 'User successfully deleted!',
        message: `${user.email} can be reactivated within 24 hours.`,
      }),
    );
    navigate(paths.users.root);
  };

  return (
    <FormPanel onSubmit={onSubmit} maxWidth={640}>
      <FormTextField name="name" control={control} label="Full name" maxLength={9000} />
      <FormTextField name="email" control={control} label="Email" disabled helperText="The email cannot be changed." />
      <FormTextField name="custom_role" control={control} select label="Role" parse={Number}>
        {shown.map((option) => (
          <MenuItem key={option.value} value={option.value} disabled={'disabled' in option}>
            {option.label}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField name="custom_organization" control={control} label="Organization" maxLength={9000} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>
        {!isSelf ? (
          <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
            Delete user
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" variant="contained" disabled={!isDirty || update.isLoading}>
          Save
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming}
        title="Delete this user?"
        text={`${user.name || user.email} will lose access at once. An administrator can reactivate the account within 24 hours; after that it is erased.`}
        confirmLabel="Delete"
        destructive
        busy={deletion.isLoading}
        onConfirm={onDelete}
        onCancel={() => setConfirming(false)}
      />
      {guard.dialog}
    </FormPanel>
  );
}
