import type { ColumnType, Kysely, Migration } from 'kysely';
import type { WorkspacesDatabase } from '../clients';
import type { Database } from '@gc/projections';

/** A client's results settings: how many distinct raters an aggregate of other people needs (default 3). */
export interface ResultsSettingsTable {
  client_id: string;
  min_raters: number;
  updated_at: ColumnType<Date, Date | string, Date | string>;
}
export type ResultsDatabase = WorkspacesDatabase & { results_settings: ResultsSettingsTable };
export const asResultsDb = (db: Kysely<Database>) => db as unknown as Kysely<ResultsDatabase>;

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
};
