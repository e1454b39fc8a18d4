import { isBreachedPassword } from './breached-passwords';

/**
 * Pure rules of sign-in, account set-up and profile (member spec section 5). The DTOs validate with them and the
 * forms reuse them, so the browser and the API agree on every message.
 */
export const IdentityMessages = {
  fullName: 'This field requires first and last name.',
  passwordFormat: 'Please match the requested format.',
  passwordBreached: 'This password is too common. Please choose another one.',
  passwordsDoNotMatch: 'Passwords do not match.',
  phone: 'Please enter a valid phone number.',
  smsCode: 'SMS code is invalid.',
  alternateEmail: 'Input a valid email.',
  required: 'This field is required',
  invalidRole: 'Invalid Role',
  profileName: 'Please fill in your full name',
  profilePhone: 'Invalid phone number',
  profilePhoneRequired: 'This is not a valid phone number',
  profileAlternateEmail: 'Invalid email address',
  editUserName: "Please fill in user's full name",
  termsRequired: 'You must accept the Terms of Service and Privacy Policy.',
  notAuthenticated: 'The user is not authenticated',
  disabled: 'User is disabled.',
  incorrectCredentials: 'Incorrect username or password.',
  termsDeclined: 'Error: Logged out. User must accept Terms & Conditions',
  reactivationWindowPassed: 'The 24-hour reactivation window has passed.',
  temporaryPasswordExpired: 'Temporary password has expired and must be reset by an administrator.',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  cannotDeleteSelf: 'You cannot delete your own account from user management. Use My Profile to delete it.',
  userNotFound: 'User not found',
  alreadyInClient: 'This person is already a user of this client.',
  csvOnly: 'Only .csv files are accepted.',
  invitationNotFound: 'Invitation not found',
  accountOfOtherClients:
    'This person also belongs to other clients: only they, or an administrator of all their clients, can change their account.',
  noVerifiedPhone:
    'This account has no verified phone number for the sign-in code. Ask an administrator to reset your password.',
} as const;

export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_MS = 10 * 60 * 1000;
export const TEMPORARY_PASSWORD_TTL_MS = 24 * 60 * 60 * 1000;
export const REACTIVATION_WINDOW_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_COUNTRY_CODE = '+1';
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$&%()/.+';

/** Sign-in strips all whitespace from the username and the password. */
export function stripAllWhitespace(value: string): string {
  return value.replace(/\s+/g, '');
}

/** Emails are compared and stored lower-cased, without whitespace. */
export function normalizeEmail(value: string): string {
  return stripAllWhitespace(value).toLowerCase();
}

const NAME_PART = /^[\p{L}.'-]{2,50}$/u;

/** Two or more words, each 2 to 50 characters of letters, dot, apostrophe or hyphen. */
export function isValidFullName(value: string): boolean {
  const parts = value.trim().split(/\s+/);
  return parts.length >= 2 && parts.every((part) => NAME_PART.test(part));
}

/** At least 8 characters with lowercase, uppercase, a digit, one of !@#$&%()/.+ and no spaces. */
export function isValidPasswordFormat(value: string): boolean {
  return (
    value.length >= 8 &&
    !/\s/.test(value) &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    /\d/.test(value) &&
    [...value].some((c) => PASSWORD_SPECIAL_CHARACTERS.includes(c))
  );
}

/** The first failing password rule's message, or null when the password is acceptable. */
export function passwordProblem(value: string): string | null {
  if (!isValidPasswordFormat(value)) return IdentityMessages.passwordFormat;
  if (isBreachedPassword(value)) return IdentityMessages.passwordBreached;
  return null;
}

/**
 * A phone number in international form: '+', then at least 7 digits in all (country code and number), at most 15
 * (E.164). The set-up form sends the default country code +1 in front of the digits typed.
 */
export function isValidPhoneNumber(value: string): boolean {
  return /^\+\d{7,15}$/.test(value);
}

/** The phone a form typed as digits, with the country code (default +1) in front. */
export function toInternationalPhone(digits: string, countryCode: string = DEFAULT_COUNTRY_CODE): string {
  const cleaned = digits.replace(/[\s()-]/g, '');
  return cleaned.startsWith('+') ? cleaned : `${countryCode}${cleaned}`;
}

export function isValidSmsCode(value: string): boolean {
  return /^\d{6}$/.test(value);
}

/** Where a code was sent, without giving the number away: '+*******4567'. */
export function maskPhoneNumber(phone: string): string {
  if (phone.length <= 4) return '*'.repeat(phone.length);
  return `+${'*'.repeat(Math.max(phone.length - 5, 1))}${phone.slice(-4)}`;
}

/**
 * The one action a Manage Users row offers (admin spec section 4): a disabled (deleted) account can be
 * reactivated; an enabled one with a name and a phone has finished set-up and can be edited; otherwise the person
 * has yet to log in, and the administrator can send a new temporary password.
 */
export function userRowAction(user: {
  enabled: boolean;
  name: string | null;
  phone_number: string | null;
}): 'EDIT USER' | 'RESET PASSWORD' | 'REACTIVATE' {
  if (!user.enabled) return 'REACTIVATE';
  return user.name && user.phone_number ? 'EDIT USER' : 'RESET PASSWORD';
}
