import {
  ConfidentialityMessages,
  RoleId,
  STAT_TYPES,
  statOptionsFor,
  type ResultItemView,
  type TakeView,
  type TrendView,
} from '@gc/contracts';
import { sql } from 'kysely';
import { createSignedInUser, type SignedInUser } from '../../../test-support/identity';
import {
  createReflectionsTestApp,
  createReflectionsWorld,
  draftFromBaseline,
  inHours,
  submitRated,
  type ReflectionsWorld,
} from '../../../test-support/reflections-test-kit';
import type { TestApp } from '../../../test-support/test-app';

jest.setTimeout(180_000);

/**
 * The subtractions a curious colleague or administrator would try, played against the real api: reads just before
 * and just after a submission (live, through `?at=` and through the CSV), a viewer subtracting their own rating from
 * a small figure, the team-dynamics difference, takes answered under an Open promise, and trends across reflections.
 * Every one must leave no other person's rating worked out.
 */
describe('results under attack: nothing a viewer reads narrows another person’s rating', () => {
  let t: TestApp;
  let a: ReflectionsWorld;
  let e1: SignedInUser;
  let e2: SignedInUser;
  let last = '';
  const http = () => t.http();

  type Values = { self: number; others: number; team: number };
  /** A complete take whose comments' first letter moves with the question, so each list sorts to its own order. */
  async function submit(id: string, who: SignedInUser, v: Values, tag: string) {
    const note = (index: number) =>
      `${String.fromCharCode(97 + ((tag.charCodeAt(0) * 3 + index * 7) % 26))} from ${tag}`;
    last = await submitRated(t, who, id, { ...v, note });
  }

  async function publish(
    members: { who: SignedInUser; receiver: boolean }[],
    confidentiality: { mode: 'OPEN' | 'CONFIDENTIAL'; min_raters?: number },
  ): Promise<string> {
    const draft = await draftFromBaseline(t, a.admin);
    await a.admin
      .auth(http().post(`/api/assessments/${draft.assessment_id}/publish`))
      .send({
        team_id: a.teamId,
        launch_date: inHours(-1),
        due_date: inHours(24 * 7),
        members_with_roles: members.map((m) => ({ email: m.who.email, observer: !m.receiver, reciever: m.receiver })),
        confidentiality,
      })
      .expect(201);
    return draft.assessment_id;
  }

  /** Every value a viewer can read of a reflection through /stats: every chart type and option offered. */
  async function everythingOf(id: string, viewer: SignedInUser, isReceiver: boolean, at?: string) {
    const out: Record<string, (number | null)[]> = {};
    for (const type of STAT_TYPES)
      for (const option of statOptionsFor(type, isReceiver)) {
        const res = await viewer
          .auth(http().get(`/api/stats?assessment_id=${id}&type=${type}&option_1=${option}${at ? `&at=${at}` : ''}`))
          .set(last ? { 'X-Min-Position': last } : {});
        expect([type, option, res.status, res.body.message]).toEqual([type, option, 200, undefined]);
        out[`${type}/${option}`] = (res.body.responseObj as ResultItemView[]).map((i) => i.data[0].value);
      }
    return out;
  }
  const othersIn = (all: Record<string, (number | null)[]>) =>
    Object.entries(all)
      .filter(([key]) => !key.endsWith('MY_SELF_ASSESSMENT'))
      .flatMap(([, values]) => values);
  const csvOf = async (id: string) =>
    (
      await a.admin
        .auth(http().get(`/api/stats/export.csv?assessment_id=${id}`))
        .set(last ? { 'X-Min-Position': last } : {})
        .expect(200)
    ).text;
  /** The figures of a CSV (its 'value' column), row by row. */
  const csvFigures = (csv: string) => csv.split('\n').filter((line) => /,\d\.\d\d,/.test(line));
  /** The viewer's Mindset trends across the team's reflections, and the series of one reflection in them. */
  const trendsOf = async (viewer: SignedInUser): Promise<TrendView> =>
    (
      await viewer
        .auth(http().get(`/api/stats/trends?team_id=${a.teamId}&type=MINDSET`))
        .set(last ? { 'X-Min-Position': last } : {})
        .expect(200)
    ).body.responseObj;
  const seriesIn = async (viewer: SignedInUser, id: string) => {
    const trend = await trendsOf(viewer);
    const series = trend.series.find((s) => s.assessment_id === id);
    return series && { values: series.values, withheld: series.withheld, axes: trend.axes.length };
  };
  /** A series every value of which the promise holds back. */
  const allWithheld = (axes: number) => ({
    values: Array<null>(axes).fill(null),
    withheld: Array<boolean>(axes).fill(true),
    axes,
  });

  beforeAll(async () => {
    t = await createReflectionsTestApp();
    a = await createReflectionsWorld(t, 'Attacked');
    e1 = await createSignedInUser(t, { role: RoleId.User, clientId: a.clientId, name: 'Eda Extra' });
    e2 = await createSignedInUser(t, { role: RoleId.User, clientId: a.clientId, name: 'Eli Extra' });
    for (const member of [e1, e2])
      await a.admin
        .auth(http().post(`/api/teams/${a.teamId}/members`))
        .send({ name: member.name, email: member.email, team_role: '2' })
        .expect(201);
  });
  afterAll(() => t?.close());

  it('given a Confidential reflection of five, then reads before and after each submission (live, ?at= and CSV) show nothing of others until the close, and never change after it', async () => {
    const id = await publish(
      [
        { who: a.receiver, receiver: true },
        { who: a.bystander, receiver: true },
        { who: e1, receiver: true },
        { who: e2, receiver: true },
        { who: a.observer, receiver: false },
      ],
      { mode: 'CONFIDENTIAL', min_raters: 3 },
    );
    const instants: string[] = [];
    const liveReads: Record<string, (number | null)[]>[] = [];
    const csvReads: string[][] = [];
    const people: [SignedInUser, Values][] = [
      [a.receiver, { self: 4, others: 4, team: 4 }],
      [a.bystander, { self: 1, others: 1, team: 1 }],
      [e1, { self: 3, others: 2, team: 2 }],
      [e2, { self: 2, others: 0, team: 0 }],
    ];
    for (const [who, v] of people) {
      liveReads.push(await everythingOf(id, a.admin, false));
      csvReads.push(csvFigures(await csvOf(id)));
      instants.push(new Date().toISOString());
      await new Promise((resolve) => setTimeout(resolve, 20));
      await submit(id, who, v, who.name);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    liveReads.push(await everythingOf(id, a.admin, false));
    csvReads.push(csvFigures(await csvOf(id)));
    instants.push(new Date().toISOString());
    // while open: no figure of others at all, so any two reads are the same
    for (const read of liveReads) expect(new Set(othersIn(read))).toEqual(new Set([null]));
    for (const rows of csvReads) expect(rows).toEqual([]);
    for (const at of instants)
      expect(new Set(othersIn(await everythingOf(id, a.admin, false, at)))).toEqual(new Set([null]));
    // a receiver reads their own self-assessment only, and the hub says why
    const receiverView = await everythingOf(id, a.receiver, true);
    expect(new Set(othersIn(receiverView))).toEqual(new Set([null]));
    const status = (
      await a.receiver
        .auth(http().get(`/api/stats/status?assessment_id=${id}`))
        .set(last ? { 'X-Min-Position': last } : {})
        .expect(200)
    ).body.responseObj;
    expect(status).toMatchObject({
      released: false,
      closed: false,
      response_rate: { submitted: 4, assigned: 5 },
      confidentiality: { mode: 'CONFIDENTIAL', min_raters: 3 },
    });
    expect(status.message).toMatch(/^Results appear when the reflection closes on [A-Z][a-z]+ \d{1,2}\.$/);

    // the last member submits: the reflection closes, and its figures appear once
    await submit(id, a.observer, { self: 0, others: 3, team: 3 }, 'Oz');
    const closedAt = new Date().toISOString();
    const final = await everythingOf(id, a.admin, false);
    expect(othersIn(final).some((v) => v !== null)).toBe(true);
    // replays before the close instant still show nothing from others; after it, exactly the final figures
    for (const at of instants)
      expect(new Set(othersIn(await everythingOf(id, a.admin, false, at)))).toEqual(new Set([null]));
    expect(await everythingOf(id, a.admin, false, closedAt)).toEqual(final);
    // a late answer is refused, and a later read is the same
    const late = await a.observer.auth(http().put(`/api/assessments/take/${id}`)).send({ answers: [] });
    expect(late.status).toBe(409);
    expect(await everythingOf(id, a.admin, false)).toEqual(final);
    // the CSV: every figure it shows averages at least 3 people
    const figures = [...(await csvOf(id)).matchAll(/,(\d\.\d\d),(\d+),/g)];
    expect(figures.length).toBeGreaterThan(0);
    for (const [, , raters] of figures) expect(Number(raters)).toBeGreaterThanOrEqual(3);

    // comments: each list ordered by its own text, so two lists from the same authors do not share an author order
    const items: ResultItemView[] = (
      await a.receiver
        .auth(http().get(`/api/stats?assessment_id=${id}&type=MINDSET&option_1=MY_SELF_ASSESSMENT`))
        .set(last ? { 'X-Min-Position': last } : {})
        .expect(200)
    ).body.responseObj;
    const lists = items.map((i) => i.quotes.individual_comments.map((c) => c.text));
    for (const list of lists) {
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(list).toEqual([...list].sort((x, y) => x.localeCompare(y)));
    }
    const authorOrders = new Set(
      lists.map((list) => list.map((text) => text.replace(/^about them: . from /, '')).join('|')),
    );
    expect(authorOrders.size).toBeGreaterThan(1);
  });

  it('given a viewer who subtracts their own rating from a small figure, then that figure is withheld', async () => {
    // receivers Rae and Bea, one observer Oz; Confidential with 2
    const id = await publish(
      [
        { who: a.receiver, receiver: true },
        { who: a.bystander, receiver: true },
        { who: a.observer, receiver: false },
      ],
      { mode: 'CONFIDENTIAL', min_raters: 2 },
    );
    await submit(id, a.receiver, { self: 4, others: 1, team: 1 }, 'Rae');
    await submit(id, a.bystander, { self: 3, others: 2, team: 2 }, 'Bea');
    await submit(id, a.observer, { self: 0, others: 4, team: 4 }, 'Oz');
    const rae = await everythingOf(id, a.receiver, true);
    // My Results: Bea 2 and Oz 4 about Rae: two people besides Rae, shown
    expect(new Set(rae['MINDSET/MY_RESULTS'])).toEqual(new Set([3]));
    // Team Results pools Rae's own rating of Bea (1), Oz's of Bea (4) and both about Rae: less My Results and her own,
    // it would leave Oz's rating of Bea alone. Withheld; so is the team's self-assessment (her own plus Bea's)
    expect(new Set(rae['MINDSET/MY_TEAM_AVERAGE'])).toEqual(new Set([null]));
    expect(new Set(rae['MINDSET/MY_TEAM_SELF_ASSESSMENT'])).toEqual(new Set([null]));
    // team dynamics: the team's self-assessment (Rae and Bea) beside everyone's would leave Oz's rating
    const td = [...rae['TEAM_DYNAMICS/MY_TEAM_AVERAGE'], ...rae['TEAM_DYNAMICS/MY_TEAM_SELF_ASSESSMENT']];
    expect(td.filter((v) => v !== null).length).toBeLessThanOrEqual(rae['TEAM_DYNAMICS/MY_TEAM_AVERAGE'].length);

    // two founders alone, Confidential with 2: each could subtract their own; nothing of the other is shown
    const pair = await publish(
      [
        { who: e1, receiver: true },
        { who: e2, receiver: true },
      ],
      { mode: 'CONFIDENTIAL', min_raters: 2 },
    );
    await submit(pair, e1, { self: 4, others: 1, team: 1 }, 'Eda');
    await submit(pair, e2, { self: 2, others: 3, team: 3 }, 'Eli');
    for (const founder of [e1, e2])
      expect(new Set(othersIn(await everythingOf(pair, founder, true)))).toEqual(new Set([null]));
  });

  it('given takes answered under Open before the promise became Confidential, then a figure that would leave one Confidential rater is withheld; looser again is 409', async () => {
    const id = await publish(
      [
        { who: a.receiver, receiver: true },
        { who: a.bystander, receiver: false },
        { who: a.observer, receiver: false },
        { who: e1, receiver: false },
      ],
      { mode: 'OPEN' },
    );
    await submit(id, a.bystander, { self: 0, others: 1, team: 1 }, 'Bea');
    await submit(id, a.observer, { self: 0, others: 2, team: 2 }, 'Oz');
    // Open: figures from the first rater, live
    const open = await everythingOf(id, a.receiver, true);
    expect(new Set(open['MINDSET/MY_RESULTS'])).toEqual(new Set([1.5]));
    const view = async () =>
      (
        await a.admin
          .auth(http().get(`/api/assessments/${id}`))
          .set(last ? { 'X-Min-Position': last } : {})
          .expect(200)
      ).body.responseObj;
    const settings = (await view()).general_settings;
    expect(settings).toMatchObject({ confidentiality: { mode: 'OPEN', min_raters: null }, answered: true });
    const edit = (confidentiality: object) =>
      a.admin.auth(http().put(`/api/assessments/${id}/publish`)).send({
        launch_date: settings.launch_date,
        due_date: settings.due_date,
        confidentiality,
      });
    const stricter = await edit({ mode: 'CONFIDENTIAL', min_raters: 3 }).expect(200);
    last = stricter.body.position;
    const looser = await edit({ mode: 'OPEN' });
    expect([looser.status, looser.body.message]).toEqual([409, ConfidentialityMessages.onlyStricter]);
    const fewer = await edit({ mode: 'CONFIDENTIAL', min_raters: 2 });
    expect(fewer.status).toBe(409);
    expect((await view()).general_settings.confidentiality).toEqual({ mode: 'CONFIDENTIAL', min_raters: 3 });
    // the take screen tells the next taker the new promise
    const take: TakeView = (
      await e1
        .auth(http().get(`/api/assessments/take/${id}`))
        .set(last ? { 'X-Min-Position': last } : {})
        .expect(200)
    ).body.responseObj;
    expect(take.confidentiality_promise).toBe(
      'Confidential: others see your ratings only inside an average of at least 3 people, once the reflection has closed.',
    );
    // a third rater answers under Confidential; the reflection closes with everyone's answers in
    await submit(id, e1, { self: 0, others: 4, team: 4 }, 'Eda');
    await submit(id, a.receiver, { self: 3, others: 3, team: 3 }, 'Rae');
    const closed = await everythingOf(id, a.receiver, true);
    // about Rae: Bea 1 and Oz 2 (known: answered under Open, followed live) and Eda 4: the average of three would
    // hand Eda's rating to anyone who followed the first two; withheld
    expect(new Set(closed['MINDSET/MY_RESULTS'])).toEqual(new Set([null]));
    expect(closed['MINDSET/MY_RESULTS'].every((v) => v === null)).toBe(true);
    // each take recorded the promise it was answered under
    const promises = await sql<{ user_id: string; promise_mode: string; promise_min_raters: number }>`
      select user_id, promise_mode, promise_min_raters from result_submissions where reflection_id = ${id}`.execute(
      t.db,
    );
    const byUser = Object.fromEntries(promises.rows.map((r) => [r.user_id, [r.promise_mode, r.promise_min_raters]]));
    expect(byUser).toEqual({
      [a.bystander.userId]: ['OPEN', 1],
      [a.observer.userId]: ['OPEN', 1],
      [e1.userId]: ['CONFIDENTIAL', 3],
      [a.receiver.userId]: ['CONFIDENTIAL', 3],
    });
  });

  it('given trends across reflections, then each cycle shows only what that reflection releases to the viewer', async () => {
    const trend = (
      await a.receiver
        .auth(http().get(`/api/stats/trends?team_id=${a.teamId}&type=MINDSET`))
        .set(last ? { 'X-Min-Position': last } : {})
        .expect(200)
    ).body.responseObj as { series: { assessment_id: string; values: (number | null)[] }[] };
    expect(trend.series.length).toBeGreaterThan(0);
    for (const series of trend.series) {
      const shown = (
        await a.receiver
          .auth(http().get(`/api/stats?assessment_id=${series.assessment_id}&type=MINDSET&option_1=MY_RESULTS`))
          .expect(200)
      ).body.responseObj as ResultItemView[];
      expect(new Set(series.values.filter((v) => v !== null))).toEqual(
        new Set(shown.map((i) => i.data[0].value).filter((v) => v !== null)),
      );
    }
  });

  it('given My Results too few to show but Team Results shown, then trends withhold it too, before the close and after, so Team Results less My Results less her own rating never leaves Oz’s rating of Bea', async () => {
    // receivers Rae and Bea, observer Oz; Confidential with 3: about each receiver only two people, so My Results
    // is never shown, while Team Results pools three raters
    const id = await publish(
      [
        { who: a.receiver, receiver: true },
        { who: a.bystander, receiver: true },
        { who: a.observer, receiver: false },
      ],
      { mode: 'CONFIDENTIAL', min_raters: 3 },
    );
    // nobody has answered about Rae: no series
    expect(await seriesIn(a.receiver, id)).toBeUndefined();
    const instants: string[] = [];
    await submit(id, a.bystander, { self: 3, others: 2, team: 2 }, 'Bea');
    const axes = (await trendsOf(a.receiver)).axes.length;
    expect(axes).toBeGreaterThan(0);
    // read before and after the next submission: the same, every value held back
    const beforeOz = await seriesIn(a.receiver, id);
    instants.push(new Date().toISOString());
    await new Promise((resolve) => setTimeout(resolve, 20));
    await submit(id, a.observer, { self: 0, others: 4, team: 4 }, 'Oz');
    instants.push(new Date().toISOString());
    const afterOz = await seriesIn(a.receiver, id);
    expect(beforeOz).toEqual(allWithheld(axes));
    expect(afterOz).toEqual(allWithheld(axes));
    expect(await seriesIn(a.bystander, id)).toEqual(allWithheld(axes));
    // Rae's answer closes it: Bea rated her 2, Oz 4; Oz rated Bea 4, Rae 1
    await submit(id, a.receiver, { self: 1, others: 1, team: 1 }, 'Rae');
    const rae = await everythingOf(id, a.receiver, true);
    expect(new Set(rae['MINDSET/MY_SELF_ASSESSMENT'])).toEqual(new Set([1]));
    // Team Results: (2 + 4 + 4 + 1) / 4, shown; My Results (2 + 4) / 2 = 3 would let Rae work out 4 x 2.75 - 1 - 2 x 3 =
    // 4, Oz's rating of Bea: it is withheld here, and so it must be in trends
    expect(new Set(rae['MINDSET/MY_TEAM_AVERAGE'])).toEqual(new Set([2.75]));
    expect(new Set(rae['MINDSET/MY_RESULTS'])).toEqual(new Set([null]));
    expect(await seriesIn(a.receiver, id)).toEqual(allWithheld(axes));
    // the same for Bea (Rae 1 and Oz 4 about her), and nothing for Oz, who received nothing
    expect(new Set((await everythingOf(id, a.bystander, true))['MINDSET/MY_RESULTS'])).toEqual(new Set([null]));
    expect(await seriesIn(a.bystander, id)).toEqual(allWithheld(axes));
    expect(await seriesIn(a.observer, id)).toBeUndefined();
    // an administrator reads no more: the CSV leaves each receiver's average blank (2 raters), the Team Results shown
    const csv = (await csvOf(id)).split('\n');
    const aboutRae = csv.filter((line) => line.includes(',Rae Receiver,Results (others’ average),'));
    expect(aboutRae.length).toBe(axes + (await everythingOf(id, a.receiver, true))['SKILLS/MY_RESULTS'].length);
    for (const line of aboutRae) expect(line).toMatch(/,Results \(others’ average\),,2,/);
    expect(new Set(csvFigures(csv.join('\n')).map((line) => line.match(/,Team Results,(\d\.\d\d),/)?.[1]))).toEqual(
      new Set(['2.75', '2.33']),
    );
    const chosen = await a.admin
      .auth(
        http().get(`/api/stats?assessment_id=${id}&type=MINDSET&option_1=MY_RESULTS&receiver_id=${a.receiver.userId}`),
      )
      .set({ 'X-Min-Position': last })
      .expect(200);
    expect(new Set((chosen.body.responseObj as ResultItemView[]).map((i) => i.data[0].value))).toEqual(new Set([null]));
    // replays from before the close show nothing of others either
    for (const at of instants)
      expect(new Set(othersIn(await everythingOf(id, a.admin, false, at)))).toEqual(new Set([null]));
    // and a late answer changes nothing
    const late = await a.bystander.auth(http().put(`/api/assessments/take/${id}`)).send({ answers: [] });
    expect(late.status).toBe(409);
    expect(await seriesIn(a.receiver, id)).toEqual(allWithheld(axes));
  });

  it('given an administrator who is also a receiver, then her trends show exactly her results the CSV and the hub show, held back until the close, and nothing the CSV withholds', async () => {
    const ada = await createSignedInUser(t, {
      role: RoleId.ClientAdministrator,
      clientId: a.clientId,
      name: 'Ada Admin',
    });
    await a.admin
      .auth(http().post(`/api/teams/${a.teamId}/members`))
      .send({ name: ada.name, email: ada.email, team_role: '2' })
      .expect(201);
    // receivers Ada, Rae and Bea; observers Oz and Eda; Confidential with 4
    const id = await publish(
      [
        { who: ada, receiver: true },
        { who: a.receiver, receiver: true },
        { who: a.bystander, receiver: true },
        { who: a.observer, receiver: false },
        { who: e1, receiver: false },
      ],
      { mode: 'CONFIDENTIAL', min_raters: 4 },
    );
    const people: [SignedInUser, Values][] = [
      [a.observer, { self: 0, others: 3, team: 3 }],
      [e1, { self: 0, others: 4, team: 4 }],
      [a.receiver, { self: 2, others: 1, team: 1 }],
      [a.bystander, { self: 3, others: 2, team: 2 }],
    ];
    const instants: string[] = [];
    let axes = 0;
    for (const [who, v] of people) {
      await submit(id, who, v, who.name);
      axes = (await trendsOf(ada)).axes.length;
      // while it runs, each read after each submission: every value held back, in trends and in the CSV
      expect(await seriesIn(ada, id)).toEqual(allWithheld(axes));
      expect(csvFigures(await csvOf(id))).toEqual([]);
      instants.push(new Date().toISOString());
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Ada's answer closes it
    await submit(id, ada, { self: 4, others: 0, team: 0 }, 'Ada');
    // about Ada: Rae 1, Bea 2, Oz 3, Eda 4 -> 2.5; about Rae: 0, 2, 3, 4 -> 2.25; about Bea: 0, 1, 3, 4 -> 2;
    // Team Results 27 / 12 = 2.25; Team Self-Assessment (three receivers, fewer than 4) withheld
    const hub = await everythingOf(id, ada, true);
    expect(new Set(hub['MINDSET/MY_RESULTS'])).toEqual(new Set([2.5]));
    expect(new Set(hub['MINDSET/MY_TEAM_AVERAGE'])).toEqual(new Set([2.25]));
    expect(new Set(hub['MINDSET/MY_TEAM_SELF_ASSESSMENT'])).toEqual(new Set([null]));
    expect(await seriesIn(ada, id)).toEqual({
      values: Array<number>(axes).fill(2.5),
      withheld: Array<boolean>(axes).fill(false),
      axes,
    });
    // her trends value is the CSV's row about her: trends adds no figure to what the CSV gives an administrator
    const csv = (await csvOf(id)).split('\n');
    const rowsAbout = (name: string) =>
      csv
        .filter((line) => line.includes(`,${name},Results (others’ average),`))
        .map((line) => line.match(/,Results \(others’ average\),([\d.]*),(\d+),/)?.slice(1));
    const mindsetAndSkills = axes + hub['SKILLS/MY_RESULTS'].length;
    expect(rowsAbout('Ada Admin')).toEqual(Array(mindsetAndSkills).fill(['2.50', '4']));
    expect(rowsAbout('Rae Receiver')).toEqual(Array(mindsetAndSkills).fill(['2.25', '4']));
    expect(rowsAbout('Bea Bystander')).toEqual(Array(mindsetAndSkills).fill(['2.00', '4']));
    expect(csv.filter((line) => /,Team,Team Self-Assessment,,3,/.test(line)).length).toBe(
      mindsetAndSkills + hub['TEAM_DYNAMICS/MY_TEAM_SELF_ASSESSMENT'].length,
    );
    // the other receivers' trends: their own figure, the one the CSV shows about them
    expect((await seriesIn(a.receiver, id))?.values).toEqual(Array<number>(axes).fill(2.25));
    expect((await seriesIn(a.bystander, id))?.values).toEqual(Array<number>(axes).fill(2));
    // replays before the close: nothing of others, her own results included
    for (const at of instants)
      expect(new Set(othersIn(await everythingOf(id, ada, true, at)))).toEqual(new Set([null]));
  });
});
