import type { Kysely } from 'kysely';
import type { Pool } from 'pg';
import { comparePositions, START_POSITION, type GlobalPosition, type RecordedEvent } from '@gc/contracts';
import { createKysely } from '../database/create-kysely';
import type { Database } from '../database/database';
import { batchEnd, hasReached, progressFraction, selectHandled } from './batch';
import {
  advanceCheckpoint,
  CheckpointMovedError,
  ensureCheckpoint,
  readCheckpoint,
  resetProjection,
  type Checkpoint,
} from './checkpoint-store';
import type { EventSource } from './event-source.port';
import type { Projection } from './projection';
import { silentLogger, type ProjectionLogger } from './projection-logger';
import { ProjectionLocks } from './projection-locks';

export interface ProjectionRunnerOptions {
  readonly pool: Pool;
  /** defaults to createKysely(pool) */
  readonly db?: Kysely<Database>;
  readonly eventSource: EventSource;
  readonly projections: readonly Projection[];
  /** events read per batch (one transaction per batch); default 1000 */
  readonly batchSize?: number;
  /** how long one wait for new events lasts when caught up; default 2000 ms */
  readonly idleWaitMs?: number;
  /** how often a runner without a projection's lock tries again; default 2000 ms */
  readonly lockRetryMs?: number;
  /** back-off after a failed batch, doubling up to maxErrorBackoffMs; default 500 ms and 30 s */
  readonly errorBackoffMs?: number;
  readonly maxErrorBackoffMs?: number;
  readonly logger?: ProjectionLogger;
  /**
   * Called after a batch committed, with the events the projection handled (never an empty list). For side
   * effects such as enqueueing jobs: they run at most once per commit, so anything that must not be lost needs
   * a sweep as a safety net (a crash between the commit and the hook loses the call). Errors are logged only.
   */
  readonly onBatchCommitted?: (projection: string, events: RecordedEvent[]) => Promise<void> | void;
}

export interface ProjectionPosition {
  readonly name: string;
  /** START_POSITION when the projection never ran */
  readonly position: GlobalPosition;
  /** the version its rows were built with; null when it never ran */
  readonly version: number | null;
  readonly updatedAt: Date | null;
  /** whether this process holds the projection's lock (is the one running it) */
  readonly runningHere: boolean;
  readonly lastError: string | null;
}

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

interface ProjectionState {
  readonly projection: Projection;
  /** null: not loaded (no lock yet, after an error, or after the checkpoint moved) */
  checkpoint: Checkpoint | null;
  prefetch: { after: GlobalPosition; events: Promise<RecordedEvent[]> } | null;
  lastError: string | null;
  waitingForLockSince: number | null;
}

const DEFAULT_BATCH_SIZE = 1000;

/**
 * Runs projections: per projection, one loop that holds its advisory lock, reads batches after its checkpoint
 * and commits rows + checkpoint in one transaction, then waits for new events. Each projection advances on its
 * own, so a slow or failing one never holds the others back, and one can be rebuilt alone.
 */
export class ProjectionRunner {
  private readonly db: Kysely<Database>;
  private readonly source: EventSource;
  private readonly states = new Map<string, ProjectionState>();
  private readonly locks: ProjectionLocks;
  private readonly logger: ProjectionLogger;
  private readonly batchSize: number;
  private loops: Promise<void>[] = [];
  private stopping = false;
  private stopped: Promise<void> = Promise.resolve();
  private wake: () => void = () => {};
  private wakeSignal: Promise<void> = Promise.resolve();
  private abort = new AbortController();

  constructor(private readonly options: ProjectionRunnerOptions) {
    this.db = options.db ?? createKysely(options.pool);
    this.source = options.eventSource;
    this.logger = options.logger ?? silentLogger;
    this.batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
    this.locks = new ProjectionLocks(options.pool, this.logger);
    const owners = new Map<string, string>();
    for (const projection of options.projections) {
      if (this.states.has(projection.name)) throw new Error(`two projections are named ${projection.name}`);
      for (const table of projection.tables) {
        const owner = owners.get(table);
        // A rebuild truncates a projection's tables: a shared table would lose the other projection's rows.
        if (owner) throw new Error(`table ${table} belongs to both ${owner} and ${projection.name}`);
        owners.set(table, projection.name);
      }
      this.states.set(projection.name, {
        projection,
        checkpoint: null,
        prefetch: null,
        lastError: null,
        waitingForLockSince: null,
      });
    }
  }

  get running(): boolean {
    return this.loops.length > 0;
  }

  /** Starts one loop per projection and returns at once; the loops run until stop(). */
  start(): void {
    if (this.running) return;
    this.stopping = false;
    this.wakeSignal = new Promise((resolve) => (this.wake = resolve));
    this.abort = new AbortController();
    this.loops = [...this.states.values()].map((state) => this.loop(state));
    this.stopped = Promise.all(this.loops).then(() => undefined);
    this.logger.info({ msg: 'projection runner started', projections: [...this.states.keys()] });
  }

  /** Lets every loop finish the batch it is in, then releases the locks. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake();
    this.abort.abort();
    await this.stopped;
    this.loops = [];
    for (const state of this.states.values()) state.prefetch = null;
    await this.locks.close();
    this.logger.info({ msg: 'projection runner stopped' });
  }

  /** Each projection's checkpoint, for lag reporting (compare with the event source's head). */
  async positions(): Promise<ProjectionPosition[]> {
    const names = [...this.states.keys()];
    const rows = names.length
      ? await this.db.selectFrom('projection_checkpoints').selectAll().where('name', 'in', names).execute()
      : [];
    return names.map((name) => {
      const row = rows.find((r) => r.name === name);
      return {
        name,
        position: row ? { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) } : START_POSITION,
        version: row?.version ?? null,
        updatedAt: row?.updated_at ?? null,
        runningHere: this.locks.holds(name),
        lastError: this.states.get(name)?.lastError ?? null,
      };
    });
  }

  /**
   * Empties the projection's tables and replays history into them from the start. When nobody runs the
   * projection, this call replays it (holding its lock); when a runner does (this one once started, or another
   * process), this call resets it and follows that runner's progress until it has passed the head.
   */
  async rebuild(target: string, onProgress: (progress: RebuildProgress) => void = () => {}): Promise<RebuildResult[]> {
    const selected = target === 'all' ? [...this.states.values()] : [this.states.get(target)];
    if (selected.some((s) => !s)) {
      throw new Error(`unknown projection ${target}; known: ${[...this.states.keys()].join(', ')}`);
    }
    const results: RebuildResult[] = [];
    for (const state of selected as ProjectionState[]) {
      results.push(await this.rebuildOne(state, onProgress));
    }
    return results;
  }

  private async rebuildOne(state: ProjectionState, onProgress: (p: RebuildProgress) => void): Promise<RebuildResult> {
    const { name } = state.projection;
    const startedAt = Date.now();
    const head = await this.source.headPosition();
    this.logger.info({ msg: 'projection rebuild started', projection: name, head });

    if (!this.running && (await this.locks.tryLock(name))) {
      try {
        state.checkpoint = await resetProjection(this.db, state.projection);
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
          const read = await this.step(state);
          if (read === 0) break;
          processed += read;
          const position = state.checkpoint.position;
          onProgress({ projection: name, processed, position, head, fraction: progressFraction(position, head) });
        }
        const elapsedMs = Date.now() - startedAt;
        this.logger.info({ msg: 'projection rebuilt', projection: name, processed, elapsedMs });
        return { projection: name, processed, elapsedMs, replayedBy: 'here' };
      } finally {
        state.checkpoint = null;
        state.prefetch = null;
        await this.locks.unlock(name);
      }
    }

    await resetProjection(this.db, state.projection);
    for (;;) {
      const checkpoint = await readCheckpoint(this.db, name);
      const position = checkpoint?.position ?? START_POSITION;
      onProgress({ projection: name, processed: null, position, head, fraction: progressFraction(position, head) });
      if (hasReached(position, head)) break;
      await sleep(200);
    }
    const elapsedMs = Date.now() - startedAt;
    this.logger.info({ msg: 'projection rebuilt by its runner', projection: name, elapsedMs });
    return { projection: name, processed: null, elapsedMs, replayedBy: 'runner' };
  }

  private async loop(state: ProjectionState): Promise<void> {
    const { name } = state.projection;
    const initialBackoff = this.options.errorBackoffMs ?? 500;
    let backoff = initialBackoff;
    while (!this.stopping) {
      try {
        if (!(await this.acquire(state))) {
          await this.pause(this.options.lockRetryMs ?? 2000);
          continue;
        }
        state.checkpoint ??= await this.prepare(state);
        if (!state.checkpoint) {
          await this.locks.unlock(name);
          await this.pause(this.options.lockRetryMs ?? 2000);
          continue;
        }
        const read = await this.step(state);
        if (read === 0) {
          // Caught up, so no batch's compare-and-set would notice a reset (a rebuild requested elsewhere):
          // look at the stored checkpoint once per idle round instead.
          const stored = await readCheckpoint(this.db, name);
          if (!stored || comparePositions(stored.position, state.checkpoint.position) !== 0) {
            throw new CheckpointMovedError(name);
          }
          await this.idle(state.checkpoint.position);
        }
        backoff = initialBackoff;
        state.lastError = null;
      } catch (err) {
        state.checkpoint = null;
        state.prefetch = null;
        if (err instanceof CheckpointMovedError) {
          this.logger.info({ msg: 'projection checkpoint moved; reloading', projection: name });
          continue;
        }
        state.lastError = err instanceof Error ? err.message : String(err);
        this.logger.error({ msg: 'projection batch failed; will retry', projection: name, err, retryInMs: backoff });
        await this.pause(backoff);
        backoff = Math.min(backoff * 2, this.options.maxErrorBackoffMs ?? 30_000);
      }
    }
  }

  private async acquire(state: ProjectionState): Promise<boolean> {
    const { name } = state.projection;
    if (this.locks.holds(name)) return true;
    state.checkpoint = null; // whatever we knew may be stale: someone else may have run it meanwhile
    state.prefetch = null;
    if (await this.locks.tryLock(name)) {
      this.logger.info({ msg: 'projection lock acquired', projection: name });
      state.waitingForLockSince = null;
      return true;
    }
    if (state.waitingForLockSince === null) {
      state.waitingForLockSince = Date.now();
      this.logger.info({ msg: 'projection locked by another runner; waiting', projection: name });
    }
    return false;
  }

  /** Loads the checkpoint; rebuilds on a version change; null when a newer version owns the read model. */
  private async prepare(state: ProjectionState): Promise<Checkpoint | null> {
    const { name, version } = state.projection;
    const stored = await ensureCheckpoint(this.db, name, version);
    if (stored.version === version) return stored;
    if (stored.version > version) {
      // During a rolling deploy the old code must not rebuild back what the new code built.
      this.logger.warn({
        msg: 'read model built by a newer version; standing aside',
        projection: name,
        version,
        stored: stored.version,
      });
      return null;
    }
    this.logger.info({
      msg: 'projection version changed; rebuilding',
      projection: name,
      from: stored.version,
      to: version,
    });
    return resetProjection(this.db, state.projection);
  }

  /** Reads and applies one batch; returns how many events it read (0: caught up). */
  private async step(state: ProjectionState): Promise<number> {
    const checkpoint = state.checkpoint;
    if (!checkpoint) throw new Error('step without a checkpoint');
    const events = await this.read(state, checkpoint.position);
    if (events.length === 0) return 0;
    const to = batchEnd(events, checkpoint.position);
    if (events.length === this.batchSize) {
      // Read the next batch while this one is written: rebuild throughput is then bounded by the slower side
      // rather than by their sum.
      const next = this.source.readAll({ after: to, maxCount: this.batchSize });
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
    return this.source.readAll({ after, maxCount: this.batchSize });
  }

  private async apply(projection: Projection, from: GlobalPosition, to: GlobalPosition, events: RecordedEvent[]) {
    const handled = selectHandled(projection.canHandle, events);
    if (handled.length === 0) {
      if (!(await advanceCheckpoint(this.db, projection.name, from, to)))
        throw new CheckpointMovedError(projection.name);
      return;
    }
    await this.db.transaction().execute(async (trx) => {
      // Checkpoint first: it takes the row lock that fences concurrent resets and stray runners.
      if (!(await advanceCheckpoint(trx, projection.name, from, to))) throw new CheckpointMovedError(projection.name);
      await projection.handle(handled, trx);
    });
    if (this.options.onBatchCommitted) {
      try {
        await this.options.onBatchCommitted(projection.name, handled);
      } catch (err) {
        this.logger.error({ msg: 'onBatchCommitted failed', projection: projection.name, err });
      }
    }
  }

  private async idle(position: GlobalPosition): Promise<void> {
    const wait = this.source.waitForEvents(position, this.options.idleWaitMs ?? 2000, this.abort.signal);
    await Promise.race([wait, this.wakeSignal]);
  }

  private async pause(ms: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([new Promise((resolve) => (timer = setTimeout(resolve, ms))), this.wakeSignal]);
    clearTimeout(timer);
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
