import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { dtoResolver } from '../../../shared/forms/resolvers';
import { useForm } from 'react-hook-form';
import { PublicPageCard } from '../../../shared/ui/public-page-card';
import { useAnswerChallengeMutation } from '../api/auth-api';
import { NewPasswordForm } from '../forms/auth-forms';
import { NewPasswordFields } from './new-password-fields';
import { BackToLogin, ErrorLines, type ChallengeStepProps } from './step-parts';

type NewPasswordStepProps = ChallengeStepProps;

/** NEW_PASSWORD_REQUIRED: after an administrator's reset the temporary password is replaced first. */
export function NewPasswordStep({ challenge, errors, onError, onNext, onBack }: NewPasswordStepProps) {
  const [answer, { isLoading }] = useAnswerChallengeMutation();
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<NewPasswordForm>({
    resolver: dtoResolver<NewPasswordForm>(NewPasswordForm),
    mode: 'onTouched',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    const result = await answer({ session: challenge.session, challenge: 'NEW_PASSWORD_REQUIRED', newPassword });
    if (result.error) return onError(result.error);
    await onNext(result.data);
  });

  return (
    <PublicPageCard title="Set a new password" subtitle="Your password was reset. Choose a new one to continue.">
      <ErrorLines lines={errors} />
      <Stack component="form" noValidate spacing={3} onSubmit={onSubmit} aria-label="Set a new password">
        <NewPasswordFields control={control} autoFocus />
        <Button type="submit" variant="contained" size="large" disabled={isLoading || isSubmitting}>
          Change password
        </Button>
      </Stack>
      <BackToLogin onBack={onBack} />
    </PublicPageCard>
  );
}
