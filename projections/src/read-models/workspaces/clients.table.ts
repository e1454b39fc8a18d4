import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

/** One row per client workspace, for GET /clients (joined with the caller's roles) and the client details panel. */
export interface ClientsTable {
  /** the tenant key itself */
  client_id: string;
  client_name: string;
  description: string;
  industry_id: string;
  organization_id: string;
  /** user id of the creator; null when the system created it (bootstrap) */
  created_by: string | null;
  created_on: ColumnType<Date, Date | string, Date | string>;
  modified_by: string | null;
  modified_on: ColumnType<Date, Date | string, Date | string>;
}
export type ClientRow = Selectable<ClientsTable>;
export type NewClientRow = Insertable<ClientsTable>;
export type ClientUpdate = Updateable<ClientsTable>;
