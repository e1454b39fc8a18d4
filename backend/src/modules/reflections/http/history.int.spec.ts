import { RoleId, type ReflectionView, type TakeView } from '@gc/contracts';
import { createSignedInUser, type SignedInUser } from '../../../test-support/identity';
import {
  createReflectionsTestApp,
  createReflectionsWorld,
  draftFromBaseline,
  inHours,
  type ReflectionsWorld,
} from '../../../test-support/reflections-test-kit';
import type { TestApp } from '../../../test-support/test-app';

jest.setTimeout(120_000);

type Sent = { assessment_question_id: string; subject: string; response?: number; comment?: string };
function answersOf(take: TakeView, me: string, others: number): Sent[] {
  return take.sections.flatMap((s) =>
    s.questions.flatMap((q): Sent[] => {
      if (q.question_type === 'OPEN')
        return [{ assessment_question_id: q.assessment_question_id, subject: 'TEAM', comment: 'Keep going.' }];
      if (q.question_type === 'TEAM_DYNAMIC')
        return [{ assessment_question_id: q.assessment_question_id, subject: 'TEAM', response: others }];
      return take.subjects.map((p) => ({
        assessment_question_id: q.assessment_question_id,
        subject: p.user_id,
        response: p.user_id === me ? 4 : others,
      }));
    }),
  );
}

describe('audit: a reflection replayed to any instant', () => {
  let t: TestApp;
  let a: ReflectionsWorld;
  let id: string;
  let last = '';
  const instants: Record<string, string> = {};

  const http = () => t.http();
  const pause = () => new Promise((r) => setTimeout(r, 30));
  /** the instant between two steps: after the last one settled, before the next one starts */
  async function mark(name: string) {
    await pause();
    instants[name] = new Date().toISOString();
    await pause();
  }
  const asOf = async (name: string): Promise<ReflectionView> =>
    (await a.admin.auth(http().get(`/api/assessments/${id}?at=${instants[name]}`)).expect(200)).body.responseObj;
  async function take(who: SignedInUser, others: number, submit: boolean) {
    const view: TakeView = (await who.auth(http().get(`/api/assessments/take/${id}`)).expect(200)).body.responseObj;
    const res = await who
      .auth(http()[submit ? 'post' : 'put'](`/api/assessments/take/${id}${submit ? '/complete' : ''}`))
      .send({ answers: answersOf(view, who.userId, others) });
    expect(res.status).toBe(submit ? 201 : 200);
    last = res.body.position;
  }

  beforeAll(async () => {
    t = await createReflectionsTestApp();
    a = await createReflectionsWorld(t, 'Audited');
    const draft = await draftFromBaseline(t, a.admin);
    id = draft.assessment_id;
    await mark('draft');
    await a.admin
      .auth(http().patch(`/api/assessments/${id}`))
      .send({ assessment_name: 'Audited baseline' })
      .expect(200);
    await a.admin
      .auth(http().post(`/api/assessments/${id}/publish`))
      .send({
        team_id: a.teamId,
        launch_date: inHours(-1),
        due_date: inHours(24 * 7),
        members_with_roles: [
          { email: a.receiver.email, observer: false, reciever: true },
          { email: a.bystander.email, observer: false, reciever: true },
          { email: a.observer.email, observer: true, reciever: false },
        ],
        confidentiality: { mode: 'CONFIDENTIAL', min_raters: 2 },
      })
      .expect(201);
    await mark('published');
    await a.admin
      .auth(http().put(`/api/assessments/${id}/publish`))
      .send({ launch_date: inHours(-1 - 0.0001), due_date: inHours(24 * 10) })
      .expect(400); // the launch date is locked once In Progress
    const current: ReflectionView = (await a.admin.auth(http().get(`/api/assessments/${id}`)).expect(200)).body
      .responseObj;
    await a.admin
      .auth(http().put(`/api/assessments/${id}/publish`))
      .send({ launch_date: current.general_settings!.launch_date, due_date: inHours(24 * 10) })
      .expect(200);
    await mark('rescheduled');
    await take(a.receiver, 1, true);
    await take(a.observer, 3, false);
    await mark('one submitted');
    await take(a.bystander, 2, true);
    await mark('two submitted');
    await a.admin.auth(http().post(`/api/assessments/${id}/publish/admin_close`)).expect(201);
    await a.admin
      .auth(http().get(`/api/assessments/${id}`))
      .set('X-Min-Position', last)
      .expect(200);
    await mark('closed');
  });
  afterAll(() => t?.close());

  it('given each instant, then the reflection is as it was then: name, kind, phase, dates, completions', async () => {
    expect(await asOf('draft')).toMatchObject({ kind: 'DRAFT', assessment_status: 'NEW', general_settings: null });
    expect((await asOf('draft')).assessment_name).toBe('Cofounder Assessment - Baseline');
    const published = await asOf('published');
    expect(published).toMatchObject({
      assessment_name: 'Audited baseline',
      kind: 'PUBLISHED',
      assessment_status: 'IN_PROGRESS',
    });
    const rescheduled = await asOf('rescheduled');
    expect(new Date(rescheduled.general_settings!.due_date).getTime()).toBeGreaterThan(
      new Date(published.general_settings!.due_date).getTime() + 2 * 24 * 3_600_000,
    );
    const one = await asOf('one submitted');
    expect(Object.fromEntries(one.general_settings!.members_with_roles.map((m) => [m.email, m.completion]))).toEqual({
      [a.receiver.email]: 'COMPLETED',
      [a.observer.email]: 'IN_PROGRESS',
      [a.bystander.email]: 'NEW',
    });
    expect(one.response_rate).toEqual({ finished: 1, total: 3 });
    expect((await asOf('two submitted')).response_rate).toEqual({ finished: 2, total: 3 });
    expect(await asOf('closed')).toMatchObject({ assessment_status: 'ADMIN_CLOSED', admin_closed: true });
    // now, folded, matches the read model's view of the same reflection
    const live: ReflectionView = (await a.admin.auth(http().get(`/api/assessments/${id}`)).expect(200)).body
      .responseObj;
    const now: ReflectionView = (
      await a.admin.auth(http().get(`/api/assessments/${id}?at=${new Date().toISOString()}`)).expect(200)
    ).body.responseObj;
    for (const key of [
      'assessment_name',
      'assessment_status',
      'admin_closed',
      'revision',
      'sections',
      'response_rate',
    ] as const)
      expect([key, now[key]]).toEqual([key, live[key]]);
  });

  it('given each instant, then the results are as the results page showed them then, and now equal the read model', async () => {
    const stats = async (at?: string) =>
      (
        await a.admin
          .auth(
            http().get(
              `/api/stats?assessment_id=${id}&type=SKILLS&option_1=MY_TEAM_AVERAGE&option_2=MY_TEAM_MAX${at ? `&at=${at}` : ''}`,
            ),
          )
          .set('X-Min-Position', last)
          .expect(200)
      ).body.responseObj.map((i: { data: { value: number | null }[] }) => i.data.map((d) => d.value));
    // Confidential with 2: before the close nothing from others, whatever was submitted
    expect(new Set((await stats(instants['one submitted'])).flat())).toEqual(new Set([null]));
    expect(new Set((await stats(instants['two submitted'])).flat())).toEqual(new Set([null]));
    // once closed (the observer's take is saved, not submitted, so it does not count): the receiver rated the
    // bystander 1 and the bystander rated the receiver 2: pooled others = 1.5 from 2 raters; no receiver has 2 raters
    // of their own, so no Team Max
    for (const values of await stats(instants.closed)) expect(values).toEqual([1.5, null]);
    expect(await stats(new Date().toISOString())).toEqual(await stats());
  });

  it('given the history, then every change in words, with who and when, and no answer in it', async () => {
    const res = await a.admin.auth(http().get(`/api/assessments/${id}/history`)).expect(200);
    const entries: { type: string; summary: string; actor: string; at: string }[] = res.body.responseObj;
    const summaries = entries.map((e) => e.summary);
    expect(summaries[0]).toBe(
      "created the draft 'Cofounder Assessment - Baseline' from the template 'Cofounder Assessment - Baseline'",
    );
    expect(summaries).toContain("renamed from 'Cofounder Assessment - Baseline' to 'Audited baseline'");
    expect(summaries.some((s) => /^published to Audited founders with 3 members/.test(s))).toBe(true);
    expect(summaries.some((s) => /^due date moved from .* to /.test(s))).toBe(true);
    expect(summaries).toEqual(
      expect.arrayContaining([
        'Rae Receiver started',
        'Rae Receiver submitted',
        'Oz Observer started',
        'Bea Bystander submitted',
        'marked it as complete (Admin Closed)',
      ]),
    );
    expect(entries.find((e) => e.type === 'ReflectionPublished')!.actor).toBe(a.admin.name);
    expect(JSON.stringify(res.body)).not.toMatch(/"response"|"answers"|Keep going/);
    const times = entries.map((e) => e.at);
    expect([...times].sort()).toEqual(times);
  });

  it('given a User, another client or a receiver, then 403, 404 and 403', async () => {
    const user = await createSignedInUser(t, { role: RoleId.User, clientId: a.clientId });
    await user.auth(http().get(`/api/assessments/${id}/history`)).expect(403);
    await user.auth(http().get(`/api/assessments/${id}?at=${instants.closed}`)).expect(403);
    const other = await createReflectionsWorld(t, 'Elsewhere');
    await other.admin.auth(http().get(`/api/assessments/${id}/history`)).expect(404);
    await other.admin.auth(http().get(`/api/assessments/${id}?at=${instants.closed}`)).expect(404);
    await a.receiver.auth(http().get(`/api/stats?assessment_id=${id}&type=MINDSET&at=${instants.closed}`)).expect(403);
    const bad = await a.admin.auth(http().get(`/api/assessments/${id}?at=yesterday`));
    expect([bad.status, bad.body.message]).toEqual([400, 'at must be an ISO-8601 instant, e.g. 2026-11-24T09:00:00Z.']);
  });
});
