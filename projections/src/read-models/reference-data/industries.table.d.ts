import type { Insertable, Selectable, Updateable } from 'kysely';
/** Global reference data (no client_id: shared by every tenant). */
export interface IndustriesTable {
    industry_id: string;
    industry_name: string;
    sort_order: number;
    /** [{ sub_industry_id, sub_industry_name }] as served */
    sub_industries: {
        sub_industry_id: string;
        sub_industry_name: string;
    }[];
}
export type IndustryRow = Selectable<IndustriesTable>;
export type NewIndustryRow = Insertable<IndustriesTable>;
export type IndustryUpdate = Updateable<IndustriesTable>;
