import type { Kysely } from 'kysely';
import { comparePositions } from '@gc/contracts';
import type { Database } from '../database/database';
import type { BatchApplier } from './batch-applier';
import {
  CheckpointMovedError,
  ensureCheckpoint,
  readCheckpoint,
  resetProjection,
  type Checkpoint,
} from './checkpoint-store';
import type { EventSource } from './event-source.port';
import type { ProjectionLocks } from './projection-locks';
import type { ProjectionLogger } from './projection-logger';
import { forget, type ProjectionState } from './projection-state';
import type { RunSignal } from './run-signal';

export interface LiveLoopSettings {
  /** how long one wait for new events lasts when caught up */
  readonly idleWaitMs: number;
  /** after a batch that found events and caught up, how long the next ones may gather (ProjectionRunnerOptions) */
  readonly batchWindowMs: number;
  /** how often a runner without a projection's lock tries again */
  readonly lockRetryMs: number;
  /** back-off after a failed batch, doubling up to maxErrorBackoffMs */
  readonly errorBackoffMs: number;
  readonly maxErrorBackoffMs: number;
}

export interface LiveLoopOptions {
  readonly db: Kysely<Database>;
  readonly source: EventSource;
  readonly locks: ProjectionLocks;
  readonly applier: BatchApplier;
  readonly logger: ProjectionLogger;
  readonly settings: LiveLoopSettings;
}

/**
 * A projection's life in a running runner: take its advisory lock (or wait for it), load its checkpoint (rebuilding
 * on a version change), apply batches until caught up, then wait for new events; after a failure, start over from
 * the stored checkpoint with a growing back-off. One loop per projection, so a failing one holds no other back.
 */
export class LiveLoop {
  constructor(private readonly options: LiveLoopOptions) {}

  async run(state: ProjectionState, run: RunSignal): Promise<void> {
    const { locks, applier, logger, settings } = this.options;
    const { name } = state.projection;
    let backoff = settings.errorBackoffMs;
    while (!run.stopping) {
      try {
        if (!(await this.acquire(state))) {
          await run.pause(settings.lockRetryMs);
          continue;
        }
        state.checkpoint ??= await this.load(state);
        if (!state.checkpoint) {
          await locks.unlock(name);
          await run.pause(settings.lockRetryMs);
          continue;
        }
        const read = await applier.step(state);
        const busy = read > 0 && read < applier.batchSize && settings.batchWindowMs > 0;
        if (busy) {
          // Busy, and caught up: let the next events gather for a moment, so that under load a batch carries
          // several of them for the round trips one costs (the first event after a quiet moment was read at once).
          await run.pause(settings.batchWindowMs);
        }
        if (read < applier.batchSize) {
          // Caught up as far as readers can see (a short batch says so too: reading again at once would most
          // likely answer nothing; the wait below returns at once when there is more).
          if (state.deferred && applier.flushDueInMs(state) === 0) await applier.flush(state);
          // After a busy batch and its window, read again at once: under load there is more by now, and asking the
          // head first cost a round trip per batch (a read that finds nothing costs what that question did, and
          // the next turn waits as below).
          if (!busy) await this.waitForMore(state, read, run);
        }
        backoff = settings.errorBackoffMs;
        state.lastError = null;
      } catch (err) {
        forget(state);
        if (err instanceof CheckpointMovedError) {
          logger.info({ msg: 'projection checkpoint moved; reloading', projection: name });
          continue;
        }
        state.lastError = err instanceof Error ? err.message : String(err);
        logger.error({ msg: 'projection batch failed; will retry', projection: name, err, retryInMs: backoff });
        await run.pause(backoff);
        backoff = Math.min(backoff * 2, settings.maxErrorBackoffMs);
      }
    }
    // stopping: write a put-off checkpoint (a failure only means those events are read again next time)
    if (state.deferred && locks.holds(name)) await applier.flush(state).catch(() => {});
  }

  /** Caught up: waits for newer events (or a put-off checkpoint's due time); when idle, checks the stored checkpoint. */
  private async waitForMore(state: ProjectionState, read: number, run: RunSignal): Promise<void> {
    const { db, applier, settings } = this.options;
    const checkpoint = state.checkpoint!;
    const now = Date.now();
    if (read === 0 && now - state.storedCheckedAt >= settings.idleWaitMs) {
      // Idle, so no batch's compare-and-set would notice a reset (a rebuild requested elsewhere): look at the
      // stored checkpoint instead, at most once per idle wait.
      state.storedCheckedAt = now;
      const stored = await readCheckpoint(db, state.projection.name);
      const expected = state.deferred?.stored ?? checkpoint.position;
      if (!stored || comparePositions(stored.position, expected) !== 0) {
        throw new CheckpointMovedError(state.projection.name);
      }
    }
    const waitMs = state.deferred ? Math.max(1, applier.flushDueInMs(state)) : settings.idleWaitMs;
    await run.until(
      this.options.source.waitForEvents(checkpoint.position, Math.min(waitMs, settings.idleWaitMs), run.signal),
    );
  }

  private async acquire(state: ProjectionState): Promise<boolean> {
    const { locks, logger } = this.options;
    const { name } = state.projection;
    if (locks.holds(name)) return true;
    forget(state); // whatever we knew may be stale: someone else may have run it meanwhile
    if (await locks.tryLock(name)) {
      logger.info({ msg: 'projection lock acquired', projection: name });
      state.waitingForLockSince = null;
      return true;
    }
    if (state.waitingForLockSince === null) {
      state.waitingForLockSince = Date.now();
      logger.info({ msg: 'projection locked by another runner; waiting', projection: name });
    }
    return false;
  }

  /** Loads the checkpoint; rebuilds on a version change; null when a newer version owns the read model. */
  private async load(state: ProjectionState): Promise<Checkpoint | null> {
    const { db, logger } = this.options;
    const { name, version } = state.projection;
    const stored = await ensureCheckpoint(db, name, version);
    if (stored.version === version) return stored;
    if (stored.version > version) {
      // During a rolling deploy the old code must not rebuild back what the new code built.
      logger.warn({
        msg: 'read model built by a newer version; standing aside',
        projection: name,
        version,
        stored: stored.version,
      });
      return null;
    }
    logger.info({ msg: 'projection version changed; rebuilding', projection: name, from: stored.version, to: version });
    return resetProjection(db, state.projection);
  }
}
