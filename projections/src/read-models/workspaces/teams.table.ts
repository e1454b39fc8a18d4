import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

/** Live teams (a deleted team's row is removed), for GET /teams and GET /teams/{id}. */
export interface TeamsTable {
  team_id: string;
  client_id: string;
  team_name: string;
  description: string;
  /** OS_TEAM | COFOUNDER_TEAM */
  team_type: string;
  /** a stage_id */
  stage: string;
  /** an industry_id */
  industry: string;
  /** epoch ms; bigint comes back from pg as a string */
  date_founded: ColumnType<string, number | string, number | string>;
  created_on: ColumnType<Date, Date | string, Date | string>;
  modified_on: ColumnType<Date, Date | string, Date | string>;
}
export type TeamRow = Selectable<TeamsTable>;
export type NewTeamRow = Insertable<TeamsTable>;
export type TeamUpdate = Updateable<TeamsTable>;
