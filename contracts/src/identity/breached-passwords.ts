import COMMON_BREACHED_PASSWORDS from './breached-passwords.json';

/**
 * Some of the most common passwords of public breach corpora (lower-cased), plus the product's own name, in
 * breached-passwords.json. The format rule already refuses most of them as typed; the check also catches their
 * dressed-up variants ('Password1!', 'Summer2024!').
 */
const BREACHED: ReadonlySet<string> = new Set(COMMON_BREACHED_PASSWORDS);

export const BREACHED_PASSWORD_COUNT = BREACHED.size;

/**
 * True when the password is a common breached one or one of its usual disguises: the format rule forces an
 * uppercase letter, a digit and a special character, which people meet by capitalising a common word and
 * appending digits and symbols ('Password1!', 'Summer2024!', 'Dragon#123'). So the check lower-cases, then tries
 * the password as it is, without its trailing specials, and without its trailing digits and specials.
 */
export function isBreachedPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const candidates = [
    lower,
    lower.replace(/[^a-z0-9]+$/, ''),
    lower.replace(/[^a-z]+$/, ''),
    lower.replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, ''),
  ];
  return candidates.some((candidate) => candidate.length > 0 && BREACHED.has(candidate));
}
