import type { Kysely } from 'kysely';
import type { GlobalPosition } from '@gc/contracts';
import type { Database } from '../database/database';
import { CheckpointWatch } from './checkpoint-watch';

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
 * One wait, for scripts and tests: resolves true once every projection that matters has processed the event at
 * `position` (its checkpoint is at or after it), false on timeout. A CheckpointWatch of its own, polling every 20 ms;
 * a long-lived process shares one watch between its waits instead (the api's ReadYourWrites).
 */
export async function waitForPosition(
  db: Kysely<Database>,
  position: GlobalPosition,
  options: WaitForPositionOptions,
): Promise<boolean> {
  const watch = new CheckpointWatch(db, 20);
  try {
    return await watch.waitFor(position, options.timeoutMs, options.projections);
  } finally {
    watch.close();
  }
}
