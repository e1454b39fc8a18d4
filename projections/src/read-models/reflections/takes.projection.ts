import { assertNever, TAKE_EVENT_TYPES, type TakeEvent } from '@gc/contracts';
import { defineProjection } from '../../runner/define-projection';

/** take_answers: each member's own answers, upserted by (reflection, member, question, subject). */
export const takesProjection = defineProjection<TakeEvent>({
  name: 'takes',
  version: 1,
  canHandle: TAKE_EVENT_TYPES,
  tables: ['take_answers'],

  async handle(events, db) {
    for (const event of events) {
      switch (event.type) {
        case 'TakeAnswersRecorded': {
          const { reflectionId, clientId, userId } = event.data;
          for (const a of event.data.answers) {
            const row = {
              reflection_id: reflectionId,
              client_id: clientId,
              user_id: userId,
              question_key: a.questionKey,
              subject: a.subject,
              value: a.value,
              comment: a.comment,
              updated_on: event.metadata.occurredAt,
            };
            await db
              .insertInto('take_answers')
              .values(row)
              .onConflict((oc) =>
                oc
                  .columns(['reflection_id', 'user_id', 'question_key', 'subject'])
                  .doUpdateSet({ value: a.value, comment: a.comment, updated_on: event.metadata.occurredAt }),
              )
              .execute();
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
  },
});
