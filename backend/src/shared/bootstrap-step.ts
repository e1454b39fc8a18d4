import type { Database } from '@gc/projections';
import type { Kysely } from 'kysely';
import type { Pool } from 'pg';
import type { AppConfig } from '../config/app-config';
import type { AggregateStore } from './aggregate-store';
import type { EventStore } from './event-store.port';

/** What a bootstrap step gets (npm run bootstrap, after migrations and reference data). */
export interface BootstrapDeps {
  config: AppConfig;
  db: Kysely<Database>;
  pool: Pool;
  aggregates: AggregateStore;
  store: EventStore;
}

/**
 * One step a module contributes to the bootstrap (cli/bootstrap-steps.ts lists them in order). Returns lines to
 * print; lines starting with `FIRST LOGIN:` are shown by npm start's banner.
 */
export type BootstrapStep = (deps: BootstrapDeps) => Promise<string[]>;
