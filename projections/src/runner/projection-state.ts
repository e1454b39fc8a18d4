import type { GlobalPosition, RecordedEvent } from '@gc/contracts';
import type { Checkpoint } from './checkpoint-store';
import type { Projection } from './projection';

/** What a runner knows of one projection between batches (shared by its live loop and a rebuild). */
export interface ProjectionState {
  readonly projection: Projection;
  /** null: not loaded (no lock yet, after an error, or after the checkpoint moved) */
  checkpoint: Checkpoint | null;
  /** the next batch, read while the previous one was written */
  prefetch: { after: GlobalPosition; events: Promise<RecordedEvent[]> } | null;
  lastError: string | null;
  waitingForLockSince: number | null;
  /**
   * Set while `checkpoint` is ahead of the stored checkpoint by batches the projection handled nothing of: their
   * checkpoint write is put off (see BatchApplier) and `stored` is what the database still holds.
   */
  deferred: { readonly stored: GlobalPosition } | null;
  /** when this runner last wrote the projection's checkpoint (Date.now()) */
  checkpointWrittenAt: number;
  /** when the stored checkpoint was last compared with ours while idle (Date.now()) */
  storedCheckedAt: number;
}

/** Drops whatever was loaded: someone else may have moved the checkpoint meanwhile. */
export function forget(state: ProjectionState): void {
  state.checkpoint = null;
  state.prefetch = null;
  state.deferred = null;
}

/**
 * One state per projection, by name. Names must be unique (they key checkpoints and locks) and tables owned by one
 * projection only: a rebuild truncates a projection's tables, so a shared table would lose the other's rows.
 */
export function projectionStates(projections: readonly Projection[]): Map<string, ProjectionState> {
  const states = new Map<string, ProjectionState>();
  const owners = new Map<string, string>();
  for (const projection of projections) {
    if (states.has(projection.name)) throw new Error(`two projections are named ${projection.name}`);
    for (const table of projection.tables) {
      const owner = owners.get(table);
      if (owner) throw new Error(`table ${table} belongs to both ${owner} and ${projection.name}`);
      owners.set(table, projection.name);
    }
    states.set(projection.name, {
      projection,
      checkpoint: null,
      prefetch: null,
      lastError: null,
      waitingForLockSince: null,
      deferred: null,
      checkpointWrittenAt: 0,
      storedCheckedAt: 0,
    });
  }
  return states;
}
