import type { ChallengeView, TokensView } from '@gc/contracts';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../shared/api/base-query';
import { selectSignOutNotice } from '../../../shared/auth/auth-slice';
import { paths } from '../../../shared/routing/paths';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { SignInStep } from '../components/sign-in-step';
import { ErrorLines } from '../components/step-parts';

// Only the sign-in form comes with /login's first download (its JavaScript budget); the other steps load when reached.
const AccountSetupStep = lazy(async () => ({
  default: (await import('../components/account-setup-step')).AccountSetupStep,
}));
const ForgotPasswordStep = lazy(async () => ({
  default: (await import('../components/forgot-password-step')).ForgotPasswordStep,
}));
const MfaStep = lazy(async () => ({ default: (await import('../components/mfa-step')).MfaStep }));
const NewPasswordStep = lazy(async () => ({
  default: (await import('../components/new-password-step')).NewPasswordStep,
}));
const PhoneSetupStep = lazy(async () => ({
  default: (await import('../components/phone-setup-step')).PhoneSetupStep,
}));
const SuspendedDialog = lazy(async () => ({
  default: (await import('../components/suspended-dialog')).SuspendedDialog,
}));

/**
 * The 'Sign in with SSO' step (?step=sso), which the single sign-on feature provides: app/ composes it into this page
 * (features never import each other). Without it, /login offers no SSO entry.
 */
export interface SsoStepSlotProps {
  errorLines: ReactNode;
  onError: (error: unknown) => void;
  clearErrors: () => void;
  onBack: () => void;
}

/**
 * /login/sso, back from the organisation's identity provider: the single sign-on feature completes the sign-in and
 * hands the answer here, to be finished as a password sign-in is (the SMS step when the client asks for it).
 */
export interface SsoReturnSlotProps {
  onSignIn: (result: ChallengeView | TokensView) => Promise<void>;
}

type Step = { kind: 'sign-in' } | { kind: 'challenge'; challenge: ChallengeView; email: string };

/**
 * /login and its steps (member spec sections 2 and 4): sign in, then whatever the server asks next (first-login
 * set-up, a new password, the SMS code, a phone for the SMS codes after a single sign-on), or the forgotten-password steps (?step=forgot-password|reset-password).
 * Errors are red lines above the form; 'User is disabled.' opens the suspended modal instead. With `ssoStep`, a
 * 'Sign in with SSO' button under the form opens that step (?step=sso); with `ssoReturn` (at /login/sso) the page
 * finishes a single sign-on instead of showing the form.
 */
export function LoginPage({
  ssoStep: SsoStep,
  ssoReturn: SsoReturn,
}: {
  ssoStep?: ComponentType<SsoStepSlotProps>;
  ssoReturn?: ComponentType<SsoReturnSlotProps>;
} = {}) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const notice = useSelector(selectSignOutNotice);
  const finishSignIn = useFinishSignIn();
  const [step, setStep] = useState<Step>({ kind: 'sign-in' });
  // a forced sign-out (e.g. declining the terms) says why on arrival
  const [errors, setErrors] = useState<string[]>(() => (notice ? [notice] : []));
  useEffect(() => {
    if (notice) setErrors([notice]);
  }, [notice]);
  const [suspended, setSuspended] = useState(false);

  const onError = useCallback((error: unknown) => {
    const message = errorMessage(error);
    // Errors come from the steps' requests, so the API module is loaded by then (this resolves from the cache);
    // should it not load at all, the line is shown as it is.
    void import('../api/auth-api')
      .then(({ isAccountDisabled }) => isAccountDisabled(message))
      .catch(() => false)
      .then((disabled) => {
        if (disabled) {
          setErrors([]);
          setSuspended(true);
          return;
        }
        setErrors([message]);
      });
  }, []);

  const onNext = async (result: ChallengeView | TokensView, email: string) => {
    setErrors([]);
    if ('challenge' in result) {
      setStep({ kind: 'challenge', challenge: result, email });
      return;
    }
    await finishSignIn(result);
  };

  const backToSignIn = () => {
    setErrors([]);
    setStep({ kind: 'sign-in' });
  };
  const closeSuspended = () => {
    setSuspended(false);
    backToSignIn();
  };

  // the steps keep router state, so the page the visitor was going to survives a detour through them
  const toStep = (next: 'sso' | null) => setParams(next ? { step: next } : {}, { state: location.state as unknown });

  const forgotStep = params.get('step');
  // moving between /login and its ?step= pages starts with a clean slate
  const shownStep = useRef(forgotStep);
  useEffect(() => {
    if (shownStep.current === forgotStep) return;
    shownStep.current = forgotStep;
    setErrors([]);
    setStep({ kind: 'sign-in' });
  }, [forgotStep]);
  let body;
  if (forgotStep === 'forgot-password' || forgotStep === 'reset-password') {
    body = (
      <ForgotPasswordStep
        key={forgotStep}
        startWithCode={forgotStep === 'reset-password'}
        errors={errors}
        onError={onError}
        clearErrors={() => setErrors([])}
      />
    );
  } else if (forgotStep === 'sso' && SsoStep) {
    body = (
      <SsoStep
        errorLines={<ErrorLines lines={errors} />}
        onError={onError}
        clearErrors={() => setErrors([])}
        onBack={() => toStep(null)}
      />
    );
  } else if (step.kind === 'sign-in' && SsoReturn) {
    body = <SsoReturn onSignIn={(result) => onNext(result, '')} />;
  } else if (step.kind === 'sign-in') {
    body = (
      <SignInStep
        errors={errors}
        onError={onError}
        onChallenge={(challenge, email) => void onNext(challenge, email)}
        onTokens={(tokens) => onNext(tokens, '')}
        onSso={SsoStep ? () => toStep('sso') : undefined}
      />
    );
  } else {
    const { challenge, email } = step;
    const props = {
      challenge,
      errors,
      onError,
      onNext: (result: ChallengeView | TokensView) => onNext(result, email),
      // after a single sign-on, back is the sign-in form at /login
      onBack: SsoReturn ? () => void navigate(paths.login, { replace: true }) : backToSignIn,
    };
    body =
      challenge.challenge === 'ACCOUNT_SETUP' ? (
        <AccountSetupStep key={challenge.session} email={email} {...props} />
      ) : challenge.challenge === 'PHONE_SETUP' ? (
        // after a single sign-on the page has no typed email: the challenge names the person
        <PhoneSetupStep key={challenge.session} email={challenge.email ?? email} {...props} />
      ) : challenge.challenge === 'NEW_PASSWORD_REQUIRED' ? (
        <NewPasswordStep key={challenge.session} {...props} />
      ) : (
        <MfaStep key={challenge.session} {...props} />
      );
  }

  return (
    <>
      <Suspense fallback={<PageLoading />}>{body}</Suspense>
      {suspended && (
        <Suspense fallback={null}>
          <SuspendedDialog open onClose={closeSuspended} />
        </Suspense>
      )}
    </>
  );
}
