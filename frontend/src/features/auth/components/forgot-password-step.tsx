import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { dtoResolver } from '../../../shared/forms/resolvers';
import { ForgotPasswordDto, SMS_CODE_LENGTH } from '@gc/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { notificationShown } from '../../../shared/ui/notifications/notifications-slice';
import { FormTextField } from '../../../shared/ui/form-text-field';
import { PublicPageCard } from '../../../shared/ui/public-page-card';
import { useConfirmForgotPasswordMutation, useForgotPasswordMutation } from '../api/auth-api';
import { ResetPasswordForm } from '../forms/auth-forms';
import { NewPasswordFields } from './new-password-fields';
import { BackToLogin, ErrorLines } from './step-parts';
import { paths } from '../../../shared/routing/paths';

interface Props {
  errors: string[];
  onError: (error: unknown) => void;
  clearErrors: () => void;
}

/**
 * 'Forgot your password?': the email locates the account and an SMS code goes to its verified phone; then the
 * code and a new password. 'Reset your password' (someone who already has a code) starts at the second part.
 */
export function ForgotPasswordStep({ startWithCode, ...props }: Props & { startWithCode: boolean }) {
  const [sent, setSent] = useState<{ email: string; destination: string | null } | null>(null);
  if (startWithCode || sent)
    return <ResetPasswordPart key={sent?.email ?? ''} sent={sent} onResend={() => setSent(null)} {...props} />;
  return <LocateAccountPart onSent={setSent} {...props} />;
}

function LocateAccountPart({
  errors,
  onError,
  clearErrors,
  onSent,
}: Props & { onSent: (sent: { email: string; destination: string | null }) => void }) {
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();
  const { control, handleSubmit } = useForm<ForgotPasswordDto>({
    resolver: dtoResolver<ForgotPasswordDto>(ForgotPasswordDto),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    clearErrors();
    const result = await forgotPassword({ email });
    if (result.error) return onError(result.error);
    onSent({ email, destination: result.data.destination });
  });

  return (
    <PublicPageCard
      title="Forgot your password?"
      subtitle="Enter your email address to locate your account. You will receive an SMS code in order to change your password."
    >
      <ErrorLines lines={errors} />
      <Stack component="form" noValidate spacing={3} onSubmit={onSubmit} aria-label="Forgot your password?">
        <FormTextField name="email" control={control} label="Email" type="email" autoComplete="username" autoFocus />
        <Button type="submit" variant="contained" size="large" disabled={isLoading}>
          Send code
        </Button>
      </Stack>
      <BackToLogin />
    </PublicPageCard>
  );
}

function ResetPasswordPart({
  errors,
  onError,
  clearErrors,
  sent,
  onResend,
}: Props & { sent: { email: string; destination: string | null } | null; onResend: () => void }) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [confirm, { isLoading }] = useConfirmForgotPasswordMutation();
  // A field's error shows once the person has typed in it and left it, or on submit; never on arrival, nor for
  // leaving the autofocused field untouched (FormTextField's errorAfterInput).
  const { control, handleSubmit } = useForm<ResetPasswordForm>({
    resolver: dtoResolver<ResetPasswordForm>(ResetPasswordForm),
    mode: 'onTouched',
    defaultValues: { email: sent?.email ?? '', code: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ email, code, newPassword }) => {
    clearErrors();
    const result = await confirm({ email, code, newPassword });
    if (result.error) return onError(result.error);
    dispatch(notificationShown({ type: 'success', title: 'Password changed', message: result.data.message }));
    navigate(paths.login, { replace: true });
  });

  const where = sent?.destination
    ? `We sent an SMS code to ${sent.destination}.`
    : sent
      ? 'If this email belongs to an account with a verified phone number, we sent an SMS code to that phone.'
      : 'Enter the SMS code you received and choose a new password.';

  return (
    <PublicPageCard title="Reset your password" subtitle={where}>
      <ErrorLines lines={errors} />
      <Stack component="form" noValidate spacing={3} onSubmit={onSubmit} aria-label="Reset your password">
        <FormTextField
          name="email"
          control={control}
          label="Email"
          type="email"
          autoComplete="username"
          autoFocus={!sent}
          errorAfterInput
          slotProps={{ htmlInput: { readOnly: sent !== null } }}
        />
        <FormTextField
          name="code"
          control={control}
          label="SMS code"
          autoComplete="one-time-code"
          autoFocus={sent !== null}
          errorAfterInput
          helperText="The code is valid for 10 minutes."
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: SMS_CODE_LENGTH } }}
        />
        <NewPasswordFields control={control} errorAfterInput />
        <Button type="submit" variant="contained" size="large" disabled={isLoading}>
          Change password
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          No code?{' '}
          {sent ? (
            <Link component="button" type="button" onClick={onResend} sx={{ verticalAlign: 'baseline' }}>
              Send a new one
            </Link>
          ) : (
            <Link component={RouterLink} to={paths.loginStep('forgot-password')}>
              Send me one
            </Link>
          )}
        </Typography>
      </Stack>
      <BackToLogin />
    </PublicPageCard>
  );
}
