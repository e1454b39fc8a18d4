import { paths } from '../../shared/routing/paths';

/**
 * The addresses of single sign-on. They belong in shared/routing/paths.ts (`paths.loginSso`, and 'sso' among
 * `paths.loginStep`'s steps); kept here until that table gains them.
 */
export const ssoPaths = {
  /** where the API's callback sends the browser back: ?handoff=<one-time code> or ?error=<SsoFailureCode> */
  landing: `${paths.login}/sso`,
  /** /login at its 'Sign in with SSO' step */
  step: `${paths.login}?step=sso`,
} as const;
