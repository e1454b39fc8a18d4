import { sql, type Kysely, type Migration } from 'kysely';

export const referenceDataMigrations: Record<string, Migration> = {
  '20261122_1100_reference_data': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('industries')
        .addColumn('industry_id', 'text', (c) => c.primaryKey())
        .addColumn('industry_name', 'text', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull())
        .addColumn('sub_industries', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
        .execute();
      await db.schema
        .createTable('stages')
        .addColumn('stage_id', 'text', (c) => c.primaryKey())
        .addColumn('stage_name', 'text', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('organizations')
        .addColumn('organization_id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('organizations').execute();
      await db.schema.dropTable('stages').execute();
      await db.schema.dropTable('industries').execute();
    },
  },
};
