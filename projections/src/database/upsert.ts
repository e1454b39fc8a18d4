import {
  sql,
  type Insertable,
  type Kysely,
  type OnConflictTables,
  type OnConflictUpdateDatabase,
  type Transaction,
  type UpdateObject,
} from 'kysely';
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

/**
 * Many keyed rows in one statement: each column goes as one array parameter, `unnest` turns the arrays back into
 * rows (`columns` names each column's Postgres type), and a row whose key is there already gets the `update` columns
 * from the new one. So the statement's text is the same for any number of rows and is prepared once per connection
 * (PreparingPool), where a multi-row VALUES list was a statement of its own for each number of rows: built by the
 * query builder on every batch, then parsed and planned afresh by Postgres. The rows' keys must be distinct (Postgres
 * refuses to update a row twice in one statement): callers keep the last per key.
 */
export async function upsertRows<T extends keyof Database & string>(
  db: Kysely<Database> | Transaction<Database>,
  table: T,
  key: readonly (keyof Database[T] & string)[],
  columns: Readonly<Partial<Record<keyof Database[T] & string, PostgresType>>>,
  rows: readonly Insertable<Database[T]>[],
  update: readonly [keyof Database[T] & string, ...(keyof Database[T] & string)[]],
): Promise<void> {
  if (rows.length === 0) return;
  const names = Object.keys(columns) as (keyof Database[T] & string)[];
  const arrays = names.map((name) => rows.map((row) => (row as Record<string, unknown>)[name] ?? null));
  const text = upsertStatement(table, key, columns, update);
  await sql`${sql.raw(text.head)}${sql.join(
    arrays.map((values, i) => sql`${values}::${sql.raw(columns[names[i]]!)}[]`),
  )}${sql.raw(text.tail)}`.execute(db);
}

/** The Postgres types upsertRows sends columns as (written into the statement: never from input). */
export type PostgresType = 'text' | 'uuid' | 'integer' | 'boolean' | 'timestamptz';

/** upsertRows' statement around its array parameters (the names come from code, never from input). */
function upsertStatement(
  table: string,
  key: readonly string[],
  columns: Readonly<Record<string, PostgresType | undefined>>,
  update: readonly string[],
): { head: string; tail: string } {
  const id = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const set = update.map((name) => `${id(name)} = excluded.${id(name)}`).join(', ');
  return {
    head: `insert into ${id(table)} (${Object.keys(columns).map(id).join(', ')}) select * from unnest(`,
    tail: `) on conflict (${key.map(id).join(', ')}) do update set ${set}`,
  };
}
