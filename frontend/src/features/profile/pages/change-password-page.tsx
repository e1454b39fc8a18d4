import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../shared/api/base-query';
import { notificationShown } from '../../../shared/ui/notifications/notifications-slice';
import { FormTextField } from '../../../shared/ui/form-text-field';
import { PageShell } from '../../../shared/ui/page-shell';
import { useChangeMyPasswordMutation } from '../api/profile-api';
import { changePasswordResolver, type ChangePasswordForm } from '../components/profile-forms';
import { paths } from '../../../shared/routing/paths';
import { FormPanel } from '../../../shared/ui/form-panel';

const HINT =
  'At least 8 characters with a lowercase and an uppercase letter, a digit and one of !@#$&%()/.+ — no spaces.';

/** /app/profile/change-password: 'Change Password' (member spec sections 2, 5, 8). */
export function ChangePasswordPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [changePassword, { isLoading }] = useChangeMyPasswordMutation();
  const { control, handleSubmit } = useForm<ChangePasswordForm>({
    resolver: changePasswordResolver,
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword, confirmPassword }) => {
    // A plain object: the resolver hands over a DTO instance, which fetchBaseQuery would not serialise as JSON.
    const result = await changePassword({ currentPassword, newPassword, confirmPassword });
    if (result.error) {
      dispatch(
        notificationShown({ type: 'error', title: 'Password change failed', message: errorMessage(result.error) }),
      );
      return;
    }
    dispatch(
      notificationShown({
        type: 'success',
        title: 'Password successfully changed!',
        message: 'Use your new password next time you sign in.',
      }),
    );
    navigate(paths.profile.root);
  });

  return (
    <PageShell title="Change Password" back={{ to: paths.profile.root, label: 'Back to My Profile' }}>
      <FormPanel onSubmit={onSubmit} maxWidth={520}>
        <FormTextField
          name="currentPassword"
          control={control}
          label="Current password"
          type="password"
          autoComplete="current-password"
          maxLength={10000}
        />
        <FormTextField
          name="newPassword"
          control={control}
          label="New password"
          type="password"
          autoComplete="new-password"
          helperText={HINT}
          maxLength={10000}
        />
        <FormTextField
          name="confirmPassword"
          control={control}
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          maxLength={10000}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={isLoading}>
            Change Password
          </Button>
        </Box>
      </FormPanel>
    </PageShell>
  );
}
