import type { ProjectionCheckpointsTable } from './projection-checkpoints.table';
import type { IndustriesTable } from '../read-models/reference-data/industries.table';
import type { OrganizationsTable } from '../read-models/reference-data/organizations.table';
import type { StagesTable } from '../read-models/reference-data/stages.table';
import type { UserAccountsTable } from '../read-models/identity/user-accounts.table';
import type { UserClientRolesTable } from '../read-models/identity/user-client-roles.table';
import type { WorkspacesTables } from '../read-models/workspaces/workspaces.tables';
import type { ReflectionsTables } from '../read-models/reflections/reflections.tables';
import type { TakesTables } from '../read-models/reflections/takes.tables';
import type { ResultsTables } from '../read-models/reflections/results.tables';

/**
 * The read side's one Kysely schema: every read-model table, each typed in its own `<name>.table.ts`.
 *
 * Tenancy: every table that holds tenant data carries a `client_id` column (NOT NULL, part of its indexes), and
 * every query filters by the caller's current client. Only tables that hold no tenant data (the runner's
 * checkpoints, global reference data such as industries) go without it, and say so in their table file.
 *
 * To add a read model: write `<name>.table.ts`, add a timestamped migration to `projectionMigrations`, add the
 * table here, and list it in the owning Projection's `tables` so a rebuild truncates it.
 */
export interface Database extends WorkspacesTables, ReflectionsTables, TakesTables, ResultsTables {
  projection_checkpoints: ProjectionCheckpointsTable;
  industries: IndustriesTable;
  stages: StagesTable;
  organizations: OrganizationsTable;
  user_accounts: UserAccountsTable;
  user_client_roles: UserClientRolesTable;
}
