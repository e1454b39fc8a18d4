import type { Kysely, Migration } from 'kysely';

/** Frozen in time: plain column names and types, no imports of today's table types. */
export const resultsMigrations: Record<string, Migration> = {
  '20261124_1500_results': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('result_raters')
        .addColumn('reflection_id', 'text', (c) => c.notNull())
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'uuid', (c) => c.notNull())
        .addColumn('receiver', 'boolean', (c) => c.notNull())
        .addPrimaryKeyConstraint('result_raters_pk', ['reflection_id', 'user_id'])
        .execute();
      await db.schema
        .createTable('result_pending_answers')
        .addColumn('reflection_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'uuid', (c) => c.notNull())
        .addColumn('question_key', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('value', 'integer')
        .addColumn('comment', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('result_pending_answers_pk', ['reflection_id', 'user_id', 'question_key', 'subject'])
        .execute();
      await db.schema
        .createTable('result_submissions')
        .addColumn('reflection_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'uuid', (c) => c.notNull())
        .addPrimaryKeyConstraint('result_submissions_pk', ['reflection_id', 'user_id'])
        .execute();
      await db.schema
        .createTable('result_receiver_scores')
        .addColumn('reflection_id', 'text', (c) => c.notNull())
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('question_key', 'text', (c) => c.notNull())
        .addColumn('receiver_id', 'uuid', (c) => c.notNull())
        .addColumn('self_value', 'integer')
        .addColumn('others_sum', 'integer', (c) => c.notNull())
        .addColumn('others_count', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('result_receiver_scores_pk', ['reflection_id', 'question_key', 'receiver_id'])
        .execute();
      await db.schema
        .createTable('result_team_scores')
        .addColumn('reflection_id', 'text', (c) => c.notNull())
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('question_key', 'text', (c) => c.notNull())
        .addColumn('sum', 'integer', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('raters', 'integer', (c) => c.notNull())
        .addColumn('self_sum', 'integer', (c) => c.notNull())
        .addColumn('self_count', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('result_team_scores_pk', ['reflection_id', 'question_key'])
        .execute();
      await db.schema
        .createTable('result_comments')
        .addColumn('reflection_id', 'text', (c) => c.notNull())
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('comment_id', 'text', (c) => c.notNull())
        .addColumn('question_key', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('result_comments_pk', ['reflection_id', 'comment_id'])
        .execute();
      await db.schema
        .createIndex('result_comments_question_idx')
        .on('result_comments')
        .columns(['reflection_id', 'question_key', 'subject'])
        .execute();
    },
    async down(db: Kysely<any>) {
      for (const t of [
        'result_comments',
        'result_team_scores',
        'result_receiver_scores',
        'result_submissions',
        'result_pending_answers',
        'result_raters',
      ])
        await db.schema.dropTable(t).ifExists().execute();
    },
  },
  '20261127_0900_result_promises': {
    async up(db: Kysely<any>) {
      // the promise each submitted take was answered under (Open: mode OPEN, min_raters 1)
      await db.schema
        .alterTable('result_submissions')
        .addColumn('promise_mode', 'text', (c) => c.notNull().defaultTo('CONFIDENTIAL'))
        .addColumn('promise_min_raters', 'integer', (c) => c.notNull().defaultTo(3))
        .execute();
      // who rated whom (never the value): what the disclosure rule reasons about. A submitted take rated every
      // question about the same subjects (its required answers), so this is kept per reflection, not per question
      await db.schema
        .createTable('result_contributions')
        .addColumn('reflection_id', 'text', (c) => c.notNull())
        .addColumn('rater_id', 'uuid', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('result_contributions_pk', ['reflection_id', 'rater_id', 'subject'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('result_contributions').ifExists().execute();
      await db.schema
        .alterTable('result_submissions')
        .dropColumn('promise_mode')
        .dropColumn('promise_min_raters')
        .execute();
    },
  },
};
