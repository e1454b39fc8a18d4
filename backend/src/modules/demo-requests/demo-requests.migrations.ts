import type { Kysely, Migration } from 'kysely';

/** Demo requests from the public form. Frozen in time. */
export const demoRequestsMigrations: Record<string, Migration> = {
  '20261201_0910_demo_requests': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('demo_requests')
        .addColumn('demo_request_id', 'uuid', (c) => c.primaryKey())
        .addColumn('fullname', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('company', 'text', (c) => c.notNull())
        .addColumn('reason', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('demo_requests_created_idx').on('demo_requests').column('created_at').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('demo_requests').execute();
    },
  },
};
