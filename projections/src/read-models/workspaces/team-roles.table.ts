import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

/** The team roles of each client, for GET /clients/{client_id}/team_roles and member role names. */
export interface TeamRolesTable {
  client_id: string;
  team_role_id: string;
  name: string;
  /** system roles cannot be deleted or replaced */
  system: boolean;
  added_on: ColumnType<Date, Date | string, Date | string>;
}
export type TeamRoleRow = Selectable<TeamRolesTable>;
export type NewTeamRoleRow = Insertable<TeamRolesTable>;
export type TeamRoleUpdate = Updateable<TeamRolesTable>;
