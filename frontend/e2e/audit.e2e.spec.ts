import type { ReflectionView } from '@gc/contracts';
import type { Locator, Page } from 'playwright-core';
import { paths } from '../src/shared/routing/paths';
import { setUpAccount, type SetUpAccount } from './support/accounts';
import type { FullStack } from './support/full-stack';
import { useFullStack } from './support/journey';
import { screenshot } from './support/session';
import { apiCall, createMember } from './support/workspace-people';

/**
 * The audit's History panel against the real product (issue 13): an administrator publishes a reflection (through
 * the API), renames it on its Edit Reflection page, opens the History panel and views the reflection as it was
 * before the rename: the old name, read-only, with its results then, and back to now. At 1280 and 375 px, every
 * screenshot axe-checked.
 */
jest.setTimeout(600_000);

let stack: FullStack;
const open = useFullStack((started) => (stack = started));

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };
const DAY = 24 * 60 * 60 * 1000;
const OLD_NAME = 'Rocket baseline, first draft';
const NEW_NAME = 'Rocket cofounders, spring baseline';

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** The page never scrolls sideways at 375 px. */
async function fitsPhone(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

/** The as-of view's three results tables have loaded (each chart type: its table, or 'no questions of this type'). */
async function resultsShown(view: Locator): Promise<void> {
  await view
    .getByText(/^Loading the /)
    .first()
    .waitFor({ state: 'detached' });
  expect(await view.getByRole('table').count()).toBeGreaterThanOrEqual(2);
}

describe('audit: the History panel of Edit Reflection', () => {
  let admin: SetUpAccount;
  let reflectionId = '';

  it('an administrator publishes a reflection to a team of two (through the API)', async () => {
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
    const people = [
      { name: 'Ada Lovelace', email: 'ada@orbit.test', password: 'Ada.Engine-1843' },
      { name: 'Alan Turing', email: 'alan@orbit.test', password: 'Alan.Bombe-1939' },
    ];
    for (const person of people) {
      await createMember(stack, admin.session, person);
      await call('POST', `teams/${encodeURIComponent(teamId)}/members`, {
        name: person.name,
        email: person.email,
        team_role: roles[0].team_role_id,
      });
    }

    // the Cofounder Baseline, shortened to two sections of two questions
    const template = await call<ReflectionView>('GET', 'assessments/templates/system-cofounder-baseline');
    const sections = template.sections.slice(0, 2).map((s) => ({
      section_name: s.section_name,
      section_description: s.section_description,
      questions: s.questions.slice(0, 2).map((q) => ({
        question_type: q.question_type,
        category_id: q.category_id,
        question_id: q.question_id,
        question_prompt: q.question_prompt,
      })),
    }));
    const draft = await call<ReflectionView>('POST', 'assessments', {
      assessment_name: OLD_NAME,
      assessment_instructions: template.assessment_instructions,
      template_id: 'system-cofounder-baseline',
      sections,
    });
    reflectionId = draft.assessment_id;
    const now = Date.now();
    await call('POST', `assessments/${encodeURIComponent(reflectionId)}/publish`, {
      team_id: teamId,
      launch_date: new Date(now - 60_000).toISOString(),
      due_date: new Date(now + 7 * DAY).toISOString(),
      members_with_roles: people.map((p, i) => ({ email: p.email, observer: i === 1, reciever: i === 0 })),
      revision: draft.revision,
    });
    expect(reflectionId).not.toBe('');
  });

  it('renames it on Edit Reflection, then views it as it was before the rename, read-only, and back to now', async () => {
    const page = await open(admin.session, DESKTOP);
    await page.goto(`${stack.baseUrl}${paths.teams.editReflection(reflectionId, 'IN_PROGRESS')}`);
    await page.getByRole('heading', { level: 2, name: OLD_NAME }).waitFor();

    await page.getByRole('button', { name: 'Rename' }).click();
    const field = page.getByLabel('Reflection name');
    await field.fill(NEW_NAME);
    await page.getByRole('dialog').getByRole('button', { name: 'Rename' }).click();
    await toast(page, 'Changes successfully saved').waitFor();
    await page.getByLabel('Notifications').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('heading', { level: 2, name: NEW_NAME }).waitFor();

    const panel = page.getByRole('region', { name: 'History' });
    await panel.getByRole('button', { name: 'Show history' }).click();
    const entries = panel.getByRole('list', { name: 'Timeline, newest first' }).getByRole('listitem');
    await entries.filter({ hasText: `renamed from '${OLD_NAME}' to '${NEW_NAME}'` }).waitFor();
    const texts = await entries.allInnerTexts();
    // newest first: the rename, then the publish, then the draft's creation
    expect(texts[0]).toContain('renamed from');
    expect(texts[0]).toContain('Grace Hopper');
    expect(texts.some((text) => /published to Rocket/.test(text))).toBe(true);
    expect(texts.at(-1)).toContain('created the draft');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'audit-01-history-1280');

    // the entry before the rename: its publication
    const published = entries.filter({ hasText: /published to Rocket/ });
    await published.getByRole('button', { name: /^View as of / }).click();
    const banner = page.getByRole('heading', { level: 2, name: /^Viewing as of .* — read-only$/ });
    await banner.waitFor();
    const view = page.getByRole('region', { name: /^Viewing as of/ });
    await view.getByRole('heading', { level: 3, name: OLD_NAME }).waitFor();
    await view.getByRole('table', { name: 'Members of Rocket then' }).waitFor();
    await resultsShown(view);
    // read-only: the editing controls are gone while viewing the past
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Rename' }).count()).toBe(0);
    expect(await page.getByRole('heading', { level: 2, name: NEW_NAME }).count()).toBe(0);
    expect(await published.getAttribute('aria-current')).toBe('true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'audit-02-as-of-1280');

    await view.getByRole('button', { name: 'Back to now' }).click();
    await page.getByRole('heading', { level: 2, name: NEW_NAME }).waitFor();
    expect(await page.getByText(/^Viewing as of/).count()).toBe(0);
    await page.getByRole('button', { name: 'Rename' }).waitFor();
  });

  it('reads the same on a phone', async () => {
    const page = await open(admin.session, PHONE);
    await page.goto(`${stack.baseUrl}${paths.teams.editReflection(reflectionId, 'IN_PROGRESS')}`);
    await page.getByRole('heading', { level: 2, name: NEW_NAME }).waitFor();
    const panel = page.getByRole('region', { name: 'History' });
    // by keyboard (the floating GrowthMentor launcher sits over the bottom right corner of a phone's screen)
    await panel.getByRole('button', { name: 'Show history' }).focus();
    await page.keyboard.press('Enter');
    const entries = panel.getByRole('list', { name: 'Timeline, newest first' }).getByRole('listitem');
    await entries.filter({ hasText: 'renamed from' }).waitFor();
    await fitsPhone(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'audit-03-history-375');

    await entries
      .filter({ hasText: /published to Rocket/ })
      .getByRole('button', { name: /^View as of / })
      .focus();
    await page.keyboard.press('Enter');
    const view = page.getByRole('region', { name: /^Viewing as of/ });
    await view.getByRole('heading', { level: 3, name: OLD_NAME }).waitFor();
    await resultsShown(view);
    await fitsPhone(page);
    await screenshot(page, 'audit-04-as-of-375');
  });
});
