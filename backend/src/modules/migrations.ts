import type { Migration } from 'kysely';
import { projectionMigrations } from '@gc/projections';
import { eventStoreMigrations } from '../infrastructure/event-store/postgres/event-store.migrations';
import { idempotencyKeysMigrations } from '../http/idempotency-keys.table';
import { resultsSettingsMigrations } from './clients';
import { demoRequestsMigrations } from './demo-requests';
import { identityMigrations } from './identity';
import { mentorMigrations } from './mentor';
import { remindersMigrations } from './reminders';

/**
 * Every package's migrations, composed here above the layers that own them (infrastructure runs them:
 * migrateToLatest). Names are timestamp-prefixed and globally unique, so one ordered history covers the event store
 * tables, the read models and the backend's own tables. Migrations are frozen in time: they never import today's
 * application types. A module with tables of its own exports its migrations from its index.ts and adds them here.
 */
export function allMigrations(): Record<string, Migration> {
  return { ...eventStoreMigrations, ...projectionMigrations, ...backendMigrations };
}

/** Tables the backend owns outside the read models (filled by the modules that need them). */
export const backendMigrations: Record<string, Migration> = {
  ...identityMigrations,
  ...idempotencyKeysMigrations,
  ...mentorMigrations,
  ...demoRequestsMigrations,
  ...remindersMigrations,
  ...resultsSettingsMigrations,
};
