import {
  assertNever,
  takePromise,
  TAKE_EVENT_TYPES,
  TEAM_SUBJECT,
  type ReflectionAssigneesChanged,
  type Confidentiality,
  type ReflectionPublished,
  type TakeEvent,
} from '@gc/contracts';
import type { Insertable, Transaction } from 'kysely';
import type { Database } from '../../database/database';
import { inStatements, upsert, upsertRows } from '../../database/upsert';
import { defineProjection } from '../../runner/define-projection';
import type {
  ResultCommentsTable,
  ResultContributionsTable,
  ResultPendingAnswersTable,
  ResultReceiverScoresTable,
} from './results.tables';
import { ANSWER_KEY, answerRowKey } from './answer-rows';

type RatersFact = ReflectionPublished | ReflectionAssigneesChanged;

/**
 * The results read model: a take's answers wait in `result_pending_answers` until it is submitted; then they are
 * folded into per-question aggregates (per receiver: the self rating and others' sum and count; per question: others'
 * ratings pooled with their distinct raters, and the self ratings) and unnamed comments, and the pending rows go.
 * `result_submissions` makes a redelivered submission add nothing twice; everything else is keyed upserts.
 */
export const resultsProjection = defineProjection<TakeEvent | RatersFact>({
  name: 'results',
  version: 2,
  canHandle: [...TAKE_EVENT_TYPES, 'ReflectionPublished', 'ReflectionAssigneesChanged'],
  tables: [
    'result_raters',
    'result_pending_answers',
    'result_submissions',
    'result_receiver_scores',
    'result_team_scores',
    'result_comments',
    'result_contributions',
  ],

  async handle(events, db) {
    // a run of answers is written by one statement (per 1,000 rows), before anything that reads or moves them
    const pending = new Map<string, Insertable<ResultPendingAnswersTable>>();
    const flush = async () => {
      await upsertPendingAnswers(db, [...pending.values()]);
      pending.clear();
    };
    for (const event of events) {
      if (event.type !== 'TakeAnswersRecorded' && event.type !== 'TakeProgressSaved') await flush();
      switch (event.type) {
        case 'ReflectionPublished':
        case 'ReflectionAssigneesChanged': {
          const { reflectionId, clientId, assignees } = event.data;
          for (const a of assignees) {
            const row = { reflection_id: reflectionId, client_id: clientId, user_id: a.userId, receiver: a.receiver };
            await upsert(db, 'result_raters', ['reflection_id', 'user_id'], row, { receiver: a.receiver });
          }
          break;
        }
        case 'TakeAnswersRecorded': {
          const { reflectionId, userId } = event.data;
          for (const a of event.data.answers) {
            pending.set(answerRowKey(reflectionId, userId, a.questionKey, a.subject), {
              reflection_id: reflectionId,
              user_id: userId,
              question_key: a.questionKey,
              subject: a.subject,
              value: a.value,
              comment: a.comment,
            });
          }
          break;
        }
        case 'TakeProgressSaved':
          break;
        case 'TakeSubmitted':
          await foldSubmission(db, event.data, event.id);
          break;
        default:
          assertNever(event);
      }
    }
    await flush();
  },
});

const PENDING_ANSWER_COLUMNS = {
  reflection_id: 'text',
  user_id: 'uuid',
  question_key: 'text',
  subject: 'text',
  value: 'integer',
  comment: 'text',
} as const;

async function upsertPendingAnswers(
  db: Transaction<Database>,
  rows: Insertable<ResultPendingAnswersTable>[],
): Promise<void> {
  await upsertRows(db, 'result_pending_answers', ANSWER_KEY, PENDING_ANSWER_COLUMNS, rows, ['value', 'comment']);
}

async function foldSubmission(
  db: Transaction<Database>,
  submission: { reflectionId: string; clientId: string; userId: string; promise?: Confidentiality },
  eventId: string,
): Promise<void> {
  const { reflectionId, clientId, userId } = submission;
  const promise = takePromise(submission);
  const first = await db
    .insertInto('result_submissions')
    .values({
      reflection_id: reflectionId,
      user_id: userId,
      promise_mode: promise.mode,
      promise_min_raters: promise.minRaters,
    })
    .onConflict((oc) => oc.columns(['reflection_id', 'user_id']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  if (!first) {
    // folded already (a redelivery): its answers, recorded again on the way here, must not linger
    await db
      .deleteFrom('result_pending_answers')
      .where('reflection_id', '=', reflectionId)
      .where('user_id', '=', userId)
      .execute();
    return;
  }
  const rater = await db
    .selectFrom('result_raters')
    .select('receiver')
    .where('reflection_id', '=', reflectionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const isReceiver = rater?.receiver ?? false;
  const answers = await db
    .selectFrom('result_pending_answers')
    .selectAll()
    .where('reflection_id', '=', reflectionId)
    .where('user_id', '=', userId)
    .orderBy('question_key')
    .orderBy('subject')
    .execute();

  // The fold's rows, each key once (a take holds one answer per question and subject), written by one statement
  // per table: a submission was about 150 single-row upserts, most of a submit's cost under load.
  const team = new Map<string, { sum: number; count: number; rated: boolean; selfSum: number; selfCount: number }>();
  const teamOf = (questionKey: string) => {
    let t = team.get(questionKey);
    if (!t) team.set(questionKey, (t = { sum: 0, count: 0, rated: false, selfSum: 0, selfCount: 0 }));
    return t;
  };
  const receiverScores: Insertable<ResultReceiverScoresTable>[] = [];
  const comments: Insertable<ResultCommentsTable>[] = [];
  const subjectsRated = new Set<string>();
  for (const a of answers) {
    if (a.value !== null) {
      // who rated whom, never the value: what the disclosure rule reasons about (as contracts' foldResults keeps it)
      subjectsRated.add(a.subject);
      const t = teamOf(a.question_key);
      if (a.subject === TEAM_SUBJECT) {
        // team dynamics: every taker's rating of the team; the receivers' are the team's self-assessment
        t.sum += a.value;
        t.count += 1;
        t.rated = true;
        if (isReceiver) {
          t.selfSum += a.value;
          t.selfCount += 1;
        }
      } else {
        const self = a.subject === userId;
        if (self) {
          t.selfSum += a.value;
          t.selfCount += 1;
        } else {
          t.sum += a.value;
          t.count += 1;
          t.rated = true;
        }
        receiverScores.push({
          reflection_id: reflectionId,
          client_id: clientId,
          question_key: a.question_key,
          receiver_id: a.subject,
          self_value: self ? a.value : null,
          others_sum: self ? 0 : a.value,
          others_count: self ? 0 : 1,
        });
      }
    }
    if (a.comment.trim()) {
      comments.push({
        reflection_id: reflectionId,
        client_id: clientId,
        // from the submission's event id, not the author: a comment carries no name
        comment_id: `${eventId}-${comments.length + 1}`,
        question_key: a.question_key,
        subject: a.subject,
        kind: a.subject === TEAM_SUBJECT ? 'team' : 'individual',
        text: a.comment.trim(),
      });
    }
  }
  // a self rating sets self_value (others add nothing); another's rating adds to others' sum and count
  await inStatements(receiverScores, (rows) =>
    db
      .insertInto('result_receiver_scores')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['reflection_id', 'question_key', 'receiver_id']).doUpdateSet((eb) => ({
          self_value: eb.fn.coalesce('excluded.self_value', 'result_receiver_scores.self_value'),
          others_sum: eb('result_receiver_scores.others_sum', '+', eb.ref('excluded.others_sum')),
          others_count: eb('result_receiver_scores.others_count', '+', eb.ref('excluded.others_count')),
        })),
      )
      .execute(),
  );
  const contributions: Insertable<ResultContributionsTable>[] = [...subjectsRated].map((subject) => ({
    reflection_id: reflectionId,
    rater_id: userId,
    subject,
  }));
  await inStatements(contributions, (rows) =>
    db
      .insertInto('result_contributions')
      .values(rows)
      .onConflict((oc) => oc.columns(['reflection_id', 'rater_id', 'subject']).doNothing())
      .execute(),
  );
  await inStatements(comments, (rows) =>
    db
      .insertInto('result_comments')
      .values(rows)
      .onConflict((oc) => oc.columns(['reflection_id', 'comment_id']).doNothing())
      .execute(),
  );
  const teamScores = [...team].map(([questionKey, t]) => ({
    reflection_id: reflectionId,
    client_id: clientId,
    question_key: questionKey,
    sum: t.sum,
    count: t.count,
    raters: t.rated ? 1 : 0,
    self_sum: t.selfSum,
    self_count: t.selfCount,
  }));
  await inStatements(teamScores, (rows) =>
    db
      .insertInto('result_team_scores')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['reflection_id', 'question_key']).doUpdateSet((eb) => ({
          sum: eb('result_team_scores.sum', '+', eb.ref('excluded.sum')),
          count: eb('result_team_scores.count', '+', eb.ref('excluded.count')),
          raters: eb('result_team_scores.raters', '+', eb.ref('excluded.raters')),
          self_sum: eb('result_team_scores.self_sum', '+', eb.ref('excluded.self_sum')),
          self_count: eb('result_team_scores.self_count', '+', eb.ref('excluded.self_count')),
        })),
      )
      .execute(),
  );
  await db
    .deleteFrom('result_pending_answers')
    .where('reflection_id', '=', reflectionId)
    .where('user_id', '=', userId)
    .execute();
}
