import type { Migration } from 'kysely';
import { tablesMigration } from '../../database/migrations/create-table';

/** Frozen in time: plain column names and types, no imports of today's table types. */
export const workspacesMigrations: Record<string, Migration> = {
  '20261124_1000_workspaces': tablesMigration({
    clients: {
      columns: {
        client_id: 'text primary key',
        client_name: 'text not null',
        description: 'text not null',
        industry_id: 'text not null',
        organization_id: 'text not null',
        created_by: 'text',
        created_on: 'timestamptz not null',
        modified_by: 'text',
        modified_on: 'timestamptz not null',
      },
    },
    team_roles: {
      columns: {
        client_id: 'text not null',
        team_role_id: 'text not null',
        name: 'text not null',
        system: 'boolean not null',
        added_on: 'timestamptz not null',
      },
      primaryKey: ['client_id', 'team_role_id'],
    },
    teams: {
      columns: {
        team_id: 'text primary key',
        client_id: 'text not null',
        team_name: 'text not null',
        description: 'text not null',
        team_type: 'text not null',
        stage: 'text not null',
        industry: 'text not null',
        date_founded: 'bigint not null',
        created_on: 'timestamptz not null',
        modified_on: 'timestamptz not null',
      },
      indexes: { teams_client_idx: ['client_id', 'team_name'] },
    },
    team_members: {
      columns: {
        client_id: 'text not null',
        team_id: 'text not null',
        user_id: 'uuid not null', // identity's user ids, joined with its tables
        team_role_id: 'text not null',
        joined_on: 'timestamptz not null',
      },
      primaryKey: ['team_id', 'user_id'],
      // "teams I belong to" and "members holding this role" (role replacement) are both per client
      indexes: {
        team_members_user_idx: ['client_id', 'user_id'],
        team_members_role_idx: ['client_id', 'team_role_id'],
      },
    },
  }),
};
