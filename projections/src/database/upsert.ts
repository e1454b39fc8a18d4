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

/** Rows per multi-row statement: a few parameters each stays far below Postgres' 65,535. */
const ROWS_PER_STATEMENT = 1_000;

/** Runs `write` on the rows a statement's worth at a time (nothing for no rows). */
export async function inStatements<Row>(rows: readonly Row[], write: (rows: Row[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) await write(rows.slice(i, i + ROWS_PER_STATEMENT));
}

/** Many keyed rows, a statement's worth at a time: a row already there gets `update` (e.g. from `excluded`). */
export async function upsertRows<T extends keyof Database & string>(
  db: Kysely<Database> | Transaction<Database>,
  table: T,
  key: readonly (keyof Database[T] & string)[],
  rows: readonly Insertable<Database[T]>[],
  update: OnConflictUpdate<T>,
): Promise<void> {
  await inStatements(rows, (chunk) =>
    db
      .insertInto(table)
      .values(chunk)
      .onConflict((oc) => oc.columns(key).doUpdateSet(update))
      .execute(),
  );
}
