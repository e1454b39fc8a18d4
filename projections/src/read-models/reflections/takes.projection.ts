import { assertNever, TAKE_EVENT_TYPES, type TakeEvent } from '@gc/contracts';
import type { Insertable, Transaction } from 'kysely';
import type { Database } from '../../database/database';
import { defineProjection } from '../../runner/define-projection';
import type { TakeAnswersTable } from './takes.tables';

/**
 * take_answers: each member's own answers, upserted by (reflection, member, question, subject). A batch's answers
 * are written by one statement per 1,000 rows, the last answer of a key winning as it would one statement at a time.
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

/** One row per (reflection, member, question, subject): the key a batch's upserts are merged by. */
export const answerRowKey = (reflectionId: string, userId: string, questionKey: string, subject: string) =>
  `${reflectionId}\u0000${userId}\u0000${questionKey}\u0000${subject}`;

/** Rows per statement: 8 parameters each stays far below Postgres' 65,535. */
export const UPSERT_CHUNK = 1_000;

async function upsertTakeAnswers(db: Transaction<Database>, rows: Insertable<TakeAnswersTable>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += UPSERT_CHUNK) {
    await db
      .insertInto('take_answers')
      .values(rows.slice(i, i + UPSERT_CHUNK))
      .onConflict((oc) =>
        oc.columns(['reflection_id', 'user_id', 'question_key', 'subject']).doUpdateSet((eb) => ({
          value: eb.ref('excluded.value'),
          comment: eb.ref('excluded.comment'),
          updated_on: eb.ref('excluded.updated_on'),
        })),
      )
      .execute();
  }
}
