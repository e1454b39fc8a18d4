import type { Database } from '@gc/projections';
import type { Kysely } from 'kysely';
import type { Pool } from 'pg';
import type { AppConfig } from '../config/app-config';
import type { EventStore } from '../infrastructure/event-store/event-store.port';
import type { AggregateStore } from '../shared/aggregate-store';
import { createFirstAdministrator } from '../modules/identity';
import { bootstrapClientStep } from '../modules/clients';
import { releaseReflectionCatalogueStep } from '../modules/reflections';

export interface BootstrapDeps {
  config: AppConfig;
  db: Kysely<Database>;
  pool: Pool;
  aggregates: AggregateStore;
  store: EventStore;
}

/** Returns lines to print; lines starting with `FIRST LOGIN:` are shown by npm start's banner. */
export type BootstrapStep = (deps: BootstrapDeps) => Promise<string[]>;

/** Steps contributed by modules, run in order after migrations and reference data. */
export const bootstrapSteps: BootstrapStep[] = [
  releaseReflectionCatalogueStep,
  bootstrapClientStep,
  createFirstAdministrator,
];
