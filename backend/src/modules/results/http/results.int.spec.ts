import { RoleId, STAT_OPTIONS, STAT_TYPES, statOptionsFor, type ResultItemView } from '@gc/contracts';
import type { Response } from 'supertest';
import { createSignedInUser, type SignedInUser } from '../../../test-support/identity';
import {
  createReflectionsTestApp,
  createReflectionsWorld,
  draftFromBaseline,
  inHours,
  submitRated,
  type Ratings,
  type ReflectionsWorld,
} from '../../../test-support/reflections-test-kit';
import type { TestApp } from '../../../test-support/test-app';

jest.setTimeout(120_000);

/** Every number a result item shows (the series' values). */
const valuesIn = (items: ResultItemView[]) => items.flatMap((i) => i.data.map((d) => d.value));

describe('results over HTTP', () => {
  let t: TestApp;
  let a: ReflectionsWorld;
  let extra: SignedInUser;
  let id: string;
  let last = '';

  const http = () => t.http();
  const stats = (who: SignedInUser, query: string) =>
    who.auth(http().get(`/api/stats?assessment_id=${id}&${query}`)).set('X-Min-Position', last);
  const items = (res: Response): ResultItemView[] => res.body.responseObj;

  async function submit(who: SignedInUser, v: Ratings) {
    last = await submitRated(t, who, id, v);
  }

  beforeAll(async () => {
    t = await createReflectionsTestApp();
    a = await createReflectionsWorld(t, 'Resultful');
    extra = await createSignedInUser(t, { role: RoleId.User, clientId: a.clientId, name: 'Eli Extra' });
    await a.admin
      .auth(http().post(`/api/teams/${a.teamId}/members`))
      .send({ name: extra.name, email: extra.email, team_role: '2' })
      .expect(201);
    const draft = await draftFromBaseline(t, a.admin);
    id = draft.assessment_id;
    await a.admin
      .auth(http().post(`/api/assessments/${id}/publish`))
      .send({
        team_id: a.teamId,
        launch_date: inHours(-1),
        due_date: inHours(24 * 7),
        members_with_roles: [
          { email: a.receiver.email, observer: false, reciever: true },
          { email: a.bystander.email, observer: false, reciever: true },
          { email: extra.email, observer: false, reciever: true },
          { email: a.observer.email, observer: true, reciever: false },
        ],
        confidentiality: { mode: 'CONFIDENTIAL', min_raters: 3 },
      })
      .expect(201);
  });
  afterAll(() => t?.close());

  it('given two submissions of a Confidential reflection still open, then no endpoint shows anyone’s score but the viewer’s own self-assessment', async () => {
    // the receiver rates themself 4 and everyone else 4; the bystander rates everyone 1 (the marker)
    await submit(a.receiver, { self: 4, others: 4, team: 4, note: 'receiver' });
    await submit(a.bystander, { self: 1, others: 1, team: 1, note: 'bystander' });
    for (const viewer of [a.receiver, a.bystander, extra, a.observer, a.admin]) {
      const isReceiver = viewer !== a.observer && viewer !== a.admin;
      for (const type of STAT_TYPES)
        for (const option of statOptionsFor(type, isReceiver)) {
          const res = await stats(viewer, `type=${type}&option_1=${option}`).expect(200);
          const shown = valuesIn(items(res)).filter((v) => v !== null);
          if (option === 'MY_SELF_ASSESSMENT') {
            // one's own rating of oneself, nobody else's
            const own = viewer === a.receiver ? 4 : viewer === a.bystander ? 1 : null;
            expect(new Set(shown)).toEqual(own === null ? new Set() : new Set([own]));
          } else {
            expect([viewer.email, type, option, shown]).toEqual([viewer.email, type, option, []]);
          }
          for (const item of items(res)) {
            expect(item.quotes.individual_comments).toEqual([]);
            expect(item.quotes.team_comments).toEqual([]);
          }
        }
    }
    const gaps = (await a.receiver.auth(http().get(`/api/stats/gaps?assessment_id=${id}`)).expect(200)).body
      .responseObj;
    expect(gaps.every((g: { others: number | null }) => g.others === null)).toBe(true);
    const csv = await a.admin.auth(http().get(`/api/stats/export.csv?assessment_id=${id}`)).expect(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.text).not.toMatch(/\b[0-4]\.\d\d\b/);
    expect(csv.text).toContain('Results appear when the reflection closes.');
    // open answers: held back too, with the reason
    const heldBack = (
      await a.receiver
        .auth(http().get(`/api/stats/open-answers?assessment_id=${id}`))
        .set('X-Min-Position', last)
        .expect(200)
    ).body.responseObj;
    expect(heldBack.length).toBeGreaterThan(0);
    for (const q of heldBack)
      expect([q.answers, q.withheld_message]).toEqual([[], 'Results appear when the reflection closes.']);
    // nor a take view: a member reads only their own answers
    const others = (await a.receiver.auth(http().get(`/api/assessments/take/${id}`)).expect(200)).body.responseObj;
    expect(others.answers.every((x: { response: number | null }) => x.response === null || x.response === 4)).toBe(
      true,
    );
  });

  it('given four submissions (everyone: the reflection closes), then the aggregates appear with hand-computed values', async () => {
    await submit(extra, { self: 3, others: 2, team: 2, note: 'extra' });
    await submit(a.observer, { self: 0, others: 3, team: 3, note: 'observer' });
    // the receiver is rated by the bystander (1), extra (2) and the observer (3): 2.00 from 3 raters
    const mine = items(
      await stats(a.receiver, 'type=MINDSET&option_1=MY_SELF_ASSESSMENT&option_2=MY_RESULTS').expect(200),
    );
    expect(mine.length).toBeGreaterThan(0);
    for (const item of mine) {
      expect(item.data.map((d) => [d.name, d.value, d.score])).toEqual([
        [`${a.receiver.name} (SA)`, 4, 1],
        ['My Results', 2, 3],
      ]);
      expect(item.quotes.individual_comments.map((c) => c.text).sort()).toEqual([
        'about them: bystander',
        'about them: extra',
        'about them: observer',
      ]);
      expect(item.question_assessment_status).toBe('Completed');
    }
    // team: others' ratings pooled = receiver->others 4,4; bystander 1,1; extra 2,2; observer 3,3,3 -> 23/9 = 2.56
    // from 4 raters; team self = (4 + 1 + 3) / 3 = 2.67; max of receiver averages (2, (4+2+3)/3=3, (4+1+3)/3=2.67) = 3
    const team = items(
      await stats(a.observer, 'type=SKILLS&option_1=MY_TEAM_AVERAGE&option_2=MY_TEAM_MAX').expect(200),
    );
    for (const item of team) expect(item.data.map((d) => d.value)).toEqual([2.56, 3]);
    const teamSelf = items(await stats(a.observer, 'type=SKILLS&option_1=MY_TEAM_SELF_ASSESSMENT').expect(200));
    for (const item of teamSelf) expect(item.data[0].value).toBe(2.67);
    // team dynamics: every taker's rating of the team (4, 1, 2, 3) = 2.5; the receivers' own (4, 1, 2) = 2.33
    const dynamics = items(await stats(a.bystander, 'type=TEAM_DYNAMICS').expect(200));
    for (const item of dynamics) {
      expect(item.data.map((d) => [d.name, d.value])).toEqual([['Team Results', 2.5]]);
      expect(item.quotes.team_comments.map((c) => c.text)).toEqual([
        'team bystander',
        'team extra',
        'team observer',
        'team receiver',
      ]);
    }
    // Team Results less the receivers' own would leave the one observer's rating: that second figure is withheld
    const both = items(
      await stats(a.bystander, 'type=TEAM_DYNAMICS&option_1=MY_TEAM_AVERAGE&option_2=MY_TEAM_SELF_ASSESSMENT').expect(
        200,
      ),
    );
    for (const item of both)
      expect(item.data.map((d) => [d.value, d.info.withheld])).toEqual([
        [2.5, false],
        [null, true],
      ]);
    const gaps = (await a.receiver.auth(http().get(`/api/stats/gaps?assessment_id=${id}`)).expect(200)).body
      .responseObj;
    expect(gaps[0]).toMatchObject({ self: 4, others: 2, gap: 2, kind: 'BLIND_SPOT' });
    // open answers: every taker's, as an unordered list (ordered by text, not by author), for anyone who may see results
    for (const viewer of [a.observer, a.admin]) {
      const open = (await viewer.auth(http().get(`/api/stats/open-answers?assessment_id=${id}`)).expect(200)).body
        .responseObj;
      expect(open.length).toBeGreaterThan(0);
      for (const q of open) {
        expect(q.answers).toEqual(['bystander', 'extra', 'observer', 'receiver']);
        expect(q.withheld_message).toBeNull();
        expect(q.prompt).not.toMatch(/this person/);
      }
    }
  });

  it('given the roles, then an observer is refused the receivers’ options; another client or a non-assignee gets 404', async () => {
    const refused = await stats(a.observer, 'type=MINDSET&option_1=MY_SELF_ASSESSMENT');
    expect([refused.status, refused.body.message]).toEqual([
      400,
      'That chart option is not offered to you for this reflection.',
    ]);
    await stats(a.observer, `type=MINDSET&option_1=${STAT_OPTIONS[0]}x`).expect(400);
    const outsider = await createSignedInUser(t, { role: RoleId.User, clientId: a.clientId });
    await stats(outsider, 'type=MINDSET').expect(404);
    await outsider.auth(http().get(`/api/stats/gaps?assessment_id=${id}`)).expect(404);
    const other = await createReflectionsWorld(t, 'Other');
    await stats(other.admin, 'type=MINDSET').expect(404);
    await other.admin.auth(http().get(`/api/stats/export.csv?assessment_id=${id}`)).expect(404);
    await a.receiver.auth(http().get(`/api/stats/export.csv?assessment_id=${id}`)).expect(403);
    // whose results: an administrator may choose a receiver (never their self-assessment); nobody else may
    const chosen = items(
      await stats(a.admin, `type=MINDSET&option_1=MY_RESULTS&receiver_id=${a.receiver.userId}`).expect(200),
    );
    for (const item of chosen)
      expect(item.data.map((d) => [d.name, d.value])).toEqual([[`${a.receiver.name} (Results)`, 2]]);
    await stats(a.admin, `type=MINDSET&option_1=MY_SELF_ASSESSMENT&receiver_id=${a.receiver.userId}`).expect(400);
    await stats(a.admin, `type=MINDSET&option_1=MY_RESULTS&receiver_id=${a.observer.userId}`).expect(404);
    await stats(a.bystander, `type=MINDSET&option_1=MY_RESULTS&receiver_id=${a.receiver.userId}`).expect(404);
  });

  it('given the dropdown and trends, then the caller’s reflections grouped by team and their results across cycles', async () => {
    const groups = (await a.receiver.auth(http().get('/api/stats/dropdowns/teams')).expect(200)).body.responseObj;
    expect(groups).toEqual([
      expect.objectContaining({
        team_id: a.teamId,
        assessments: [
          expect.objectContaining({ assessment_id: id, is_reciever: true, assessment_status: 'Completed' }),
        ],
      }),
    ]);
    const trend = (await a.receiver.auth(http().get(`/api/stats/trends?team_id=${a.teamId}&type=MINDSET`)).expect(200))
      .body.responseObj;
    expect(trend.series).toHaveLength(1);
    expect(trend.series[0].values).toHaveLength(trend.axes.length);
    expect(trend.series[0].values.every((v: number) => v === 2)).toBe(true);
  });

  it('given the client’s defaults, then an administrator sets the mode and N (2-10); a User cannot change them', async () => {
    expect((await a.admin.auth(http().get('/api/stats/settings')).expect(200)).body.responseObj).toEqual({
      default_mode: 'CONFIDENTIAL',
      min_raters: 3,
    });
    const user = await createSignedInUser(t, { role: RoleId.User, clientId: a.clientId });
    await user.auth(http().put('/api/stats/settings')).send({ default_mode: 'OPEN', min_raters: 2 }).expect(403);
    for (const body of [
      { default_mode: 'CONFIDENTIAL', min_raters: 1 },
      { default_mode: 'CONFIDENTIAL', min_raters: 11 },
    ]) {
      const bad = await a.admin.auth(http().put('/api/stats/settings')).send(body);
      expect([bad.status, bad.body.message]).toEqual([400, 'Choose a number from 2 to 10.']);
    }
    const badMode = await a.admin
      .auth(http().put('/api/stats/settings'))
      .send({ default_mode: 'SECRET', min_raters: 3 });
    expect([badMode.status, badMode.body.message]).toEqual([400, 'Choose Open or Confidential.']);
    await a.admin
      .auth(http().put('/api/stats/settings'))
      .send({ default_mode: 'CONFIDENTIAL', min_raters: 5 })
      .expect(200);
    expect((await a.admin.auth(http().get('/api/stats/settings')).expect(200)).body.responseObj).toEqual({
      default_mode: 'CONFIDENTIAL',
      min_raters: 5,
    });
  });
});
