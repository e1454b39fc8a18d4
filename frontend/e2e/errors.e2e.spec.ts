import type { Page } from 'playwright-core';
import { openBrowser, type BrowserSession } from './support/browser';
import { answer, answerClients, GLOBAL_ADMIN, screenshot, seedSession } from './support/session';
import { startApp, type RunningApp } from './support/static-server';

/**
 * Errors a person can act on (issue 17): the server out of reach on /login, the API failing inside /app (the
 * header and menu stay, the content says what failed with a Retry), a list that could not load told apart from an
 * empty one. Every state is photographed at 1280 and 375 px (and so checked by axe).
 */
let app: RunningApp;
let browser: BrowserSession | undefined;

beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app.close();
});
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

const UNREACHABLE = 'We could not reach GrowthCatalyst. Check your connection and try again.';
const WIDTHS = [
  { name: '1280', viewport: { width: 1280, height: 800 } },
  { name: '375', viewport: { width: 375, height: 812 } },
];

async function open(viewport: { width: number; height: number }): Promise<Page> {
  browser = await openBrowser(viewport);
  return browser.page;
}

const TEAM = {
  team_id: 't-1',
  team_name: 'Rocket',
  client_id: 'c-1',
  client_name: 'Acme Ventures',
  description: 'Builds rockets',
  team_type: 'OS_TEAM',
  stage: 's-1',
  stage_name: 'Idea',
  industry: 'i-1',
  industry_name: 'Fintech',
  date_founded: Date.UTC(2024, 0, 15),
  members: [],
};

describe.each(WIDTHS)('errors a person can act on at $name px', ({ name, viewport }) => {
  it('says the server cannot be reached on /login, and Retry sends the sign-in again', async () => {
    const page = await open(viewport);
    await page.goto(`${app.baseUrl}/login`);
    await page.getByRole('heading', { name: 'Welcome back!' }).waitFor();
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Wombat.Admin42!');
    await page.getByRole('button', { name: /log in/i }).click();
    await page.getByText(UNREACHABLE).waitFor();
    expect(await page.getByText('Failed to fetch').count()).toBe(0);
    await screenshot(page, `errors-login-offline-${name}`);

    // back online: Retry sends the same form, and the server's own answer replaces the message
    await page.unroute('**/api/**');
    let signIns = 0;
    await page.route('**/api/auth/sign-in', (route) => {
      signIns += 1;
      return answer(route, { message: 'Incorrect username or password.' }, 401);
    });
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('Incorrect username or password.').waitFor();
    expect(signIns).toBe(1);
    expect(await page.getByText(UNREACHABLE).count()).toBe(0);
  });

  it('keeps the header and menu when the API is down inside /app, and Retry loads the list', async () => {
    const page = await open(viewport);
    await seedSession(page, GLOBAL_ADMIN);
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await page.goto(`${app.baseUrl}/app/users`);
    await page.getByRole('heading', { level: 1, name: 'Manage Users' }).waitFor();
    const content = page.getByRole('main');
    await content.getByText(UNREACHABLE).waitFor();
    expect(await page.getByRole('banner').getByText('GrowthCatalyst').isVisible()).toBe(true);
    expect(await page.getByText('Ooops, something went wrong :(').count()).toBe(0);
    expect(await page.getByText('No existing users found').count()).toBe(0);
    await screenshot(page, `errors-app-offline-${name}`);

    await page.unroute('**/api/**');
    await answerClients(page);
    await page.route('**/api/users**', (route) =>
      answer(route, {
        responseObj: [
          {
            email: 'ada.lovelace.with-a-rather-long-address@analytical-engine.example.com',
            name: 'Ada Lovelace',
            custom_role: 8,
            Enabled: 'true',
            action: 'EDIT USER',
          },
        ],
      }),
    );
    await content.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('ada.lovelace.with-a-rather-long-address@analytical-engine.example.com').waitFor();
    await screenshot(page, `errors-app-recovered-${name}`);
  });

  it("tells Manage Reflections' failed request apart from four empty groups", async () => {
    const page = await open(viewport);
    await seedSession(page, GLOBAL_ADMIN);
    await answerClients(page);
    await page.route('**/api/teams/t-1', (route) => answer(route, { responseObj: [TEAM] }));
    await page.route('**/api/teams/t-1/assessments', (route) =>
      answer(route, { message: 'The reflections service is down.' }, 500),
    );
    await page.goto(`${app.baseUrl}/app/teams/manage-assessments/t-1`);
    await page.getByRole('heading', { level: 1, name: 'Manage Reflections' }).waitFor();
    await page.getByText("We could not load the team's reflections. The reflections service is down.").waitFor();
    expect(await page.getByText('No reflections').count()).toBe(0);
    await screenshot(page, `errors-manage-reflections-${name}`);
  });

  it('shows a failed page read in the content area with Retry, the menu still there', async () => {
    const page = await open(viewport);
    await seedSession(page, GLOBAL_ADMIN);
    await answerClients(page);
    await page.route('**/api/teams/t-1', (route) => answer(route, { message: 'boom' }, 500));
    await page.goto(`${app.baseUrl}/app/teams/manage-assessments/t-1`);
    await page.getByText('We could not load this page. boom').waitFor();
    expect(await page.getByRole('banner').getByText('GrowthCatalyst').isVisible()).toBe(true);
    await screenshot(page, `errors-page-read-${name}`);

    await page.unroute('**/api/teams/t-1');
    await page.route('**/api/teams/t-1', (route) => answer(route, { responseObj: [TEAM] }));
    await page.route('**/api/teams/t-1/assessments', (route) =>
      answer(route, { responseObj: { upcoming: [], 'in-progress': [], 'past-due': [], closed: [] } }),
    );
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Retry' }).click()]);
    await page.getByRole('heading', { name: 'Upcoming (0)' }).waitFor();
  });
});
