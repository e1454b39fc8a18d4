import type { Kysely, Migration } from 'kysely';
import { addColumns, createTable, dropColumns, reflectionScopedColumns } from '../../database/migrations/create-table';

/** Frozen in time: plain column names and types, no imports of today's table types. */
export const takesMigrations: Record<string, Migration> = {
  '20261124_1300_takes': {
    async up(db: Kysely<any>) {
      await addColumns(db, 'reflection_assignees', {
        section_index: { type: 'integer', notNull: true, default: 0 },
        submitted_at: 'timestamptz',
      });
      await createTable(db, 'take_answers', {
        columns: {
          ...reflectionScopedColumns,
          user_id: 'uuid not null',
          question_key: 'text not null',
          subject: 'text not null',
          value: 'integer',
          comment: 'text not null',
          updated_on: 'timestamptz not null',
        },
        primaryKey: ['reflection_id', 'user_id', 'question_key', 'subject'],
      });
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('take_answers').ifExists().execute();
      await dropColumns(db, 'reflection_assignees', ['submitted_at', 'section_index']);
    },
  },
};
