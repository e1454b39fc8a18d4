import { Injectable, Module, OnModuleInit, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { createTestDatabase } from '@gc/projections/testing';
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { loadConfig, type AppConfig } from '../config/app-config';
import { allMigrations } from '../modules/migrations';
import { QueueName, SWEEP_SCHEDULER_ID } from '../infrastructure/queue/queue-names';
import { QueueService } from '../infrastructure/queue/queue.service';
import { REDIS_CONNECTION } from '../infrastructure/tokens';
import { JobProcessorRegistry, SweeperRegistry } from '../infrastructure/queue/job-processors';
import { JobWorkersService } from './job-workers.service';
import { WorkerModule } from './worker.module';

/** A module as a bounded context would write one: registers its job processor and a sweeper at init. */
const processed: string[] = [];
let swept = 0;
@Injectable()
class TestJobs implements OnModuleInit {
  constructor(
    private readonly registry: JobProcessorRegistry,
    private readonly sweepers: SweeperRegistry,
  ) {}
  onModuleInit(): void {
    this.registry.register(QueueName.Timers, 'remember', async (job) => {
      processed.push(job.data.value);
      return job.data.value;
    });
    this.sweepers.register({ name: 'test', sweep: async () => ++swept });
  }
}
@Module({ providers: [TestJobs] })
class TestJobsModule {}

describe('BullMQ worker', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let config: AppConfig;
  const contexts: INestApplicationContext[] = [];

  const startWorker = async () => {
    const context = await NestFactory.createApplicationContext(
      { module: class WorkerUnderTest {}, imports: [WorkerModule.forRoot(config), TestJobsModule] },
      { logger: false },
    );
    contexts.push(context);
    return context;
  };

  beforeAll(async () => {
    database = await createTestDatabase(allMigrations());
    config = {
      ...loadConfig({ ...process.env, NODE_ENV: 'test' }),
      databaseUrl: database.url,
      queuePrefix: `gc-test-${randomUUID().slice(0, 8)}`,
    };
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await database.drop();
  }, 30_000);

  it('given two worker replicas, when both start, then one sweep schedule exists under its stable id', async () => {
    const first = await startWorker();
    await startWorker();
    const schedulers = await first.get(QueueService).queue(QueueName.Maintenance).getJobSchedulers();
    expect(schedulers.map((s) => s.key)).toEqual([SWEEP_SCHEDULER_ID]);
  });

  it('given a job enqueued twice under the same id, when the workers run, then it is processed once', async () => {
    const queue = contexts[0].get(QueueService);
    const jobId = `remember-${randomUUID()}`;
    await queue.add(QueueName.Timers, 'remember', { value: jobId }, { jobId });
    await queue.add(QueueName.Timers, 'remember', { value: jobId }, { jobId });
    const deadline = Date.now() + 10_000;
    while (!processed.includes(jobId) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 300));
    expect(processed.filter((v) => v === jobId)).toHaveLength(1);
  });

  it('runs every registered sweeper when swept', async () => {
    const before = swept;
    const results = await contexts[0].get(JobWorkersService).sweep();
    expect(results.test).toBe(before + 1);
  });

  it('given Redis lost the queues (its sentinel key gone), when the workers look, then one schedules the sweep again and sweeps at once', async () => {
    const queue = contexts[0].get(QueueService).queue(QueueName.Maintenance);
    await queue.removeJobScheduler(SWEEP_SCHEDULER_ID);
    await contexts[0].get<Redis>(REDIS_CONNECTION).del(`${config.queuePrefix}:worker-sentinel`);
    const before = swept;
    const acted = [];
    for (const context of contexts) acted.push(await context.get(JobWorkersService).checkForWipe());
    expect(acted.sort()).toEqual([false, true]);
    expect((await queue.getJobSchedulers()).map((s) => s.key)).toEqual([SWEEP_SCHEDULER_ID]);
    const deadline = Date.now() + 10_000;
    while (swept === before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(swept).toBeGreaterThan(before);
  });

  it('given two replicas, when one closes gracefully, then the other keeps processing', async () => {
    const context = contexts.pop()!;
    await expect(context.close()).resolves.toBeUndefined();
    const queue = contexts[0].get(QueueService);
    const jobId = `after-close-${randomUUID()}`;
    await queue.add(QueueName.Timers, 'remember', { value: jobId }, { jobId });
    const deadline = Date.now() + 10_000;
    while (!processed.includes(jobId) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(processed).toContain(jobId); // the remaining replica still takes work
  });
});
