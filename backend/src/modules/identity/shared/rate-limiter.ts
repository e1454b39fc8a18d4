import { Inject, Injectable } from '@nestjs/common';
import { IdentityMessages } from '@gc/contracts';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { REDIS_CONNECTION } from '../../../infrastructure/tokens';
import { clock } from '../../../shared/clock';
import { DomainError } from '../../../shared/domain-error';
import { sha256 } from '../auth/password-hasher';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity-config';

/**
 * A fixed-window counter in Redis per (action, IP, email): INCR, and EXPIRE on the first hit of a window. Keys
 * hash the email so Redis holds no personal data. Beyond the limit: 429 until the window ends.
 */
@Injectable()
export class RateLimiter {
  constructor(
    @Inject(REDIS_CONNECTION) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly appConfig: AppConfig,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  async hit(action: string, ip: string, email: string): Promise<void> {
    const windowSeconds = this.config.rateLimitWindowSeconds;
    const window = Math.floor(clock.now().getTime() / 1000 / windowSeconds);
    const key = `${this.appConfig.queuePrefix}:rate:${action}:${window}:${sha256(`${ip}|${email.toLowerCase()}`).slice(0, 32)}`;
    const count = await this.redis.incr(key);
    if (count === 1) await this.redis.expire(key, windowSeconds);
    if (count > this.config.rateLimitMax)
      throw new DomainError('rate_limited', IdentityMessages.tooManyRequests, 'RATE_LIMITED');
  }
}
