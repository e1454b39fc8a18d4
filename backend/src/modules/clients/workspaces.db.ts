import type { Database } from '@gc/projections';
import type { Kysely } from 'kysely';
import type { IdentityReadModels } from '../identity';
import type { PersonalDataTable } from '../identity';
import type { IndustriesTable, OrganizationsTable, StagesTable, WorkspacesTables } from './workspaces-read-models';
import { withModuleTables, type TablesOf } from '../../shared/module-tables';

/**
 * What the clients and teams queries read: their own read models, the reference data (names of industries,
 * stages, organisations) and identity's people (roles per client, accounts, and personal data for names and
 * emails, joined at query time). Once Database lists every table this is just Database.
 */
export type WorkspacesTablesRead = WorkspacesTables &
  IdentityReadModels & {
    personal_data: PersonalDataTable;
    industries: IndustriesTable;
    stages: StagesTable;
    organizations: OrganizationsTable;
  };
export type WorkspacesDatabase = Database & TablesOf<WorkspacesTablesRead>;

export const asWorkspacesDb = (db: Kysely<Database>): Kysely<WorkspacesDatabase> =>
  withModuleTables<WorkspacesTablesRead>(db);
