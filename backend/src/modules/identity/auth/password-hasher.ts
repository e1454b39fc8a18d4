import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import * as argon2 from 'argon2';
import { passwordHashingFrom } from '../identity-config';

/**
 * Chosen passwords are hashed with argon2id (slow on purpose: they are guessable). Generated secrets (temporary
 * passwords, refresh tokens, challenge sessions) carry 128+ random bits, so a SHA-256 digest protects them as
 * well and keeps bulk work (a 10,000-row import) fast; the stored form says which one it is.
 */
export async function hashPassword(password: string): Promise<string> {
  return argon2id.hash(password);
}

let hashOptions: argon2.Options | null = null;

/** The slow primitive in one place (tests count the verifications a request spends: sign-in's equal work). */
export const argon2id = {
  hash: (password: string): Promise<string> => {
    // read once per process, on first use (PASSWORD_HASH_MEMORY_KIB, PASSWORD_HASH_ITERATIONS)
    if (!hashOptions) {
      const { memoryKib, iterations } = passwordHashingFrom();
      hashOptions = { type: argon2.argon2id, memoryCost: memoryKib, timeCost: iterations };
    }
    return argon2.hash(password, hashOptions);
  },
  verify: async (stored: string, candidate: string): Promise<boolean> => {
    try {
      return await argon2.verify(stored, candidate);
    } catch {
      return false;
    }
  },
};

export function hashGeneratedSecret(secret: string): string {
  return `sha256$${sha256(secret)}`;
}

export async function verifyPassword(stored: string, candidate: string): Promise<boolean> {
  if (stored.startsWith('sha256$')) return safeEqual(stored, hashGeneratedSecret(candidate));
  return argon2id.verify(stored, candidate);
}

/**
 * Sign-in's check: exactly one argon2id verification whatever is stored, an own password (argon2id), a generated
 * temporary one (SHA-256, checked against a dummy argon2id hash as well) or nothing at all (unknown email), so the
 * answer's timing does not tell who was invited, who is active and who has no account.
 */
export async function verifyPasswordWithEqualWork(stored: string | null, candidate: string): Promise<boolean> {
  if (stored && !stored.startsWith('sha256$')) return argon2id.verify(stored, candidate);
  await argon2id.verify(await dummyArgon2Hash(), candidate);
  return stored ? safeEqual(stored, hashGeneratedSecret(candidate)) : false;
}

let dummyHash: Promise<string> | null = null;
/** An argon2id hash of a random password, made once per process with the same parameters as real ones. */
function dummyArgon2Hash(): Promise<string> {
  dummyHash ??= argon2id.hash(randomToken(24));
  return dummyHash;
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * A one-time password that satisfies the format rule (lower, upper, digit, special) with ~100 random bits:
 * 'Gc' + 16 base64url-ish letters/digits + a digit + a special.
 */
export function generateTemporaryPassword(): string {
  const alphabet = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let body = '';
  for (let i = 0; i < 18; i++) body += alphabet[randomInt(alphabet.length)];
  return `Gc${body}${randomInt(10)}${'!@#$%'[randomInt(5)]}a`;
}

export function generateSmsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
