import type { Page } from 'playwright-core';
import {
  confidentialityPromise,
  confidential,
  needsCofounderAssignee,
  OPEN,
  type ReflectionView,
  type TakeView,
} from '@gc/contracts';
import { paths } from '../src/shared/routing/paths';
import type { SetUpAccount } from './support/accounts';
import type { FullStack } from './support/full-stack';
import { useFullStack } from './support/journey';
import { screenshot as photograph } from './support/session';
import { adminOfNewClient, apiCall, apiExchange, createMember, shortenedBaseline } from './support/workspace-people';

/**
 * The promise for each team shape (issue 28), against the real product. A two-founder cofounder team's reflection is
 * Open (its default): each founder reads so before answering, and after both submit sees a full radar. A five-person
 * OS team's is Confidential with 3 (the client's default): a member reads so, sees only her own self-assessment, the
 * response rate and when results appear while it runs, then the full radar once everyone has submitted. The
 * administrator sees the choice in General setup and the client's defaults on the client details screen. Every
 * screen at 1280 and 375 px, axe-checked by screenshot().
 */
jest.setTimeout(600_000);

let stack: FullStack;
const open = useFullStack((started) => (stack = started));

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };
const DAY = 24 * 60 * 60 * 1000;

async function screenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await photograph(page, name);
}

/** Waits for the echarts radar to be drawn (an SVG inside the chart's image). */
async function radarDrawn(page: Page): Promise<void> {
  await page.locator('[data-testid="radar-chart"] svg path').first().waitFor();
}

/** The numbers column of the chart's table (screen readers' view of the radar): every cell but the question's. */
async function tableNumbers(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: /^Mindset: the numbers/ });
  await table.waitFor({ state: 'attached' });
  return table.locator('tbody td').allTextContents();
}

type Person = { name: string; email: string; password: string };

describe('the promise, for each team shape', () => {
  let admin: SetUpAccount;
  const people: Record<string, SetUpAccount> = {};
  let founders = '';
  let operators = '';
  let draftId = '';
  const call = <T>(method: string, path: string, body?: unknown) =>
    apiCall<T>(stack.baseUrl, admin.session, method, path, body);

  async function submit(key: string, reflectionId: string, self: number, others: number) {
    const session = people[key].session;
    const path = `assessments/take/${encodeURIComponent(reflectionId)}`;
    const take = await apiCall<TakeView>(stack.baseUrl, session, 'GET', path);
    type Sent = { assessment_question_id: string; subject: string; response?: number; comment?: string };
    const answers = take.sections.flatMap((s) =>
      s.questions.flatMap((q): Sent[] =>
        q.question_type === 'OPEN'
          ? [{ assessment_question_id: q.assessment_question_id, subject: 'TEAM', comment: `${key} would ship weekly` }]
          : q.question_type === 'TEAM_DYNAMIC'
            ? [{ assessment_question_id: q.assessment_question_id, subject: 'TEAM', response: others }]
            : take.subjects.map((p) => ({
                assessment_question_id: q.assessment_question_id,
                subject: p.user_id,
                response: p.self ? self : others,
              })),
      ),
    );
    const { position } = await apiExchange(stack.baseUrl, session, 'POST', `${path}/complete`, { answers });
    // the results page opened next reads the response rate and the scores: wait until they include this submission
    // (the submit answers before its read models fold it; on a busy host they lag by seconds)
    const status = `stats/status?assessment_id=${encodeURIComponent(reflectionId)}`;
    for (let stale = true; stale;) {
      stale = (await apiExchange(stack.baseUrl, session, 'GET', status, undefined, position)).stale;
    }
  }

  it('an administrator publishes to a two-founder team and a five-person OS team, each with its default (through the API)', async () => {
    ({ admin } = await adminOfNewClient(
      stack.baseUrl,
      stack.firstLogin,
      { name: 'Grace Hopper', password: 'Tq9!Horizon.Lane' },
      { client_name: 'Helix Studio', description: 'A studio of two ventures.' },
    ));
    const team = async (name: string, type: 'COFOUNDER_TEAM' | 'OS_TEAM', members: Record<string, Person>) => {
      await call('POST', 'teams', { team_name: name, description: `${name}.`, team_type: type, stage: 'idea' });
      const teams = await call<{ team_id: string; team_name: string }[]>('GET', 'teams');
      const teamId = teams.find((t) => t.team_name === name)!.team_id;
      for (const [key, person] of Object.entries(members)) {
        people[key] = await createMember(stack, admin.session, person);
        await call('POST', `teams/${encodeURIComponent(teamId)}/members`, {
          name: person.name,
          email: person.email,
          team_role: type === 'COFOUNDER_TEAM' ? '2' : '9',
        });
      }
      return teamId;
    };
    const person = (name: string): Person => ({
      name,
      email: `${name.split(' ')[0].toLowerCase()}@helix.test`,
      password: `${name.split(' ')[0]}.Helix-2026`,
    });
    const foundersTeam = await team('Helix founders', 'COFOUNDER_TEAM', {
      fay: person('Fay Founder'),
      gus: person('Gus Founder'),
    });
    const opsTeam = await team('Helix ops', 'OS_TEAM', {
      ivy: person('Ivy Operator'),
      jon: person('Jon Operator'),
      kim: person('Kim Operator'),
      lee: person('Lee Operator'),
      max: person('Max Operator'),
    });

    // a shortened Cofounder Baseline: three questions of each of the first three sections
    const baseline = await shortenedBaseline(stack.baseUrl, admin.session);
    // an OS team is asked no cofounder questions: those need a Cofounder among the assignees (issue 29)
    const opsBaseline = {
      ...baseline,
      sections: (baseline.sections as { questions: { question_type: string }[] }[]).filter(
        (section) => !needsCofounderAssignee([section]),
      ),
    };
    const publish = async (name: string, teamId: string, keys: string[], content: object = baseline) => {
      const draft = await call<ReflectionView>('POST', 'assessments', { assessment_name: name, ...content });
      const now = Date.now();
      // no confidentiality sent: the team's default
      const published = await call<ReflectionView>(
        'POST',
        `assessments/${encodeURIComponent(draft.assessment_id)}/publish`,
        {
          team_id: teamId,
          launch_date: new Date(now - 60_000).toISOString(),
          due_date: new Date(now + 7 * DAY).toISOString(),
          members_with_roles: keys.map((key) => ({ email: people[key].email, observer: false, reciever: true })),
        },
      );
      return published;
    };
    const f = await publish('Founders, baseline', foundersTeam, ['fay', 'gus']);
    const o = await publish('Ops, baseline', opsTeam, ['ivy', 'jon', 'kim', 'lee', 'max'], opsBaseline);
    founders = f.assessment_id;
    operators = o.assessment_id;
    expect(f.general_settings?.confidentiality).toEqual({ mode: 'OPEN', min_raters: null });
    expect(o.general_settings?.confidentiality).toEqual({ mode: 'CONFIDENTIAL', min_raters: 3 });
    const draft = await call<ReflectionView>('POST', 'assessments', { assessment_name: 'Ops, follow-up', ...baseline });
    draftId = draft.assessment_id;
  });

  it('a founder reads the Open promise before answering; after both submit, a full radar', async () => {
    const page = await open(people.fay.session, DESKTOP);
    await page.goto(`${stack.baseUrl}${paths.take.form(founders)}`);
    await page.getByRole('heading', { name: 'Instructions' }).waitFor();
    const note = page.getByRole('note', { name: 'How your ratings are shown' });
    await note.getByText(confidentialityPromise(OPEN)).waitFor();
    await screenshot(page, 'promise-01-open-instructions');
    await page.getByRole('button', { name: 'Begin reflection' }).click();
    await page.getByText(confidentialityPromise(OPEN)).first().waitFor();
    await screenshot(page, 'promise-02-open-beside-cards');

    await submit('fay', founders, 4, 2);
    await submit('gus', founders, 3, 3);
    await page.goto(`${stack.baseUrl}${paths.results.reflection(founders)}`);
    // a receiver opens on her self-assessment against her results: Gus's ratings, from the first rater
    await expect(page.getByRole('combobox', { name: 'Main' }).textContent()).resolves.toBe('My Self-Assessment');
    await expect(page.getByRole('combobox', { name: 'Comparison' }).textContent()).resolves.toBe('My Results');
    await radarDrawn(page);
    await page.waitForFunction(() =>
      [...document.querySelectorAll('table')].some(
        (t) =>
          /^Mindset: the numbers/.test(t.caption?.textContent ?? '') &&
          t.querySelector('tbody td')?.textContent === '4',
      ),
    );
    const numbers = await tableNumbers(page);
    expect(numbers.filter((n) => n === '4').length).toBeGreaterThan(0);
    expect(numbers.filter((n) => n === '3').length).toBeGreaterThan(0);
    await screenshot(page, 'promise-03-open-full-radar');

    const phone = await open(people.gus.session, PHONE);
    await phone.goto(`${stack.baseUrl}${paths.results.reflection(founders)}`);
    await radarDrawn(phone);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phone, 'promise-04-open-full-radar-phone');
  });

  it('an OS team member reads the Confidential promise; until the close she sees her self-assessment, the response rate and when results appear; then the full radar', async () => {
    const promise = confidentialityPromise(confidential(3));
    const page = await open(people.ivy.session, DESKTOP);
    await page.goto(`${stack.baseUrl}${paths.take.form(operators)}`);
    await page.getByRole('note', { name: 'How your ratings are shown' }).getByText(promise).waitFor();
    await screenshot(page, 'promise-05-confidential-instructions');
    const phone = await open(people.ivy.session, PHONE);
    await phone.goto(`${stack.baseUrl}${paths.take.form(operators)}`);
    await phone.getByText(promise).waitFor();
    await screenshot(phone, 'promise-06-confidential-instructions-phone');

    for (const [key, self, others] of [
      ['ivy', 4, 2],
      ['jon', 3, 3],
      ['kim', 2, 1],
      ['lee', 1, 4],
    ] as const)
      await submit(key, operators, self, others);
    await page.goto(`${stack.baseUrl}${paths.results.reflection(operators)}`);
    await page.getByText(/^Results appear when the reflection closes on [A-Z][a-z]+ \d{1,2}\.?$/).waitFor();
    await page
      .getByText(/4 of 5/)
      .first()
      .waitFor();
    await radarDrawn(page);
    // her own self-assessment (4) only; nobody else's figure
    await page.waitForFunction(() =>
      [...document.querySelectorAll('table')].some(
        (t) =>
          /^Mindset: the numbers/.test(t.caption?.textContent ?? '') &&
          t.querySelector('tbody td')?.textContent === '4',
      ),
    );
    const before = await tableNumbers(page);
    expect(before.filter((n) => /\d/.test(n) && n !== '4')).toEqual([]);
    await screenshot(page, 'promise-07-confidential-before-close');
    await phone.goto(`${stack.baseUrl}${paths.results.reflection(operators)}`);
    await phone.getByText(/^Results appear when the reflection closes on/).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phone, 'promise-08-confidential-before-close-phone');

    // the last member submits: the reflection closes, and the figures appear
    await submit('max', operators, 2, 3);
    await page.reload();
    await radarDrawn(page);
    // about Ivy: Jon 3, Kim 1, Lee 4, Max 3 -> 2.75
    await page.waitForFunction(() =>
      [...document.querySelectorAll('table')].some(
        (t) => /^Mindset: the numbers/.test(t.caption?.textContent ?? '') && /2\.75/.test(t.textContent ?? ''),
      ),
    );
    expect(await page.getByText(/^Results appear when the reflection closes/).count()).toBe(0);
    await screenshot(page, 'promise-09-confidential-after-close');
  });

  it('the administrator sees the choice in General setup and the client’s defaults on the client details screen', async () => {
    const page = await open(admin.session, DESKTOP);
    await page.goto(`${stack.baseUrl}${paths.assessmentBuildId(draftId)}`);
    await page.getByRole('tab', { name: 'General setup' }).click();
    await page.getByRole('radiogroup', { name: /How ratings are shown/ }).waitFor();
    await screenshot(page, 'promise-10-general-setup');
    const phone = await open(admin.session, PHONE);
    await phone.goto(`${stack.baseUrl}${paths.assessmentBuildId(draftId)}`);
    await phone.getByRole('tab', { name: 'General setup' }).click();
    await phone.getByRole('radiogroup', { name: /How ratings are shown/ }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phone, 'promise-11-general-setup-phone');
  });
});
