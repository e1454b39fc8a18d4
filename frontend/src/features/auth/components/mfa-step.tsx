import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { dtoResolver } from '../../../shared/forms/resolvers';
import { SMS_CODE_LENGTH } from '@gc/contracts';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../shared/ui/form-text-field';
import { PublicPageCard } from '../../../shared/ui/public-page-card';
import { useAnswerChallengeMutation } from '../api/auth-api';
import { MfaCodeForm } from '../forms/auth-forms';
import { BackToLogin, ErrorLines, type ChallengeStepProps } from './step-parts';

type MfaStepProps = ChallengeStepProps;

/** SMS_MFA, 'Verify Phone Number': the code sent to the phone shown (masked). */
export function MfaStep({ challenge, errors, onError, onNext, onBack }: MfaStepProps) {
  const [answer, { isLoading }] = useAnswerChallengeMutation();
  const {
    control,
    handleSubmit,
    formState: { isValid, isSubmitting },
  } = useForm<MfaCodeForm>({
    resolver: dtoResolver<MfaCodeForm>(MfaCodeForm),
    mode: 'onChange',
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(async ({ code }) => {
    const result = await answer({ session: challenge.session, challenge: 'SMS_MFA', code });
    if (result.error) return onError(result.error);
    await onNext(result.data);
  });

  return (
    <PublicPageCard title="Verify Phone Number">
      <Typography sx={{ mb: 3 }}>
        We sent a {SMS_CODE_LENGTH}-digit code to <strong>{challenge.destination ?? 'your phone'}</strong>. Enter it
        below to log in.
      </Typography>
      <ErrorLines lines={errors} />
      <Stack component="form" noValidate spacing={3} onSubmit={onSubmit} aria-label="Verify Phone Number">
        <FormTextField
          name="code"
          control={control}
          label="SMS code"
          autoComplete="one-time-code"
          autoFocus
          helperText="The code is valid for 10 minutes."
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: SMS_CODE_LENGTH } }}
        />
        <Button type="submit" variant="contained" size="large" disabled={!isValid || isLoading || isSubmitting}>
          Verify
        </Button>
      </Stack>
      <BackToLogin onBack={onBack} />
    </PublicPageCard>
  );
}
