import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChallengeView, TokensView } from '@gc/contracts';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../shared/routing/paths';
import { PublicPageCard } from '../../../shared/ui/public-page-card';
import { lazyResolver } from '../forms/lazy-resolver';
import { useSignInForm } from '../forms/use-sign-in-form';
import { SignInTextField } from './sign-in-text-field';
import { ErrorLines } from './step-parts';

// The DTO's rules (class-validator) load when the form is first focused or submitted, not with /login; so does the
// sign-in request (RTK Query and the API slice).
const resolver = lazyResolver(() => import('../forms/sign-in-resolver').then((m) => m.signInResolver));
const loadAuthApi = () => import('../api/auth-api');
const preload = () => {
  resolver.preload();
  void loadAuthApi().catch(() => undefined);
};

interface SignInStepProps {
  errors: string[];
  onError: (error: unknown) => void;
  onChallenge: (challenge: ChallengeView, email: string) => void;
  onTokens: (tokens: TokensView) => Promise<void>;
  /** opens the 'Sign in with SSO' step; no SSO entry without it */
  onSso?: () => void;
}

/** 'Welcome back!': email and password; the DTO strips all whitespace from both (member spec section 5). */
export function SignInStep({ errors, onError, onChallenge, onTokens, onSso }: SignInStepProps) {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const { field, onSubmit, isSubmitting } = useSignInForm(resolver, async ({ email, password }) => {
    // a module that cannot be fetched (offline) reads as the request would have: the server could not be reached
    const loaded = await loadAuthApi().catch((error: unknown) => ({ failed: String(error) }));
    if ('failed' in loaded) return onError({ status: 'FETCH_ERROR', error: loaded.failed });
    const { authApi } = loaded;
    // what useSignInMutation's trigger does, without the hook (its module is not loaded yet when the form renders)
    const request = dispatch(authApi.endpoints.signIn.initiate({ email, password }));
    const result = await request;
    request.reset();
    if (result.error) return onError(result.error);
    if ('challenge' in result.data) return onChallenge(result.data, email);
    await onTokens(result.data);
  });

  return (
    <PublicPageCard title="Welcome back!" subtitle="Your learning journey continues">
      <ErrorLines lines={errors} />
      <Stack
        component="form"
        noValidate
        spacing={3}
        onSubmit={(event) => void onSubmit(event)}
        onFocus={preload}
        aria-label="Log In"
      >
        <SignInTextField {...field('email')} label="Email" type="email" autoComplete="username" />
        <SignInTextField {...field('password')} label="Password" type="password" autoComplete="current-password" />
        <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Link component={RouterLink} to={paths.loginStep('forgot-password')} underline="hover">
            Forgot your password?
          </Link>
          <Link component={RouterLink} to={paths.loginStep('reset-password')} underline="hover">
            Reset your password
          </Link>
        </Stack>
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          Log In
        </Button>
        {onSso && (
          <Button variant="outlined" size="large" onClick={onSso}>
            Sign in with SSO
          </Button>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          New to GrowthCatalyst?{' '}
          <Link component={RouterLink} to={paths.requestDemo}>
            Request a demo
          </Link>
        </Typography>
      </Stack>
    </PublicPageCard>
  );
}
