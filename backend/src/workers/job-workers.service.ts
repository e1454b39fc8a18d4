import { Inject, Injectable, Logger, OnApplicationBootstrap, BeforeApplicationShutdown } from '@nestjs/common';
import { Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { QueueName, SWEEP_JOB, SWEEP_SCHEDULER_ID } from '../infrastructure/queue/queue-names';
import { QueueService } from '../infrastructure/queue/queue.service';
import { createRedisConnection } from '../infrastructure/queue/redis-connection';
import { REDIS_CONNECTION } from '../infrastructure/tokens';
import { JobProcessorRegistry, SweeperRegistry } from '../infrastructure/queue/job-processors';
import { clock } from '../shared/clock';

export const SWEEP_EVERY_MS = Number(process.env.SWEEP_EVERY_MS ?? 5 * 60_000);
/** How often the worker looks for its sentinel key: gone means Redis lost the queues (FLUSHALL, an empty restart). */
export const REDIS_WIPE_CHECK_MS = Number(process.env.REDIS_WIPE_CHECK_MS ?? 10_000);
/**
 * BullMQ's job lock and stalled-job check (defaults 30 s each): a job whose worker died is taken again after the
 * lock lapsed and a check ran. Shorter in the fault suite, so a killed worker's job comes back within seconds.
 */
const JOB_LOCK_DURATION_MS = Number(process.env.JOB_LOCK_DURATION_MS ?? 30_000);
const JOB_STALLED_INTERVAL_MS = Number(process.env.JOB_STALLED_INTERVAL_MS ?? 30_000);

/**
 * The worker's BullMQ side: one Worker per queue that has processors, dispatching by job name, plus the periodic
 * sweep registered with upsertJobScheduler under a stable id (so every worker replica upserting it on start still
 * yields one schedule). Shutdown closes the workers gracefully: running jobs finish, no new ones are taken.
 *
 * The sweep's scheduler lives in Redis: should Redis lose everything (FLUSHALL, a restart without its data), nothing
 * would ever sweep again, so nothing would re-create the timers and reminder schedulers Redis lost. The worker keeps
 * a sentinel key beside the queues and looks for it every REDIS_WIPE_CHECK_MS and whenever its Redis connection is
 * ready again; when it is gone, the worker registers the sweep's scheduler again and runs a sweep at once.
 */
@Injectable()
export class JobWorkersService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('jobs');
  private readonly workers: Worker[] = [];
  private connection: Redis | null = null;
  private watchdog: NodeJS.Timeout | null = null;
  private checking = false;
  private readonly onReady = () => void this.checkForWipe();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS_CONNECTION) private readonly redis: Redis,
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
        lockDuration: JOB_LOCK_DURATION_MS,
        stalledInterval: JOB_STALLED_INTERVAL_MS,
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
    await this.scheduleSweep();
    await this.redis.set(this.sentinelKey(), new Date().toISOString());
    this.watchdog = setInterval(this.onReady, REDIS_WIPE_CHECK_MS);
    this.watchdog.unref();
    this.redis.on('ready', this.onReady);
    this.logger.log({ msg: 'job workers started', queues: this.registry.queues(), sweepEveryMs: SWEEP_EVERY_MS });
  }

  private sentinelKey(): string {
    return `${this.config.queuePrefix}:worker-sentinel`;
  }

  private async scheduleSweep(): Promise<void> {
    await this.queues
      .queue(QueueName.Maintenance)
      .upsertJobScheduler(
        SWEEP_SCHEDULER_ID,
        { every: SWEEP_EVERY_MS },
        { name: SWEEP_JOB, data: {}, opts: { removeOnComplete: 100, removeOnFail: 100 } },
      );
  }

  /**
   * When the sentinel is gone, Redis lost the queues: the sweep's scheduler again, and a sweep now (it re-plans the
   * phase timers and the reminder schedulers). SET NX: of several workers noticing at once, one acts. Answers
   * whether it acted; Redis being unreachable is left to the next look.
   */
  async checkForWipe(): Promise<boolean> {
    if (this.checking || !this.watchdog) return false;
    this.checking = true;
    try {
      const created = await this.redis.set(this.sentinelKey(), new Date().toISOString(), 'NX');
      if (created !== 'OK') return false;
      this.logger.warn({ msg: 'redis lost the queues: scheduling the sweep again and sweeping now' });
      await this.scheduleSweep();
      await this.queues
        .queue(QueueName.Maintenance)
        .add(SWEEP_JOB, {}, { jobId: `sweep-after-wipe-${Date.now()}`, removeOnComplete: 100, removeOnFail: 100 });
      return true;
    } catch (error) {
      this.logger.warn({ msg: 'could not check redis for lost queues', error: (error as Error).message });
      return false;
    } finally {
      this.checking = false;
    }
  }

  async sweep(now = clock.now()): Promise<Record<string, number>> {
    const results: Record<string, number> = {};
    for (const sweeper of this.sweepers.list()) results[sweeper.name] = await sweeper.sweep(now);
    this.logger.log({ msg: 'sweep done', results });
    return results;
  }

  /** Before shared connections close: running jobs finish, no new ones are taken. */
  async beforeApplicationShutdown(): Promise<void> {
    if (this.watchdog) clearInterval(this.watchdog);
    this.watchdog = null;
    this.redis.off('ready', this.onReady);
    await Promise.all(this.workers.map((w) => w.close()));
    this.workers.length = 0;
    if (this.connection) await this.connection.quit().catch(() => this.connection?.disconnect());
    this.connection = null;
  }
}
