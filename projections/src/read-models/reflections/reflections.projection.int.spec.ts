import { randomUUID } from 'node:crypto';
import {
  REFLECTION_CATALOGUE,
  type RecordedEvent,
  type ReflectionCatalogueEvent,
  type ReflectionEvent,
  type TakeEvent,
} from '@gc/contracts';
import type { Kysely, KyselyPlugin } from 'kysely';
import type { Database } from '../../database/database';
import { createTestDatabase, deliverTwice, type TestDatabase } from '../../testing';
import { projectionMigrations } from '../../database/projection.migrations';
import { reflectionsProjection } from './reflections.projection';
import { resultsProjection } from './results.projection';
import { takesProjection } from './takes.projection';

let position = 0n;
function recorded(event: ReflectionEvent | TakeEvent | ReflectionCatalogueEvent, stream: string): RecordedEvent {
  position += 1n;
  return {
    id: randomUUID(),
    type: event.type,
    data: event.data,
    metadata: {
      actorId: null,
      clientId: 'clientId' in event.data ? event.data.clientId : null,
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: new Date(Date.UTC(2026, 10, 1, 0, 0, Number(position))).toISOString(),
      schemaVersion: 1,
    },
    streamName: stream,
    revision: position,
    position: { commit: position, prepare: position },
    recordedAt: new Date(),
  };
}

const r = 'r1';
const c = 'c1';
const [ada, bo, cy] = [
  '00000000-0000-4000-8000-0000000000a1',
  '00000000-0000-4000-8000-0000000000a2',
  '00000000-0000-4000-8000-0000000000a3',
];
const q = REFLECTION_CATALOGUE.questions.find((x) => x.question_type === 'MINDSET')!;
const td = REFLECTION_CATALOGUE.questions.find((x) => x.question_type === 'TEAM_DYNAMIC')!;
const sections = [
  {
    sectionKey: 's1',
    name: 'Mindset',
    description: '',
    questions: [
      {
        questionKey: 'k1',
        questionType: q.question_type,
        categoryId: q.category_id,
        catalogueQuestionId: q.question_id,
        prompt: q.question_prompt,
      },
      {
        questionKey: 'k2',
        questionType: td.question_type,
        categoryId: td.category_id,
        catalogueQuestionId: td.question_id,
        prompt: td.question_prompt,
      },
    ],
  },
];
const take = (
  userId: string,
  answers: { questionKey: string; subject: string; value: number | null; comment: string }[],
) => [
  recorded(
    { type: 'TakeAnswersRecorded', data: { reflectionId: r, clientId: c, userId, answers } },
    `take-${r}-${userId}`,
  ),
  recorded(
    { type: 'TakeProgressSaved', data: { reflectionId: r, clientId: c, userId, sectionIndex: 1 } },
    `take-${r}-${userId}`,
  ),
  recorded(
    {
      type: 'TakeSubmitted',
      data: {
        reflectionId: r,
        clientId: c,
        userId,
        submittedAt: '2026-11-02T00:00:00.000Z',
        promise: { mode: 'CONFIDENTIAL', minRaters: 3 },
      },
    },
    `take-${r}-${userId}`,
  ),
];

/** A release, a draft revised and published, three takes submitted, a reschedule and an admin close. */
const history: RecordedEvent[] = [
  recorded(
    {
      type: 'ReflectionCatalogueReleased',
      data: {
        version: 1,
        categories: REFLECTION_CATALOGUE.categories,
        questions: REFLECTION_CATALOGUE.questions,
        templates: REFLECTION_CATALOGUE.templates,
      },
    },
    'reflection-catalogue',
  ),
  recorded(
    {
      type: 'ReflectionCreated',
      data: {
        reflectionId: r,
        clientId: c,
        kind: 'DRAFT',
        origin: 'BLANK',
        originId: '',
        templateName: 'blank',
        assessmentType: 'TEAM',
        name: 'Q1',
        description: '',
        instructions: 'Be candid.',
        sections: [],
      },
    },
    `reflection-${r}`,
  ),
  recorded({ type: 'ReflectionSectionsRevised', data: { reflectionId: r, clientId: c, sections } }, `reflection-${r}`),
  recorded(
    {
      type: 'ReflectionDraftSetupSaved',
      data: {
        reflectionId: r,
        clientId: c,
        setup: {
          teamId: 't1',
          launchDate: '2026-11-01T00:00:00.000Z',
          dueDate: null,
          members: [{ userId: ada, teamRoleId: '2', observer: false, receiver: true }],
          confidentiality: { mode: 'OPEN', minRaters: 1 },
          role: 'Cofounder',
        },
      },
    },
    `reflection-${r}`,
  ),
  recorded(
    { type: 'ReflectionRenamed', data: { reflectionId: r, clientId: c, name: 'Q1 baseline' } },
    `reflection-${r}`,
  ),
  recorded(
    {
      type: 'ReflectionPublished',
      data: {
        reflectionId: r,
        clientId: c,
        teamId: 't1',
        launchDate: '2026-11-01T00:00:00.000Z',
        dueDate: '2026-11-08T00:00:00.000Z',
        confidentiality: { mode: 'CONFIDENTIAL', minRaters: 3 },
        assignees: [
          { userId: ada, teamRoleId: '2', observer: false, receiver: true },
          { userId: bo, teamRoleId: '2', observer: false, receiver: true },
          { userId: cy, teamRoleId: '9', observer: true, receiver: false },
        ],
      },
    },
    `reflection-${r}`,
  ),
  ...take(ada, [
    { questionKey: 'k1', subject: ada, value: 4, comment: '' },
    { questionKey: 'k1', subject: bo, value: 2, comment: 'Bo listens.' },
    { questionKey: 'k2', subject: 'TEAM', value: 3, comment: 'We argue well.' },
  ]),
  ...take(bo, [
    { questionKey: 'k1', subject: ada, value: 1, comment: 'Ada rushes.' },
    { questionKey: 'k1', subject: bo, value: 3, comment: '' },
    { questionKey: 'k2', subject: 'TEAM', value: 2, comment: '' },
  ]),
  recorded(
    {
      type: 'ReflectionRescheduled',
      data: {
        reflectionId: r,
        clientId: c,
        launchDate: '2026-11-01T00:00:00.000Z',
        dueDate: '2026-11-09T00:00:00.000Z',
      },
    },
    `reflection-${r}`,
  ),
  ...take(cy, [
    { questionKey: 'k1', subject: ada, value: 2, comment: '' },
    { questionKey: 'k1', subject: bo, value: 4, comment: '' },
    { questionKey: 'k2', subject: 'TEAM', value: 4, comment: '' },
  ]),
  recorded(
    { type: 'ReflectionAdminClosed', data: { reflectionId: r, clientId: c, closedAt: '2026-11-05T00:00:00.000Z' } },
    `reflection-${r}`,
  ),
];

describe('reflections read models: the same rows when events are delivered twice', () => {
  let database: TestDatabase;
  let db: Kysely<Database>;

  beforeAll(async () => {
    database = await createTestDatabase(projectionMigrations);
    db = database.db;
  });
  afterAll(() => database?.drop());

  it('given the whole history twice, then the reflections projection gives the same rows, closed with everyone finished', async () => {
    const { afterOnce, afterTwice } = await deliverTwice(db, reflectionsProjection, history);
    expect(afterTwice).toEqual(afterOnce);
    const row = afterOnce.reflections.find((x) => x.reflection_id === r)!;
    expect(row).toMatchObject({
      name: 'Q1 baseline',
      kind: 'PUBLISHED',
      phase: 'ADMIN_CLOSED',
      assigned_count: 3,
      finished_count: 3,
    });
    expect(afterOnce.reflections.filter((x) => x.system)).toHaveLength(REFLECTION_CATALOGUE.templates.length);
    // the draft's General setup (issue 29) is kept with its document
    const doc = afterOnce.reflection_documents.find((x) => x.reflection_id === r)!;
    expect(doc.setup).toMatchObject({ teamId: 't1', dueDate: null, role: 'Cofounder' });
  });

  it('given the takes twice, then the takes projection keeps each answer once', async () => {
    const { afterOnce, afterTwice } = await deliverTwice(db, takesProjection, history);
    expect(afterTwice).toEqual(afterOnce);
    expect(afterOnce.take_answers).toHaveLength(9);
  });

  it('given the submissions twice, then the results add nothing twice and hold no pending answer', async () => {
    const { afterOnce, afterTwice } = await deliverTwice(db, resultsProjection, history);
    expect(afterTwice).toEqual(afterOnce);
    expect(afterOnce.result_pending_answers).toEqual([]);
    // Ada: self 4, others 1 (Bo) + 2 (Cy); Bo: self 3, others 2 (Ada) + 4 (Cy)
    const scores = afterOnce.result_receiver_scores.map((s) => [
      s.receiver_id,
      s.self_value,
      s.others_sum,
      s.others_count,
    ]);
    expect(scores).toEqual(
      expect.arrayContaining([
        [ada, 4, 3, 2],
        [bo, 3, 6, 2],
      ]),
    );
    const team = Object.fromEntries(
      afterOnce.result_team_scores.map((t) => [t.question_key, [t.sum, t.count, t.raters, t.self_sum, t.self_count]]),
    );
    expect(team).toEqual({ k1: [9, 4, 3, 7, 2], k2: [9, 3, 3, 5, 2] });
    expect(afterOnce.result_comments.map((x) => [x.kind, x.text]).sort()).toEqual([
      ['individual', 'Ada rushes.'],
      ['individual', 'Bo listens.'],
      ['team', 'We argue well.'],
    ]);
    // who rated whom (never the value), and the promise each take was answered under
    // ada, bo and cy each rated ada, bo and the team
    expect(afterOnce.result_contributions).toHaveLength(9);
    expect(afterOnce.result_contributions.filter((x) => x.subject === 'TEAM')).toHaveLength(3);
    expect(Object.keys(afterOnce.result_contributions[0]).sort()).toEqual(['rater_id', 'reflection_id', 'subject']);
    expect(afterOnce.result_submissions.map((x) => [x.promise_mode, x.promise_min_raters])).toEqual([
      ['CONFIDENTIAL', 3],
      ['CONFIDENTIAL', 3],
      ['CONFIDENTIAL', 3],
    ]);
  });
});

describe('reflections read models: a run of autosaves', () => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  const r2 = 'r2';
  const dee = '00000000-0000-4000-8000-0000000000a4';
  const saved = (userId: string, sectionIndex: number) =>
    recorded(
      { type: 'TakeProgressSaved', data: { reflectionId: r2, clientId: c, userId, sectionIndex } },
      `take-${r2}-${userId}`,
    );
  const answered = (userId: string) =>
    recorded(
      {
        type: 'TakeAnswersRecorded',
        data: {
          reflectionId: r2,
          clientId: c,
          userId,
          answers: [{ questionKey: 'k1', subject: 'TEAM', value: 2, comment: '' }],
        },
      },
      `take-${r2}-${userId}`,
    );
  /** the batch's statements, counted as Kysely sends them */
  const handleCounting = async (events: RecordedEvent[]) => {
    let statements = 0;
    const counting: KyselyPlugin = {
      transformQuery: (args) => ((statements += 1), args.node),
      transformResult: async (args) => args.result,
    };
    await db
      .withPlugin(counting)
      .transaction()
      .execute((trx) => reflectionsProjection.handle(events, trx));
    return statements;
  };
  const assignees = () =>
    db
      .selectFrom('reflection_assignees')
      .select(['user_id', 'take_status', 'section_index'])
      .where('reflection_id', '=', r2)
      .orderBy('user_id')
      .execute();

  beforeAll(async () => {
    database = await createTestDatabase(projectionMigrations);
    db = database.db;
    await db
      .insertInto('reflection_assignees')
      .values(
        [
          [ada, 'NEW', 0],
          [bo, 'NEW', 0],
          [cy, 'COMPLETED', 3],
          [dee, 'NEW', 0],
        ].map(([user_id, take_status, section_index]) => ({
          reflection_id: r2,
          client_id: c,
          user_id: user_id as string,
          team_role_id: '9',
          observer: true,
          receiver: false,
          take_status: take_status as string,
          section_index: section_index as number,
        })),
      )
      .execute();
  });
  afterAll(() => database?.drop());

  it('moves every taker of the run out of NEW and to the section they reached last, in one statement', async () => {
    const run = [answered(ada), saved(bo, 1), answered(bo), saved(bo, 2), answered(bo), saved(cy, 4)];
    expect(await handleCounting(run)).toBe(1);
    const once = await assignees();
    expect(once).toEqual([
      { user_id: ada, take_status: 'IN_PROGRESS', section_index: 0 },
      { user_id: bo, take_status: 'IN_PROGRESS', section_index: 2 },
      { user_id: cy, take_status: 'COMPLETED', section_index: 4 },
      { user_id: dee, take_status: 'NEW', section_index: 0 },
    ]);
    // delivered again, the same rows; answers alone keep the section reached
    await handleCounting(run);
    expect(await assignees()).toEqual(once);
    await handleCounting([answered(bo), answered(dee)]);
    expect(await assignees()).toEqual([
      once[0],
      once[1],
      once[2],
      { user_id: dee, take_status: 'IN_PROGRESS', section_index: 0 },
    ]);
  });
});
