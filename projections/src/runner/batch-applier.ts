import type { Kysely } from 'kysely';
import { comparePositions, type GlobalPosition, type RecordedEvent } from '@gc/contracts';
import type { Database } from '../database/database';
import { batchEnd, selectHandled } from './batch';
import { advanceCheckpoint, CheckpointMovedError } from './checkpoint-store';
import type { EventSource } from './event-source.port';
import type { Projection } from './projection';
import type { ProjectionLogger } from './projection-logger';
import type { ProjectionState } from './projection-state';

export interface BatchApplierOptions {
  readonly db: Kysely<Database>;
  readonly source: EventSource;
  readonly batchSize: number;
  readonly logger: ProjectionLogger;
  /** see ProjectionRunnerOptions.onBatchCommitted */
  readonly onBatchCommitted?: (projection: string, events: RecordedEvent[]) => Promise<void> | void;
}

/**
 * Moves one projection one batch forward: reads the events after its checkpoint and commits the rows it writes
 * together with the checkpoint, in one transaction that moves the checkpoint only from where it was read.
 */
export class BatchApplier {
  constructor(private readonly options: BatchApplierOptions) {}

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
    await this.apply(state.projection, checkpoint.position, to, events);
    state.checkpoint = { position: to, version: checkpoint.version };
    return events.length;
  }

  private async read(state: ProjectionState, after: GlobalPosition): Promise<RecordedEvent[]> {
    const prefetch = state.prefetch;
    state.prefetch = null;
    if (prefetch && comparePositions(prefetch.after, after) === 0) return prefetch.events;
    return this.options.source.readAll({ after, maxCount: this.options.batchSize });
  }

  private async apply(projection: Projection, from: GlobalPosition, to: GlobalPosition, events: RecordedEvent[]) {
    const { db, onBatchCommitted, logger } = this.options;
    const handled = selectHandled(projection.canHandle, events);
    if (handled.length === 0) {
      if (!(await advanceCheckpoint(db, projection.name, from, to))) throw new CheckpointMovedError(projection.name);
      return;
    }
    await db.transaction().execute(async (trx) => {
      // Checkpoint first: it takes the row lock that fences concurrent resets and stray runners.
      if (!(await advanceCheckpoint(trx, projection.name, from, to))) throw new CheckpointMovedError(projection.name);
      await projection.handle(handled, trx);
    });
    if (onBatchCommitted) {
      try {
        await onBatchCommitted(projection.name, handled);
      } catch (err) {
        logger.error({ msg: 'onBatchCommitted failed', projection: projection.name, err });
      }
    }
  }
}
