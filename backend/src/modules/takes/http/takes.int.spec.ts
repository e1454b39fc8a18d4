import { formatPosition, laterPosition, parsePosition, RoleId, TakeMessages as M, type TakeView } from '@gc/contracts';
import type { Response } from 'supertest';
import { createSignedInUser, type SignedInUser } from '../../../test-support/identity';
import {
  completeAnswers,
  createReflectionsTestApp,
  createReflectionsWorld,
  draftFromBaseline,
  inHours,
  type ReflectionsWorld,
} from '../../../test-support/reflections-test-kit';
import type { TestApp } from '../../../test-support/test-app';
import { writtenState } from '../../../test-support/written-state';

jest.setTimeout(90_000);

/** Every answer the take needs, as the fill-in screen would send them. */
const fullAnswers = (take: TakeView) => completeAnswers(take, 'Ship smaller, sooner.', 2);

describe('taking a reflection over HTTP', () => {
  let t: TestApp;
  let a: ReflectionsWorld;
  let reflectionId: string;
  let outsider: SignedInUser;

  const http = () => t.http();
  const take = (res: Response): TakeView => res.body.responseObj;
  const getTake = async (who: SignedInUser, id = reflectionId) =>
    take(await who.auth(http().get(`/api/assessments/take/${id}`)).expect(200));

  async function publish(over: object = {}): Promise<string> {
    const draft = await draftFromBaseline(t, a.admin);
    await a.admin
      .auth(http().post(`/api/assessments/${draft.assessment_id}/publish`))
      .send({
        team_id: a.teamId,
        launch_date: inHours(-1),
        due_date: inHours(24 * 7),
        members_with_roles: [
          { email: a.receiver.email, observer: false, reciever: true },
          { email: a.observer.email, observer: true, reciever: false },
        ],
        ...over,
      })
      .expect(201);
    return draft.assessment_id;
  }

  beforeAll(async () => {
    t = await createReflectionsTestApp();
    a = await createReflectionsWorld(t, 'Takers');
    outsider = await createSignedInUser(t, { role: RoleId.User, clientId: a.clientId });
    reflectionId = await publish();
  });
  afterAll(() => t?.close());

  it('given a published reflection, then each assignee finds it in their inbox with its baseline flag and status', async () => {
    const inbox = (await a.receiver.auth(http().get('/api/assessments/take')).expect(200)).body.responseObj;
    expect(inbox).toEqual([
      expect.objectContaining({
        assessment_id: reflectionId,
        assessment_take_user_phase: 'NEW',
        status: 'NEW',
        is_reciever: true,
        is_baseline: true,
        assessment_status: 'IN_PROGRESS',
      }),
    ]);
    const pending = await a.observer
      .auth(http().get('/api/assessments/take?assessment_take_user_phase=COMPLETED'))
      .expect(200);
    expect(pending.body.responseObj).toEqual([]);
    expect((await outsider.auth(http().get('/api/assessments/take')).expect(200)).body.responseObj).toEqual([]);
  });

  it('given a receiver and an observer, then the receiver rates themself first and the observer rates only the receiver', async () => {
    const mine = await getTake(a.receiver);
    expect(mine.subjects.map((s) => [s.email, s.self])).toEqual([[a.receiver.email, true]]);
    const observer = await getTake(a.observer);
    expect(observer.subjects.map((s) => [s.email, s.self])).toEqual([[a.receiver.email, false]]);
    expect(observer.editable).toBe(true);
  });

  it("given someone else's take, or a reflection they do not take, then 404", async () => {
    await outsider.auth(http().get(`/api/assessments/take/${reflectionId}`)).expect(404);
    await outsider
      .auth(http().put(`/api/assessments/take/${reflectionId}`))
      .send({ section_index: 1 })
      .expect(404);
    await a.bystander
      .auth(http().post(`/api/assessments/take/${reflectionId}/complete`))
      .send({})
      .expect(404);
  });

  it('given two tabs saving different answers at once, then both answers are kept', async () => {
    const id = await publish();
    const view = await getTake(a.receiver, id);
    const [q1, q2] = view.sections[0].questions.filter(
      (q) => q.question_type !== 'OPEN' && q.question_type !== 'TEAM_DYNAMIC',
    );
    const self = view.subjects[0].user_id;
    const save = (questionId: string, response: number) =>
      a.receiver
        .auth(http().put(`/api/assessments/take/${id}`))
        .send({ answers: [{ assessment_question_id: questionId, subject: self, response }] });
    const [one, two] = await Promise.all([save(q1.assessment_question_id, 1), save(q2.assessment_question_id, 4)]);
    expect([one.status, two.status]).toEqual([200, 200]);
    const after = await a.receiver
      .auth(http().get(`/api/assessments/take/${id}`))
      .set(
        'X-Min-Position',
        formatPosition(laterPosition(parsePosition(one.body.position), parsePosition(two.body.position))!),
      )
      .expect(200);
    const answers = take(after).answers.map((x) => [x.assessment_question_id, x.response]);
    expect(answers).toEqual(
      expect.arrayContaining([
        [q1.assessment_question_id, 1],
        [q2.assessment_question_id, 4],
      ]),
    );
  });

  it('given a retried save, then nothing is written twice; given progress, then the take resumes at that section', async () => {
    const id = await publish();
    const view = await getTake(a.observer, id);
    const q = view.sections[0].questions.find((x) => x.question_type !== 'OPEN' && x.question_type !== 'TEAM_DYNAMIC')!;
    const body = {
      answers: [
        {
          assessment_question_id: q.assessment_question_id,
          subject: view.subjects[0].user_id,
          response: 3,
          comment: 'Clear',
        },
      ],
      section_index: 1,
    };
    const first = await a.observer
      .auth(http().put(`/api/assessments/take/${id}`))
      .send(body)
      .expect(200);
    const before = await writtenState(t);
    const again = await a.observer
      .auth(http().put(`/api/assessments/take/${id}`))
      .send(body)
      .expect(200);
    expect(await writtenState(t)).toEqual(before);
    expect(first.body.responseObj).toEqual({ assessment_id: id, recorded: 1, section_index: 1 });
    expect(again.body.responseObj).toEqual({ assessment_id: id, recorded: 0, section_index: null });
    const resumed = await a.observer
      .auth(http().get(`/api/assessments/take/${id}`))
      .set('X-Min-Position', first.body.position)
      .expect(200);
    expect(take(resumed)).toMatchObject({ section_index: 1, assessment_take_user_phase: 'IN_PROGRESS' });
  });

  it('given a page’s later save recorded, when its older save arrives after it, then the older changes nothing', async () => {
    const id = await publish();
    const view = await getTake(a.observer, id);
    const q = view.sections[0].questions.find((x) => x.question_type !== 'OPEN' && x.question_type !== 'TEAM_DYNAMIC')!;
    const subject = view.subjects[0].user_id;
    const save = (response: number, seq: number) =>
      a.observer
        .auth(http().put(`/api/assessments/take/${id}`))
        .send({
          answers: [{ assessment_question_id: q.assessment_question_id, subject, response }],
          writer: 'page-7f3a',
          writer_seq: seq,
        })
        .expect(200);
    // the page's last save (sent with keepalive as it went away) overtook the one still in flight
    const newer = await save(4, 2);
    const before = await writtenState(t);
    const older = await save(1, 1);
    expect(await writtenState(t)).toEqual(before);
    expect(newer.body.responseObj).toMatchObject({ recorded: 1 });
    expect(older.body.responseObj).toMatchObject({ recorded: 0 });
    const after = await a.observer
      .auth(http().get(`/api/assessments/take/${id}`))
      .set('X-Min-Position', newer.body.position)
      .expect(200);
    expect(take(after).answers.find((x) => x.assessment_question_id === q.assessment_question_id)?.response).toBe(4);
    // a writer without its number (or a number that is not one) is refused, nothing written
    for (const body of [{ writer: 'page-7f3a' }, { writer: 'page-7f3a', writer_seq: -1 }, { writer_seq: 3 }]) {
      const res = await a.observer.auth(http().put(`/api/assessments/take/${id}`)).send(body);
      expect(res.status).toBe(400);
    }
    expect(await writtenState(t)).toEqual(before);
  });

  it('given bad answers, then 400 with the message and nothing written', async () => {
    const view = await getTake(a.receiver);
    const q = view.sections[0].questions.find((x) => x.question_type !== 'OPEN' && x.question_type !== 'TEAM_DYNAMIC')!;
    const url = `/api/assessments/take/${reflectionId}`;
    const cases: [object, string][] = [
      [
        {
          answers: [
            { assessment_question_id: q.assessment_question_id, subject: view.subjects[0].user_id, response: 5 },
          ],
        },
        M.badValue,
      ],
      [{ answers: [{ assessment_question_id: 'nope', subject: 'TEAM', response: 1 }] }, M.unknownQuestion],
      [
        { answers: [{ assessment_question_id: q.assessment_question_id, subject: a.bystander.userId, response: 1 }] },
        M.unknownSubject,
      ],
      [
        { answers: [{ assessment_question_id: q.assessment_question_id, subject: 'TEAM', response: 1 }] },
        M.unknownSubject,
      ],
    ];
    for (const [body, message] of cases) {
      const before = await writtenState(t);
      const res = await a.receiver.auth(http().put(url)).send(body);
      expect([res.status, res.body.message]).toEqual([400, message]);
      expect(await writtenState(t)).toEqual(before);
    }
  });

  it('given a take with answers missing, when submitted, then 400 "Please continue completing reflection."; complete, then Finished once', async () => {
    const id = await publish();
    const url = `/api/assessments/take/${id}/complete`;
    const incomplete = await a.receiver.auth(http().post(url)).send({});
    expect([incomplete.status, incomplete.body.message, incomplete.body.code]).toEqual([
      400,
      M.incomplete,
      'TAKE_INCOMPLETE',
    ]);
    const view = await getTake(a.receiver, id);
    const done = await a.receiver
      .auth(http().post(url))
      .send({ answers: fullAnswers(view) })
      .expect(201);
    // answered as soon as the facts are stored; the position it answers lets the next read see them
    expect(done.body.responseObj).toEqual({
      assessment_id: id,
      assessment_take_user_phase: 'COMPLETED',
      recorded: fullAnswers(view).length,
    });
    const after = await a.receiver
      .auth(http().get(`/api/assessments/take/${id}`))
      .set('X-Min-Position', done.body.position)
      .expect(200);
    expect(after.headers['x-consistency']).toBe('fresh');
    expect(take(after)).toMatchObject({ assessment_take_user_phase: 'COMPLETED', editable: false });
    // submitting twice completes once
    const before = await writtenState(t);
    await a.receiver
      .auth(http().post(url))
      .send({ answers: fullAnswers(view) })
      .expect(201);
    expect(await writtenState(t)).toEqual(before);
    // after submit, a save answers 409
    const late = await a.receiver
      .auth(http().put(`/api/assessments/take/${id}`))
      .send({ answers: [fullAnswers(view)[0]].map((x) => ({ ...x, comment: 'changed' })) });
    expect([late.status, late.body.message]).toEqual([409, M.alreadySubmitted]);
    const settings = (
      await a.admin
        .auth(http().get(`/api/assessments/${id}`))
        .set('X-Min-Position', done.body.position)
        .expect(200)
    ).body.responseObj;
    expect(
      settings.general_settings.members_with_roles.find((m: { email: string }) => m.email === a.receiver.email)
        .completion,
    ).toBe('COMPLETED');
    expect(settings.response_rate).toEqual({ finished: 1, total: 2 });
  });

  it('given everyone finished, then the reflection is Closed; given a closed reflection, a save answers 409', async () => {
    const id = await publish();
    let last = '';
    for (const who of [a.receiver, a.observer]) {
      const view = await getTake(who, id);
      const done = await who
        .auth(http().post(`/api/assessments/take/${id}/complete`))
        .send({ answers: fullAnswers(view) })
        .expect(201);
      last = done.body.position;
    }
    const groups = (
      await a.admin
        .auth(http().get(`/api/teams/${a.teamId}/assessments`))
        .set('X-Min-Position', last)
        .expect(200)
    ).body.responseObj;
    expect(groups.closed.map((r: { assessment_id: string }) => r.assessment_id)).toContain(id);

    const other = await publish();
    await a.admin.auth(http().post(`/api/assessments/${other}/publish/admin_close`)).expect(201);
    const view = await getTake(a.receiver, other);
    expect(view.editable).toBe(false);
    const res = await a.receiver
      .auth(http().put(`/api/assessments/take/${other}`))
      .send({ answers: [fullAnswers(view)[0]] });
    expect([res.status, res.body.message]).toEqual([409, M.closed]);
  });

  it('given a reflection not launched yet, then it shows in the inbox but a save answers 409', async () => {
    const id = await publish({ launch_date: inHours(24), due_date: inHours(48) });
    const view = await getTake(a.receiver, id);
    expect([view.editable, view.assessment_status]).toEqual([false, 'UPCOMING']);
    const res = await a.receiver
      .auth(http().put(`/api/assessments/take/${id}`))
      .send({ answers: [fullAnswers(view)[0]] });
    expect([res.status, res.body.message]).toEqual([409, M.notLaunched]);
  });
});
