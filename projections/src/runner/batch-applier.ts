import type { Kysely } from 'kysely';
import { comparePositions, type GlobalPosition, type RecordedEvent } from '@gc/contracts';
import type { Database } from '../database/database';
import { batchEnd, selectHandled } from './batch';
import { CheckpointMovedError, CheckpointWriter } from './checkpoint-store';
import type { EventSource } from './event-source.port';
import type { Projection } from './projection';
import type { ProjectionLogger } from './projection-logger';
import type { ProjectionState } from './projection-state';
import { SharedCommits } from './shared-commits';

export interface BatchApplierOptions {
  readonly db: Kysely<Database>;
  readonly source: EventSource;
  readonly batchSize: number;
  readonly logger: ProjectionLogger;
  /** see ProjectionRunnerOptions.onBatchCommitted */
  readonly onBatchCommitted?: (projection: string, events: RecordedEvent[]) => Promise<void> | void;
  /** see ProjectionRunnerOptions.deferIdleCheckpointMs; 0 writes every batch's checkpoint */
  readonly deferIdleCheckpointMs?: number;
}

/**
 * Moves one projection one batch forward: reads the events after its checkpoint and commits the rows it writes
 * together with the checkpoint, in one transaction that moves the checkpoint only from where it was read (shared
 * with other loops' batches of the same moment when read caught up: SharedCommits).
 *
 * A batch the projection handles nothing of (most batches of most projections: an autosave's event concerns three
 * of seven) writes no rows. When the projection's checkpoint was written less than `deferIdleCheckpointMs` ago (the
 * runner is busy), that batch's checkpoint write is put off and made once for all such batches: by the next batch
 * that writes rows, by the first such batch after the delay, or by `flush` (the live loop's, when it is caught up
 * and the delay has passed). So under load a projection writes its checkpoint at most once per delay instead of once
 * per event, and on a quiet system nothing is put off. Waiters for the projection's position wait that much longer at
 * most; a crash meanwhile only makes the projection read those events again and handle none of them.
 */
export class BatchApplier {
  /** checkpoint writes outside a transaction, one statement for all the loops that make one in the same turn */
  private readonly writer: CheckpointWriter;
  /** a batch's rows with its checkpoint, in one transaction with other loops' batches of the same turn */
  private readonly commits: SharedCommits;

  constructor(private readonly options: BatchApplierOptions) {
    this.writer = new CheckpointWriter(options.db);
    this.commits = new SharedCommits(options.db);
  }

  /** Reads and applies one batch; returns how many events it read (0: caught up). */
  async step(state: ProjectionState): Promise<number> {
    const checkpoint = state.checkpoint;
    if (!checkpoint) throw new Error('step without a checkpoint');
    const events = await this.read(state, checkpoint.position);
    if (events.length === 0) return 0;
    const to = batchEnd(events, checkpoint.position);
    if (events.length === this.options.batchSize) {
      // Read the next batch while this one is written: rebuild throughput is then bounded by the slower side
      // rather than by their sum.
      const next = this.options.source.readAll({ after: to, maxCount: this.options.batchSize });
      next.catch(() => {}); // observed when used; a failure then surfaces in that step
      state.prefetch = { after: to, events: next };
    }
    // a short batch was read caught up (live, under load): it may share its transaction (SharedCommits)
    await this.apply(state, to, events, events.length < this.options.batchSize);
    state.checkpoint = { position: to, version: checkpoint.version };
    return events.length;
  }

  /** Writes a put-off checkpoint (see the class comment); nothing to do when none is pending. */
  async flush(state: ProjectionState): Promise<void> {
    const { deferred, checkpoint } = state;
    if (!deferred || !checkpoint) return;
    const name = state.projection.name;
    if (!(await this.writer.advance(name, deferred.stored, checkpoint.position))) throw new CheckpointMovedError(name);
    state.deferred = null;
    state.checkpointWrittenAt = Date.now();
  }

  /** How long until a put-off checkpoint is due (0: due now, or nothing put off). */
  flushDueInMs(state: ProjectionState): number {
    if (!state.deferred) return 0;
    return Math.max(0, state.checkpointWrittenAt + (this.options.deferIdleCheckpointMs ?? 0) - Date.now());
  }

  get batchSize(): number {
    return this.options.batchSize;
  }

  private async read(state: ProjectionState, after: GlobalPosition): Promise<RecordedEvent[]> {
    const prefetch = state.prefetch;
    state.prefetch = null;
    if (prefetch && comparePositions(prefetch.after, after) === 0) return prefetch.events;
    return this.options.source.readAll({ after, maxCount: this.options.batchSize });
  }

  private async apply(state: ProjectionState, to: GlobalPosition, events: RecordedEvent[], shareable: boolean) {
    const { onBatchCommitted, logger } = this.options;
    const projection: Projection = state.projection;
    // where the stored checkpoint stands: behind ours while a checkpoint write is put off
    const from = state.deferred?.stored ?? state.checkpoint!.position;
    const handled = selectHandled(projection.canHandle, events);
    if (handled.length === 0) {
      const deferMs = this.options.deferIdleCheckpointMs ?? 0;
      if (deferMs > 0 && Date.now() - state.checkpointWrittenAt < deferMs) {
        state.deferred ??= { stored: from };
        return;
      }
      if (!(await this.writer.advance(projection.name, from, to))) throw new CheckpointMovedError(projection.name);
      state.deferred = null;
      state.checkpointWrittenAt = Date.now();
      return;
    }
    await this.commits.commit({ projection, from, to, handled }, shareable);
    state.deferred = null;
    state.checkpointWrittenAt = Date.now();
    if (onBatchCommitted) {
      try {
        await onBatchCommitted(projection.name, handled);
      } catch (err) {
        logger.error({ msg: 'onBatchCommitted failed', projection: projection.name, err });
      }
    }
  }
}
