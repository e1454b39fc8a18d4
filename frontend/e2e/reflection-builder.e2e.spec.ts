import type { Locator, Page } from 'playwright-core';
import { paths } from '../src/shared/routing/paths';
import { savedDraftShown } from './support/builder';
import type { SetUpAccount } from './support/accounts';
import type { FullStack } from './support/full-stack';
import { useFullStack } from './support/journey';
import { screenshot } from './support/session';
import { adminOfNewClient, apiCall } from './support/workspace-people';

/**
 * The reflection builder against the real product (issue 9; admin spec section 2): the list with its template grid
 * and search, then a form started from 'Cofounder Assessment - Baseline': renamed, two sections reordered by a real
 * mouse drag (react-dnd's HTML5 backend), two questions by keyboard (Move down), an OPEN question added, saved,
 * cloned and previewed; the same screens at 375 px. (reflections.e2e.spec.ts goes on to publish and manage.)
 */
jest.setTimeout(600_000);

let stack: FullStack;
const open = useFullStack((started) => (stack = started));

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };
const TEMPLATE = 'Cofounder Assessment - Baseline';
const NAME = 'Nova cofounders, first baseline';

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const sectionNames = (page: Page) => page.locator('main section h3').allInnerTexts();

async function choose(page: Page, combobox: Locator, option: RegExp): Promise<void> {
  await combobox.click();
  await page.getByRole('option', { name: option }).first().click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/**
 * A pointer drag as a person does it (react-dnd's HTML5 backend): press on the grip, move in steps onto the top of
 * the target, release. Chromium starts no HTML5 drag when the target has to be scrolled to first, so the window is
 * made tall enough to show both for the drag (a person's browser scrolls as they drag near its edge).
 */
async function drag(page: Page, grip: Locator, target: Locator): Promise<void> {
  const viewport = page.viewportSize() ?? DESKTOP;
  await page.setViewportSize({ width: viewport.width, height: 3200 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await grip.dragTo(target, { targetPosition: { x: 40, y: 12 }, steps: 20 });
  await page.setViewportSize(viewport);
}

async function fitsPhone(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

describe('reflection builder: from a template to a saved, cloned and previewed draft', () => {
  let admin: SetUpAccount;
  let cloneId = '';

  beforeAll(async () => {
    ({ admin } = await adminOfNewClient(
      stack.baseUrl,
      stack.firstLogin,
      { name: 'Grace Hopper', password: 'Tq9!Horizon.Lane' },
      { client_name: 'Nova Labs', description: 'Venture studio for deep tech.' },
    ));
  });

  it('lists the templates, finds them by name and starts a form from the Cofounder Baseline', async () => {
    const page = await open(admin.session, DESKTOP);
    await page.goto(`${stack.baseUrl}${paths.assessment}`);
    await page.getByRole('heading', { name: 'Choose a template' }).waitFor();
    const cards = page.getByRole('region', { name: 'Choose a template' }).getByRole('listitem');
    expect(await cards.count()).toBe(5);
    expect(await cards.first().innerText()).toContain(TEMPLATE);
    await page.getByRole('button', { name: 'SEE ALL +' }).click();
    expect(await cards.count()).toBe(7);
    await page.getByRole('button', { name: 'SEE LESS -' }).waitFor();
    await screenshot(page, 'reflection-builder-01-list-1280');

    await page.getByRole('searchbox', { name: 'Find form...' }).fill('cofounder');
    await page.getByRole('heading', { name: 'Templates (3)' }).waitFor();
    await page
      .getByRole('region', { name: 'Drafts' })
      .getByText('Try searching by name, type, status, or team.')
      .waitFor();
    await screenshot(page, 'reflection-builder-02-search-1280');

    await page
      .getByRole('link', { name: new RegExp(TEMPLATE) })
      .first()
      .click();
    await page.waitForURL(/\/app\/assessment\/build\?template=/);
    const title = page.getByLabel('Reflection title');
    await title.waitFor();
    expect(await title.inputValue()).toBe(TEMPLATE);
    await screenshot(page, 'reflection-builder-03-from-template-1280');
  });

  it('renames, reorders two sections by dragging and two questions by keyboard, adds an OPEN question, saves and clones', async () => {
    const page = await open(admin.session, DESKTOP);
    const templates = await apiCall<{ assessment_id: string; assessment_name: string }[]>(
      stack.baseUrl,
      admin.session,
      'GET',
      'assessments?kind=TEMPLATE',
    );
    const template = templates.find((t) => t.assessment_name === TEMPLATE);
    if (!template) throw new Error('no Cofounder Baseline template');
    await page.goto(`${stack.baseUrl}${paths.assessmentBuildFromTemplate(template.assessment_id, TEMPLATE)}`);
    const title = page.getByLabel('Reflection title');
    await title.waitFor();
    await title.fill(NAME);

    // drag the second section above the first by its grip
    const before = await sectionNames(page);
    expect(before.length).toBeGreaterThanOrEqual(2);
    await drag(
      page,
      page.getByTitle(`Drag to reorder ${before[1]}`, { exact: true }),
      page.getByRole('region', { name: before[0], exact: true }),
    );
    await page.waitForFunction(
      ([first]) => document.querySelector('main section h3')?.textContent === first,
      [before[1]],
    );
    expect((await sectionNames(page)).slice(0, 2)).toEqual([before[1], before[0]]);

    // two questions by keyboard: Tab to the first question's Move down and press Space
    const section = page.getByRole('region', { name: before[1], exact: true });
    const questions = section.getByRole('group', { name: /^Question \d/ });
    const shortName = (label: string | null) => /\((.*)\)/.exec(label ?? '')?.[1];
    const first = shortName(await questions.nth(0).getAttribute('aria-label'));
    const second = shortName(await questions.nth(1).getAttribute('aria-label'));
    await section.getByRole('button', { name: /^Move up: Question 1 / }).waitFor();
    await questions
      .nth(0)
      .getByLabel(/Question type/)
      .focus();
    await page.keyboard.press('Shift+Tab'); // Remove
    await page.keyboard.press('Shift+Tab'); // Move down
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^Move down: /);
    await page.keyboard.press('Space');
    await page.getByText(/^Moved .* to position 2 of \d+$/).waitFor({ state: 'attached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(
      /^Move (up|down): Question 2 /,
    );
    expect(shortName(await questions.nth(0).getAttribute('aria-label'))).toBe(second);
    expect(shortName(await questions.nth(1).getAttribute('aria-label'))).toBe(first);

    // an OPEN question at the end of that section
    await section.getByRole('button', { name: `Add to ${before[1]}` }).click();
    await page.getByRole('menuitem', { name: 'Open-ended Question' }).click();
    const openQuestion = questions.last();
    await choose(page, openQuestion.getByRole('combobox', { name: /Category/ }), /.+/);
    await choose(page, openQuestion.getByRole('combobox', { name: /Selection/ }), /.+/);
    expect(await openQuestion.getByLabel(/Phrasing/).inputValue()).not.toBe('');
    await openQuestion.scrollIntoViewIfNeeded();
    await screenshot(page, 'reflection-builder-04-edited-1280');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Assessment successfully saved!').waitFor();
    await page.waitForURL(/\/app\/assessment\/build\/[^/?]+$/);
    const draftId = new URL(page.url()).pathname.split('/').pop();
    await savedDraftShown(page, NAME, [before[1], before[0]]);
    expect((await sectionNames(page)).slice(0, 2)).toEqual([before[1], before[0]]);
    // saved, so Save is off until the next change
    await page.waitForFunction(
      () => [...document.querySelectorAll('button')].find((b) => b.textContent === 'Save')?.disabled === true,
    );

    await page.getByRole('button', { name: 'More save options' }).click();
    await page.getByRole('menuitem', { name: 'Clone' }).click();
    await toast(page, 'Assessment successfully cloned!').waitFor();
    await page.waitForURL((url) => /\/build\/[^/?]+$/.test(url.pathname) && !url.pathname.endsWith(`/${draftId}`));
    cloneId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    await page.waitForFunction(
      (name) =>
        (document.querySelector('input[name="assessment_name"]') as HTMLInputElement | null)?.value.startsWith(
          `${name} `,
        ),
      NAME,
    );
    expect(await page.getByLabel('Reflection title').inputValue()).toMatch(
      new RegExp(`^${NAME} \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$`),
    );
    await page.getByRole('navigation', { name: 'Drafts' }).getByRole('button', { name: 'Drafts (2)' }).waitFor();
    await screenshot(page, 'reflection-builder-05-cloned-1280');

    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Reflection Preview' }).waitFor();
    await page.getByText('Reflecting on: Team member').waitFor();
    await screenshot(page, 'reflection-builder-06-preview-1280');
    await page.getByRole('button', { name: 'Close Preview' }).first().click();
    await page.getByLabel('Reflection title').waitFor();
  });

  it('fits a 375 px phone: the list, the builder and the preview', async () => {
    const page = await open(admin.session, PHONE);
    await page.goto(`${stack.baseUrl}${paths.assessment}`);
    await page.getByRole('heading', { name: 'Drafts' }).waitFor();
    await page.getByRole('region', { name: 'Drafts' }).getByRole('link', { name: NAME, exact: true }).waitFor();
    await fitsPhone(page);
    await screenshot(page, 'reflection-builder-07-list-375');

    await page.goto(`${stack.baseUrl}${paths.assessmentBuildId(cloneId)}`);
    await page.getByLabel('Reflection title').waitFor();
    await fitsPhone(page);
    await screenshot(page, 'reflection-builder-08-builder-375');

    await page.goto(`${stack.baseUrl}${paths.assessmentPreview(cloneId, 'draft')}`);
    await page.getByRole('heading', { level: 1, name: 'Reflection Preview' }).waitFor();
    await fitsPhone(page);
    await screenshot(page, 'reflection-builder-09-preview-375');
    await page.getByRole('button', { name: 'Close Preview' }).first().click();
    await page.waitForURL((url) => url.pathname === paths.assessment);
  });
});
