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
}

/** Drops whatever was loaded: someone else may have moved the checkpoint meanwhile. */
export function forget(state: ProjectionState): void {
  state.checkpoint = null;
  state.prefetch = null;
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
    });
  }
  return states;
}
