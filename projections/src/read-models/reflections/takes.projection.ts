import { assertNever, TAKE_EVENT_TYPES, type TakeEvent } from '@gc/contracts';
import type { Insertable, Transaction } from 'kysely';
import type { Database } from '../../database/database';
import { defineProjection } from '../../runner/define-projection';
import { upsertRows } from '../../database/upsert';
import { ANSWER_KEY, answerRowKey } from './answer-rows';
import type { TakeAnswersTable } from './takes.tables';

/**
 * take_answers: each member's own answers, upserted by (reflection, member, question, subject). A batch's answers
 * are written by one statement (upsertRows), the last answer of a key winning as it would one statement at a time.
 */
export const takesProjection = defineProjection<TakeEvent>({
  name: 'takes',
  version: 1,
  canHandle: TAKE_EVENT_TYPES,
  tables: ['take_answers'],

  async handle(events, db) {
    const rows = new Map<string, Insertable<TakeAnswersTable>>();
    for (const event of events) {
      switch (event.type) {
        case 'TakeAnswersRecorded': {
          const { reflectionId, clientId, userId } = event.data;
          for (const a of event.data.answers) {
            rows.set(answerRowKey(reflectionId, userId, a.questionKey, a.subject), {
              reflection_id: reflectionId,
              client_id: clientId,
              user_id: userId,
              question_key: a.questionKey,
              subject: a.subject,
              value: a.value,
              comment: a.comment,
              updated_on: event.metadata.occurredAt,
            });
          }
          break;
        }
        case 'TakeProgressSaved':
        case 'TakeSubmitted':
          break;
        default:
          assertNever(event);
      }
    }
    await upsertTakeAnswers(db, [...rows.values()]);
  },
});

/** take_answers' columns as upsertRows sends them (each column's Postgres type). */
export const TAKE_ANSWER_COLUMNS = {
  reflection_id: 'text',
  client_id: 'text',
  user_id: 'uuid',
  question_key: 'text',
  subject: 'text',
  value: 'integer',
  comment: 'text',
  updated_on: 'timestamptz',
} as const;

async function upsertTakeAnswers(db: Transaction<Database>, rows: Insertable<TakeAnswersTable>[]): Promise<void> {
  await upsertRows(db, 'take_answers', ANSWER_KEY, TAKE_ANSWER_COLUMNS, rows, ['value', 'comment', 'updated_on']);
}
