import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { REDIS_CONNECTION } from '../../../infrastructure/tokens';
import { randomToken, sha256 } from '../auth/password-hasher';

/** A sign-in sent to a provider, waiting for the person to come back (keyed by its `state`). */
export interface PendingFlow {
  readonly clientId: string;
  readonly issuer: string;
  readonly codeVerifier: string;
  readonly nonce: string;
  /** the digest of the browser binding: a cookie set on the browser that started, read back at the callback */
  readonly browser: string;
}

/** A sign-in the provider vouched for, waiting for the SPA to exchange its one-time code for our tokens. */
export interface Handoff {
  readonly userId: string;
  readonly clientId: string;
  readonly sealedIdToken: string | null;
  readonly smsAfterSso: boolean;
  readonly position: string | null;
  /** the digest of the starting browser's binding cookie: only that browser may redeem the handoff */
  readonly browser: string;
}

/** How long a person may spend at the provider's login page. */
const FLOW_TTL_SECONDS = 10 * 60;
/** How long the SPA has to redeem the code the callback put in its address. */
const HANDOFF_TTL_SECONDS = 2 * 60;

/**
 * Both are single use and short lived, in Redis under the digest of their random value (GETDEL: a replayed
 * `state` or handoff finds nothing), so a replay, a forged `state` or a stale link changes nothing.
 */
@Injectable()
export class SsoFlows {
  constructor(
    @Inject(REDIS_CONNECTION) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly appConfig: AppConfig,
  ) {}

  async begin(flow: PendingFlow, state: string): Promise<void> {
    await this.redis.set(this.key('flow', state), JSON.stringify(flow), 'EX', FLOW_TTL_SECONDS);
  }

  /** The flow this `state` started, once; null for an unknown, expired or already used one. */
  async take(state: string): Promise<PendingFlow | null> {
    return this.takeJson<PendingFlow>(this.key('flow', state));
  }

  async hand(handoff: Handoff): Promise<string> {
    const code = randomToken(32);
    await this.redis.set(this.key('handoff', code), JSON.stringify(handoff), 'EX', HANDOFF_TTL_SECONDS);
    return code;
  }

  async redeem(code: string): Promise<Handoff | null> {
    return this.takeJson<Handoff>(this.key('handoff', code));
  }

  private async takeJson<T>(key: string): Promise<T | null> {
    const value = await this.redis.getdel(key);
    return value ? (JSON.parse(value) as T) : null;
  }

  private key(kind: 'flow' | 'handoff', value: string): string {
    return `${this.appConfig.queuePrefix}:sso:${kind}:${sha256(value)}`;
  }
}
