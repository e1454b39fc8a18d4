import { sql, type Kysely } from 'kysely';
import { comparePositions, type GlobalPosition } from '@gc/contracts';
import type { Database } from '../database/database';
import { positionFromColumns } from './batch';

export interface WaitForPositionOptions {
  /** give up after this long and answer false */
  readonly timeoutMs: number;
  /**
   * The projections the caller's query reads from. Without it, every projection with a checkpoint must have
   * passed; name them where you can: a projection nobody has started yet then counts as "not there yet".
   */
  readonly projections?: readonly string[];
}

/**
 * Read-your-writes: resolves true once every projection that matters has processed the event at `position`
 * (its checkpoint is at or after it), false on timeout. One indexed query per poll, with a short back-off.
 */
export async function waitForPosition(
  db: Kysely<Database>,
  position: GlobalPosition,
  options: WaitForPositionOptions,
): Promise<boolean> {
  const deadline = Date.now() + options.timeoutMs;
  let pause = 5;
  for (;;) {
    if (await havePassed(db, position, options.projections)) return true;
    const remaining = deadline - Date.now();
    if (remaining <= 0) return false;
    await new Promise((resolve) => setTimeout(resolve, Math.min(pause, remaining)));
    pause = Math.min(pause * 2, 50);
  }
}

async function havePassed(
  db: Kysely<Database>,
  position: GlobalPosition,
  names: readonly string[] | undefined,
): Promise<boolean> {
  if (names && names.length === 0) return true;
  let query = db
    .selectFrom('projection_checkpoints')
    .select([
      sql<string>`count(*)`.as('total'),
      sql<string>`count(*) filter (where (commit_position, prepare_position) >= (${position.commit.toString()}::numeric, ${position.prepare.toString()}::numeric))`.as(
        'passed',
      ),
    ]);
  if (names) query = query.where('name', 'in', [...names]);
  const row = await query.executeTakeFirstOrThrow();
  const expected = names ? new Set(names).size : Number(row.total);
  return Number(row.passed) === expected;
}

/** The projections (all, or the ones named) whose checkpoint has not reached `position`, with where each stands. */
export async function projectionsBehind(
  db: Kysely<Database>,
  position: GlobalPosition,
  names?: readonly string[],
): Promise<{ name: string; position: GlobalPosition }[]> {
  let query = db.selectFrom('projection_checkpoints').select(['name', 'commit_position', 'prepare_position']);
  if (names) query = query.where('name', 'in', [...names]);
  const rows = await query.execute();
  return rows
    .map((row) => ({ name: row.name, position: positionFromColumns(row.commit_position, row.prepare_position) }))
    .filter((row) => comparePositions(row.position, position) < 0);
}
