import type { Kysely, Migration } from 'kysely';

/** Frozen in time: plain column names and types, no imports of today's table types. */
export const takesMigrations: Record<string, Migration> = {
  '20261124_1300_takes': {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('reflection_assignees')
        .addColumn('section_index', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('reflection_assignees').addColumn('submitted_at', 'timestamptz').execute();
      await db.schema
        .createTable('take_answers')
        .addColumn('reflection_id', 'text', (c) => c.notNull())
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'uuid', (c) => c.notNull())
        .addColumn('question_key', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('value', 'integer')
        .addColumn('comment', 'text', (c) => c.notNull())
        .addColumn('updated_on', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('take_answers_pk', ['reflection_id', 'user_id', 'question_key', 'subject'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('take_answers').ifExists().execute();
      await db.schema.alterTable('reflection_assignees').dropColumn('submitted_at').execute();
      await db.schema.alterTable('reflection_assignees').dropColumn('section_index').execute();
    },
  },
};
