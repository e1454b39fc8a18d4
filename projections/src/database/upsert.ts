import type { Insertable, Kysely, OnConflictTables, OnConflictUpdateDatabase, Transaction, UpdateObject } from 'kysely';
import type { Database } from './database';

type OnConflictUpdate<T extends keyof Database> = UpdateObject<
  OnConflictUpdateDatabase<Database, T>,
  OnConflictTables<T>,
  OnConflictTables<T>
>;

/**
 * A projection's keyed write: insert the row, or, when a row with the same key is there, set `update` on it (the
 * whole row unless told). A fact delivered twice leaves the same row.
 */
export async function upsert<T extends keyof Database & string>(
  db: Kysely<Database> | Transaction<Database>,
  table: T,
  key: readonly (keyof Database[T] & string)[],
  row: Insertable<Database[T]> & OnConflictUpdate<T>,
  update: OnConflictUpdate<T> = row,
): Promise<void> {
  await db
    .insertInto(table)
    .values(row)
    .onConflict((oc) => oc.columns(key).doUpdateSet(update))
    .execute();
}
