import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DEFAULT_COUNTRY_CODE, toInternationalPhone } from '@gc/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { dtoResolver } from '../../../shared/forms/resolvers';
import { PublicPageCard } from '../../../shared/ui/public-page-card';
import { useAnswerChallengeMutation } from '../api/auth-api';
import { PhoneSetupForm } from '../forms/auth-forms';
import { PhoneVerification } from './phone-verification';
import { BackToLogin, ErrorLines, type ChallengeStepProps } from './step-parts';

export const PHONE_SETUP_TITLE = 'Verify your phone number';
export const PHONE_SETUP_TEXT =
  'Your organisation asks for an SMS code at each sign-in. Verify the phone number the codes should go to.';

interface PhoneSetupStepProps extends ChallengeStepProps {
  /** the person's email: the challenge's own, else the one they signed in with */
  email: string;
}

/**
 * PHONE_SETUP (issue 31): after a sign-in through the client's identity provider, when the client also asks for our
 * SMS code and the person has no verified phone yet. The phone is confirmed by a code as in the 'Welcome!' form;
 * 'Continue' stays disabled until it is, then answers the challenge for our tokens.
 */
export function PhoneSetupStep({ email, challenge, errors, onError, onNext, onBack }: PhoneSetupStepProps) {
  const [answer, { isLoading }] = useAnswerChallengeMutation();
  const [codeConfirmedFor, setCodeConfirmedFor] = useState<string | null>(null);
  const form = useForm<PhoneSetupForm>({
    resolver: dtoResolver<PhoneSetupForm>(PhoneSetupForm),
    mode: 'onTouched',
    defaultValues: { country_code: DEFAULT_COUNTRY_CODE, phone_digits: '', code: '' },
  });
  const {
    handleSubmit,
    watch,
    formState: { isValid, isSubmitting },
  } = form;
  const phone = toInternationalPhone(watch('phone_digits'), watch('country_code'));
  // a code confirmed for another number than the one now typed does not count
  const codeConfirmed = codeConfirmedFor !== null && codeConfirmedFor === phone;

  const onSubmit = handleSubmit(async (values) => {
    const result = await answer({
      session: challenge.session,
      challenge: 'PHONE_SETUP',
      phone_number: toInternationalPhone(values.phone_digits, values.country_code),
    });
    if (result.error) return onError(result.error);
    await onNext(result.data);
  });

  return (
    <PublicPageCard title={PHONE_SETUP_TITLE} subtitle={PHONE_SETUP_TEXT}>
      <ErrorLines lines={errors} />
      <Stack component="form" noValidate spacing={3} onSubmit={onSubmit} aria-label={PHONE_SETUP_TITLE}>
        <PhoneVerification
          form={form}
          email={email}
          session={challenge.session}
          phone={phone}
          codeConfirmed={codeConfirmed}
          onConfirmed={setCodeConfirmedFor}
          onError={onError}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!isValid || !codeConfirmed || isLoading || isSubmitting}
        >
          Continue
        </Button>
      </Stack>
      <BackToLogin onBack={onBack} />
    </PublicPageCard>
  );
}
