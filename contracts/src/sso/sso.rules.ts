import { RoleId } from '../access/roles';

/**
 * Single sign-on through the client's own OpenID Provider (issue 31). One list of what a person or an administrator
 * reads, shared by the API (which answers the code) and the SPA (which shows the text for a code it was sent back
 * with after a refused sign-in).
 */
export const SsoMessages = {
  // the administrator's form (PUT /clients/{id}/sso)
  issuer: 'Enter the issuer URL, such as https://login.example.com (http only for localhost).',
  oidcClientId: 'Enter the client ID your identity provider gave this application.',
  secretRequired: 'Enter the client secret your identity provider gave this application.',
  domains: 'Enter at least one email domain, such as example.com.',
  domainFormat: 'Enter email domains such as example.com, separated by commas.',
  tooManyDomains: 'Enter at most 20 email domains.',
  role: 'Select an option.',
  domainTaken: 'This email domain already signs in with SSO for another organisation.',
  notConfigured: 'Single sign-on is not set up for this client.',
  saved: 'Single sign-on settings saved.',
  removed: 'Single sign-on removed.',
  // POST /auth/sso/start
  unknownDomain: 'No organisation signs in with SSO for this email address. Sign in with your password instead.',
  // POST /auth/sign-in with a password, for people of a client that requires SSO
  ssoRequired: "Your organisation signs in with single sign-on. Use 'Sign in with SSO' with your work email.",
  // switching clients from a session that came from a client's provider
  ssoSessionAccount:
    "This session came from your organisation's single sign-on, which cannot change your phone number or password here.",
  httpIssuerInProduction: 'Enter an https issuer URL: http is for a provider on this machine during development only.',
  ssoSessionBound:
    "You signed in with your organisation's single sign-on, which is for this client only. Sign in again to work in another client.",
} as const;

/**
 * Why a sign-in through a provider was refused. The callback sends the browser back to `/login/sso?error=<code>`;
 * nothing else about the failure leaves the server (the log line has the code and the client, never a token).
 */
export const SSO_FAILURES = {
  STATE_INVALID: 'This sign-in has expired or was already used. Please start again.',
  CODE_REJECTED:
    "Your organisation's sign-in service did not accept this sign-in (it may have been used already). Please start again.",
  BROWSER_MISMATCH:
    'This sign-in was started in another browser, or its cookie was blocked. Please start again here, with cookies allowed for this site.',
  NONCE_MISMATCH: 'This sign-in answer does not belong to the sign-in you started. Please start again.',
  ISSUER_MISMATCH:
    "The sign-in answer came from another identity provider than your organisation's. Please start again.",
  AUDIENCE_MISMATCH: 'The sign-in answer was made for another application. Please start again.',
  TOKEN_EXPIRED: 'The sign-in answer has expired. Please start again.',
  TOKEN_INVALID: 'The sign-in answer could not be verified. Please start again.',
  EMAIL_UNVERIFIED:
    "Your organisation's sign-in service has not verified your email address, so we cannot sign you in with it.",
  DOMAIN_NOT_VOUCHED: "Your email address is not in a domain your organisation's sign-in service may vouch for.",
  NOT_IN_CLIENT: 'Your account is not part of this organisation. Ask one of its administrators to add you.',
  OTHER_CLIENTS:
    'Your account also belongs to other organisations here, so it signs in with its password and SMS code.',
  SUBJECT_CHANGED:
    "Your account is already linked to another identity at your organisation's sign-in service. Ask one of its administrators.",
  GLOBAL_ADMINISTRATOR: 'Global Administrators sign in with their password and SMS code.',
  USER_DISABLED: 'User is disabled.',
  PROVIDER_REFUSED: "Your organisation's sign-in service did not sign you in. Please start again.",
  PROVIDER_UNAVAILABLE: "Your organisation's sign-in service is not answering. Please try again in a moment.",
  NOT_CONFIGURED: 'Single sign-on is no longer set up for your organisation. Sign in with your password.',
} as const;

export type SsoFailureCode = keyof typeof SSO_FAILURES;

export const isSsoFailureCode = (code: unknown): code is SsoFailureCode =>
  typeof code === 'string' && Object.prototype.hasOwnProperty.call(SSO_FAILURES, code);

/** The text for a code the callback sent back; an unknown code reads as the generic refusal. */
export const ssoFailureMessage = (code: unknown): string =>
  isSsoFailureCode(code) ? SSO_FAILURES[code] : SSO_FAILURES.PROVIDER_REFUSED;

/** Roles a provider may give the people it brings in: never Global Administrator. */
export const SSO_ROLES = [RoleId.User, RoleId.ClientAdministrator] as const;
export type SsoRole = (typeof SSO_ROLES)[number];

export const SSO_MAX_DOMAINS = 20;

/** A DNS name of at least two labels (example.com, eu.example.co.uk), lower case, no scheme, no '@'. */
export function isValidEmailDomain(value: string): boolean {
  if (value.length > 253) return false;
  const labels = value.split('.');
  if (labels.length < 2) return false;
  return labels.every((label) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label)) && /[a-z]/.test(labels.at(-1)!);
}

/** The domain part of an email address, lower case ('' when there is none). */
export const emailDomain = (email: string): string => {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
};

/** http to this machine (localhost, 127.0.0.1, ::1): a provider in development and the tests. */
export function isLocalHttpUrl(url: URL): boolean {
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/** https, or http for a provider on this machine (isLocalHttpUrl). */
export function isValidIssuerUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.search || url.hash || url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return isLocalHttpUrl(url);
}

/** The path the SPA may go back to after a sign-in: an address inside the app, never another site. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return null;
  if (value.length > 2000 || [...value].some((c) => c.charCodeAt(0) < 0x20)) return null;
  return value;
}
