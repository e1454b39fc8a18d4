import type { Page } from 'playwright-core';
import { paths } from '../../src/shared/routing/paths';
import { signInWithSession, type SetUpAccount } from './accounts';
import { lastingViolations } from './axe';
import { openBrowser, type BrowserSession } from './browser';
import { startFullStack, type FullStack } from './full-stack';
import { screenshot } from './session';
import { timed } from './timings';
import { adminOfNewClient, apiCall } from './workspace-people';

/**
 * Every route of the paths table, as a Global Administrator of a client with a team, at 1280 and 375 px: no axe-core
 * violation of WCAG 2.1 A/AA, a title of its own, and (once) the skip link as the first Tab stop and focus on the
 * new page's h1 after following a menu link. A new address in the paths table needs a line in ROUTES below.
 *
 * One spec file per width (accessibility-1280, accessibility-375), so that the two crawls run in parallel Jest workers;
 * each starts its own stack.
 */
export function describeAccessibilityAt(name: string, viewport: { width: number; height: number }): void {
  jest.setTimeout(600_000);

  let stack: FullStack;
  let admin: SetUpAccount;
  let teamId = '';
  let draftId = '';
  let templateId = '';
  const sessions: BrowserSession[] = [];

  beforeAll(async () => {
    stack = await startFullStack();
    ({ admin } = await adminOfNewClient(
      stack.baseUrl,
      stack.firstLogin,
      { name: 'Grace Hopper', password: 'Wombat.Admin42!' },
      { client_name: 'Acme Ventures', description: 'A venture studio' },
    ));
    await apiCall(stack.baseUrl, admin.session, 'POST', 'teams', {
      team_name: 'Rocket',
      description: 'Builds rockets.',
      team_type: 'OS_TEAM',
      stage: 'idea',
    });
    const teams = await apiCall<{ team_id: string }[]>(stack.baseUrl, admin.session, 'GET', 'teams');
    teamId = teams[0].team_id;
    const draft = await apiCall<{ assessment_id: string }>(stack.baseUrl, admin.session, 'POST', 'assessments', {
      assessment_name: 'Rocket baseline',
      assessment_instructions: 'Answer for the last month.',
      sections: [],
    });
    draftId = draft.assessment_id;
    const templates = await apiCall<{ assessment_id: string }[]>(
      stack.baseUrl,
      admin.session,
      'GET',
      'assessments?kind=TEMPLATE',
    );
    templateId = templates[0].assessment_id;
  });
  afterEach(async () => {
    await Promise.all(sessions.splice(0).map((s) => s.close()));
  });
  afterAll(async () => {
    await stack?.stop();
  });

  async function open(viewport: { width: number; height: number }, signedIn = true): Promise<Page> {
    const browser = await openBrowser(viewport);
    sessions.push(browser);
    if (signedIn) await signInWithSession(browser.page, admin.session);
    return browser.page;
  }

  /** Every address of the paths table, with the tab title it must have. */
  const ROUTES = (): { path: string; title: string; signedIn?: boolean }[] => [
    { path: paths.login, title: 'Log in', signedIn: false },
    { path: paths.loginStep('forgot-password'), title: 'Reset password', signedIn: false },
    { path: paths.loginStep('reset-password'), title: 'Reset password', signedIn: false },
    { path: paths.requestDemo, title: 'Request a demo', signedIn: false },
    { path: paths.confEmail, title: 'Thank you', signedIn: false },
    { path: paths.terms, title: 'Terms and Conditions' },
    { path: paths.termsPrivacy, title: 'Terms and Conditions' },
    { path: paths.privacy, title: 'Privacy Policy' },
    { path: paths.dashboard, title: 'Dashboard' },
    { path: paths.assessment, title: 'Build Reflections' },
    { path: paths.assessmentBuild, title: 'Build Reflections' },
    { path: paths.assessmentBuildId(draftId), title: 'Build Reflections' },
    { path: paths.assessmentBuildFromTemplate(templateId, 'Template'), title: 'Build Reflections' },
    { path: paths.assessmentPreview(draftId, 'draft'), title: 'Build Reflections' },
    { path: paths.take.inbox, title: 'Take Reflections' },
    { path: paths.take.published, title: 'Take Reflections' },
    { path: paths.results.root, title: 'Results' },
    { path: paths.results.reflection(draftId), title: 'Results' },
    { path: paths.inApp('growth-mentor'), title: 'Growth Mentor' },
    { path: paths.inApp('ventureverse'), title: 'VentureVerse' },
    { path: paths.createClient, title: 'Add a New Client' },
    { path: paths.profile.root, title: 'My Profile' },
    { path: paths.profile.changePassword, title: 'Change Password' },
    { path: paths.profile.mfaValidation, title: 'Verify Multi-Factor Authentication' },
    { path: paths.teams.root, title: 'Teams' },
    { path: paths.teams.create, title: 'Create Team' },
    { path: paths.teams.edit(teamId), title: 'Teams' },
    { path: paths.teams.members(teamId), title: 'Team Members' },
    { path: paths.teams.manageReflections(teamId), title: 'Manage Reflections' },
    { path: paths.teams.editReflection(draftId, 'NEW'), title: 'Edit Reflection' },
    { path: paths.users.root, title: 'Users' },
    { path: paths.users.create, title: 'Add Users' },
    { path: paths.users.edit(admin.email), title: 'Edit User' },
  ];

  /** The page has settled: its h1 is shown and nothing is loading. */
  async function settled(page: Page): Promise<void> {
    await page.locator('h1').first().waitFor();
    await page.waitForFunction(() => document.querySelector('[role="status"][aria-label="Loading"]') === null);
    await page.waitForLoadState('networkidle');
  }

  describe(`accessibility at ${name} px`, () => {
    it('finds no WCAG 2.1 AA violation and a title of its own on every route', async () => {
      // every address loaded afresh (page.goto), as someone opening a link would. Two lanes for the signed-in routes
      // and one for the signed-out ones, each a page of its own kept for its routes (signed in once, as a person's
      // browser is), so that half of a visit, waiting (network idle, axe's settle), overlaps with another's work.
      const routes = ROUTES().map((route, index) => ({ ...route, index }));
      const found: string[][] = routes.map(() => []);
      const lane = async (queue: typeof routes, signedIn: boolean) => {
        const page = await open(viewport, signedIn);
        for (let route = queue.shift(); route; route = queue.shift()) {
          await timed('crawl: open and settle', async () => {
            await page.goto(`${stack.baseUrl}${route.path}`);
            await settled(page);
          });
          const title = await page.title();
          if (title !== `${route.title} - GrowthCatalyst`) found[route.index].push(`${route.path}: title '${title}'`);
          const violations = await timed('axe (crawl)', () => lastingViolations(page));
          if (violations !== '') found[route.index].push(`${route.path}:\n${violations}`);
        }
      };
      const signedIn = routes.filter((route) => route.signedIn ?? true);
      const signedOut = routes.filter((route) => !(route.signedIn ?? true));
      await Promise.all([lane(signedIn, true), lane(signedIn, true), lane(signedOut, false)]);
      expect(found.flat()).toEqual([]);
    });

    it("offers 'Skip to content' first, and moves focus to the new page's heading after navigating", async () => {
      const page = await open(viewport);
      await page.goto(`${stack.baseUrl}${paths.dashboard}`);
      await settled(page);
      await page.keyboard.press('Tab');
      const first = page.getByRole('link', { name: 'Skip to content' });
      expect(await first.evaluate((el) => el === document.activeElement)).toBe(true);
      await screenshot(page, `a11y-skip-link-${name}`);
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');

      if (viewport.width < 900) {
        await page.getByRole('button', { name: 'Open menu' }).click();
      }
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Team Management' }).click();
      await page.getByRole('heading', { level: 1, name: 'My Teams' }).waitFor();
      await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
      expect(await page.title()).toBe('Teams - GrowthCatalyst');
      await screenshot(page, `a11y-focus-after-navigation-${name}`);
    });
  });
}
