import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { IdentityMessages, normalizeEmail } from '@gc/contracts';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { REDIS_CONNECTION } from '../../../infrastructure/tokens';
import { DomainError } from '../../../shared/domain-error';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity-config';

/** What is being guessed: a password (sign-in, change-password) or a forgotten-password code. Separate counters. */
export type GuessKind = 'password' | 'reset-code';

/** How long failures are remembered after the last one (a correct answer forgets them at once). */
const FAILURE_MEMORY_SECONDS = 24 * 3600;

export const tooManyAttempts = () =>
  new DomainError('rate_limited', IdentityMessages.tooManyRequests, 'TOO_MANY_ATTEMPTS');

/**
 * Back-off for secrets anyone can try with an email alone (the rule: sign-in/brute-force.int.spec.ts, docs/identity.md
 * section 3). Counters live in Redis per account and per (account, address), keyed by an HMAC of the normalized
 * email, never by user id: an unknown email is counted, throttled and answered exactly like a real one. Every
 * attempt counts as a failure until a correct answer clears the counters (so parallel guesses cannot slip past the
 * check). The attempt that reaches a threshold opens a back-off window of LOCKOUT_BACKOFF_SECONDS, each further one
 * doubles it up to LOCKOUT_MINUTES; inside a window every attempt answers 429 before any secret is looked at, and is
 * not counted. Nothing is suspended, no session ends.
 */
@Injectable()
export class FailureBackoff {
  constructor(
    @Inject(REDIS_CONNECTION) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly appConfig: AppConfig,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  /** Counts an attempt (presumed wrong until `clear`); 429 'Too many attempts...' inside a back-off window. */
  async countAttempt(kind: GuessKind, email: string, source: string): Promise<void> {
    const subjects = this.subjects(kind, email, source);
    const waitMs = (await this.redis.eval(
      COUNT_ATTEMPT,
      subjects.length * 2,
      ...subjects.flatMap((s) => [`${s.key}:failures`, `${s.key}:wait`]),
      FAILURE_MEMORY_SECONDS,
      this.config.lockoutBackoffSeconds * 1000,
      this.config.lockoutMinutes * 60_000,
      ...subjects.map((s) => s.threshold),
    )) as number;
    if (waitMs > 0) throw tooManyAttempts();
  }

  /** A correct answer: forgets the account's failures and this address's. */
  async clear(kind: GuessKind, email: string, source: string): Promise<void> {
    await this.redis.del(...this.subjects(kind, email, source).flatMap((s) => [`${s.key}:failures`, `${s.key}:wait`]));
  }

  private subjects(kind: GuessKind, email: string, source: string) {
    const normalized = normalizeEmail(email);
    const base = `${this.appConfig.queuePrefix}:backoff:${kind}`;
    return [
      { key: `${base}:account:${this.digest(normalized)}`, threshold: this.config.lockoutAccountThreshold },
      { key: `${base}:source:${this.digest(`${source}|${normalized}`)}`, threshold: this.config.lockoutThreshold },
    ];
  }

  /** keyed, so a copy of Redis does not tell which known emails were tried */
  private digest(value: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(value).digest('hex').slice(0, 32);
  }
}

/**
 * KEYS: failures and wait key per subject; ARGV: memory seconds, first window ms, longest window ms, then one
 * threshold per subject. Answers the milliseconds left of an open window (nothing counted), or 0 (counted).
 */
const COUNT_ATTEMPT = `
for i = 2, #KEYS, 2 do
  local left = redis.call('PTTL', KEYS[i])
  if left > 0 then return left end
end
for i = 1, #KEYS, 2 do
  local failures = redis.call('INCR', KEYS[i])
  redis.call('EXPIRE', KEYS[i], ARGV[1])
  local beyond = failures - tonumber(ARGV[3 + (i + 1) / 2])
  if beyond >= 0 then
    local window = math.min(tonumber(ARGV[2]) * 2 ^ math.min(beyond, 40), tonumber(ARGV[3]))
    redis.call('SET', KEYS[i + 1], '1', 'PX', string.format('%d', window))
  end
end
return 0
`;
