import { DEFAULT_MIN_RATERS, type ConfidentialityDefaults, type ConfidentialityMode } from '@gc/contracts';
import type { Database } from '@gc/projections';
import type { ColumnType, Kysely, Migration } from 'kysely';
import { withModuleTables } from '../../shared/module-tables';

/**
 * A client's confidentiality defaults (the client details screen, `GET/PUT /stats/settings`): the mode and N its OS
 * teams' reflections start with (a cofounder team's start Open). The table keeps its first name, results_settings.
 */
export interface ResultsSettingsTable {
  client_id: string;
  min_raters: number;
  default_mode: ColumnType<string, string | undefined, string>;
  updated_at: ColumnType<Date, Date | string, Date | string>;
}
const settingsDb = (db: Kysely<Database>) => withModuleTables<{ results_settings: ResultsSettingsTable }>(db);

export const DEFAULT_CONFIDENTIALITY: ConfidentialityDefaults = { mode: 'CONFIDENTIAL', minRaters: DEFAULT_MIN_RATERS };

export async function readConfidentialityDefaults(
  db: Kysely<Database>,
  clientId: string,
): Promise<ConfidentialityDefaults> {
  const row = await settingsDb(db)
    .selectFrom('results_settings')
    .select(['min_raters', 'default_mode'])
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return row ? { mode: row.default_mode as ConfidentialityMode, minRaters: row.min_raters } : DEFAULT_CONFIDENTIALITY;
}

export async function saveConfidentialityDefaults(
  db: Kysely<Database>,
  clientId: string,
  defaults: ConfidentialityDefaults,
  now: Date,
): Promise<void> {
  const row = { min_raters: defaults.minRaters, default_mode: defaults.mode, updated_at: now };
  await settingsDb(db)
    .insertInto('results_settings')
    .values({ client_id: clientId, ...row })
    .onConflict((oc) => oc.column('client_id').doUpdateSet(row))
    .execute();
}

/** Frozen in time. */
export const resultsSettingsMigrations: Record<string, Migration> = {
  '20261124_1510_results_settings': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('results_settings')
        .addColumn('client_id', 'text', (c) => c.primaryKey())
        .addColumn('min_raters', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('results_settings').ifExists().execute();
    },
  },
  '20261127_0900_confidentiality_defaults': {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('results_settings')
        .addColumn('default_mode', 'text', (c) => c.notNull().defaultTo('CONFIDENTIAL'))
        .execute();
      // N now runs from 2 to 10
      await db.updateTable('results_settings').set({ min_raters: 10 }).where('min_raters', '>', 10).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('results_settings').dropColumn('default_mode').execute();
    },
  },
};
