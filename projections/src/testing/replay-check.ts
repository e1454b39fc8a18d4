import { sql, type Kysely } from 'kysely';
import type { RecordedEvent } from '@gc/contracts';
import type { Database } from '../database/database';
import type { Projection } from '../runner/projection';

export type TableSnapshot = Record<string, Record<string, unknown>[]>;

/** Every row of the given tables, in a stable order (by the row's text form), for row-by-row comparisons. */
export async function snapshotTables(db: Kysely<Database>, tables: readonly string[]): Promise<TableSnapshot> {
  const snapshot: TableSnapshot = {};
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)} t order by t::text`.execute(
      db,
    );
    snapshot[table] = rows;
  }
  return snapshot;
}

/**
 * Delivers the same events to a projection twice (two transactions, as an at-least-once transport would) and
 * returns its tables after each delivery: a replay-safe projection gives equal snapshots.
 */
export async function deliverTwice(
  db: Kysely<Database>,
  projection: Projection,
  events: RecordedEvent[],
): Promise<{ afterOnce: TableSnapshot; afterTwice: TableSnapshot }> {
  const handled = events.filter((e) => projection.canHandle.includes(e.type));
  await db.transaction().execute((trx) => projection.handle(handled, trx));
  const afterOnce = await snapshotTables(db, projection.tables);
  await db.transaction().execute((trx) => projection.handle(handled, trx));
  const afterTwice = await snapshotTables(db, projection.tables);
  return { afterOnce, afterTwice };
}
