import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { REDIS_CONNECTION } from '../tokens';
import { QueueService } from './queue.service';
import { createRedisConnection } from './redis-connection';

@Global()
@Module({
  providers: [
    {
      provide: REDIS_CONNECTION,
      inject: [APP_CONFIG],
      useFactory: (c: AppConfig) => createRedisConnection(c.redisUrl, 'producer'),
    },
    QueueService,
  ],
  exports: [REDIS_CONNECTION, QueueService],
})
export class QueueModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS_CONNECTION) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
