import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { allProjections, ProjectionRunner } from '@gc/projections';
import type { Pool } from 'pg';
import type { EventStore } from '../infrastructure/event-store/event-store.port';
import { EVENT_STORE, PG_POOL } from '../infrastructure/tokens';
import { Reactions } from './reactions/reactions';

/** Runs every projection in the worker process; advisory locks make extra replicas stand by. */
@Injectable()
export class ProjectionRunnerService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('projections');
  readonly runner: ProjectionRunner;

  constructor(@Inject(PG_POOL) pool: Pool, @Inject(EVENT_STORE) store: EventStore, reactions: Reactions) {
    this.runner = new ProjectionRunner({
      pool,
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
  }
}
