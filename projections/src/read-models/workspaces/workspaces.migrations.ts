import type { Kysely, Migration } from 'kysely';

/** Frozen in time: plain column names and types, no imports of today's table types. */
export const workspacesMigrations: Record<string, Migration> = {
  '20261124_1000_workspaces': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('clients')
        .addColumn('client_id', 'text', (c) => c.primaryKey())
        .addColumn('client_name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('industry_id', 'text', (c) => c.notNull())
        .addColumn('organization_id', 'text', (c) => c.notNull())
        .addColumn('created_by', 'text')
        .addColumn('created_on', 'timestamptz', (c) => c.notNull())
        .addColumn('modified_by', 'text')
        .addColumn('modified_on', 'timestamptz', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('team_roles')
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('team_role_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('system', 'boolean', (c) => c.notNull())
        .addColumn('added_on', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('team_roles_pk', ['client_id', 'team_role_id'])
        .execute();

      await db.schema
        .createTable('teams')
        .addColumn('team_id', 'text', (c) => c.primaryKey())
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('team_name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('team_type', 'text', (c) => c.notNull())
        .addColumn('stage', 'text', (c) => c.notNull())
        .addColumn('industry', 'text', (c) => c.notNull())
        .addColumn('date_founded', 'bigint', (c) => c.notNull())
        .addColumn('created_on', 'timestamptz', (c) => c.notNull())
        .addColumn('modified_on', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('teams_client_idx').on('teams').columns(['client_id', 'team_name']).execute();

      await db.schema
        .createTable('team_members')
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('team_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'uuid', (c) => c.notNull()) // identity's user ids, joined with its tables
        .addColumn('team_role_id', 'text', (c) => c.notNull())
        .addColumn('joined_on', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('team_members_pk', ['team_id', 'user_id'])
        .execute();
      // "teams I belong to" and "members holding this role" (role replacement) are both per client
      await db.schema
        .createIndex('team_members_user_idx')
        .on('team_members')
        .columns(['client_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('team_members_role_idx')
        .on('team_members')
        .columns(['client_id', 'team_role_id'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('team_members').execute();
      await db.schema.dropTable('teams').execute();
      await db.schema.dropTable('team_roles').execute();
      await db.schema.dropTable('clients').execute();
    },
  },
};
