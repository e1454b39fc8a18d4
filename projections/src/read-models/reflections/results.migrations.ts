import type { Kysely, Migration } from 'kysely';
import {
  addColumns,
  dropColumns,
  promiseColumns,
  createTable,
  reflectionScopedColumns,
  tablesMigration,
} from '../../database/migrations/create-table';

const perRater = { reflection_id: 'text not null', user_id: 'uuid not null' } as const;
const answer = { question_key: 'text not null', subject: 'text not null' } as const;

/** Frozen in time: plain column names and types, no imports of today's table types. */
export const resultsMigrations: Record<string, Migration> = {
  '20261124_1500_results': tablesMigration({
    result_raters: {
      columns: { ...reflectionScopedColumns, user_id: 'uuid not null', receiver: 'boolean not null' },
      primaryKey: ['reflection_id', 'user_id'],
    },
    result_pending_answers: {
      columns: { ...perRater, ...answer, value: 'integer', comment: 'text not null' },
      primaryKey: ['reflection_id', 'user_id', 'question_key', 'subject'],
    },
    result_submissions: { columns: perRater, primaryKey: ['reflection_id', 'user_id'] },
    result_receiver_scores: {
      columns: {
        ...reflectionScopedColumns,
        question_key: 'text not null',
        receiver_id: 'uuid not null',
        self_value: 'integer',
        others_sum: 'integer not null',
        others_count: 'integer not null',
      },
      primaryKey: ['reflection_id', 'question_key', 'receiver_id'],
    },
    result_team_scores: {
      columns: {
        ...reflectionScopedColumns,
        question_key: 'text not null',
        sum: 'integer not null',
        count: 'integer not null',
        raters: 'integer not null',
        self_sum: 'integer not null',
        self_count: 'integer not null',
      },
      primaryKey: ['reflection_id', 'question_key'],
    },
    result_comments: {
      columns: {
        ...reflectionScopedColumns,
        comment_id: 'text not null',
        ...answer,
        kind: 'text not null',
        text: 'text not null',
      },
      primaryKey: ['reflection_id', 'comment_id'],
      indexes: { result_comments_question_idx: ['reflection_id', 'question_key', 'subject'] },
    },
  }),
  '20261127_0900_result_promises': {
    async up(db: Kysely<any>) {
      // the promise each submitted take was answered under (Open: mode OPEN, min_raters 1)
      await addColumns(db, 'result_submissions', promiseColumns('promise_mode', 'promise_min_raters'));
      // who rated whom (never the value): what the disclosure rule reasons about. A submitted take rated every
      // question about the same subjects (its required answers), so this is kept per reflection, not per question
      await createTable(db, 'result_contributions', {
        columns: { reflection_id: 'text not null', rater_id: 'uuid not null', subject: 'text not null' },
        primaryKey: ['reflection_id', 'rater_id', 'subject'],
      });
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('result_contributions').ifExists().execute();
      await dropColumns(db, 'result_submissions', ['promise_mode', 'promise_min_raters']);
    },
  },
};
