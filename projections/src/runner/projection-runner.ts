import type { Kysely } from 'kysely';
import type { Pool } from 'pg';
import { START_POSITION, type GlobalPosition, type RecordedEvent } from '@gc/contracts';
import { createKysely } from '../database/create-kysely';
import type { Database } from '../database/database';
import { BatchApplier } from './batch-applier';
import type { EventSource } from './event-source.port';
import { LiveLoop } from './live-loop';
import type { Projection } from './projection';
import { silentLogger, type ProjectionLogger } from './projection-logger';
import { ProjectionLocks } from './projection-locks';
import { projectionStates, type ProjectionState } from './projection-state';
import { Rebuilder, type RebuildProgress, type RebuildResult } from './rebuild';
import { RunSignal } from './run-signal';
import { SharedReads } from './shared-reads';

export type { RebuildProgress, RebuildResult } from './rebuild';

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
  /**
   * While busy, how long a projection may put off writing its checkpoint past batches it handles nothing of
   * (BatchApplier); default 20 ms, 0 writes every batch's checkpoint. Waiters for its position wait that much more.
   */
  readonly deferIdleCheckpointMs?: number;
  /**
   * After a batch that found events and caught up, how long a projection lets the next events gather before it reads
   * them (LiveLoop); default 10 ms, 0 reads at once. Under load each batch then carries several events instead of
   * one, for the same round trips; the first event after a quiet moment is read at once.
   */
  readonly batchWindowMs?: number;
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

const DEFAULT_BATCH_SIZE = 1000;
const DEFAULT_DEFER_IDLE_CHECKPOINT_MS = 20;
const DEFAULT_BATCH_WINDOW_MS = 10;

/**
 * Runs projections: per projection, one loop that holds its advisory lock, reads batches after its checkpoint
 * and commits rows + checkpoint in one transaction, then waits for new events. Each projection advances on its
 * own, so a slow or failing one never holds the others back, and one can be rebuilt alone.
 *
 * The parts: ProjectionLocks (advisory locks), checkpoint-store (compare-and-set checkpoints, resets),
 * BatchApplier (one batch in one transaction), LiveLoop (lock, catch up, wait, retry) and Rebuilder.
 */
export class ProjectionRunner {
  private readonly db: Kysely<Database>;
  private readonly states: Map<string, ProjectionState>;
  private readonly locks: ProjectionLocks;
  private readonly logger: ProjectionLogger;
  private readonly liveLoop: LiveLoop;
  private readonly rebuilder: Rebuilder;
  private loops: Promise<void>[] = [];
  private run: RunSignal | null = null;

  constructor(options: ProjectionRunnerOptions) {
    this.db = options.db ?? createKysely(options.pool);
    this.logger = options.logger ?? silentLogger;
    this.states = projectionStates(options.projections);
    this.locks = new ProjectionLocks(options.pool, this.logger);
    // the loops of a runner mostly stand at the same checkpoint: they share their reads (SharedReads)
    const source = new SharedReads(options.eventSource);
    const parts = { db: this.db, source, locks: this.locks, logger: this.logger };
    const applier = new BatchApplier({
      ...parts,
      batchSize: options.batchSize ?? DEFAULT_BATCH_SIZE,
      onBatchCommitted: options.onBatchCommitted,
      deferIdleCheckpointMs: options.deferIdleCheckpointMs ?? DEFAULT_DEFER_IDLE_CHECKPOINT_MS,
    });
    this.liveLoop = new LiveLoop({
      ...parts,
      applier,
      settings: {
        idleWaitMs: options.idleWaitMs ?? 2000,
        batchWindowMs: options.batchWindowMs ?? DEFAULT_BATCH_WINDOW_MS,
        lockRetryMs: options.lockRetryMs ?? 2000,
        errorBackoffMs: options.errorBackoffMs ?? 500,
        maxErrorBackoffMs: options.maxErrorBackoffMs ?? 30_000,
      },
    });
    this.rebuilder = new Rebuilder({ ...parts, applier });
  }

  get running(): boolean {
    return this.loops.length > 0;
  }

  /** Starts one loop per projection and returns at once; the loops run until stop(). */
  start(): void {
    if (this.running) return;
    const run = new RunSignal();
    this.run = run;
    this.loops = [...this.states.values()].map((state) => this.liveLoop.run(state, run));
    this.logger.info({ msg: 'projection runner started', projections: [...this.states.keys()] });
  }

  /** Lets every loop finish the batch it is in, then releases the locks. */
  async stop(): Promise<void> {
    this.run?.stop();
    await Promise.all(this.loops);
    this.loops = [];
    this.run = null;
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
      results.push(await this.rebuilder.rebuild(state, () => this.running, onProgress));
    }
    return results;
  }
}
