import type { ClientsTable } from './clients.table';
import type { TeamMembersTable } from './team-members.table';
import type { TeamRolesTable } from './team-roles.table';
import type { TeamsTable } from './teams.table';
/** The workspaces read models, as entries of the read side's `Database` interface. */
export interface WorkspacesTables {
    clients: ClientsTable;
    team_roles: TeamRolesTable;
    teams: TeamsTable;
    team_members: TeamMembersTable;
}
