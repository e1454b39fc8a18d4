import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import type { ReflectionView, ResultItemView, TakeView } from '@gc/contracts';
import { paths } from '../src/shared/routing/paths';
import { setUpAccount, type SetUpAccount } from './support/accounts';
import type { FullStack } from './support/full-stack';
import { useFullStack } from './support/journey';
import { screenshot as photograph } from './support/session';
import { apiCall, createMember, shortenedBaseline } from './support/workspace-people';

/**
 * The results hub against the real product (issue 11; member spec sections 2, 3, 4, 7): an administrator publishes
 * a shortened Cofounder Baseline to a team of three (Ada and Alan receive, Claude observes), Open as a cofounder
 * team's reflections are by default; all three take it through the API. Ada, from the dashboard's 'See your Insights',
 * compares her self-assessment with her results, reads the numbers in the table, steps through the questions with
 * the arrows and reads the comments, then her gap view; Claude, who receives nothing, compares Team Results with
 * Team Max; the administrator downloads the CSV and a receiver's PDF report. Every screen at 1280
 * and 375 px, axe-checked by screenshot().
 */
jest.setTimeout(600_000);

let stack: FullStack;
const open = useFullStack((started) => (stack = started));

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };
// long enough to be shortened inside its select on a phone
const NAME = 'Rocket cofounders, baseline reflection for the first quarter of the launch programme';
const HINT = 'Scroll sideways to see all columns';
const DAY = 24 * 60 * 60 * 1000;

/** The page never scrolls sideways at 375 px. */
async function fitsPhone(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (width > PHONE.width)
    console.log(
      await page.evaluate(() =>
        [...document.querySelectorAll('*')]
          .filter((e) => e.getBoundingClientRect().right > 375)
          .slice(0, 15)
          .map((e) => `${e.tagName}.${e.className} ${e.getBoundingClientRect().right}`),
      ),
    );
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

/**
 * Each labelled select lies inside its card (the outlined Paper holding the hub's controls), within the card's
 * border and padding, and at 375 px takes the card's whole width: a long name shortens inside it instead of pushing it out.
 */
async function selectsInsideCard(page: Page, labels: string[]): Promise<void> {
  for (const label of labels) {
    const boxes = await page.getByRole('combobox', { name: label }).evaluate((select) => {
      const edges = (r: DOMRect) => ({ left: r.left, right: r.right });
      const card = select.closest('.MuiPaper-root') as HTMLElement;
      const style = getComputedStyle(card);
      const outer = card.getBoundingClientRect();
      return {
        select: edges(select.getBoundingClientRect()),
        field: edges((select.closest('.MuiFormControl-root') as HTMLElement).getBoundingClientRect()),
        // the card's content box: inside its border and padding
        card: {
          left: outer.left + card.clientLeft + parseFloat(style.paddingLeft),
          right: outer.left + card.clientLeft + card.clientWidth - parseFloat(style.paddingRight),
        },
      };
    });
    for (const box of [boxes.select, boxes.field]) {
      expect([label, box.left >= boxes.card.left - 0.5]).toEqual([label, true]);
      expect([label, box.right <= boxes.card.right + 0.5]).toEqual([label, true]);
    }
    // full width on a phone
    expect([label, Math.round(boxes.field.right - boxes.field.left)]).toEqual([
      label,
      Math.round(boxes.card.right - boxes.card.left),
    ]);
  }
}

/** A full-page screenshot from the top (the app bar is fixed: a scrolled page would show it mid-page). */
async function screenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await photograph(page, name);
}

/** Picks an option of a labelled MUI select. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** The chart's table, row by row (it is in the page for screen readers, shown on screen with 'Show table'). */
async function tableRows(page: Page, caption: RegExp): Promise<string[][]> {
  const table = page.getByRole('table', { name: caption });
  await table.waitFor({ state: 'attached' });
  return table
    .locator('tr')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent ?? '')));
}

/**
 * The chart's table once its header row reads `header`: each Main/Comparison choice sends its own request, and the
 * previous answer stays on screen until the new one arrives.
 */
async function tableWithHeader(page: Page, caption: RegExp, header: string[]): Promise<string[][]> {
  const table = page.getByRole('table', { name: caption });
  await table.waitFor({ state: 'attached' });
  // looked up by its caption on every check: a re-render may put a new table in its place
  await page.waitForFunction(
    ([source, flags, expected]) => {
      const pattern = new RegExp(source, flags);
      const found = [...document.querySelectorAll('table')].find((t) => pattern.test(t.caption?.textContent ?? ''));
      const cells = [...(found?.querySelector('tr')?.querySelectorAll('th, td') ?? [])].map((c) => c.textContent);
      return JSON.stringify(cells) === JSON.stringify(expected);
    },
    [caption.source, caption.flags, header] as const,
    { timeout: 20_000 },
  );
  return tableRows(page, caption);
}

/** Waits for the echarts radar to be drawn (an SVG inside the chart's image). */
async function radarDrawn(page: Page): Promise<void> {
  await page.locator('[data-testid="radar-chart"] svg path').first().waitFor();
}

describe('the results hub', () => {
  let admin: SetUpAccount;
  const people: Record<'ada' | 'alan' | 'claude', SetUpAccount> = {} as never;
  let reflectionId = '';
  let firstMindset = '';
  let secondMindset = '';

  it('three members complete a published reflection (through the API)', async () => {
    admin = await setUpAccount(stack.baseUrl, stack.firstLogin, { name: 'Grace Hopper', password: 'Tq9!Horizon.Lane' });
    const call = <T>(method: string, path: string, body?: unknown) =>
      apiCall<T>(stack.baseUrl, admin.session, method, path, body);
    const industries = await call<{ industry_id: string }[]>('GET', 'industries');
    const client = await call<{ client_id: string }>('POST', 'clients', {
      client_name: 'Orbit Labs',
      description: 'Venture studio building climate hardware.',
      industry_id: industries[0].industry_id,
    });
    await call('PUT', `users/${encodeURIComponent(admin.email)}`, {
      email: admin.email,
      custom_client_id: client.client_id,
    });
    // a cofounder team: its reflections are Open by default (figures from the first rater)
    await call('POST', 'teams', {
      team_name: 'Rocket',
      description: 'Reusable launch vehicles.',
      team_type: 'COFOUNDER_TEAM',
      stage: 'idea',
    });
    const teams = await call<{ team_id: string; team_name: string }[]>('GET', 'teams');
    const teamId = teams.find((t) => t.team_name === 'Rocket')?.team_id ?? '';
    const roles = await call<{ team_role_id: string }[]>(
      'GET',
      `clients/${encodeURIComponent(client.client_id)}/team_roles`,
    );
    const members = {
      ada: { name: 'Ada Lovelace', email: 'ada@orbit.test', password: 'Ada.Engine-1843' },
      alan: { name: 'Alan Turing', email: 'alan@orbit.test', password: 'Alan.Bombe-1939' },
      claude: { name: 'Claude Shannon', email: 'claude@orbit.test', password: 'Claude.Info-1948' },
    };
    for (const [key, person] of Object.entries(members) as [keyof typeof members, (typeof members)['ada']][]) {
      people[key] = await createMember(stack, admin.session, person);
      await call('POST', `teams/${encodeURIComponent(teamId)}/members`, {
        name: person.name,
        email: person.email,
        team_role: roles[0].team_role_id,
      });
    }

    // the Cofounder Baseline, three questions of each scored section: mindset, skills, team dynamics
    const baseline = await shortenedBaseline(stack.baseUrl, admin.session);
    const draft = await call<ReflectionView>('POST', 'assessments', {
      assessment_name: NAME,
      ...baseline,
    });
    reflectionId = draft.assessment_id;
    const now = Date.now();
    await call('POST', `assessments/${encodeURIComponent(reflectionId)}/publish`, {
      team_id: teamId,
      launch_date: new Date(now - 60_000).toISOString(),
      due_date: new Date(now + 7 * DAY).toISOString(),
      members_with_roles: [
        { email: members.ada.email, observer: false, reciever: true },
        { email: members.alan.email, observer: false, reciever: true },
        { email: members.claude.email, observer: true, reciever: false },
      ],
      revision: draft.revision,
    });

    // Ada rates herself high and is rated lower (blind spots); Alan rates himself low and is rated higher
    const rating = (taker: string, subject: string, index: number): number => {
      if (subject === 'TEAM') return taker === 'ada' ? 3 : 2;
      const self = subject === people[taker as keyof typeof people].session.user.id;
      const aboutAda = subject === people.ada.session.user.id;
      if (self) return aboutAda ? 4 : 1;
      return aboutAda ? (index % 2 === 0 ? 2 : 3) : 3;
    };
    for (const taker of ['ada', 'alan', 'claude'] as const) {
      const session = people[taker].session;
      const path = `assessments/take/${encodeURIComponent(reflectionId)}`;
      const take = await apiCall<TakeView>(stack.baseUrl, session, 'GET', path);
      const questions = take.sections.flatMap((s) => s.questions);
      firstMindset = questions[0].question_name;
      secondMindset = questions[1].question_name;
      const answers = questions.flatMap((q, index) =>
        q.question_type === 'OPEN'
          ? []
          : q.question_type === 'TEAM_DYNAMIC'
            ? [
                {
                  assessment_question_id: q.assessment_question_id,
                  subject: 'TEAM',
                  response: rating(taker, 'TEAM', index),
                  ...(index === questions.length - 3 ? { comment: `${taker}: we decide quickly and say why.` } : {}),
                },
              ]
            : take.subjects.map((subject) => ({
                assessment_question_id: q.assessment_question_id,
                subject: subject.user_id,
                response: rating(taker, subject.user_id, index),
                ...(index === 1 && !subject.self && subject.name === 'Ada Lovelace'
                  ? { comment: `Ada ships every Friday (${taker}).` }
                  : {}),
              })),
      );
      await apiCall(stack.baseUrl, session, 'POST', `${path}/complete`, { answers });
    }

    // the results read model catches up with the submissions (a projection of the take events)
    const query = `stats?type=MINDSET&option_1=MY_SELF_ASSESSMENT&option_2=MY_RESULTS&assessment_id=${reflectionId}`;
    for (let attempt = 0; ; attempt++) {
      const items = await apiCall<ResultItemView[]>(stack.baseUrl, people.ada.session, 'GET', query);
      if (items.every((item) => item.data[1]?.value !== null)) break;
      if (attempt > 60) throw new Error(`results never filled in: ${JSON.stringify(items[0]?.data)}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });

  it('a receiver compares her self-assessment with her results and steps through the questions', async () => {
    const page = await open(people.ada.session, DESKTOP);
    await page.goto(`${stack.baseUrl}${paths.dashboard}`);
    await page.getByRole('link', { name: 'See your Insights' }).click();
    // the lone reflection is picked by itself, and the address says which
    await page.waitForURL(`**${paths.results.reflection(reflectionId)}`);
    await page
      .getByRole('combobox', { name: 'Team/reflection' })
      .filter({ hasText: new RegExp(`^\\(\\d\\d/\\d\\d/\\d\\d\\) ${NAME}$`) })
      .waitFor();
    // a receiver opens on her self-assessment against her results
    await expect(page.getByRole('combobox', { name: 'Main' }).textContent()).resolves.toBe('My Self-Assessment');
    await expect(page.getByRole('combobox', { name: 'Comparison' }).textContent()).resolves.toBe('My Results');
    await radarDrawn(page);
    await page
      .getByText(/^(In Progress|Completed)$/)
      .first()
      .waitFor();
    await screenshot(page, 'results-01-defaults');

    await choose(page, 'Main', 'My Self-Assessment');
    await choose(page, 'Comparison', 'My Results');
    await page.getByRole('button', { name: 'Ada Lovelace (SA)' }).waitFor();
    await radarDrawn(page);
    await page.getByRole('button', { name: 'Show table' }).click();
    const rows = await tableWithHeader(page, /^Mindset: the numbers/, ['Question', 'Ada Lovelace (SA)', 'My Results']);
    // self 4; others (Alan, Claude) 2 and 2, then 3 and 3, ...
    expect(rows[1]).toEqual([firstMindset, '4', '2']);
    expect(rows[2]).toEqual([secondMindset, '4', '3']);
    await screenshot(page, 'results-02-self-vs-results');

    const detail = page.getByRole('region', { name: firstMindset });
    await detail.getByText('Question 1 of 3', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Next question' }).click();
    const second = page.getByRole('region', { name: secondMindset });
    await second.getByRole('heading', { name: 'Individual Comments' }).waitFor();
    await second.getByText('“Ada ships every Friday (alan).”').waitFor();
    await second.getByText('“Ada ships every Friday (claude).”').waitFor();
    await second.getByText('My Results: 3 (2 people)').waitFor();
    await page.getByRole('button', { name: 'Score Definitions' }).click();
    await screenshot(page, 'results-03-comments');
    await page.getByRole('button', { name: 'Previous question' }).click();
    await page.getByRole('button', { name: 'Previous question' }).click();
    await page.getByText('Question 3 of 3', { exact: false }).waitFor();

    const gaps = page.getByRole('region', { name: 'Gap view' });
    await gaps.getByText('Blind spots:').waitFor();
    const gapRows = await gaps.locator('tbody tr').allTextContents();
    expect(gapRows.some((row) => row.includes('Blind spot'))).toBe(true);
    // wide enough here: no cue to scroll sideways
    await expect(
      gaps.getByRole('region', { name: 'Gaps per question' }).getAttribute('data-overflowing'),
    ).resolves.toBe('false');
    expect(await page.getByText(HINT).count()).toBe(0);
    await screenshot(page, 'results-04-gap-view');

    // the Skills chart's skill-level radio, named as the spec names it
    await page.getByRole('button', { name: 'Skills', exact: true }).click();
    const level = page.getByRole('radiogroup', { name: 'Skills - future' });
    await level.getByRole('radio', { name: 'Validate' }).waitFor();
    await level.getByRole('radio', { name: 'Build' }).waitFor();
    await radarDrawn(page);
    await screenshot(page, 'results-10-skills');
    await page.getByRole('button', { name: 'Mindset', exact: true }).click();

    // her own PDF report
    const [ownPdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF report' }).click(),
    ]);
    expect((await readFile((await ownPdf.path()) as string)).subarray(0, 5).toString()).toBe('%PDF-');

    await page.getByRole('button', { name: 'Team Dynamics' }).click();
    await expect(page.getByRole('combobox', { name: 'Main' }).textContent()).resolves.toBe('Team Results');
    await page.getByText('“ada: we decide quickly and say why.”').waitFor();
    await radarDrawn(page);
    await screenshot(page, 'results-05-team-dynamics');
  });

  it('the receiver’s results fit a phone', async () => {
    const page = await open(people.ada.session, PHONE);
    await page.goto(`${stack.baseUrl}${paths.results.reflection(reflectionId)}`);
    await choose(page, 'Main', 'My Self-Assessment');
    await choose(page, 'Comparison', 'My Results');
    await radarDrawn(page);
    await fitsPhone(page);
    await selectsInsideCard(page, ['Team/reflection', 'Main', 'Comparison']);
    await screenshot(page, 'results-06-phone');

    // the gap table scrolls inside its box, with the cue, and a keyboard reaches and scrolls it; the page never does
    const table = page.getByRole('region', { name: 'Gaps per question' });
    await table.scrollIntoViewIfNeeded();
    await page.getByText(HINT).waitFor();
    await expect(table.getAttribute('aria-describedby')).resolves.toBe(await page.getByText(HINT).getAttribute('id'));
    await page.getByTestId('side-scroll-shadow-right').waitFor({ state: 'attached' });
    await table.focus();
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe(
      'Gaps per question',
    );
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(
      () => (document.querySelector('[aria-label="Gaps per question"]')?.scrollLeft ?? 0) > 0,
      undefined,
      { timeout: 20_000 },
    );
    await page.getByTestId('side-scroll-shadow-left').waitFor({ state: 'attached' });
    await fitsPhone(page);
    await screenshot(page, 'results-11-phone-gaps');

    await page.getByRole('button', { name: 'Skills', exact: true }).click();
    await page.getByRole('radiogroup', { name: 'Skills - future' }).waitFor();
    await radarDrawn(page);
    await fitsPhone(page);
    await selectsInsideCard(page, ['Team/reflection', 'Main', 'Comparison']);
    await screenshot(page, 'results-12-phone-skills');
  });

  it('a member who receives nothing compares Team Results with Team Max', async () => {
    const page = await open(people.claude.session, DESKTOP);
    await page.goto(`${stack.baseUrl}${paths.results.root}`);
    await page.waitForURL(`**${paths.results.reflection(reflectionId)}`);
    await page.getByRole('combobox', { name: 'Main' }).click();
    const offered = await page.getByRole('option').allTextContents();
    expect(offered).toEqual(['Team Self-Assessment', 'Team Results', 'Team Max']);
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await choose(page, 'Main', 'Team Results');
    await choose(page, 'Comparison', 'Team Max');
    await radarDrawn(page);
    // fails unless the table's columns become Team Results and Team Max
    await tableWithHeader(page, /^Mindset: the numbers/, ['Question', 'Team Results', 'Team Max']);
    expect(await page.getByRole('region', { name: 'Gap view' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Download CSV' }).count()).toBe(0);
    await screenshot(page, 'results-07-team-max');

    const phone = await open(people.claude.session, PHONE);
    await phone.goto(`${stack.baseUrl}${paths.results.reflection(reflectionId)}`);
    await choose(phone, 'Main', 'Team Results');
    await choose(phone, 'Comparison', 'Team Max');
    await radarDrawn(phone);
    await fitsPhone(phone);
    await screenshot(phone, 'results-08-team-max-phone');
  });

  it('an administrator downloads the CSV and a receiver’s PDF report', async () => {
    const page = await open(admin.session, DESKTOP);
    await page.goto(`${stack.baseUrl}${paths.results.reflection(reflectionId)}`);
    await radarDrawn(page);
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const text = await readFile((await csv.path()) as string, 'utf8');
    expect(text).toContain(firstMindset);
    expect(text).not.toMatch(/ada@orbit\.test|alan@orbit\.test/);
    await screenshot(page, 'results-09-admin');

    await choose(page, 'Receiver', 'Alan Turing');
    // the Receiver choice drives the chart as well as the PDF
    await page.waitForFunction(() =>
      [...document.querySelectorAll('table th')].some((th) => th.textContent === 'Alan Turing (Results)'),
    );
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF report' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/-Alan-Turing\.pdf$/);
    const bytes = await readFile((await pdf.path()) as string);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const phone = await open(admin.session, PHONE);
    await phone.goto(`${stack.baseUrl}${paths.results.reflection(reflectionId)}`);
    await radarDrawn(phone);
    await phone.getByRole('combobox', { name: 'Receiver' }).waitFor();
    await fitsPhone(phone);
    await selectsInsideCard(phone, ['Team/reflection', 'Receiver', 'Main', 'Comparison']);
    await screenshot(phone, 'results-13-admin-phone');
  });
});
