import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Who is in which team with which team role. No names or emails: those are joined from identity's personal data
 * at query time. Also answers "which teams may this member see" (client_id, user_id).
 */
export interface TeamMembersTable {
  client_id: string;
  team_id: string;
  user_id: string;
  team_role_id: string;
  joined_on: ColumnType<Date, Date | string, Date | string>;
}
export type TeamMemberRow = Selectable<TeamMembersTable>;
export type NewTeamMemberRow = Insertable<TeamMembersTable>;
export type TeamMemberUpdate = Updateable<TeamMembersTable>;

/** A membership's key, as a `where` matches it in team_members. */
export const teamMemberKey = (d: { teamId: string; userId: string }) => ({ team_id: d.teamId, user_id: d.userId });
