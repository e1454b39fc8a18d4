import { BeforeApplicationShutdown, Inject, Injectable } from '@nestjs/common';
import { Queue, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { REDIS_CONNECTION } from '../tokens';
import { QueueName } from './queue-names';

/**
 * One BullMQ Queue per name, created on first use and closed on shutdown. Job ids should be derived from what a
 * job is about (e.g. `phase:{reflectionId}:{boundary}`) so enqueuing twice is a no-op.
 */
@Injectable()
export class QueueService implements BeforeApplicationShutdown {
  private readonly queues = new Map<QueueName, Queue>();

  constructor(
    @Inject(REDIS_CONNECTION) private readonly connection: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        connection: this.connection,
        prefix: this.config.queuePrefix,
        defaultJobOptions: {
          attempts: 5,
          backoff: { type: 'exponential', delay: 1000 },
          removeOnComplete: 1000,
          removeOnFail: 5000,
        },
      });
      this.queues.set(name, queue);
    }
    return queue;
  }

  add(name: QueueName, jobName: string, data: unknown, options?: JobsOptions) {
    return this.queue(name).add(jobName, data, options);
  }

  async ping(): Promise<void> {
    await this.connection.ping();
  }

  /** Queues close before their shared Redis connection quits (QueueModule, onApplicationShutdown). */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => q.close()));
    this.queues.clear();
  }
}
