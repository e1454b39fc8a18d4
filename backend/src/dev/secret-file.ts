import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** A secret kept in a 0600 file, generated on first use, so whatever is built from it stays the same across runs. */
export function readOrCreateSecret(file: string, bytes = 24): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(bytes).toString('hex');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}
