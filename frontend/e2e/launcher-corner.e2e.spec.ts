import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { ReflectionView } from '@gc/contracts';
import { paths } from '../src/shared/routing/paths';
import type { SetUpAccount } from './support/accounts';
import type { FullStack } from './support/full-stack';
import { useFullStack } from './support/journey';
import { apiCall, publishToTeam, shortenedBaseline, teamOfNewClient } from './support/workspace-people';

/**
 * The floating GrowthMentor launcher never swallows a click meant for the page (issue 29). On every page that shows
 * it, at 1280x800 and 375x812, scrolled to the bottom as a person would to reach the last controls: every visible
 * control in the bottom-right corner region around the launcher is itself under the pointer at its centre, and the
 * launcher's own hit area is its visible round button alone (the faded 'GrowthMentor' title lets clicks through).
 * A few of those controls are then clicked with the mouse: the last team's expand arrow, the fourth member's
 * Observer box in the builder's General setup, 'Submit reflection'.
 */
jest.setTimeout(900_000);

let stack: FullStack;
const openPage = useFullStack((started) => (stack = started));
/** A page whose clock the journey can move on (Playwright's clock, installed before the app loads; time still runs). */
async function open(...args: Parameters<typeof openPage>): Promise<Page> {
  const page = await openPage(...args);
  await page.clock.install();
  return page;
}

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };
const VIEWPORTS = [DESKTOP, PHONE];
const SHOTS = join(__dirname, 'screenshots');
const TEAM = 'Rocket';
const TEAMS = [TEAM, 'Comet', 'Nebula', 'Quasar', 'Pulsar', 'Meteor', 'Orbit', 'Zenith', 'Aurora', 'Vega'];
const LAST_TEAM = TEAMS[TEAMS.length - 1];
const FAB = 'Open GrowthMentor chat';
/** 'Init title fades after 2 seconds.' (and a margin) */
const TITLE_FADES_AFTER_MS = 2_500;

interface Blocked {
  what: string;
  hit: string;
}

interface CornerReport {
  /** every control of the corner region, as 'tag: name' */
  checked: string[];
  /** those that another element (the launcher) covers at their centre */
  blocked: Blocked[];
  /** points of the launcher's box outside its round button that still catch the pointer */
  launcherCatches: string[];
}

/** The page scrolled to its very bottom, then still (a person reaching the page's last controls). */
async function scrollToBottom(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(
    () =>
      Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1 ||
      document.documentElement.scrollHeight <= window.innerHeight,
  );
}

/** The launcher is there and its title has faded: the state in which it used to catch clicks invisibly. */
async function launcherSettled(page: Page): Promise<void> {
  await page.getByRole('button', { name: FAB }).waitFor();
  // the title fades 2 s after the launcher appears: move the page's clock on instead of waiting for it
  await page.clock.fastForward(TITLE_FADES_AFTER_MS);
  await page.waitForFunction((name) => {
    const fab = document.querySelector(`button[aria-label="${name}"]`);
    const title = fab?.parentElement?.querySelector('[aria-hidden="true"]');
    return !title || getComputedStyle(title).visibility === 'hidden';
  }, FAB);
}

/**
 * In the page: the corner region is the launcher's round button grown 240 px to the left and 120 px upwards (where
 * its title shows, and where the page's last controls end up when the page is scrolled to the bottom).
 */
async function checkCorner(page: Page): Promise<CornerReport> {
  await launcherSettled(page);
  await scrollToBottom(page);
  return page.evaluate((fabName) => {
    const fab = document.querySelector<HTMLElement>(`button[aria-label="${fabName}"]`);
    if (!fab) throw new Error('no launcher');
    const launcher = fab.closest('aside') ?? fab;
    const f = fab.getBoundingClientRect();
    const region = { left: f.left - 240, top: f.top - 120, right: window.innerWidth, bottom: window.innerHeight };
    const describe = (el: Element | null) => {
      if (!el) return 'nothing';
      const name = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 40);
      return `${el.tagName.toLowerCase()}: ${name}`;
    };
    const selector =
      'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="checkbox"], ' +
      '[role="radio"], [role="switch"], [role="combobox"], [role="tab"], [role="link"], [role="menuitem"]';
    const controls = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter((el) => {
      if (launcher.contains(el)) return false;
      if (el.closest('[aria-hidden="true"]') || el.matches(':disabled, [aria-disabled="true"]')) return false;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.pointerEvents === 'none') return false;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return false;
      return r.right > region.left && r.left < region.right && r.bottom > region.top && r.top < region.bottom;
    });
    const blocked: { what: string; hit: string }[] = [];
    for (const el of controls) {
      const r = el.getBoundingClientRect();
      const x = Math.min(Math.max(r.left + r.width / 2, 0), window.innerWidth - 1);
      const y = Math.min(Math.max(r.top + r.height / 2, 0), window.innerHeight - 1);
      const hit = document.elementFromPoint(x, y);
      // the control itself or something inside it (its text, its icon), or the label wrapping a checkbox
      const ok = hit !== null && (el === hit || el.contains(hit) || (hit.tagName === 'LABEL' && hit.contains(el)));
      if (!ok) blocked.push({ what: describe(el), hit: describe(hit) });
    }
    // the launcher's box beyond its round button: nothing of it may take the pointer there
    // the aside has no box of its own (its content is fixed): the launcher's box is the button's fixed container
    const box = (fab.parentElement ?? fab).getBoundingClientRect();
    const launcherCatches: string[] = [];
    for (let x = box.left + 4; x < box.right; x += 16) {
      for (let y = box.top + 4; y < box.bottom; y += 12) {
        if (x >= f.left && x <= f.right && y >= f.top && y <= f.bottom) continue;
        const hit = document.elementFromPoint(x, y);
        if (hit && launcher.contains(hit))
          launcherCatches.push(`(${Math.round(x)}, ${Math.round(y)}) ${describe(hit)}`);
      }
    }
    // the first few are enough to read
    const caught =
      launcherCatches.length > 3
        ? [...launcherCatches.slice(0, 3), `and ${launcherCatches.length - 3} more`]
        : launcherCatches;
    return { checked: controls.map(describe), blocked, launcherCatches: caught };
  }, FAB);
}

/** What the viewport shows (the launcher where it sits), for a person to look at. */
async function viewportShot(page: Page, name: string): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), animations: 'disabled' });
}

/** Marks the last element that matches (the last team's arrow, the last member's box) for clickAtCentre. */
async function markLast(page: Page, selector: string, mark: string): Promise<string> {
  const found = await page.evaluate(
    ([sel, name]) => {
      const all = Array.from(document.querySelectorAll(sel));
      all[all.length - 1]?.setAttribute('data-corner-test', name);
      return all.length;
    },
    [selector, mark] as const,
  );
  expect(found).toBeGreaterThan(0);
  return `[data-corner-test="${mark}"]`;
}

/** The control's centre, once the page is scrolled to the bottom, is the control; then the mouse clicks there. */
async function clickAtCentre(page: Page, selector: string): Promise<void> {
  await scrollToBottom(page);
  const centre = await page.evaluate((sel) => {
    const el = document.querySelector<HTMLElement>(sel);
    if (!el) throw new Error(`no ${sel}`);
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    const hit = document.elementFromPoint(x, y);
    return { x, y, inView: y > 0 && y < window.innerHeight, isIt: hit !== null && (hit === el || el.contains(hit)) };
  }, selector);
  expect({ selector, inView: centre.inView, isIt: centre.isIt }).toEqual({ selector, inView: true, isIt: true });
  await page.mouse.click(centre.x, centre.y);
}

describe('the GrowthMentor launcher leaves the page its corner', () => {
  let admin: SetUpAccount;
  let ada: SetUpAccount;
  let teamId = '';
  let publishedId = '';
  let draftId = '';
  const people = [
    { name: 'Ada Lovelace', email: 'ada@corner.test', password: 'Ada.Engine-1843' },
    { name: 'Alan Turing', email: 'alan@corner.test', password: 'Alan.Bombe-1939' },
    { name: 'Katherine Johnson', email: 'katherine@corner.test', password: 'Kath.Orbit-1962' },
    { name: 'Dorothy Vaughan', email: 'dorothy@corner.test', password: 'Doro.Fortran-1961' },
  ];

  it('seeds a client with ten teams, a team of four, a published one-section reflection and a draft (API)', async () => {
    let accounts: SetUpAccount[];
    ({ admin, teamId, accounts } = await teamOfNewClient(stack, {
      admin: { name: 'Grace Hopper', password: 'Tq9!Horizon.Lane' },
      client: { client_name: 'Corner Labs', description: 'Where the launcher sits.' },
      // the team of four first (the one returned), then the other nine
      teams: TEAMS.map((team_name) => ({
        team_name,
        description: `The ${team_name} team.`,
      })),
      people,
    }));
    ada = accounts[0];

    const baseline = await shortenedBaseline(stack.baseUrl, admin.session);
    // one section: the first section shown is the last, with 'Submit reflection'
    publishedId = await publishToTeam(stack.baseUrl, admin.session, {
      name: 'Corner baseline',
      content: { ...baseline, sections: baseline.sections.slice(0, 1) },
      teamId,
      receivers: people,
    });
    const draft = await apiCall<ReflectionView>(stack.baseUrl, admin.session, 'POST', 'assessments', {
      assessment_name: 'Corner draft',
      ...baseline,
    });
    draftId = draft.assessment_id;
    expect([teamId, publishedId, draftId, ada?.email].every(Boolean)).toBe(true);
  });

  /** Each page: who opens it, where, and what shows it is ready (and, for some, what the journey does first). */
  const pages: {
    name: string;
    as: () => SetUpAccount;
    url: () => string;
    ready: (page: Page) => Promise<void>;
  }[] = [
    {
      name: 'dashboard',
      as: () => admin,
      url: () => paths.dashboard,
      ready: (page) => page.getByRole('heading', { name: 'Hi Grace!' }).waitFor(),
    },
    {
      name: 'teams',
      as: () => admin,
      url: () => paths.teams.root,
      ready: (page) => page.getByRole('button', { name: `Show details of ${LAST_TEAM}` }).waitFor(),
    },
    {
      name: 'manage-reflections',
      as: () => admin,
      url: () => paths.teams.manageReflections(teamId),
      ready: (page) => page.getByRole('heading', { name: 'In Progress (1)' }).waitFor(),
    },
    {
      name: 'edit-reflection',
      as: () => admin,
      url: () => paths.teams.editReflection(publishedId, 'IN_PROGRESS'),
      ready: (page) => page.getByRole('button', { name: 'Save', exact: true }).waitFor(),
    },
    {
      name: 'builder-general-setup',
      as: () => admin,
      url: () => paths.assessmentBuildId(draftId),
      ready: async (page) => {
        await page.getByRole('tab', { name: 'General setup' }).click();
        await page.getByRole('combobox', { name: /^Team/ }).click();
        await page.getByRole('option', { name: TEAM, exact: true }).click();
        await page.getByRole('checkbox', { name: `Observer: ${people[3].name}` }).waitFor();
      },
    },
    {
      name: 'take-last-section',
      as: () => ada,
      url: () => paths.take.form(publishedId),
      ready: async (page) => {
        await page.getByRole('button', { name: 'Begin reflection' }).click();
        await page.getByRole('button', { name: 'Submit reflection' }).waitFor();
      },
    },
    {
      name: 'results',
      as: () => ada,
      url: () => paths.results.root,
      ready: (page) => page.getByRole('heading', { level: 1 }).waitFor(),
    },
    {
      name: 'users',
      as: () => admin,
      url: () => paths.users.root,
      ready: (page) => page.getByText(people[3].email).first().waitFor(),
    },
    {
      name: 'profile',
      as: () => ada,
      url: () => paths.profile.root,
      ready: (page) => page.getByText(ada.email).first().waitFor(),
    },
  ];

  for (const viewport of VIEWPORTS) {
    it(`at ${viewport.width}x${viewport.height}, every control in the launcher's corner is clickable, scrolled to the bottom`, async () => {
      const problems: Record<string, Pick<CornerReport, 'blocked' | 'launcherCatches'>> = {};
      const checked: Record<string, string[]> = {};
      for (const target of pages) {
        const page = await open(target.as().session, viewport);
        await page.goto(`${stack.baseUrl}${target.url()}`);
        await target.ready(page);
        const report = await checkCorner(page);
        checked[target.name] = report.checked;
        if (report.blocked.length > 0 || report.launcherCatches.length > 0)
          problems[target.name] = { blocked: report.blocked, launcherCatches: report.launcherCatches };
        await viewportShot(page, `launcher-corner-${viewport.width}-${target.name}`);
        await page.context().close();
      }
      expect(problems).toEqual({});
      // the check saw the page's last controls: not an empty corner
      expect(checked['take-last-section'].some((c) => c.includes('Submit reflection'))).toBe(true);
      expect(checked['builder-general-setup'].some((c) => c.includes('Receiver: '))).toBe(true);
      expect(checked.teams.some((c) => c.includes('Show details of '))).toBe(true);
    });

    it(`at ${viewport.width}x${viewport.height}, the mouse reaches the last team's arrow, the fourth member's boxes and 'Submit reflection'`, async () => {
      const teamsPage = await open(admin.session, viewport);
      await teamsPage.goto(`${stack.baseUrl}${paths.teams.root}`);
      await pages[1].ready(teamsPage);
      await launcherSettled(teamsPage);
      const arrow = await markLast(teamsPage, 'button[aria-label^="Show details of "]', 'last-team');
      await clickAtCentre(teamsPage, arrow);
      expect(await teamsPage.locator(arrow).getAttribute('aria-expanded')).toBe('true');
      expect(await teamsPage.getByRole('region', { name: 'GrowthMentor' }).count()).toBe(0);
      await teamsPage.context().close();

      const builder = await open(admin.session, viewport);
      await builder.goto(`${stack.baseUrl}${paths.assessmentBuildId(draftId)}`);
      await pages[4].ready(builder);
      await launcherSettled(builder);
      const observer = await markLast(builder, 'input[aria-label^="Observer: "]', 'last-observer');
      const receiver = await markLast(builder, 'input[aria-label^="Receiver: "]', 'last-receiver');
      // one or the other: ticking Receiver clears Observer
      await clickAtCentre(builder, observer);
      expect(await builder.locator(observer).isChecked()).toBe(true);
      await clickAtCentre(builder, receiver);
      expect(await builder.locator(receiver).isChecked()).toBe(true);
      expect(await builder.locator(observer).isChecked()).toBe(false);
      expect(await builder.getByRole('region', { name: 'GrowthMentor' }).count()).toBe(0);
      await builder.context().close();

      const take = await open(ada.session, viewport);
      await take.goto(`${stack.baseUrl}${paths.take.form(publishedId)}`);
      await pages[5].ready(take);
      await launcherSettled(take);
      await take
        .getByRole('button', { name: 'Submit reflection' })
        .evaluate((b) => b.setAttribute('data-corner-test', 'submit'));
      await clickAtCentre(take, '[data-corner-test="submit"]');
      // the click reached the page: its answer (the incomplete warning or the confirmation), never the chat panel
      expect(await take.getByRole('region', { name: 'GrowthMentor' }).count()).toBe(0);
      await take
        .getByRole('dialog', { name: 'Submit reflection?' })
        .or(take.getByText('Reflection Incomplete', { exact: true }).first())
        .waitFor();
      await take.context().close();
    });
  }
});
