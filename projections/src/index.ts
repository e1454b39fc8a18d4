// The read side's public API. Test helpers live in './testing' (imported as '@gc/projections/testing').
export * from './database/database';
export * from './database/projection-checkpoints.table';
export * from './database/create-kysely';
export * from './database/prepared-statements';
export * from './database/projection.migrations';
export * from './runner/event-source.port';
export * from './runner/projection';
export * from './runner/define-projection';
export * from './runner/projection-logger';
export * from './runner/projection-runner';
export * from './runner/wait-for-position';
export { CheckpointMovedError, readCheckpoint, type Checkpoint } from './runner/checkpoint-store';
export { selectHandled, progressFraction } from './runner/batch';
export * from './registry/all-projections';
export * from './read-models/reference-data';
export * from './read-models/identity';
export * from './read-models/workspaces';
export * from './read-models/reflections';
