import type pg from 'pg';
import type { AppConfig } from '../../config/app-config';
import { EsdbEventStore } from './esdb/esdb-event-store';
import type { EventStore } from '../../shared/event-store.port';
import { PostgresEventStore, type PostgresEventStoreOptions } from './postgres/postgres-event-store';

export type EventStoreConfig =
  { kind: 'postgres'; pool: pg.Pool; options?: PostgresEventStoreOptions } | { kind: 'esdb'; connectionString: string };

/** Picks the adapter named by configuration (EVENT_STORE=esdb switches to EventStoreDB). */
export function createEventStore(config: EventStoreConfig): EventStore {
  switch (config.kind) {
    case 'postgres':
      return new PostgresEventStore(config.pool, config.options);
    case 'esdb':
      return new EsdbEventStore(config.connectionString);
  }
}

/** The event store the configuration names: EventStoreDB, or Postgres on the process's pool. */
export function configuredEventStore(config: AppConfig, pool: pg.Pool): EventStore {
  return config.eventStore.kind === 'esdb'
    ? createEventStore({ kind: 'esdb', connectionString: config.eventStore.connectionString })
    : createEventStore({ kind: 'postgres', pool });
}
