import { Inject, Injectable, Logger, OnApplicationBootstrap, BeforeApplicationShutdown } from '@nestjs/common';
import { Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { QueueName, SWEEP_JOB, SWEEP_SCHEDULER_ID } from '../infrastructure/queue/queue-names';
import { QueueService } from '../infrastructure/queue/queue.service';
import { createRedisConnection } from '../infrastructure/queue/redis-connection';
import { JobProcessorRegistry, SweeperRegistry } from './job-processors';
import { clock } from '../shared/clock';

export const SWEEP_EVERY_MS = Number(process.env.SWEEP_EVERY_MS ?? 5 * 60_000);

/**
 * The worker's BullMQ side: one Worker per queue that has processors, dispatching by job name, plus the periodic
 * sweep registered with upsertJobScheduler under a stable id (so every worker replica upserting it on start still
 * yields one schedule). Shutdown closes the workers gracefully: running jobs finish, no new ones are taken.
 */
@Injectable()
export class JobWorkersService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('jobs');
  private readonly workers: Worker[] = [];
  private connection: Redis | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly registry: JobProcessorRegistry,
    private readonly sweepers: SweeperRegistry,
    private readonly queues: QueueService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.registry.register(QueueName.Maintenance, SWEEP_JOB, async () => this.sweep());
    this.connection = createRedisConnection(this.config.redisUrl, 'worker');
    for (const queue of this.registry.queues()) {
      const worker = new Worker(queue, (job) => this.registry.dispatch(queue, job), {
        connection: this.connection,
        prefix: this.config.queuePrefix,
        concurrency: 4,
      });
      worker.on('failed', (job, error) =>
        this.logger.warn({
          msg: 'job failed',
          queue,
          job: job?.name,
          jobId: job?.id,
          attempts: job?.attemptsMade,
          error: error.message,
        }),
      );
      worker.on('error', (error) => this.logger.error({ msg: 'worker error', queue, error: error.message }));
      this.workers.push(worker);
    }
    await this.queues
      .queue(QueueName.Maintenance)
      .upsertJobScheduler(
        SWEEP_SCHEDULER_ID,
        { every: SWEEP_EVERY_MS },
        { name: SWEEP_JOB, data: {}, opts: { removeOnComplete: 100, removeOnFail: 100 } },
      );
    this.logger.log({ msg: 'job workers started', queues: this.registry.queues(), sweepEveryMs: SWEEP_EVERY_MS });
  }

  async sweep(now = clock.now()): Promise<Record<string, number>> {
    const results: Record<string, number> = {};
    for (const sweeper of this.sweepers.list()) results[sweeper.name] = await sweeper.sweep(now);
    this.logger.log({ msg: 'sweep done', results });
    return results;
  }

  /** Before shared connections close: running jobs finish, no new ones are taken. */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.close()));
    this.workers.length = 0;
    if (this.connection) await this.connection.quit().catch(() => this.connection?.disconnect());
    this.connection = null;
  }
}
