import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isSsoFailureCode, SSO_FAILURES, ssoFailureMessage, type SignInResultView } from '@gc/contracts';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useEffect, useId, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../shared/api/base-query';
import { paths } from '../../../shared/routing/paths';
import { PublicPageCard } from '../../../shared/ui/public-page-card';
import { errorCode, ssoApi } from '../api/sso-api';
import { forgetReturnPath, rememberedReturnTarget } from '../sso-return-path';

/** What /login/sso's page (the login page, composed by app/) finishes the sign-in with. */
export interface SsoLandingPageProps {
  /** tokens: signed in as after a password (the terms check, then router state's `from`); a challenge: its step */
  onSignIn: (result: SignInResultView) => Promise<void>;
}

type Outcome = { data: SignInResultView } | { failure: string };
type Shown = { kind: 'working' } | { kind: 'failed'; message: string };

/**
 * The handoff is single-use: each one is sent once per page load, however often the effect runs (React's strict mode
 * runs it twice). A second mount waits for the first request's answer instead of sending its own.
 */
const completions = new Map<string, Promise<Outcome>>();

const failureOf = (error: unknown): string => {
  const code = errorCode(error);
  return isSsoFailureCode(code) ? SSO_FAILURES[code] : errorMessage(error);
};

/**
 * /login/sso (issue 31): where the API's callback sends the browser back from the organisation's identity provider.
 * With ?handoff it completes the sign-in once and hands the answer to the login page, which finishes it as a
 * password sign-in (or asks for the SMS code); with ?error it says why the sign-in was refused, with a way to try
 * again or to sign in with a password.
 */
export function SsoLandingPage({ onSignIn }: SsoLandingPageProps) {
  const [params] = useSearchParams();
  const location = useLocation();
  // the one-time code comes in the fragment (never sent to a server, so kept out of every log); a refusal's code
  // in the query
  const handoff = new URLSearchParams(location.hash.replace(/^#/, '')).get('handoff');
  const refused = params.get('error');
  const navigate = useNavigate();
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const [shown, setShown] = useState<Shown>(() =>
    handoff
      ? { kind: 'working' }
      : { kind: 'failed', message: refused ? ssoFailureMessage(refused) : SSO_FAILURES.STATE_INVALID },
  );

  // finishing reads router state, which the effect below sets first: always call the latest onSignIn
  const finish = useRef(onSignIn);
  useEffect(() => {
    finish.current = onSignIn;
  }, [onSignIn]);

  useEffect(() => {
    if (!handoff) return;
    // the page the person was going to, as the route guard would have left it for the sign-in
    const from = rememberedReturnTarget();
    const state = location.state as { from?: unknown } | null;
    if (from && !state?.from)
      void navigate(
        { pathname: location.pathname, search: location.search, hash: location.hash },
        { replace: true, state: { from } },
      );

    let current = completions.get(handoff);
    if (!current) {
      const request = dispatch(ssoApi.endpoints.completeSso.initiate({ handoff }));
      current = request.then((result): Outcome => {
        request.reset();
        return result.error ? { failure: failureOf(result.error) } : { data: result.data };
      });
      completions.set(handoff, current);
    }
    let active = true;
    void current.then((outcome) => {
      if (!active) return;
      if ('failure' in outcome) return setShown({ kind: 'failed', message: outcome.failure });
      forgetReturnPath();
      void finish.current(outcome.data);
    });
    return () => {
      active = false;
    };
    // once per handoff: the rest is read as it was when the page opened
  }, [handoff]);

  return (
    <PublicPageCard title="Sign in with SSO">
      {shown.kind === 'working' ? <Working /> : <Failed message={shown.message} />}
    </PublicPageCard>
  );
}

function Working() {
  const id = useId();
  return (
    <Stack role="status" direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <CircularProgress size={28} aria-labelledby={id} />
      <Typography id={id}>Signing you in…</Typography>
    </Stack>
  );
}

function Failed({ message }: { message: string }) {
  return (
    <Stack spacing={3}>
      <Alert severity="error">{message}</Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button component={RouterLink} to={paths.loginStep('sso')} variant="contained">
          Try again
        </Button>
        <Button component={RouterLink} to={paths.login} variant="outlined">
          Sign in with password
        </Button>
      </Stack>
    </Stack>
  );
}
