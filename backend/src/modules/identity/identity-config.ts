import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { positiveInteger } from '../../config/app-config';
import { LOWEST_MEMORY_KIB } from '../../config/password-hashing';

/** Identity's settings, read once from the environment with the spec's defaults. */
export interface IdentityConfig {
  readonly jwtSecret: string;
  readonly accessTokenTtlSeconds: number;
  readonly refreshTokenTtlSeconds: number;
  readonly sessionMaxAgeSeconds: number;
  /**
   * SSO_SESSION_MAX_AGE_SECONDS (12 hours): the absolute lifetime of a session a client's identity provider gave,
   * so that someone the provider stopped (a leaver) is asked again within a working day (issue 31)
   */
  readonly ssoSessionMaxAgeSeconds: number;
  /**
   * LOCKOUT_THRESHOLD (5): wrong passwords (or forgotten-password codes) per email and address before the back-off
   * starts; also the wrong SMS codes (after the right password, or in set-up / profile) that suspend the account
   */
  readonly lockoutThreshold: number;
  /** LOCKOUT_ACCOUNT_THRESHOLD (20): the same per email from any address (spread-out guessing) */
  readonly lockoutAccountThreshold: number;
  /** LOCKOUT_BACKOFF_SECONDS (1): the first back-off window; each further failure doubles it */
  readonly lockoutBackoffSeconds: number;
  /** LOCKOUT_MINUTES (15): the longest back-off window, and the length of a suspension for wrong SMS codes */
  readonly lockoutMinutes: number;
  /** fixed-window rate limit per IP + email on sign-in, sendcode, confirmcode, forgot-password */
  readonly rateLimitMax: number;
  readonly rateLimitWindowSeconds: number;
  /** base URL of the web app, for links in mail */
  readonly appUrl: string;
}

export const IDENTITY_CONFIG = Symbol('IDENTITY_CONFIG');

/** argon2id's cost for chosen passwords (auth/password-hasher.ts); each hash records its own, so verifying follows it. */
export interface PasswordHashing {
  /** PASSWORD_HASH_MEMORY_KIB (65536, argon2's default; at least 1024): memory per hash, in KiB */
  readonly memoryKib: number;
  /** PASSWORD_HASH_ITERATIONS (3, argon2's default): passes over that memory */
  readonly iterations: number;
}

/**
 * The cost a new password hash is made with. Production keeps the defaults (OWASP's floor for argon2id is 19 MiB
 * with 2 iterations).
 */
export function passwordHashingFrom(env: NodeJS.ProcessEnv = process.env): PasswordHashing {
  const memoryKib = positiveInteger(env, 'PASSWORD_HASH_MEMORY_KIB', 65_536);
  if (memoryKib < LOWEST_MEMORY_KIB)
    throw new Error(`PASSWORD_HASH_MEMORY_KIB must be at least ${LOWEST_MEMORY_KIB}, got '${memoryKib}'`);
  return { memoryKib, iterations: positiveInteger(env, 'PASSWORD_HASH_ITERATIONS', 3) };
}

export function loadIdentityConfig(
  env: NodeJS.ProcessEnv = process.env,
  nodeEnv = env.NODE_ENV ?? 'development',
): IdentityConfig {
  return {
    jwtSecret: resolveJwtSecret(env, nodeEnv),
    accessTokenTtlSeconds: positiveInteger(env, 'ACCESS_TOKEN_TTL_SECONDS', 15 * 60),
    refreshTokenTtlSeconds: positiveInteger(env, 'REFRESH_TOKEN_TTL_SECONDS', 30 * 24 * 3600),
    sessionMaxAgeSeconds: positiveInteger(env, 'SESSION_MAX_AGE_SECONDS', 90 * 24 * 3600),
    ssoSessionMaxAgeSeconds: positiveInteger(env, 'SSO_SESSION_MAX_AGE_SECONDS', 12 * 3600),
    lockoutThreshold: positiveInteger(env, 'LOCKOUT_THRESHOLD', 5),
    lockoutAccountThreshold: positiveInteger(env, 'LOCKOUT_ACCOUNT_THRESHOLD', 20),
    lockoutBackoffSeconds: positiveInteger(env, 'LOCKOUT_BACKOFF_SECONDS', 1),
    lockoutMinutes: positiveInteger(env, 'LOCKOUT_MINUTES', 15),
    rateLimitMax: positiveInteger(env, 'AUTH_RATE_LIMIT_MAX', 20),
    rateLimitWindowSeconds: positiveInteger(env, 'AUTH_RATE_LIMIT_WINDOW_SECONDS', 60),
    appUrl: env.APP_URL ?? `http://localhost:${env.PORT ?? 3000}`,
  };
}

/**
 * JWT_SECRET when set. Otherwise: in tests a random secret per process (tokens never outlive it); in development
 * one generated once and kept in .data/jwt-secret (0600) so sign-ins survive restarts; production must set it.
 */
function resolveJwtSecret(env: NodeJS.ProcessEnv, nodeEnv: string): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  if (nodeEnv === 'test') return TEST_SECRET;
  if (nodeEnv === 'production') throw new Error('JWT_SECRET must be set in production');
  const dir = resolve(env.DATA_DIR ?? join(__dirname, '../../../../.data'));
  const file = join(dir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

const TEST_SECRET = randomBytes(32).toString('hex');
