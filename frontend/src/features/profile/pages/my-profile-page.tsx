import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { roleLabel, type MeView } from '@gc/contracts';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../shared/api/base-query';
import { useQueryErrorBoundary } from '../../../shared/api/use-query-error-boundary';
import { selectCurrentUser, signedOut, userRefreshed } from '../../../shared/auth/auth-slice';
import { notificationShown } from '../../../shared/ui/notifications/notifications-slice';
import { PageLoading } from '../../../shared/ui/page-loading';
import { PageShell } from '../../../shared/ui/page-shell';
import {
  useDeleteMyAccountMutation,
  useGetMyProfileQuery,
  useUpdateMyProfileMutation,
  type ProfileData,
} from '../api/profile-api';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { FormTextField } from '../../../shared/ui/form-text-field';
import { profileResolver } from '../components/profile-forms';
import { ReminderSettings } from '../components/reminder-settings';
import { useUnsavedChangesGuard } from '../../../shared/ui/unsaved-changes-guard';
import { paths } from '../../../shared/routing/paths';
import { EmailText } from '../../../shared/ui/email-text';
import { FormPanel } from '../../../shared/ui/form-panel';

const MAX_LENGTH = 10000;

/** /app/profile: 'My Profile', read mode, then edit mode (member spec sections 2, 4, 5). */
export function MyProfilePage() {
  const { data: me, error, isFetching } = useGetMyProfileQuery();
  useQueryErrorBoundary(error);
  const [editing, setEditing] = useState(false);
  // Member spec section 4: the verification dialog opens on load (and after a save) while the phone is unverified.
  // Decided on fresh data only: coming back from a verification, the cached answer is still the unverified one.
  const [mfaPrompt, setMfaPrompt] = useState(false);
  const [prompted, setPrompted] = useState(false);
  useEffect(() => {
    if (me && !isFetching && !prompted) {
      setPrompted(true);
      // the client's identity provider owns MFA for a session it gave (issue 31): no prompt for our SMS code
      if (!me.phone_number_verified && !me.signed_in_with_sso) setMfaPrompt(true);
    }
  }, [me, isFetching, prompted]);

  return (
    <PageShell title="My Profile">
      {!me ? (
        <PageLoading />
      ) : editing ? (
        <ProfileEditor
          me={me}
          onDone={(saved) => {
            setEditing(false);
            if (saved && !saved.phone_number_verified) setMfaPrompt(true);
          }}
        />
      ) : (
        <ProfileDetails me={me} onEdit={() => setEditing(true)} />
      )}
      <MfaPromptDialog open={mfaPrompt} onClose={() => setMfaPrompt(false)} />
    </PageShell>
  );
}

function Field({ label, value, extra }: { label: string; value: React.ReactNode; extra?: React.ReactNode }) {
  return (
    <Box
      component="div"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: { xs: 0.5, sm: 2 }, py: 1.5 }}
    >
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <Typography sx={{ wordBreak: 'break-word' }}>{value}</Typography>
        {extra}
      </Box>
    </Box>
  );
}

function ProfileDetails({ me, onEdit }: { me: MeView; onEdit: () => void }) {
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleteAccount, deletion] = useDeleteMyAccountMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();

  const onDelete = async () => {
    const result = await deleteAccount();
    setConfirmingDelete(false);
    if (result.error) {
      dispatch(
        notificationShown({
          type: 'error',
          title: 'Error while deleting your profile',
          message: errorMessage(result.error),
        }),
      );
      return;
    }
    dispatch(
      notificationShown({
        type: 'success',
        title: 'Profile successfully deleted',
        message: 'You have 24 hours to contact your administrator to reactivate it.',
      }),
    );
    navigate(paths.login, { replace: true });
    dispatch(signedOut());
  };

  return (
    <>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {/* a dl holds only dt/dd groups in divs (axe: definition-list): the rules between them are borders */}
        <Box component="dl" sx={{ m: 0, '& > div:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' } }}>
          <Field label="Full name" value={me.name || '—'} />
          <Field label="Email" value={<EmailText email={me.email} />} />
          <Field label="Alternate email" value={me.alternate_email ? <EmailText email={me.alternate_email} /> : '—'} />
          <Field
            label="Phone number"
            value={me.phone_number || '—'}
            extra={
              me.phone_number ? (
                <Chip
                  size="small"
                  label={me.phone_number_verified ? 'Verified' : 'Not verified'}
                  color={me.phone_number_verified ? 'success' : 'warning'}
                  variant="outlined"
                />
              ) : null
            }
          />
          <Field label="Role" value={roleLabel(me.role)} />
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 3 }}>
          <Button variant="contained" onClick={onEdit}>
            Edit
          </Button>
          {/* the client's identity provider keeps the password of a person it signed in (issue 31) */}
          {!me.signed_in_with_sso && (
            <Button variant="outlined" component={RouterLink} to={paths.profile.changePassword}>
              Change Password
            </Button>
          )}
          {!me.phone_number_verified && me.phone_number && (
            <Button variant="outlined" component={RouterLink} to={paths.profile.mfaValidation}>
              Verify phone number
            </Button>
          )}
        </Box>
      </Paper>
      <ReminderSettings />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderColor: 'error.light' }}>
        <Typography variant="h6" component="h2">
          Delete account
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
          Your account is deleted at once. You have 24 hours to contact your administrator to reactivate it; after that
          it is erased for good.
        </Typography>
        <Button color="error" variant="outlined" onClick={() => setConfirmingDelete(true)}>
          Delete my account
        </Button>
      </Paper>
      <ConfirmDialog
        open={confirmingDelete}
        title="Delete your account?"
        text="You will be signed out now. You have 24 hours to contact your administrator to reactivate your account; after that it is erased."
        confirmLabel="Delete my account"
        destructive
        busy={deletion.isLoading}
        onConfirm={onDelete}
        onCancel={() => setConfirmingDelete(false)}
      />
    </>
  );
}

function ProfileEditor({ me, onDone }: { me: MeView; onDone: (saved: MeView | null) => void }) {
  const dispatch = useDispatch();
  const currentUser = useSelector(selectCurrentUser);
  const [updateProfile, { isLoading }] = useUpdateMyProfileMutation();
  const {
    control,
    handleSubmit,
    formState: { isDirty },
  } = useForm<ProfileData>({
    resolver: profileResolver,
    mode: 'onTouched',
    defaultValues: { name: me.name, alternate_email: me.alternate_email ?? '', phone_number: me.phone_number ?? '' },
  });
  const guard = useUnsavedChangesGuard(isDirty);

  const onSubmit = handleSubmit(async (data) => {
    const result = await updateProfile({ email: me.email, data: { ...data, name: data.name.trim() } });
    if (result.error) {
      dispatch(
        notificationShown({
          type: 'error',
          title: 'Error while updating your profile',
          message: errorMessage(result.error),
        }),
      );
      return;
    }
    guard.release();
    dispatch(notificationShown({ type: 'success', title: 'User Updated', message: 'Your profile was saved.' }));
    // The header shows the new name at once.
    if (currentUser) dispatch(userRefreshed({ ...currentUser, name: result.data.name ?? currentUser.name }));
    onDone({ ...me, ...data, phone_number_verified: result.data.phone_number_verified });
  });

  return (
    <FormPanel onSubmit={onSubmit} maxWidth={640}>
      <FormTextField name="name" control={control} label="Full name" autoComplete="name" maxLength={MAX_LENGTH} />
      <TextField label="Email" value={me.email} disabled helperText="Your email cannot be changed." />
      <FormTextField
        name="alternate_email"
        control={control}
        label="Alternate email"
        type="email"
        autoComplete="email"
        maxLength={MAX_LENGTH}
      />
      <FormTextField
        name="phone_number"
        control={control}
        label="Phone number"
        type="tel"
        autoComplete="tel"
        helperText="Start with + and the country code. A new number must be verified by SMS."
        maxLength={MAX_LENGTH}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'flex-end' }}>
        <Button onClick={() => onDone(null)}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={isLoading}>
          Save
        </Button>
      </Box>
      {guard.dialog}
    </FormPanel>
  );
}

function MfaPromptDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="mfa-prompt-title" aria-describedby="mfa-prompt-text">
      <DialogTitle id="mfa-prompt-title">Verify your phone number</DialogTitle>
      <DialogContent>
        <DialogContentText id="mfa-prompt-text">
          Your phone number is not verified yet. Sign-in codes are sent to it by SMS, so verify it now to keep
          multi-factor authentication working.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>Go back</Button>
        <Button
          variant="contained"
          onClick={() => {
            onClose();
            navigate(paths.profile.mfaValidation);
          }}
        >
          Continue to mfa-validation
        </Button>
      </DialogActions>
    </Dialog>
  );
}
