import { openBrowser, type BrowserSession } from './support/browser';
import { answer, answerClients, GLOBAL_ADMIN, screenshot, seedSession, sessionFor, USER } from './support/session';
import { startApp, type RunningApp } from './support/static-server';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The built file of a source module, from the production build's manifest (frontend/dist/.vite/manifest.json). */
function chunkOf(source: string): string {
  const manifest = JSON.parse(readFileSync(join(__dirname, '..', 'dist', '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; src?: string }
  >;
  const chunk = Object.values(manifest).find((c) => c.src === source);
  if (!chunk) throw new Error(`${source} is not in the build's manifest`);
  return chunk.file;
}

let app: RunningApp;
let browser: BrowserSession;

beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  browser = await openBrowser();
});
afterEach(async () => {
  await browser.close();
});

const pathOf = (url: string) => new URL(url).pathname;

describe('routing and access', () => {
  it("sends a visitor of '/' to /login, which welcomes them back", async () => {
    const { page } = browser;
    await page.goto(`${app.baseUrl}/`);
    await page.getByRole('heading', { name: 'Welcome back!' }).waitFor();
    expect(pathOf(page.url())).toBe('/login');
    expect(await page.getByText('Your learning journey continues').isVisible()).toBe(true);
    expect(await page.getByLabel('Email').isVisible()).toBe(true);
    expect(await page.getByLabel('Password').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Forgot your password?' }).isVisible()).toBe(true);
    await screenshot(page, 'login');

    // Keyboard users see where they are: Email, Password, then the link, which carries a focus ring.
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      return { text: element.textContent, outline: getComputedStyle(element).outlineStyle };
    });
    expect(focused).toEqual({ text: 'Forgot your password?', outline: 'solid' });
  });

  it('sends an unknown public path to /app, and a signed-out visitor on to /login', async () => {
    const { page } = browser;
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      // The first load reports twice (commit and load); keep each path once per step.
      if (frame === page.mainFrame() && visited.at(-1) !== pathOf(frame.url())) visited.push(pathOf(frame.url()));
    });
    await page.goto(`${app.baseUrl}/no-such-page`);
    await page.getByRole('heading', { name: 'Welcome back!' }).waitFor();
    expect(pathOf(page.url())).toBe('/login');
    expect(visited).toEqual(['/no-such-page', '/app', '/login']);
  });

  it('signs in with whitespace stripped and returns to the page the visitor asked for', async () => {
    const { page } = browser;
    let sent: unknown;
    await answerClients(page);
    await page.route('**/api/auth/sign-in', async (route) => {
      sent = route.request().postDataJSON();
      await answer(route, { responseObj: sessionFor(USER) });
    });
    await page.goto(`${app.baseUrl}/app/teams`);
    await page.getByLabel('Email').fill(' ada@example.com ');
    await page.getByLabel('Password').fill('Secret 1!');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('heading', { name: 'My Teams' }).waitFor();
    expect(pathOf(page.url())).toBe('/app/teams');
    expect(sent).toEqual({ email: 'ada@example.com', password: 'Secret1!' });
  });

  it("shows the server's sign-in error as a red line above the form", async () => {
    const { page } = browser;
    await page.route('**/api/auth/sign-in', (route) =>
      answer(route, { statusCode: 401, message: 'Incorrect username or password.' }, 401),
    );
    await page.goto(`${app.baseUrl}/login`);
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Password').fill('wrong');
    await page.getByRole('button', { name: 'Log In' }).click();
    const line = page.getByRole('alert').getByText('Incorrect username or password.');
    await line.waitFor();
    const color = await line.evaluate((element) => getComputedStyle(element).color);
    expect(color).toBe('rgb(211, 47, 47)');
    expect(pathOf(page.url())).toBe('/login');
    await screenshot(page, 'login-error');
  });

  it('takes a signed-in User from /app to the dashboard, and away from admin areas', async () => {
    const { page } = browser;
    await seedSession(page, USER);
    await answerClients(page);
    await page.goto(`${app.baseUrl}/app`);
    await page.getByRole('heading', { name: 'Hi Ada!' }).waitFor();
    expect(pathOf(page.url())).toBe('/app/dashboard');

    for (const denied of ['/app/users', '/app/create-client', '/app/assessment']) {
      await page.goto(`${app.baseUrl}${denied}`);
      await page.getByRole('heading', { name: 'Hi Ada!' }).waitFor();
      expect(pathOf(page.url())).toBe('/app/dashboard');
    }
    await page.goto(`${app.baseUrl}/app/nowhere`);
    await page.getByRole('heading', { name: 'Hi Ada!' }).waitFor();
    expect(pathOf(page.url())).toBe('/app/dashboard');
  });

  it('lets the Global Administrator into the admin areas', async () => {
    const { page } = browser;
    await seedSession(page, GLOBAL_ADMIN);
    await answerClients(page);
    // The pages' own reads answer as an empty API would: a 404 there sends a page to its error screen a moment
    // after its heading shows, and on a loaded machine the check could miss that moment.
    await page.route('**/api/industries', (route) => answer(route, { responseObj: [] }));
    await page.route('**/api/users?*', (route) => answer(route, { responseObj: [] }));
    await page.route('**/api/users', (route) => answer(route, { responseObj: [] }));
    for (const [path, title] of [
      ['/app/users', 'Manage Users'],
      ['/app/create-client', 'Add a New Client'],
      ['/app/assessment', 'Build Reflections'],
    ]) {
      await page.goto(`${app.baseUrl}${path}`);
      await page.getByRole('heading', { name: title }).waitFor();
      expect(pathOf(page.url())).toBe(path);
    }
  });

  it("shows the spec's crash screen when a page cannot be loaded, and Refresh reloads the page", async () => {
    const { page } = browser;
    await seedSession(page, USER);
    await answerClients(page);
    // a render crash: the dashboard's code cannot be fetched (a failed API read shows its own message instead,
    // with the header and menu kept: errors.e2e.spec.ts)
    // lazy chunks are named by their hash alone (vite.config.ts): the build's manifest says which is the dashboard's
    const dashboardChunk = `**/${chunkOf('src/features/dashboard/pages/dashboard-page.tsx')}`;
    await page.route(dashboardChunk, (route) => route.abort('failed'));
    await page.goto(`${app.baseUrl}/app/dashboard`);
    await page.getByRole('heading', { name: 'Ooops, something went wrong :(' }).waitFor();
    await screenshot(page, 'error-screen');

    await page.unroute(dashboardChunk);
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Refresh' }).click()]);
    await page.getByRole('heading', { name: 'Hi Ada!' }).waitFor();
    expect(await page.getByText('Ooops, something went wrong :(').count()).toBe(0);
  });
});
