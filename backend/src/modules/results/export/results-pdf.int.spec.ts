import { RoleId, type ResultItemView } from '@gc/contracts';
import { writeFileSync } from 'node:fs';
import type { Response } from 'supertest';
import { createSignedInUser, type SignedInUser } from '../../../test-support/identity';
import { binaryBody, pdfText } from '../../../test-support/pdf-text';
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

/** Every number with two decimals the report prints (values and gaps), without sign. */
const numbersIn = (text: string) => new Set([...text.matchAll(/(?<![\d.])[+-]?(\d\.\d\d)(?![\d])/g)].map((m) => m[1]));

describe('PDF report per receiver over HTTP', () => {
  let t: TestApp;
  let a: ReflectionsWorld;
  let extra: SignedInUser;
  let id: string;
  let last = '';

  const http = () => t.http();
  const report = (who: SignedInUser, receiverId?: string) =>
    who
      .auth(http().get(`/api/stats/report.pdf?assessment_id=${id}${receiverId ? `&receiver_id=${receiverId}` : ''}`))
      .set('X-Min-Position', last)
      .buffer(true)
      .parse(binaryBody);
  /** REPORT_PDF_DIR=/tmp/x keeps each report read, to look at it (pdftoppm -png -r 60 file.pdf out). */
  let kept = 0;
  const textOf = async (res: Response) => {
    if (process.env.REPORT_PDF_DIR) writeFileSync(`${process.env.REPORT_PDF_DIR}/report-${++kept}.pdf`, res.body);
    return pdfText(res.body as Buffer);
  };

  async function submit(who: SignedInUser, v: Ratings) {
    last = await submitRated(t, who, id, v);
  }

  beforeAll(async () => {
    t = await createReflectionsTestApp();
    a = await createReflectionsWorld(t, 'Reported');
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

  it('given a Confidential reflection still open, then neither the receiver’s nor an admin’s report shows a rating of others', async () => {
    // the receiver rates themself 4; the bystander, so far the receiver's only rater, rates everyone 1 (the marker)
    await submit(a.receiver, { self: 4, others: 4, team: 4, note: 'receiver' });
    await submit(a.bystander, { self: 1, others: 1, team: 1, note: 'bystander' });
    const own = await textOf(await report(a.receiver).expect(200));
    expect(numbersIn(own)).toEqual(new Set(['4.00'])); // their own self-assessment, nothing else
    expect(own).toContain('Results appear when the reflection closes.');
    expect(own).not.toContain('about them: bystander');
    expect(own).toContain('No quotes');
    const admin = await textOf(await report(a.admin, a.receiver.userId).expect(200));
    expect(numbersIn(admin)).toEqual(new Set());
  });

  it('given four submissions, then the receiver downloads their report with the hand-computed numbers and no names', async () => {
    await submit(extra, { self: 3, others: 2, team: 2, note: 'extra' });
    await submit(a.observer, { self: 0, others: 3, team: 3, note: 'observer' });
    const res = await report(a.receiver).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="Cofounder-Assessment-Baseline-Rae-Receiver.pdf"',
    );
    expect((res.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await textOf(res);
    for (const expected of ['Cofounder Assessment - Baseline', 'Rae Receiver', 'Reported founders', 'Completed'])
      expect(text).toContain(expected);
    expect(text).toMatch(
      /(January|February|March|April|May|June|July|August|September|October|November|December) \d\d, \d{4}/,
    );
    const names = new Set<string>();
    for (const type of ['MINDSET', 'SKILLS', 'TEAM_DYNAMICS'] as const) {
      const items: ResultItemView[] = (
        await a.receiver.auth(http().get(`/api/stats?assessment_id=${id}&type=${type}`)).expect(200)
      ).body.responseObj;
      for (const item of items) names.add(item.question_name);
    }
    expect(names.size).toBeGreaterThan(0);
    for (const name of names) expect(text).toContain(name);
    for (const heading of ['Mindset', 'Skills', 'Team Dynamics', 'Gap view', 'Blind spot', 'Rae Receiver (SA)'])
      expect(text).toContain(heading);
    // about the receiver: others 1, 2, 3 -> 2.00 (3 raters); self 4.00; gap +2.00. Team Results: 23/9 = 2.56.
    // Team dynamics: every taker's rating of the team (4, 1, 2, 3) = 2.50; the receivers' own (4, 1, 2) = 2.33 would
    // leave the one observer's rating beside it, so it is withheld. Never the other receivers' own averages
    // (bystander 3.00, extra 2.67) nor a lone rating (1.00, 3.00)
    expect(numbersIn(text)).toEqual(new Set(['2.00', '4.00', '2.56', '2.50']));
    expect(text).toContain('Withheld: together with the other');
    expect(text).toContain('3 raters');
    expect(text).toContain('+2.00');
    for (const quote of ['about them: bystander', 'about them: extra', 'about them: observer', 'team observer'])
      expect(text).toContain(quote);
    for (const person of [a.bystander.name, extra.name, a.observer.name, a.admin.name])
      expect(text).not.toContain(person);
  });

  it('given an administrator, then any receiver’s report without the self-assessment, with the sentence', async () => {
    const res = await report(a.admin, a.receiver.userId).expect(200);
    const text = await textOf(res);
    expect(text).toContain('Rae Receiver');
    expect(text).toContain('Self-assessment: shared only with the member.');
    expect(text).not.toContain('(SA)');
    expect(text).not.toContain('Gap view');
    expect(numbersIn(text)).toEqual(new Set(['2.00', '2.56', '2.50']));
    const other = await textOf(await report(a.admin, extra.userId).expect(200));
    expect(other).toContain('Eli Extra');
    // extra is rated 4 (receiver), 1 (bystander), 3 (observer): 2.67
    expect(numbersIn(other)).toEqual(new Set(['2.67', '2.56', '2.50']));
  });

  /** The series names the hub's legend shows (GET /stats data[].name) for every option offered, per chart type. */
  async function legendNames(who: SignedInUser, receiverId?: string) {
    const offered = {
      MINDSET: ['MY_SELF_ASSESSMENT', 'MY_RESULTS', 'MY_TEAM_AVERAGE'],
      SKILLS: ['MY_SELF_ASSESSMENT', 'MY_RESULTS', 'MY_TEAM_AVERAGE'],
      TEAM_DYNAMICS: ['MY_TEAM_AVERAGE', 'MY_TEAM_SELF_ASSESSMENT'],
    } as const;
    const names = new Set<string>();
    for (const [type, options] of Object.entries(offered))
      for (const option of options) {
        if (receiverId && option === 'MY_SELF_ASSESSMENT') continue; // never offered to an administrator
        const query = `assessment_id=${id}&type=${type}&option_1=${option}${receiverId ? `&receiver_id=${receiverId}` : ''}`;
        const items: ResultItemView[] = (await who.auth(http().get(`/api/stats?${query}`)).expect(200)).body
          .responseObj;
        for (const datum of items[0].data) names.add(datum.name);
      }
    return [...names];
  }

  it('given the hub’s legend, then the PDF names its series the same: the receiver’s and an administrator’s copy', async () => {
    const own = await legendNames(a.receiver);
    expect(own.sort()).toEqual(['My Results', 'Rae Receiver (SA)', 'Team Results', 'Team Self-Assessment']);
    const ownText = await textOf(await report(a.receiver).expect(200));
    for (const name of own) expect(ownText).toContain(name);
    expect(ownText).not.toContain('Others’ average');
    const admins = await legendNames(a.admin, a.receiver.userId);
    expect(admins.sort()).toEqual(['Rae Receiver (Results)', 'Team Results', 'Team Self-Assessment']);
    const adminText = await textOf(await report(a.admin, a.receiver.userId).expect(200));
    for (const name of admins) expect(adminText).toContain(name);
    expect(adminText).not.toContain('My Results');
  });

  it('given anyone else, then 404: another member’s report, a non-receiver, another client’s admin', async () => {
    await report(a.bystander, a.receiver.userId).expect(404);
    await report(a.observer).expect(404); // an assignee who is not a receiver
    await report(a.admin, a.observer.userId).expect(404); // not a receiver of it
    await report(a.admin).expect(404); // the admin receives nothing here
    const outsider = await createSignedInUser(t, { role: RoleId.User, clientId: a.clientId });
    await report(outsider).expect(404);
    const other = await createReflectionsWorld(t, 'Elsewhere');
    await report(other.admin, a.receiver.userId).expect(404);
    const malformed = await a.receiver.auth(http().get('/api/stats/report.pdf'));
    expect([malformed.status, malformed.body.message]).toEqual([400, 'Reflection not found']);
  });
});
