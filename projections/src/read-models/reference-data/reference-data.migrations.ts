import type { Migration } from 'kysely';
import { tablesMigration } from '../../database/migrations/create-table';

export const referenceDataMigrations: Record<string, Migration> = {
  '20261122_1100_reference_data': tablesMigration({
    industries: {
      columns: {
        industry_id: 'text primary key',
        industry_name: 'text not null',
        sort_order: 'integer not null',
        sub_industries: { type: 'jsonb', notNull: true, default: { sql: "'[]'::jsonb" } },
      },
    },
    stages: { columns: { stage_id: 'text primary key', stage_name: 'text not null', sort_order: 'integer not null' } },
    organizations: { columns: { organization_id: 'text primary key', name: 'text not null' } },
  }),
};
