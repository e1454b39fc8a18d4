import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';
/**
 * Where each projection has got to in the global event order, written in the same transaction as its read-model
 * rows (so a crash can never leave the rows and the checkpoint disagreeing).
 *
 * Positions are numeric(20,0): EventStoreDB log positions are unsigned 64-bit, beyond Postgres bigint. The pg
 * driver returns numeric as a string (exact), and accepts a bigint or a string on the way in.
 * This is the one read-side table without client_id: it is about the runner, not about a tenant.
 */
export interface ProjectionCheckpointsTable {
    name: string;
    commit_position: ColumnType<string, bigint | string, bigint | string>;
    prepare_position: ColumnType<string, bigint | string, bigint | string>;
    /** the Projection.version whose rows the read model holds; a different code version triggers a rebuild */
    version: number;
    updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
export type ProjectionCheckpointRow = Selectable<ProjectionCheckpointsTable>;
export type NewProjectionCheckpointRow = Insertable<ProjectionCheckpointsTable>;
export type ProjectionCheckpointUpdate = Updateable<ProjectionCheckpointsTable>;
