import type { Insertable, Selectable, Updateable } from 'kysely';
/** Global reference data (no client_id). */
export interface OrganizationsTable {
    organization_id: string;
    name: string;
}
export type OrganizationRow = Selectable<OrganizationsTable>;
export type NewOrganizationRow = Insertable<OrganizationsTable>;
export type OrganizationUpdate = Updateable<OrganizationsTable>;
