import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { allProjections, createKysely, ProjectionRunner } from '@gc/projections';
import type { Pool } from 'pg';
import { APP_CONFIG, wholeNumber, type AppConfig } from '../config/app-config';
import { createPool } from '../infrastructure/database/create-pool';
import type { EventStore } from '../shared/event-store.port';
import { EVENT_STORE } from '../infrastructure/tokens';
import { Reactions } from '../infrastructure/reactions/reactions';

/**
 * Runs every projection in the worker process; advisory locks make extra replicas stand by.
 *
 * The runner has a pool of its own whose sessions commit asynchronously (`synchronous_commit=off`): a read model's
 * batch then no longer waits for its WAL flush, which under load was one flush per projection per batch on top of
 * the append's. Nothing is at stake: the events stay durable (the api's appends commit synchronously), and a batch
 * commits its rows and its checkpoint together, so a Postgres crash can only lose the last moments of batches as a
 * whole, which the runner applies again from the checkpoint it finds. (docs/architecture.md, "Projections")
 */
@Injectable()
export class ProjectionRunnerService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('projections');
  readonly runner: ProjectionRunner;
  private readonly pool: Pool;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(EVENT_STORE) store: EventStore, reactions: Reactions) {
    this.pool = createPool({
      databaseUrl: config.databaseUrl,
      max: Number(process.env.PROJECTION_POOL_MAX ?? 10),
      name: 'projections-database',
      sessionOptions: process.env.PROJECTION_ASYNC_COMMIT === 'false' ? undefined : '-c synchronous_commit=off',
    });
    this.runner = new ProjectionRunner({
      pool: this.pool,
      db: createKysely(this.pool, {
        preparedStatementsPerConnection: wholeNumber(process.env, 'DB_PREPARED_STATEMENTS'),
      }),
      batchWindowMs: wholeNumber(process.env, 'PROJECTION_BATCH_WINDOW_MS'),
      deferIdleCheckpointMs: wholeNumber(process.env, 'PROJECTION_DEFER_CHECKPOINT_MS'),
      eventSource: store,
      projections: allProjections,
      logger: {
        info: (entry) => this.logger.log(entry),
        warn: (entry) => this.logger.warn(entry),
        error: (entry) => this.logger.error(entry),
      },
      onBatchCommitted: (projection, events) => reactions.afterCommit(projection, events),
    });
  }

  onApplicationBootstrap(): void {
    this.runner.start();
  }

  /** Before pools close (onApplicationShutdown): the runner finishes its batch and releases its lock connection. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.runner.stop();
    await this.pool.end();
  }
}
