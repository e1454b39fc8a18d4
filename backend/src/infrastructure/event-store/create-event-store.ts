import type pg from 'pg';
import { EsdbEventStore } from './esdb/esdb-event-store';
import type { EventStore } from './event-store.port';
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
