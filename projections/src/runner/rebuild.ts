import type { Kysely } from 'kysely';
import { START_POSITION, type GlobalPosition } from '@gc/contracts';
import type { Database } from '../database/database';
import { hasReached, progressFraction } from './batch';
import type { BatchApplier } from './batch-applier';
import { readCheckpoint, resetProjection } from './checkpoint-store';
import type { EventSource } from './event-source.port';
import type { ProjectionLocks } from './projection-locks';
import type { ProjectionLogger } from './projection-logger';
import { forget, type ProjectionState } from './projection-state';

export interface RebuildProgress {
  readonly projection: string;
  /** events read since the rebuild started; null when another runner replays and this one only watches */
  readonly processed: number | null;
  readonly position: GlobalPosition;
  /** the head when the rebuild started: the rebuild is done once the projection has passed it */
  readonly head: GlobalPosition;
  /** 0..1, estimated from positions */
  readonly fraction: number;
}

export interface RebuildResult {
  readonly projection: string;
  readonly processed: number | null;
  readonly elapsedMs: number;
  /** 'here': replayed by this call; 'runner': reset here, replayed by the runner holding the lock */
  readonly replayedBy: 'here' | 'runner';
}

export interface RebuilderOptions {
  readonly db: Kysely<Database>;
  readonly source: EventSource;
  readonly locks: ProjectionLocks;
  readonly applier: BatchApplier;
  readonly logger: ProjectionLogger;
}

/**
 * Empties a projection's tables and replays history into them. When nobody runs the projection (its lock is free
 * and this runner's loops are not started), the rebuild replays it here, holding the lock; otherwise it resets the
 * checkpoint and follows the progress of the runner that holds the lock until it has passed the head.
 */
export class Rebuilder {
  constructor(private readonly options: RebuilderOptions) {}

  async rebuild(
    state: ProjectionState,
    /** whether this runner's loops run (then they replay, not this call) */
    loopsRunning: () => boolean,
    onProgress: (progress: RebuildProgress) => void,
  ): Promise<RebuildResult> {
    const { db, source, locks, logger } = this.options;
    const { name } = state.projection;
    const startedAt = Date.now();
    const head = await source.headPosition();
    logger.info({ msg: 'projection rebuild started', projection: name, head });

    if (!loopsRunning() && (await locks.tryLock(name))) {
      try {
        return await this.replayHere(state, head, startedAt, onProgress);
      } finally {
        forget(state);
        await locks.unlock(name);
      }
    }

    await resetProjection(db, state.projection);
    for (;;) {
      const checkpoint = await readCheckpoint(db, name);
      const position = checkpoint?.position ?? START_POSITION;
      onProgress({ projection: name, processed: null, position, head, fraction: progressFraction(position, head) });
      if (hasReached(position, head)) break;
      await sleep(200);
    }
    const elapsedMs = Date.now() - startedAt;
    logger.info({ msg: 'projection rebuilt by its runner', projection: name, elapsedMs });
    return { projection: name, processed: null, elapsedMs, replayedBy: 'runner' };
  }

  private async replayHere(
    state: ProjectionState,
    head: GlobalPosition,
    startedAt: number,
    onProgress: (progress: RebuildProgress) => void,
  ): Promise<RebuildResult> {
    const { db, applier, logger } = this.options;
    const { name } = state.projection;
    state.checkpoint = await resetProjection(db, state.projection);
    state.prefetch = null;
    let processed = 0;
    onProgress({
      projection: name,
      processed,
      position: START_POSITION,
      head,
      fraction: progressFraction(START_POSITION, head),
    });
    for (;;) {
      const read = await applier.step(state);
      if (read === 0) {
        await applier.flush(state);
        break;
      }
      processed += read;
      const position = state.checkpoint.position;
      onProgress({ projection: name, processed, position, head, fraction: progressFraction(position, head) });
    }
    const elapsedMs = Date.now() - startedAt;
    logger.info({ msg: 'projection rebuilt', projection: name, processed, elapsedMs });
    return { projection: name, processed, elapsedMs, replayedBy: 'here' };
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
