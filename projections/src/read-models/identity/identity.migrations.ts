import type { Migration } from 'kysely';
import { tablesMigration } from '../../database/migrations/create-table';

export const identityReadModelMigrations: Record<string, Migration> = {
  '20261122_1300_identity_read_models': tablesMigration({
    user_accounts: {
      columns: {
        user_id: 'uuid primary key',
        status: 'text not null',
        enabled: 'boolean not null',
        setup_complete: 'boolean not null',
        phone_verified: 'boolean not null',
        terms_accepted: 'boolean not null',
        current_client_id: 'text',
        organization: 'text',
        created_on: 'timestamptz not null',
        modified_on: 'timestamptz not null',
        deleted_on: 'timestamptz',
        erasable_after: 'timestamptz',
      },
      // the erasure sweep looks for deleted accounts past their window
      indexes: { user_accounts_erasable_after_idx: ['erasable_after'] },
    },
    user_client_roles: {
      columns: {
        user_id: 'uuid not null',
        client_id: 'text not null',
        role: 'integer not null',
        granted_on: 'timestamptz not null',
      },
      primaryKey: ['user_id', 'client_id'],
      indexes: { user_client_roles_client_idx: ['client_id', 'role'] },
    },
  }),
};
