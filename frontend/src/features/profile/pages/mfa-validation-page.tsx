import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { maskPhoneNumber, type MeView } from '@gc/contracts';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../shared/api/base-query';
import { useQueryErrorBoundary } from '../../../shared/api/use-query-error-boundary';
import { notificationShown } from '../../../shared/ui/notifications/notifications-slice';
import { PageLoading } from '../../../shared/ui/page-loading';
import { FormTextField } from '../../../shared/ui/form-text-field';
import { PageShell } from '../../../shared/ui/page-shell';
import { useConfirmPhoneCodeMutation, useGetMyProfileQuery, useSendPhoneCodeMutation } from '../api/profile-api';
import { mfaCodeResolver, type MfaCodeForm } from '../components/profile-forms';
import { paths } from '../../../shared/routing/paths';
import { FormPanel } from '../../../shared/ui/form-panel';

const BACK = { to: paths.profile.root, label: 'Back to My Profile' };

/** /app/profile/mfa-validation: 'Verify Multi-Factor Authentication' (member spec sections 2, 5, 8). */
export function MfaValidationPage() {
  const { data: me, error } = useGetMyProfileQuery();
  useQueryErrorBoundary(error);
  return (
    <PageShell title="Verify Multi-Factor Authentication" back={BACK}>
      {me ? <MfaValidation me={me} /> : <PageLoading />}
    </PageShell>
  );
}

function MfaValidation({ me }: { me: MeView }) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [sendCode, sending] = useSendPhoneCodeMutation();
  const [confirmCode, confirming] = useConfirmPhoneCodeMutation();
  const phone = me.phone_number;
  const {
    control,
    handleSubmit,
    setError,
    formState: { isValid },
  } = useForm<MfaCodeForm>({ resolver: mfaCodeResolver, mode: 'onChange', defaultValues: { code: '' } });

  const send = async () => {
    if (!phone) return;
    const result = await sendCode({ email: me.email, phone_number: phone });
    if (result.error) {
      // member spec section 8: a failed send-code is only logged; the page still offers to send again
      console.error('sending the verification code failed', result.error);
      return;
    }
    dispatch(
      notificationShown({
        type: 'success',
        title: 'Code successfully sent!',
        message: `A code was sent to ${result.data.destination}.`,
      }),
    );
  };

  // The code goes out as soon as the page opens (once, even when React renders the effect twice).
  const sent = useRef(false);
  useEffect(() => {
    if (!sent.current && phone && !me.phone_number_verified) {
      sent.current = true;
      void send();
    }
  }, []);

  const onSubmit = handleSubmit(async ({ code }) => {
    if (!phone) return;
    const result = await confirmCode({ email: me.email, code, phone_number: phone });
    if (result.error) {
      const message = errorMessage(result.error);
      setError('code', { type: 'server', message });
      dispatch(notificationShown({ type: 'error', title: 'Verification failed', message }));
      return;
    }
    dispatch(
      notificationShown({
        type: 'success',
        title: 'Code successfully sent!',
        message: 'Your phone number is verified.',
      }),
    );
    navigate(paths.profile.root);
  });

  if (!phone) {
    return (
      <Alert severity="info">
        Add a phone number to your profile first; the verification code is sent to it by SMS.
      </Alert>
    );
  }
  if (me.phone_number_verified) {
    return <Alert severity="success">Your phone number {phone} is verified.</Alert>;
  }
  return (
    <FormPanel onSubmit={onSubmit} maxWidth={520}>
      <Typography>
        We sent a 6-digit code by SMS to <strong>{maskPhoneNumber(phone)}</strong>. Enter it below to verify your phone
        number. The code is valid for 10 minutes.
      </Typography>
      <FormTextField
        name="code"
        control={control}
        label="Verification code"
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>
        <Button onClick={send} disabled={sending.isLoading}>
          Send a new code
        </Button>
        <Button type="submit" variant="contained" disabled={!isValid || confirming.isLoading}>
          Verify
        </Button>
      </Box>
    </FormPanel>
  );
}
