import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { dtoResolver } from '../../../shared/forms/resolvers';
import { DEFAULT_COUNTRY_CODE, toInternationalPhone } from '@gc/contracts';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { LegalDocumentId } from '../../../shared/auth/legal-documents';
import { FormTextField } from '../../../shared/ui/form-text-field';
import { PublicPageCard } from '../../../shared/ui/public-page-card';
import { useAnswerChallengeMutation } from '../api/auth-api';
import { AccountSetupForm } from '../forms/auth-forms';
import { LegalDialog } from './legal-dialog';
import { PASSWORD_HINT } from './password-hint';
import { PhoneVerification } from './phone-verification';
import { BackToLogin, ErrorLines, type ChallengeStepProps } from './step-parts';

interface AccountSetupStepProps extends ChallengeStepProps {
  email: string;
}

/**
 * First login, 'Welcome!' (member spec sections 4 and 5): name, password, phone confirmed by SMS code, optional
 * alternate email and the terms. 'Create account' stays disabled until every field is valid and the code is
 * confirmed.
 */
export function AccountSetupStep({ email, challenge, errors, onError, onNext, onBack }: AccountSetupStepProps) {
  const [answer, { isLoading }] = useAnswerChallengeMutation();
  const [codeConfirmedFor, setCodeConfirmedFor] = useState<string | null>(null);
  const [openDocument, setOpenDocument] = useState<LegalDocumentId | null>(null);
  const form = useForm<AccountSetupForm>({
    resolver: dtoResolver<AccountSetupForm>(AccountSetupForm),
    mode: 'onTouched',
    defaultValues: {
      // the name the administrator typed when adding this person, if any
      name: challenge.name ?? '',
      password: '',
      confirm_password: '',
      country_code: DEFAULT_COUNTRY_CODE,
      phone_digits: '',
      code: '',
      alternate_email: '',
      terms_accepted: false,
    },
  });
  const {
    control,
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
      challenge: 'ACCOUNT_SETUP',
      name: values.name,
      password: values.password,
      confirm_password: values.confirm_password,
      phone_number: toInternationalPhone(values.phone_digits, values.country_code),
      ...(values.alternate_email ? { alternate_email: values.alternate_email } : {}),
      terms_accepted: true,
    });
    if (result.error) return onError(result.error);
    await onNext(result.data);
  });

  const openLegal = (id: LegalDocumentId) => (event: React.MouseEvent) => {
    // the links sit inside the checkbox's label: reading the terms must not tick the box
    event.preventDefault();
    setOpenDocument(id);
  };

  return (
    <PublicPageCard title="Welcome!" subtitle="Set up your account to get started.">
      <ErrorLines lines={errors} />
      <Stack component="form" noValidate spacing={3} onSubmit={onSubmit} aria-label="Create account">
        {/* multiline: a long address wraps on a phone instead of being cut off (issue 29) */}
        <TextField
          label="Email"
          value={email}
          multiline
          slotProps={{ htmlInput: { readOnly: true, style: { overflowWrap: 'anywhere' } } }}
        />
        <FormTextField
          name="name"
          control={control}
          label="Full name"
          autoComplete="name"
          autoFocus
          required
          helperText="Your first and last name"
        />
        <FormTextField
          name="password"
          control={control}
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          helperText={PASSWORD_HINT}
        />
        <FormTextField
          name="confirm_password"
          control={control}
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          required
        />
        <PhoneVerification
          form={form}
          email={email}
          session={challenge.session}
          phone={phone}
          codeConfirmed={codeConfirmed}
          onConfirmed={setCodeConfirmedFor}
          onError={onError}
        />
        <FormTextField
          name="alternate_email"
          control={control}
          label="Alternate email (optional)"
          type="email"
          autoComplete="email"
        />
        <Controller
          name="terms_accepted"
          control={control}
          render={({ field, fieldState }) => (
            <FormControl error={fieldState.error !== undefined}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    slotProps={{ input: { ref: field.ref, 'aria-describedby': 'terms-error' } }}
                  />
                }
                label={
                  <>
                    I accept the{' '}
                    <Link
                      component="button"
                      type="button"
                      onClick={openLegal('terms')}
                      sx={{ verticalAlign: 'baseline' }}
                    >
                      Terms of Service
                    </Link>{' '}
                    and{' '}
                    <Link
                      component="button"
                      type="button"
                      onClick={openLegal('privacy')}
                      sx={{ verticalAlign: 'baseline' }}
                    >
                      Privacy Policy
                    </Link>
                  </>
                }
              />
              <FormHelperText id="terms-error">{fieldState.error?.message}</FormHelperText>
            </FormControl>
          )}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!isValid || !codeConfirmed || isLoading || isSubmitting}
        >
          Create account
        </Button>
      </Stack>
      <BackToLogin onBack={onBack} />
      <LegalDialog document={openDocument} onClose={() => setOpenDocument(null)} />
    </PublicPageCard>
  );
}
