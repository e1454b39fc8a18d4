import type { Insertable, Selectable, Updateable } from 'kysely';
/** Global reference data (no client_id). */
export interface StagesTable {
    stage_id: string;
    stage_name: string;
    sort_order: number;
}
export type StageRow = Selectable<StagesTable>;
export type NewStageRow = Insertable<StagesTable>;
export type StageUpdate = Updateable<StagesTable>;
