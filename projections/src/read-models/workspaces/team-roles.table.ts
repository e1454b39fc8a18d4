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

/** A team role's key, as a `where` matches it in team_roles (and in team_members, whose rows name their role by it). */
export const teamRoleKey = (d: { clientId: string; teamRoleId: string }) => ({
  client_id: d.clientId,
  team_role_id: d.teamRoleId,
});
