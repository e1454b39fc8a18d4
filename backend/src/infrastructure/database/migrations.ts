import { Kysely, Migrator, type Migration, type MigrationProvider } from 'kysely';

class StaticMigrationProvider implements MigrationProvider {
  constructor(private readonly migrations: Record<string, Migration>) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return this.migrations;
  }
}

/**
 * Runs the migrations not applied yet, in one Migrator (the caller composes them: modules/migrations.ts
 * allMigrations). Answers the names applied.
 */
export async function migrateToLatest(db: Kysely<any>, migrations: Record<string, Migration>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: new StaticMigrationProvider(migrations),
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
