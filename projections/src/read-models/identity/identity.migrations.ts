import type { Kysely, Migration } from 'kysely';

export const identityReadModelMigrations: Record<string, Migration> = {
  '20261122_1300_identity_read_models': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('user_accounts')
        .addColumn('user_id', 'uuid', (c) => c.primaryKey())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('enabled', 'boolean', (c) => c.notNull())
        .addColumn('setup_complete', 'boolean', (c) => c.notNull())
        .addColumn('phone_verified', 'boolean', (c) => c.notNull())
        .addColumn('terms_accepted', 'boolean', (c) => c.notNull())
        .addColumn('current_client_id', 'text')
        .addColumn('organization', 'text')
        .addColumn('created_on', 'timestamptz', (c) => c.notNull())
        .addColumn('modified_on', 'timestamptz', (c) => c.notNull())
        .addColumn('deleted_on', 'timestamptz')
        .addColumn('erasable_after', 'timestamptz')
        .execute();
      // the erasure sweep looks for deleted accounts past their window
      await db.schema
        .createIndex('user_accounts_erasable_after_idx')
        .on('user_accounts')
        .column('erasable_after')
        .execute();
      await db.schema
        .createTable('user_client_roles')
        .addColumn('user_id', 'uuid', (c) => c.notNull())
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('role', 'integer', (c) => c.notNull())
        .addColumn('granted_on', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('user_client_roles_pk', ['user_id', 'client_id'])
        .execute();
      await db.schema
        .createIndex('user_client_roles_client_idx')
        .on('user_client_roles')
        .columns(['client_id', 'role'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('user_client_roles').execute();
      await db.schema.dropTable('user_accounts').execute();
    },
  },
};
