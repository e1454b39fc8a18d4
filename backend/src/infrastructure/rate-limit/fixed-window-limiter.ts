import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { REDIS_CONNECTION } from '../tokens';
import { clock } from '../../shared/clock';

/**
 * A fixed-window counter in Redis, as identity's sign-in limiter does: INCR the (action, window, subject) key, and
 * EXPIRE it on the first hit. The subject (a user id, a client address) is hashed so Redis holds no personal data.
 * Answers whether this hit is still within `max`; the caller decides what the refusal says.
 */
@Injectable()
export class FixedWindowLimiter {
  constructor(
    @Inject(REDIS_CONNECTION) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async allow(action: string, subject: string, max: number, windowSeconds: number): Promise<boolean> {
    await this.connected();
    const window = Math.floor(clock.now().getTime() / 1000 / windowSeconds);
    const digest = createHash('sha256').update(subject).digest('hex').slice(0, 32);
    const key = `${this.config.queuePrefix}:rate:${action}:${window}:${digest}`;
    const count = await this.redis.incr(key);
    if (count === 1) await this.redis.expire(key, windowSeconds);
    return count <= max;
  }

  /** The request path's connection fails fast (no offline queue): a request just after start waits for it briefly. */
  private async connected(): Promise<void> {
    if (this.redis.status === 'ready') return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      once(this.redis, 'ready'),
      new Promise((resolve) => (timer = setTimeout(resolve, READY_WAIT_MS))),
    ]).finally(() => clearTimeout(timer));
  }
}

const READY_WAIT_MS = 2000;
