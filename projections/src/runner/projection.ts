import type { Transaction } from 'kysely';
import type { RecordedEvent } from '@gc/contracts';
import type { Database } from '../database/database';

/**
 * A projector: turns events into read-model rows. The runner calls `handle` with the events of one batch that
 * the projection can handle (in global order) inside the transaction that also moves its checkpoint, so the
 * rows and the checkpoint commit together.
 *
 * Rules:
 * - idempotent: delivering an event twice gives the same rows (upserts keyed by ids, "set" rather than
 *   "increment", or a guard on the last applied position), since a rebuild, a restore or a future transport may
 *   deliver again;
 * - batch-aware: fold the batch in memory and write one multi-row statement per table where you can (note that
 *   one `INSERT ... ON CONFLICT DO UPDATE` cannot touch the same row twice: collapse rows by key first);
 * - only its own `tables`, each carrying client_id when it holds tenant data;
 * - no side effects outside the transaction (mail, jobs): those are reactions, run after the commit through the
 *   runner's onBatchCommitted hook (backend/src/workers/reactions/).
 *
 * Write one with `defineProjection<TEvent>` (./define-projection.ts), which types the events; the runner consumes
 * this untyped interface.
 */
export interface Projection {
  /** stable, unique; keys the checkpoint and the advisory lock */
  readonly name: string;
  /** bump whenever the rows it would write change: the runner then truncates its tables and replays */
  readonly version: number;
  /** event types it consumes; the runner passes only these to `handle` */
  readonly canHandle: readonly string[];
  /** the read-model tables it owns (and only it writes), truncated on rebuild */
  readonly tables: readonly string[];
  handle(events: RecordedEvent[], trx: Transaction<Database>): Promise<void>;
}
