import { MfaStep } from '../../features/auth/components/mfa-step';
import { useFinishSignIn } from '../../features/auth/hooks/use-finish-sign-in';
import { SsoLandingPage } from '../../features/sso/pages/sso-landing-page';

/**
 * /login/sso: the single sign-on feature's landing page, finished as every sign-in is (the auth feature's hook and,
 * when the client asks for our SMS code after its provider's, the login page's SMS step). Composed here because
 * features never import each other.
 */
export function SsoSignInRoute() {
  const finishSignIn = useFinishSignIn();
  return <SsoLandingPage finishSignIn={finishSignIn} challengeStep={MfaStep} />;
}
