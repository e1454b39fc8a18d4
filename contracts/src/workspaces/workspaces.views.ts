import type { TeamType } from './workspace-rules';

/** A client as GET/POST/PUT /clients answer it (admin spec section 3, entity Client). */
export interface ClientView {
  client_id: string;
  client_name: string;
  description: string;
  industry_id: string;
  /** null only while the reference data is not projected yet */
  industry_name: string | null;
  organization_id: string;
  organization_name: string | null;
  /** user id of the creator (null: created by the system at bootstrap) */
  createdBy: string | null;
  /** ISO-8601 */
  createdOn: string;
  modifiedBy: string | null;
  modifiedOn: string;
  /** the caller's role in this client (5 Global Administrator, 0 Client Administrator, 8 User, ...) */
  role_id: number | null;
  /** true for the caller's currently selected client */
  client_selected: boolean;
}

/** GET /clients/{client_id}/team_roles (entity Team role: label or name, value, system flag). */
export interface TeamRoleView {
  team_role_id: string;
  client_id: string;
  name: string;
  label: string;
  /** what a dropdown submits: the team_role_id */
  value: string;
  system: boolean;
}

/** A row of a team's members table; name and email come from the person's account. */
export interface TeamMemberView {
  user_id: string;
  email: string;
  name: string | null;
  /** the person's role id in the client */
  role: number | null;
  /** the team_role_id they hold in this team */
  team_role: string;
  team_role_name: string | null;
  Enabled: boolean;
}

/** GET /teams items and the first item of GET /teams/{id} (entity Team). */
export interface TeamView {
  team_id: string;
  team_name: string;
  client_id: string;
  client_name: string;
  description: string;
  team_type: TeamType;
  /** a stage_id */
  stage: string;
  stage_name: string | null;
  /** an industry_id */
  industry: string;
  industry_name: string | null;
  /** epoch milliseconds */
  date_founded: number;
  members: TeamMemberView[];
}
