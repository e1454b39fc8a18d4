import { sql, type Kysely, type Migration } from 'kysely';

// Frozen in time: typed Kysely<any>, never today's Database interface.
export const projectionCheckpointsMigration: Migration = {
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('projection_checkpoints')
      .addColumn('name', 'text', (col) => col.primaryKey())
      .addColumn('commit_position', sql`numeric(20, 0)`, (col) => col.notNull().defaultTo(0))
      .addColumn('prepare_position', sql`numeric(20, 0)`, (col) => col.notNull().defaultTo(0))
      .addColumn('version', 'integer', (col) => col.notNull())
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
  },
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.dropTable('projection_checkpoints').execute();
  },
};
