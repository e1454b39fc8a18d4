import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SsoStartDto } from '@gc/contracts';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { returnPathAfterSignIn } from '../../../shared/auth/return-path';
import { dtoResolver } from '../../../shared/forms/resolvers';
import { FormTextField } from '../../../shared/ui/form-text-field';
import { PublicPageCard } from '../../../shared/ui/public-page-card';
import { useStartSsoMutation } from '../api/sso-api';
import { rememberReturnPath } from '../sso-return-path';

/** What /login hands the step (app/ composes the two features): its red lines and its way back. */
export interface SsoStepProps {
  /** the login page's error lines, rendered above the form as on its other steps */
  errorLines: ReactNode;
  onError: (error: unknown) => void;
  clearErrors: () => void;
  onBack: () => void;
  /** leaves for the provider; a full page load, so the tokens never pass through the SPA's history */
  leaveFor?: (url: string) => void;
}

type SsoStartForm = { email: string };
const resolver = dtoResolver<SsoStartForm>(SsoStartDto);

/**
 * /login?step=sso (issue 31): the work email, whose domain finds the client and its identity provider. The page the
 * person was going to is kept in this tab (sessionStorage) for /login/sso to return to.
 */
export function SsoStep({
  errorLines,
  onError,
  clearErrors,
  onBack,
  leaveFor = (url) => window.location.assign(url),
}: SsoStepProps) {
  const location = useLocation();
  const [start, { isLoading }] = useStartSsoMutation();
  // the provider's page is loading: Continue stays off so the sign-in is not started twice
  const [leaving, setLeaving] = useState(false);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<SsoStartForm>({ resolver, defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    clearErrors();
    const result = await start({ email });
    if (result.error) return onError(result.error);
    rememberReturnPath(returnPathAfterSignIn(location.state));
    setLeaving(true);
    leaveFor(result.data.authorization_url);
  });

  return (
    <PublicPageCard title="Sign in with SSO" subtitle="Use your organisation's identity provider">
      {errorLines}
      <Stack
        component="form"
        noValidate
        spacing={3}
        onSubmit={(event) => void onSubmit(event)}
        aria-label="Sign in with SSO"
      >
        <FormTextField
          name="email"
          control={control}
          label="Email"
          type="email"
          autoComplete="username"
          autoFocus
          errorAfterInput
          helperText="Your work email address."
        />
        <Button type="submit" variant="contained" size="large" disabled={isLoading || isSubmitting || leaving}>
          Continue
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ textAlign: 'center', mt: 3 }}>
        <Link component="button" type="button" onClick={onBack} sx={{ verticalAlign: 'baseline' }}>
          Back to sign in
        </Link>
      </Typography>
    </PublicPageCard>
  );
}
