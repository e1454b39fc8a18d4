import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { allProjections, ProjectionRunner } from '@gc/projections';
import { createTestDatabase } from '@gc/projections/testing';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { loadConfig, type AppConfig } from '../config/app-config';
import { createApp } from '../create-app';
import { allMigrations } from '../modules/migrations';
import { PostgresEventStore } from '../infrastructure/event-store/postgres/postgres-event-store';

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  /** supertest against the real HTTP server */
  http: () => ReturnType<typeof request>;
  db: Awaited<ReturnType<typeof createTestDatabase>>['db'];
  databaseUrl: string;
  close(): Promise<void>;
}

/**
 * The real api over a fresh database (every migration applied) with the projection runner running in-process, as
 * the worker would: tests drive HTTP with supertest and read models fill as in production.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: { logDestination?: NodeJS.WritableStream } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(allMigrations());
  const config: AppConfig = {
    ...loadConfig({ ...process.env, NODE_ENV: 'test' }),
    databaseUrl: database.url,
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    frontendDist: '',
    queuePrefix: `gc-test-${randomUUID().slice(0, 8)}`,
    ...overrides,
  };
  const app = await createApp(config, options);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();

  const runnerStore = new PostgresEventStore(database.pool);
  const runner = new ProjectionRunner({
    eventSource: runnerStore,
    pool: database.pool,
    projections: allProjections,
    idleWaitMs: 200,
    lockRetryMs: 200,
  });
  runner.start();

  return {
    app,
    config,
    http: () => request(app.getHttpServer()),
    db: database.db,
    databaseUrl: database.url,
    async close() {
      await runner.stop();
      await app.close();
      await runnerStore.close();
      await database.drop();
    },
  };
}
