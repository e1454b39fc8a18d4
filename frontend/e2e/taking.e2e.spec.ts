import type { Page } from 'playwright-core';
import { paths } from '../src/shared/routing/paths';
import type { SetUpAccount } from './support/accounts';
import type { FullStack } from './support/full-stack';
import { useFullStack } from './support/journey';
import { screenshot } from './support/session';
import { publishToTeam, shortenedBaseline, teamOfNewClient } from './support/workspace-people';

/**
 * Taking a reflection against the real product (issue 10; member spec sections 2, 4, 5, 8): an administrator
 * publishes a Baseline to a team of two receivers (through the API); the member sees the welcome modal, takes the
 * reflection section by section (meeting 'Reflection Incomplete' once), reloads mid-way and resumes where she was,
 * submits, and finds it under 'Completed forms', read-only behind 'See responses'; the administrator's Manage
 * Reflections then shows her 'Finished'. Screens photographed (and axe-checked) at 1280 and 375 px.
 */
jest.setTimeout(600_000);

let stack: FullStack;
const open = useFullStack((started) => (stack = started));

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };
const NAME = 'Rocket cofounders, baseline';

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** The page never scrolls sideways at 375 px. */
async function fitsPhone(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

/** The section shown: its h2. */
const sectionTitle = (page: Page) => page.locator('#take-section-title');

/**
 * Answers every card of the section shown: opens collapsed questions, picks a level on each scale and writes the
 * open answers.
 */
async function answerSection(page: Page, level = 'Sometimes'): Promise<void> {
  const collapsed = page.locator('main button[aria-expanded="false"]');
  while ((await collapsed.count()) > 0) await collapsed.first().click();
  const groups = page.getByRole('radiogroup');
  for (let i = 0; i < (await groups.count()); i++) {
    const radios = groups.nth(i).getByRole('radio');
    const named = groups.nth(i).getByRole('radio', { name: level });
    await ((await named.count()) > 0 ? named : radios.nth(2)).check();
  }
  const answers = page.getByRole('textbox', { name: /^Your answer — / });
  for (let i = 0; i < (await answers.count()); i++) await answers.nth(i).fill('Ship every week and tell each other.');
}

describe('taking a reflection', () => {
  let admin: SetUpAccount;
  let ada: SetUpAccount;
  let teamId = '';
  let reflectionId = '';
  let sectionCount = 0;

  it('an administrator publishes a Baseline to a team of two (through the API)', async () => {
    const people = [
      { name: 'Ada Lovelace', email: 'ada@orbit.test', password: 'Ada.Engine-1843' },
      { name: 'Alan Turing', email: 'alan@orbit.test', password: 'Alan.Bombe-1939' },
    ];
    let accounts: SetUpAccount[];
    ({ admin, teamId, accounts } = await teamOfNewClient(stack, {
      admin: { name: 'Grace Hopper', password: 'Tq9!Horizon.Lane' },
      client: { client_name: 'Orbit Labs', description: 'Venture studio building climate hardware.' },
      teams: [{ team_name: 'Rocket', description: 'Reusable launch vehicles.' }],
      people,
    }));
    ada = accounts[0];

    // the Cofounder Baseline, shortened to three sections of at most three questions (the journey stays short)
    const baseline = await shortenedBaseline(stack.baseUrl, admin.session);
    sectionCount = baseline.sections.length;
    reflectionId = await publishToTeam(stack.baseUrl, admin.session, {
      name: NAME,
      content: baseline,
      teamId,
      receivers: people,
    });
    expect(sectionCount).toBeGreaterThanOrEqual(2);
  });

  it('the member sees the welcome modal once and finds the baseline on the dashboard and in the inbox', async () => {
    const page = await open(ada.session, DESKTOP);
    await page.goto(`${stack.baseUrl}${paths.dashboard}`);
    const welcome = page.getByRole('dialog', { name: 'Welcome to GrowthCatalyst!' });
    await welcome.waitFor();
    await screenshot(page, 'taking-01-welcome');
    await welcome.getByRole('button', { name: 'Exit' }).click();
    await welcome.waitFor({ state: 'detached' });

    const todo = page.getByRole('region', { name: 'To-do' });
    await todo.getByRole('link', { name: `Take reflection: ${NAME}` }).waitFor();
    await screenshot(page, 'taking-02-dashboard');

    await page.goto(`${stack.baseUrl}${paths.take.inbox}`);
    const pending = page.getByRole('region', { name: 'Pending forms (1)' });
    await pending.getByRole('link', { name: new RegExp(NAME) }).waitFor();
    expect(await pending.getByText('New', { exact: true }).count()).toBe(1);
    // once per browser: not again
    expect(await page.getByRole('dialog').count()).toBe(0);
    await screenshot(page, 'taking-03-inbox');
  });

  it('takes it section by section, meets the warning once, reloads mid-way and resumes, then submits', async () => {
    const page = await open(ada.session, DESKTOP);
    await page.goto(`${stack.baseUrl}${paths.take.form(reflectionId)}`);
    await page.getByRole('heading', { name: 'Instructions' }).waitFor();
    await screenshot(page, 'taking-04-instructions');
    await page.getByRole('button', { name: 'Begin reflection' }).click();
    await sectionTitle(page).waitFor();
    const first = await sectionTitle(page).innerText();

    // Next on an empty section: the warning and the messages under each question
    await page.getByRole('button', { name: 'Next' }).click();
    await toast(page, 'Reflection Incomplete').waitFor();
    await page.getByText('Please continue completing reflection.').first().waitFor();
    await page.getByText('Please make a selection').first().waitFor();
    await screenshot(page, 'taking-05-incomplete');

    await answerSection(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForFunction(
      (before) => document.querySelector('#take-section-title')?.textContent !== before,
      first,
    );
    await page
      .getByRole('status')
      .filter({ hasText: /^All changes saved$/ })
      .waitFor();
    const second = await sectionTitle(page).innerText();

    // half of the second section answered and saved on blur, then a reload
    const firstGroup = page.getByRole('radiogroup').first();
    const collapsed = page.locator('main button[aria-expanded="false"]');
    while ((await collapsed.count()) > 0) await collapsed.first().click();
    await firstGroup.getByRole('radio').nth(3).check();
    await page.getByRole('heading', { level: 1 }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^All changes saved$/ })
      .waitFor();
    await screenshot(page, 'taking-06-section-two');
    await page.reload();
    await sectionTitle(page).waitFor();
    expect(await sectionTitle(page).innerText()).toBe(second);
    expect(await page.getByRole('radiogroup').first().getByRole('radio').nth(3).isChecked()).toBe(true);

    // the rest, to the last section
    for (let step = 1; step < sectionCount; step++) {
      await answerSection(page);
      if (step < sectionCount - 1) {
        const before = await sectionTitle(page).innerText();
        await page.getByRole('button', { name: 'Next' }).click();
        await page.waitForFunction(
          (title) => document.querySelector('#take-section-title')?.textContent !== title,
          before,
        );
      }
    }
    await screenshot(page, 'taking-07-last-section');
    await page.getByRole('button', { name: 'Submit reflection' }).click();
    const confirm = page.getByRole('dialog', { name: 'Submit reflection?' });
    await confirm.waitFor();
    await screenshot(page, 'taking-08-confirm');
    await confirm.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Reflection successfully submitted!').waitFor();
    await page.waitForURL((url) => url.pathname === paths.take.inbox);

    const completed = page.getByRole('region', { name: 'Completed forms (1)' });
    await completed.getByRole('link', { name: new RegExp(NAME) }).waitFor();
    await page.getByText('Hooray! You have no pending forms.').waitFor();
    await screenshot(page, 'taking-09-completed');

    await completed.getByRole('link', { name: new RegExp(NAME) }).click();
    await page.getByRole('button', { name: 'See responses' }).click();
    await sectionTitle(page).waitFor();
    expect(await page.getByRole('radio', { checked: true }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Submit reflection' }).count()).toBe(0);
    await screenshot(page, 'taking-10-see-responses');
  });

  it('works at 375 px: inbox, instructions and a read-only section', async () => {
    const page = await open(ada.session, PHONE);
    await page.goto(`${stack.baseUrl}${paths.take.inbox}`);
    await page.getByRole('region', { name: 'Completed forms (1)' }).waitFor();
    await fitsPhone(page);
    await screenshot(page, 'taking-11-inbox-phone');
    await page.goto(`${stack.baseUrl}${paths.take.form(reflectionId)}`);
    await page.getByRole('button', { name: 'See responses' }).click();
    await sectionTitle(page).waitFor();
    await fitsPhone(page);
    await screenshot(page, 'taking-12-section-phone');
  });

  it('the administrator sees the member Finished and can nudge the others', async () => {
    const page = await open(admin.session, DESKTOP);
    await page.goto(`${stack.baseUrl}${paths.teams.manageReflections(teamId)}`);
    await page.getByRole('heading', { name: 'In Progress (1)' }).waitFor();
    await page.getByRole('button', { name: `Send reminder: ${NAME}` }).click();
    const dialog = page.getByRole('dialog', { name: `Send reminder: ${NAME}` });
    const finished = dialog.getByRole('region', { name: 'Finished (1)' });
    await finished.getByText('Ada Lovelace').waitFor();
    await finished.getByText('Finished', { exact: true }).waitFor();
    await dialog.getByRole('region', { name: 'Not finished yet (1)' }).getByText('Alan Turing').waitFor();
    await dialog.getByRole('button', { name: 'Send reminder' }).click();
    await dialog.getByText('Reminder sent to alan@orbit.test.').waitFor();
    await screenshot(page, 'taking-13-reminder');

    const phone = await open(admin.session, PHONE);
    await phone.goto(`${stack.baseUrl}${paths.teams.manageReflections(teamId)}`);
    await phone.getByRole('button', { name: `Send reminder: ${NAME}` }).waitFor();
    await fitsPhone(phone);
    await screenshot(phone, 'taking-14-manage-phone');
  });
});
