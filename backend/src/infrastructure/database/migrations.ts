import { Kysely, Migrator, type Migration, type MigrationProvider } from 'kysely';
import { projectionMigrations } from '@gc/projections';
import { eventStoreMigrations } from '../event-store/postgres/event-store.migrations';
import { identityMigrations } from '../../modules/identity';
import { idempotencyKeysMigrations } from '../../http/idempotency-keys.table';
import { mentorMigrations } from '../../modules/mentor';
import { demoRequestsMigrations } from '../../modules/demo-requests';
import { remindersMigrations } from '../../modules/reminders';
import { resultsSettingsMigrations } from '../../modules/clients';

/**
 * Every package's migrations in one Migrator: names are timestamp-prefixed and globally unique, so one ordered
 * history covers the event store tables, the read models and the backend's own tables (identity secrets).
 * Migrations are frozen in time: they never import today's application types.
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

class StaticMigrationProvider implements MigrationProvider {
  constructor(private readonly migrations: Record<string, Migration>) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return this.migrations;
  }
}

export async function migrateToLatest(db: Kysely<any>, migrations = allMigrations()): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: new StaticMigrationProvider(migrations),
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
