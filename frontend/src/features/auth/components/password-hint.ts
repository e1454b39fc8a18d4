import { PASSWORD_SPECIAL_CHARACTERS } from '@gc/contracts';

/** The requested format, shown under new-password fields until they fail with 'Please match the requested format.' */
export const PASSWORD_HINT = `At least 8 characters with a lowercase and an uppercase letter, a number and one of ${[
  ...PASSWORD_SPECIAL_CHARACTERS,
].join(' ')}; no spaces.`;
