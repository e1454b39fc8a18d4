import type { Kysely } from 'kysely';
import type { GlobalPosition, RecordedEvent } from '@gc/contracts';
import type { Database } from '../database/database';
import { GatheredCalls, type GatheredCall } from '../database/gathered-calls';
import { advanceCheckpoint, advanceCheckpoints, CheckpointMovedError } from './checkpoint-store';
import type { Projection } from './projection';

/** One projection's batch: its rows and its checkpoint move, to commit together. */
export interface BatchCommit {
  readonly projection: Projection;
  /** where the stored checkpoint stands (the compare in compare-and-set) */
  readonly from: GlobalPosition;
  readonly to: GlobalPosition;
  /** the events of the batch the projection handles */
  readonly handled: RecordedEvent[];
}

/**
 * Commits projections' batches, those that arrive in the same turn of the event loop in ONE transaction: a runner's
 * loops share their reads, so under load the three projections an autosave concerns (take answers, the assignees'
 * status, the results' pending answers) come to commit the same events at the same moment, and each transaction
 * costs its BEGIN, its checkpoint statement and its COMMIT (round trips, which on this kind of machine cost more than
 * the writes). Together: one BEGIN, one checkpoint statement for all of them, each projection's writes, one COMMIT.
 *
 * What stays as it was:
 * - each projection's rows commit with its own checkpoint (all of them with all the others' here), and a checkpoint
 *   moves only from where its loop read it (compare-and-set, now for all in one statement);
 * - a failing projection holds no other back: when the shared transaction fails (a projection's handle throws, a
 *   checkpoint moved under its loop), each batch is committed again alone, and only the failing one fails;
 * - a batch that is not `shareable` (the runner passes batches read while catching up or rebuilding, a full batch
 *   of events, as not shareable) commits alone, so a long batch never delays another projection's.
 * - a projection whose checkpoint row is held elsewhere (a reset, `projections verify` comparing under FOR SHARE)
 *   makes the others of its transaction wait with it; a holder has a transaction id, which already keeps every
 *   reader from seeing anything committed after it began, so nothing newer could be applied meanwhile anyway.
 * The projections are handled in name order. Each writes only its own tables, so none can see another's rows in a
 * way it could not before (a reader never depended on another projection's uncommitted writes).
 */
export class SharedCommits {
  private readonly shared = new GatheredCalls<BatchCommit, void>((calls) => this.commitTogether(calls));

  constructor(private readonly db: Kysely<Database>) {}

  commit(batch: BatchCommit, shareable: boolean): Promise<void> {
    return shareable ? this.shared.call(batch) : this.alone(batch);
  }

  private async commitTogether(calls: GatheredCall<BatchCommit, void>[]): Promise<void> {
    const waiting = calls.sort((a, b) => (a.item.projection.name < b.item.projection.name ? -1 : 1));
    if (waiting.length > 1) {
      try {
        await this.db.transaction().execute(async (trx) => {
          // checkpoints first: they take the row locks that fence concurrent resets and stray runners
          const moved = await advanceCheckpoints(
            trx,
            waiting.map(({ item }) => ({ name: item.projection.name, from: item.from, to: item.to })),
          );
          const stale = waiting.find(({ item }) => !moved.has(item.projection.name));
          if (stale) throw new CheckpointMovedError(stale.item.projection.name);
          for (const { item } of waiting) await item.projection.handle(item.handled, trx);
        });
        for (const w of waiting) w.done();
        return;
      } catch {
        // rolled back: each alone below, so only the batch that failed fails (with its own error)
      }
    }
    await Promise.all(waiting.map((w) => this.alone(w.item).then(w.done, w.fail)));
  }

  private alone(batch: BatchCommit): Promise<void> {
    const { projection, from, to, handled } = batch;
    return this.db.transaction().execute(async (trx) => {
      // Checkpoint first: it takes the row lock that fences concurrent resets and stray runners.
      if (!(await advanceCheckpoint(trx, projection.name, from, to))) throw new CheckpointMovedError(projection.name);
      await projection.handle(handled, trx);
    });
  }
}
