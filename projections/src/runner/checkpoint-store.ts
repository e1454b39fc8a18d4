import { sql, type Kysely, type Transaction } from 'kysely';
import { START_POSITION, type GlobalPosition } from '@gc/contracts';
import type { Database } from '../database/database';
import { GatheredCalls } from '../database/gathered-calls';
import { positionFromColumns } from './batch';
import type { Projection } from './projection';

export interface Checkpoint {
  readonly position: GlobalPosition;
  readonly version: number;
}

/** The stored checkpoint moved under us (a rebuild reset it, or another runner advanced it): reload and go on. */
export class CheckpointMovedError extends Error {
  constructor(readonly projection: string) {
    super(`checkpoint of projection ${projection} moved under this runner`);
    this.name = 'CheckpointMovedError';
  }
}

type Queryable = Kysely<Database> | Transaction<Database>;

export async function readCheckpoint(db: Queryable, name: string): Promise<Checkpoint | null> {
  const row = await db
    .selectFrom('projection_checkpoints')
    .select(['commit_position', 'prepare_position', 'version'])
    .where('name', '=', name)
    .executeTakeFirst();
  return row
    ? { position: positionFromColumns(row.commit_position, row.prepare_position), version: row.version }
    : null;
}

/** The stored checkpoint, created at the start of history (with this version) for a new projection. */
export async function ensureCheckpoint(db: Queryable, name: string, version: number): Promise<Checkpoint> {
  await db
    .insertInto('projection_checkpoints')
    .values({ name, commit_position: 0n, prepare_position: 0n, version })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const checkpoint = await readCheckpoint(db, name);
  if (!checkpoint) throw new Error(`checkpoint of projection ${name} vanished`);
  return checkpoint;
}

/**
 * Moves the checkpoint from `from` to `to` only if it still stands at `from` (compare-and-set). Run first in a
 * batch's transaction it also takes the row lock, so a concurrent reset waits for the batch and a second runner
 * that slipped past the advisory lock finds the checkpoint moved and rolls back instead of applying twice.
 */
export async function advanceCheckpoint(
  db: Queryable,
  name: string,
  from: GlobalPosition,
  to: GlobalPosition,
): Promise<boolean> {
  return (await advanceCheckpoints(db, [{ name, from, to }])).has(name);
}

/**
 * Empties a projection's tables and puts its checkpoint back at the start, with the projection's current
 * version, in one transaction. The checkpoint row is locked first: a batch in flight (in any process) finishes
 * before the reset, and the runner's next compare-and-set sees the checkpoint moved and replays from the start.
 */
export async function resetProjection(db: Kysely<Database>, projection: Projection): Promise<Checkpoint> {
  return db.transaction().execute(async (trx) => {
    await ensureCheckpoint(trx, projection.name, projection.version);
    await trx
      .selectFrom('projection_checkpoints')
      .select('name')
      .where('name', '=', projection.name)
      .forUpdate()
      .execute();
    if (projection.tables.length > 0) {
      await sql`truncate table ${sql.join(projection.tables.map((t) => sql.table(t)))}`.execute(trx);
    }
    await trx
      .updateTable('projection_checkpoints')
      .set({ commit_position: 0n, prepare_position: 0n, version: projection.version, updated_at: sql<Date>`now()` })
      .where('name', '=', projection.name)
      .execute();
    return { position: START_POSITION, version: projection.version };
  });
}

export interface CheckpointMove {
  readonly name: string;
  readonly from: GlobalPosition;
  readonly to: GlobalPosition;
}

/**
 * `advanceCheckpoint` for several projections in one statement: each checkpoint moves only if it still stands at
 * its `from`. Answers the names that moved.
 */
export async function advanceCheckpoints(db: Queryable, moves: readonly CheckpointMove[]): Promise<Set<string>> {
  if (moves.length === 0) return new Set();
  const rows = moves.map(
    (m) =>
      sql`(${m.name}::text, ${m.from.commit.toString()}::numeric, ${m.from.prepare.toString()}::numeric, ${m.to.commit.toString()}::numeric, ${m.to.prepare.toString()}::numeric)`,
  );
  const { rows: moved } = await sql<{ name: string }>`
    update projection_checkpoints as c
    set commit_position = v.to_commit, prepare_position = v.to_prepare, updated_at = now()
    from (values ${sql.join(rows)}) as v (name, from_commit, from_prepare, to_commit, to_prepare)
    where c.name = v.name and c.commit_position = v.from_commit and c.prepare_position = v.from_prepare
    returning c.name`.execute(db);
  return new Set(moved.map((r) => r.name));
}

/**
 * Checkpoint writes made outside a batch's transaction (a projection moving past events it handles nothing of),
 * gathered per turn of the event loop into one statement: a runner's loops share their reads, so their idle
 * projections come to write at the same moment, and each used to cost a statement of its own.
 */
export class CheckpointWriter {
  private readonly moves = new GatheredCalls<CheckpointMove, boolean>(async (calls) => {
    const moved = await advanceCheckpoints(
      this.db,
      calls.map((c) => c.item),
    );
    for (const c of calls) c.done(moved.has(c.item.name));
  });

  constructor(private readonly db: Kysely<Database>) {}

  /** True when the checkpoint moved from `from` to `to`; false when it no longer stood at `from`. */
  advance(name: string, from: GlobalPosition, to: GlobalPosition): Promise<boolean> {
    return this.moves.call({ name, from, to });
  }
}
