import type { Locator, Page, Route } from 'playwright-core';
import type { TakeView } from '@gc/contracts';
import { paths } from '../src/shared/routing/paths';
import type { SetUpAccount } from './support/accounts';
import type { FullStack } from './support/full-stack';
import { useFullStack } from './support/journey';
import { screenshot } from './support/session';
import { apiCall, publishToTeam, shortenedBaseline, teamOfNewClient } from './support/workspace-people';

/**
 * A member's last answer is never lost (issue 29): a rating is saved the moment it is clicked, a comment after a
 * short pause, and whatever is still pending when the page is hidden or unloaded goes out with a keepalive request.
 * So a reload right after a click (no blur, no Next), a reload right after typing (before the pause is over) and a
 * closed tab right after a click all keep the answer. The page says 'Saving…' while a save is pending or in flight
 * and 'All changes saved' once it is through (photographed at 1280 and 375 px).
 */
jest.setTimeout(600_000);

let stack: FullStack;
const open = useFullStack((started) => (stack = started));

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };
const NAME = 'Rocket cofounders, autosave';

/** The section shown: its h2. */
const sectionTitle = (page: Page) => page.locator('#take-section-title');
/** The fill-in screen's saving status. */
const saveStatus = (page: Page) => page.locator('main [role="status"]').first();
/** Whether the element is wholly inside the window (the page scrolled to it). */
const inViewport = (element: Locator) =>
  element.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });

describe('a member’s last answer is kept', () => {
  let admin: SetUpAccount;
  let ada: SetUpAccount;
  let reflectionId = '';

  /** What the API has recorded for Ada: her answers as her next visit reads them. */
  const recorded = () =>
    apiCall<TakeView>(stack.baseUrl, ada.session, 'GET', `assessments/take/${encodeURIComponent(reflectionId)}`);

  /**
   * Waits until the API has recorded an answer that `matches` (the save left the page as it went away; the check
   * waits for that state, up to 30 s), and says which answers it has when it never comes.
   */
  async function untilRecorded(matches: (answer: TakeView['answers'][number]) => boolean): Promise<void> {
    const deadline = Date.now() + 30_000;
    let answers: TakeView['answers'] = [];
    while (Date.now() < deadline) {
      answers = (await recorded()).answers;
      if (answers.some(matches)) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`the answer was not recorded; the API has ${JSON.stringify(answers)}`);
  }

  /** Opens the take and shows its first section (Begin reflection when the instructions come first). */
  async function openFirstSection(page: Page): Promise<void> {
    await page.goto(`${stack.baseUrl}${paths.take.form(reflectionId)}`);
    const begin = page.getByRole('button', { name: 'Begin reflection' });
    await sectionTitle(page).or(begin).first().waitFor();
    if (await begin.isVisible()) await begin.click();
    await sectionTitle(page).waitFor();
    const collapsed = page.locator('main button[aria-expanded="false"]');
    while ((await collapsed.count()) > 0) await collapsed.first().click();
  }

  it('an administrator publishes a Baseline to a team of two (through the API)', async () => {
    const people = [
      { name: 'Ada Lovelace', email: 'ada@orbit.test', password: 'Ada.Engine-1843' },
      { name: 'Alan Turing', email: 'alan@orbit.test', password: 'Alan.Bombe-1939' },
    ];
    let teamId: string;
    let accounts: SetUpAccount[];
    ({ admin, teamId, accounts } = await teamOfNewClient(stack, {
      admin: { name: 'Grace Hopper', password: 'Tq9!Horizon.Lane' },
      client: { client_name: 'Orbit Labs', description: 'Venture studio building climate hardware.' },
      teams: [{ team_name: 'Rocket', description: 'Reusable launch vehicles.' }],
      people,
    }));
    ada = accounts[0];
    const baseline = await shortenedBaseline(stack.baseUrl, admin.session);
    reflectionId = await publishToTeam(stack.baseUrl, admin.session, {
      name: NAME,
      content: baseline,
      teamId,
      receivers: people,
    });
    expect((await recorded()).answers).toEqual([]);
  });

  it('keeps a rating when the page reloads right after the click (no blur, no Next)', async () => {
    const page = await open(ada.session, DESKTOP);
    // a reload with something unsaved may ask first (beforeunload): the member leaves anyway
    page.on('dialog', (dialog) => void dialog.accept());
    await openFirstSection(page);
    const firstGroup = page.getByRole('radiogroup').first();
    await firstGroup.getByRole('radio').nth(3).check();
    await page.reload();

    await untilRecorded((a) => a.response === 3);
    await openFirstSection(page);
    expect(await page.getByRole('radiogroup').first().getByRole('radio').nth(3).isChecked()).toBe(true);
  });

  it('keeps a comment when the page reloads right after typing (before the pause would save it)', async () => {
    const page = await open(ada.session, DESKTOP);
    page.on('dialog', (dialog) => void dialog.accept());
    await openFirstSection(page);
    const comment = page.getByRole('textbox', { name: /^Comment \(optional\) — / }).first();
    await comment.fill('Keeps us honest when a launch slips.');
    await page.reload();

    await untilRecorded((a) => a.comment === 'Keeps us honest when a launch slips.');
    await openFirstSection(page);
    expect(
      await page
        .getByRole('textbox', { name: /^Comment \(optional\) — / })
        .first()
        .inputValue(),
    ).toBe('Keeps us honest when a launch slips.');
    // the rating of the reload before is still there
    expect(await page.getByRole('radiogroup').first().getByRole('radio').nth(3).isChecked()).toBe(true);
  });

  it('keeps a rating when the tab is closed right after the click (the keepalive flush)', async () => {
    const page = await open(ada.session, DESKTOP);
    await openFirstSection(page);
    const secondGroup = page.getByRole('radiogroup').nth(1);
    await secondGroup.getByRole('radio').nth(1).check();
    const context = page.context();
    await page.close({ runBeforeUnload: false });

    await untilRecorded((a) => a.response === 1);
    const next = await context.newPage();
    await openFirstSection(next);
    expect(await next.getByRole('radiogroup').nth(1).getByRole('radio').nth(1).isChecked()).toBe(true);
  });

  /**
   * 'Saving…' while a save is in flight (the test holds the save's answer), then 'All changes saved'; the status stays
   * in view while the taker answers the section's last card, far below its top; photographed at both widths, and the
   * page never scrolls sideways at 375 px.
   */
  for (const [label, viewport, level] of [
    ['1280', DESKTOP, 2],
    ['375', PHONE, 0],
  ] as const) {
    it(`says 'Saving…' and then 'All changes saved' (${label} px)`, async () => {
      const page = await open(ada.session, viewport);
      await openFirstSection(page);
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/assessments/take/*', async (route: Route) => {
        if (route.request().method() === 'PUT') await held;
        await route.continue();
      });
      // the section's last card, scrolled down to with the mouse wheel as a person would; a level not chosen yet on
      // it (each width changes it)
      const group = page.getByRole('radiogroup').last();
      for (let turns = 0; !(await inViewport(group)); turns++) {
        expect(turns).toBeLessThan(40);
        await page.mouse.wheel(0, 300);
      }
      await group.getByRole('radio').nth(level).click();
      await saveStatus(page)
        .filter({ hasText: /^Saving…$/ })
        .waitFor();
      expect(await saveStatus(page).getAttribute('aria-live')).toBe('polite');
      // the status stays in view below the app bar, uncovered, though the page scrolled past the section's top
      const seen = await saveStatus(page).evaluate((status) => {
        const box = status.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return {
          scrolled: window.scrollY,
          top: box.top,
          bottom: box.bottom,
          appBarBottom: document.querySelector('header')?.getBoundingClientRect().bottom ?? 0,
          uncovered: !!hit && status.contains(hit),
        };
      });
      expect(seen.scrolled).toBeGreaterThan(0);
      expect(seen.top).toBeGreaterThanOrEqual(seen.appBarBottom);
      expect(seen.bottom).toBeLessThanOrEqual(viewport.height);
      expect(seen.uncovered).toBe(true);
      // going back up the section with the keyboard, every focused control is scrolled clear of both bars; at 375 px
      // with the text enlarged (the root font at 200 %, as a reader's setting does), where the bar's line wraps
      if (label === '375') await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
      for (let press = 0; press < 6; press++) {
        await page.keyboard.press('Shift+Tab');
        const focused = await page.evaluate(() => {
          const bar = document.querySelector('main [role="status"]')?.parentElement?.getBoundingClientRect();
          const box = document.activeElement?.getBoundingClientRect();
          return { top: box?.top ?? -1, barBottom: bar?.bottom ?? Infinity, name: document.activeElement?.outerHTML };
        });
        expect({ ...focused, clear: focused.top >= focused.barBottom - 1 }).toMatchObject({ clear: true });
      }
      await page.evaluate(() => (document.documentElement.style.fontSize = ''));
      // the page from its top (a full-page picture of a scrolled page draws the fixed bars mid-way); no tooltip
      await page.mouse.move(0, 0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `take-autosave-saving-${label}`);
      release();
      await saveStatus(page)
        .filter({ hasText: /^All changes saved$/ })
        .waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `take-autosave-saved-${label}`);
    });
  }
});
