import type { Locator, Page } from 'playwright-core';
import { paths } from '../src/shared/routing/paths';
import { savedDraftShown } from './support/builder';
import type { SetUpAccount } from './support/accounts';
import type { FullStack } from './support/full-stack';
import { useFullStack } from './support/journey';
import { screenshot } from './support/session';
import { adminOfNewClient, apiCall, createMember } from './support/workspace-people';

/**
 * Reflections against the real product (issue 9; admin spec sections 2, 4, 5, 8, 9): an administrator builds a
 * reflection from 'Cofounder Assessment - Baseline' (rename, sections reordered by dragging, questions by keyboard,
 * an OPEN question), saves, clones, previews, assigns it to a team with one receiver and one observer and publishes
 * it through 'Ready to publish?'; then finds it under Upcoming in Manage Reflections, moves its due date and marks it
 * complete. Every screen is photographed (and axe-checked) at 1280 and 375 px.
 */
jest.setTimeout(600_000);

let stack: FullStack;
const open = useFullStack((started) => (stack = started));

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };
const TEMPLATE = 'Cofounder Assessment - Baseline';
const NAME = 'Orbit cofounders, spring baseline';
const DAY = 24 * 60 * 60 * 1000;
/** The administrator's own time zone (the machine running the journey may be on UTC). */
const ZONE = 'Europe/Paris';

/** The browser's time zone, as the admin's computer would have it (Chromium's DevTools emulation). */
async function inZone(page: Page, timezoneId: string): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setTimezoneOverride', { timezoneId });
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

async function choose(page: Page, combobox: Locator, option: string | RegExp): Promise<void> {
  await combobox.click();
  await page.getByRole('option', { name: option }).first().click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** A datetime-local input's value for an instant in the browser's zone ('2026-12-01T09:00'). */
async function localValue(page: Page, instant: number): Promise<string> {
  return page.evaluate((at) => {
    const d = new Date(at);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  }, instant);
}

/** Section headings of the builder, in order. */
async function sectionNames(page: Page): Promise<string[]> {
  return page.locator('main section h3').allInnerTexts();
}

/** Drags `source` by the pointer onto `target` in small steps, as a hand does (HTML5 drag and drop). */
async function dragOnto(page: Page, source: Locator, target: Locator): Promise<void> {
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('nothing to drag');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
  await page.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 5 });
  await page.mouse.up();
}

/** The input's value once it matches `pattern` (the page may still be showing the previous form for a moment). */
async function valueMatching(input: Locator, pattern: RegExp): Promise<string> {
  let value = '';
  for (let tries = 0; tries < 100; tries += 1) {
    value = await input.inputValue().catch(() => '');
    if (pattern.test(value)) return value;
    await input.page().waitForTimeout(100);
  }
  throw new Error(`expected a value matching ${pattern}, got '${value}'`);
}

/** The page never scrolls sideways at 375 px. */
async function fitsPhone(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

describe('reflections: build, publish to a team, manage', () => {
  let admin: SetUpAccount;
  let teamId = '';
  let reflectionId = '';
  let reflectionName = '';
  let launchLocal = '';

  it('sets up a client with a team of two members (through the API)', async () => {
    const created = await adminOfNewClient(
      stack.baseUrl,
      stack.firstLogin,
      { name: 'Grace Hopper', password: 'Tq9!Horizon.Lane' },
      { client_name: 'Orbit Labs', description: 'Venture studio building climate hardware.' },
    );
    admin = created.admin;
    const client = { client_id: created.clientId };
    await apiCall(stack.baseUrl, admin.session, 'POST', 'teams', {
      team_name: 'Rocket',
      description: 'Reusable launch vehicles.',
      team_type: 'COFOUNDER_TEAM',
      stage: 'idea',
    });
    const teams = await apiCall<{ team_id: string; team_name: string }[]>(stack.baseUrl, admin.session, 'GET', 'teams');
    teamId = teams.find((t) => t.team_name === 'Rocket')?.team_id ?? '';
    const roles = await apiCall<{ team_role_id: string; label?: string; name?: string }[]>(
      stack.baseUrl,
      admin.session,
      'GET',
      `clients/${encodeURIComponent(client.client_id)}/team_roles`,
    );
    const role = (name: string) =>
      roles.find((r) => (r.label ?? r.name) === name)?.team_role_id ?? roles[0].team_role_id;
    for (const [person, teamRole] of [
      [{ name: 'Ada Lovelace', email: 'ada@orbit.test', password: 'Ada.Engine-1843' }, 'Cofounder'],
      [{ name: 'Alan Turing', email: 'alan@orbit.test', password: 'Alan.Bombe-1939' }, 'Cofounder'],
    ] as const) {
      await createMember(stack, admin.session, person);
      await apiCall(stack.baseUrl, admin.session, 'POST', `teams/${encodeURIComponent(teamId)}/members`, {
        name: person.name,
        email: person.email,
        team_role: role(teamRole),
      });
    }
    expect(teamId).not.toBe('');
  });

  it('builds a reflection from the Cofounder Baseline template, saves, clones and previews it', async () => {
    const page = await open(admin.session, DESKTOP);
    await page.goto(`${stack.baseUrl}${paths.assessment}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Choose a template' }).waitFor();
    await screenshot(page, 'reflections-01-list');

    await page
      .getByRole('link', { name: new RegExp(TEMPLATE) })
      .first()
      .click();
    await page.waitForURL(/\/app\/assessment\/build\?/);
    const title = page.getByLabel('Reflection title');
    await title.waitFor();
    expect(await title.inputValue()).toContain('Cofounder');
    await screenshot(page, 'reflections-02-from-template');

    // rename
    await title.fill(NAME);

    // two sections reordered by dragging the second's grip onto the first
    const before = await sectionNames(page);
    expect(before.length).toBeGreaterThanOrEqual(2);
    // sections are long: a tall window keeps both in view while the pointer carries one over the other
    await page.setViewportSize({ width: DESKTOP.width, height: 3200 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await dragOnto(
      page,
      page.getByTitle(`Drag to reorder ${before[1]}`, { exact: true }),
      page.getByTitle(`Drag to reorder ${before[0]}`, { exact: true }),
    );
    for (let tries = 0; tries < 50 && (await sectionNames(page))[0] !== before[1]; tries += 1) {
      await page.waitForTimeout(100);
    }
    expect((await sectionNames(page)).slice(0, 2)).toEqual([before[1], before[0]]);
    await page.setViewportSize(DESKTOP);

    // two questions reordered by keyboard: Move down on the first question of the (new) first section
    const section = page.getByRole('region', { name: before[1], exact: true });
    const questions = section.getByRole('group', { name: /^Question \d/ });
    const firstBefore = await questions.nth(0).getAttribute('aria-label');
    const secondBefore = await questions.nth(1).getAttribute('aria-label');
    const moveDown = section.getByRole('button', { name: `Move down: ${firstBefore}` });
    await moveDown.focus();
    await page.keyboard.press('Enter');
    await page.getByText(/^Moved .* to position 2 of \d+$/).waitFor({ state: 'attached' });
    const names = (label: string | null) => /\((.*)\)/.exec(label ?? '')?.[1];
    expect(names(await questions.nth(0).getAttribute('aria-label'))).toBe(names(secondBefore));
    expect(names(await questions.nth(1).getAttribute('aria-label'))).toBe(names(firstBefore));

    // an OPEN question at the end of the first section
    await section.getByRole('button', { name: `Add to ${before[1]}` }).click();
    await page.getByRole('menuitem', { name: 'Open-ended Question' }).click();
    const openQuestion = section.getByRole('group', { name: /^Question \d/ }).last();
    await choose(page, openQuestion.getByRole('combobox', { name: /Category/ }), /.+/);
    await choose(page, openQuestion.getByRole('combobox', { name: /Selection/ }), /.+/);
    expect(await openQuestion.getByLabel(/Phrasing/).inputValue()).not.toBe('');
    await screenshot(page, 'reflections-03-edited');

    // Save creates the draft and moves to its id
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Assessment successfully saved!').waitFor();
    await page.waitForURL(/\/app\/assessment\/build\/[^/?]+/);
    const draftId = new URL(page.url()).pathname.split('/').pop();
    await savedDraftShown(page, NAME, [before[1], before[0]]);
    // the builder now edits the saved draft: what was built, not the template again
    await valueMatching(page.getByLabel('Reflection title'), new RegExp(`^${NAME}$`));
    expect((await sectionNames(page)).slice(0, 2)).toEqual([before[1], before[0]]);

    // Clone: a copy named with a timestamp, and the builder moves to it
    await page.getByRole('button', { name: 'More save options' }).click();
    await page.getByRole('menuitem', { name: 'Clone' }).click();
    await toast(page, 'Assessment successfully cloned!').waitFor();
    await page.waitForURL(
      (url) => /\/app\/assessment\/build\/[^/?]+/.test(url.pathname) && !url.pathname.endsWith(`/${draftId}`),
    );
    reflectionId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    // the copy's name is the original's plus 'YYYY-MM-DD HH:mm:ss'
    reflectionName = await valueMatching(
      page.getByLabel('Reflection title'),
      new RegExp(`^${NAME} \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$`),
    );
    await screenshot(page, 'reflections-04-cloned');

    // Preview
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reflection Preview' }).waitFor();
    await page.getByText(NAME).first().waitFor();
    await screenshot(page, 'reflections-05-preview');
    await page.getByRole('button', { name: 'Close Preview' }).first().click();
    await page.getByLabel('Reflection title').waitFor();
  });

  it('assigns it to the team with one receiver and one observer and publishes it through Ready to publish?', async () => {
    const page = await open(admin.session, DESKTOP);
    await inZone(page, ZONE);
    await page.goto(`${stack.baseUrl}${paths.assessmentBuildId(reflectionId)}`);
    await page.getByLabel('Reflection title').waitFor();

    await page.getByRole('button', { name: 'Assign to Team' }).click();
    await page.getByRole('tab', { name: 'General setup', selected: true }).waitFor();
    await choose(page, page.getByRole('combobox', { name: /Team/ }), 'Rocket');
    const launch = Date.now() + 2 * DAY;
    launchLocal = await localValue(page, launch);
    await page.getByLabel(/Launch date/).fill(launchLocal);
    await page.getByLabel(/Due date/).fill(await localValue(page, launch + 7 * DAY));
    await page.getByRole('checkbox', { name: 'Receiver: Ada Lovelace' }).check();
    await page.getByRole('checkbox', { name: 'Observer: Alan Turing' }).check();
    // the admin picks wall-clock times in their own zone
    await page.getByText(`Times in ${ZONE}`).waitFor();
    await screenshot(page, 'reflections-06-general-setup');

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Ready to publish?' });
    await dialog.getByText('Rocket').waitFor();
    await dialog.getByText(/Ada Lovelace \(Cofounder\)/).waitFor();
    await dialog.getByText(/Alan Turing \(Cofounder\)/).waitFor();
    await screenshot(page, 'reflections-07-ready-to-publish');
    await dialog.getByRole('button', { name: 'Publish reflection' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByText(/published/i)
      .first()
      .waitFor();
    await screenshot(page, 'reflections-08-published');
  });

  it('finds it under Upcoming in Manage Reflections, moves its due date and marks it complete', async () => {
    const page = await open(admin.session, DESKTOP);
    await inZone(page, ZONE);
    await page.goto(`${stack.baseUrl}${paths.teams.manageReflections(teamId)}`);
    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    await page.getByRole('heading', { name: 'Upcoming (1)' }).waitFor();
    const item = upcoming.getByRole('link', {
      name: new RegExp(reflectionName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    });
    expect(await item.innerText()).toMatch(/Upcoming\s*Launch \w+ \d{2}, \d{4}\s*0 of 2 finished/);
    await screenshot(page, 'reflections-09-manage-upcoming');

    await item.click();
    await page.waitForURL(`**${paths.teams.editReflection(reflectionId, 'UPCOMING')}`);
    await page.getByRole('heading', { level: 1, name: 'Edit Reflection' }).waitFor();
    const save = page.getByRole('button', { name: 'Save', exact: true });
    expect(await save.isDisabled()).toBe(true);
    // the same instant, shown in the admin's zone again
    await page.getByText(`Times in ${ZONE}`).waitFor();
    expect(await page.getByLabel(/Launch date/).inputValue()).toBe(launchLocal);
    expect(await page.getByRole('checkbox', { name: 'Receiver: Ada Lovelace' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Observer: Alan Turing' }).isChecked()).toBe(true);
    await screenshot(page, 'reflections-10-edit');

    // move the due date one day later: Save is enabled, saves, and goes back one page
    const due = page.getByLabel(/Due date/);
    const [date, time] = (await due.inputValue()).split('T');
    const later = new Date(`${date}T12:00:00Z`).getTime() + DAY;
    await due.fill(`${new Date(later).toISOString().slice(0, 10)}T${time}`);
    expect(await save.isEnabled()).toBe(true);
    await save.click();
    await toast(page, 'Changes successfully saved!').waitFor();
    await page.waitForURL(`**${paths.teams.manageReflections(teamId)}`);
    await page.getByRole('heading', { name: 'Upcoming (1)' }).waitFor();

    // the same two screens on a phone, while the reflection is still Upcoming
    const phone = await open(admin.session, PHONE);
    await phone.goto(`${stack.baseUrl}${paths.teams.manageReflections(teamId)}`);
    await phone.getByRole('heading', { name: 'Upcoming (1)' }).waitFor();
    await fitsPhone(phone);
    await screenshot(phone, 'reflections-375-05-manage-upcoming');
    await phone.getByRole('region', { name: 'Upcoming' }).getByRole('link').first().click();
    await phone.getByRole('table', { name: 'Members of Rocket' }).waitFor();
    await fitsPhone(phone);
    await screenshot(phone, 'reflections-375-06-edit-upcoming');

    // Mark as Complete: confirmed, it becomes Admin Closed and moves to Closed
    await page.getByRole('region', { name: 'Upcoming' }).getByRole('link').first().click();
    await page.getByRole('heading', { level: 1, name: 'Edit Reflection' }).waitFor();
    expect(await page.getByLabel(/Due date/).inputValue()).toContain(new Date(later).toISOString().slice(0, 10));
    await page.getByRole('button', { name: 'Mark as Complete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Mark as Complete?' });
    await screenshot(page, 'reflections-11-mark-complete');
    await confirm.getByRole('button', { name: 'Mark as Complete' }).click();
    await page.getByText('Admin Closed', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Mark as Complete' }).count()).toBe(0);
    expect(await page.getByLabel(/Due date/).isDisabled()).toBe(true);
    await screenshot(page, 'reflections-12-admin-closed');

    await page.getByRole('link', { name: 'Back to Manage Reflections' }).click();
    await page.getByRole('heading', { name: 'Closed (1)' }).waitFor();
    const closed = page.getByRole('region', { name: 'Closed' }).getByRole('link').first();
    expect(await closed.innerText()).toMatch(/Admin Closed\s*Complete \w+ \d{2}, \d{4}\s*0 of 2 finished/);
    await screenshot(page, 'reflections-13-manage-closed');
  });

  it('shows every screen at 375 px', async () => {
    const page = await open(admin.session, PHONE);
    await page.goto(`${stack.baseUrl}${paths.assessment}`);
    await page.getByRole('heading', { name: 'Choose a template' }).waitFor();
    await fitsPhone(page);
    await screenshot(page, 'reflections-375-01-list');

    await page
      .getByRole('link', { name: new RegExp(TEMPLATE) })
      .first()
      .click();
    await page.getByLabel('Reflection title').waitFor();
    await fitsPhone(page);
    await screenshot(page, 'reflections-375-02-builder');
    await page.getByRole('tab', { name: 'General setup' }).click();
    await page.getByText(/^Times in /).waitFor();
    await fitsPhone(page);
    await screenshot(page, 'reflections-375-03-general-setup');

    await page.goto(`${stack.baseUrl}${paths.assessmentPreview(reflectionId, 'published')}`);
    await page.getByRole('heading', { level: 1, name: 'Reflection Preview' }).waitFor();
    await fitsPhone(page);
    await screenshot(page, 'reflections-375-04-preview');

    await page.goto(`${stack.baseUrl}${paths.teams.manageReflections(teamId)}`);
    await page.getByRole('heading', { name: 'Closed (1)' }).waitFor();
    await fitsPhone(page);
    await screenshot(page, 'reflections-375-07-manage-closed');

    await page.getByRole('region', { name: 'Closed' }).getByRole('link').first().click();
    await page.getByRole('heading', { level: 1, name: 'Edit Reflection' }).waitFor();
    await page.getByRole('table', { name: 'Members of Rocket' }).waitFor();
    await fitsPhone(page);
    await screenshot(page, 'reflections-375-08-edit-closed');
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reflection Preview' }).waitFor();
    await screenshot(page, 'reflections-375-09-edit-preview');
  });
});
