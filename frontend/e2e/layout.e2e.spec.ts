import type { Page } from 'playwright-core';
import { openBrowser, type BrowserSession } from './support/browser';
import { answer, answerClients, GLOBAL_ADMIN, screenshot, seedSession, USER } from './support/session';
import { startApp, type RunningApp } from './support/static-server';

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

async function signedInPage(user: typeof USER, viewport?: { width: number; height: number }): Promise<Page> {
  browser = await openBrowser(viewport);
  await seedSession(browser.page, user);
  await answerClients(browser.page);
  // The layout is under test here, not the areas: their lists answer empty, as for a new client.
  for (const area of ['users', 'teams', 'industries', 'organizations', 'stages', 'assessments']) {
    await browser.page.route(`**/api/${area}**`, (route) => answer(route, { responseObj: [] }));
  }
  // the greeting comes from the session; the workspace selector is ready once its clients have arrived
  const clientsRead = browser.page.waitForResponse((r) => new URL(r.url()).pathname === '/api/clients');
  await browser.page.goto(`${app.baseUrl}/app`);
  await browser.page.getByRole('heading', { name: /^Hi / }).waitFor();
  await clientsRead;
  return browser.page;
}

const menuLinks = (page: Page) => page.getByRole('navigation', { name: 'Main menu' }).getByRole('link').allInnerTexts();

describe('application layout', () => {
  it('shows a User the menu without Build Reflections, and no admin entries', async () => {
    const page = await signedInPage(USER);
    expect(await menuLinks(page)).toEqual([
      'Home',
      'Team Management',
      'Take Reflections',
      'See Results',
      'VentureVerse',
      'GrowthMentor',
    ]);
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    expect(await nav.getByText('RESOURCES', { exact: true }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Open profile menu' }).click();
    await page.getByRole('menu').waitFor();
    const items = await page.getByRole('menuitem').allInnerTexts();
    expect(items).toEqual(['My Profile', 'Sign Out']);
    await page.keyboard.press('Escape');

    // The server marks the current client; the selector starts on it.
    const selector = page.getByRole('combobox', { name: 'Client workspace' });
    expect(await selector.innerText()).toBe('Globex Labs');
    await selector.click();
    await page.getByRole('listbox').waitFor();
    expect(await page.getByRole('option').allInnerTexts()).toEqual(['Acme Ventures', 'Globex Labs']);
    await page.keyboard.press('Escape');
    // the dashboard's cards in spec order; 'Recommended for you' offers VentureVerse, not yet available
    const main = page.getByRole('main');
    expect(await main.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual([
      'To-do',
      'VentureVerse',
      'GrowthCatalyst',
      'GrowthMentor',
    ]);
    const recommended = main.getByRole('region', { name: 'VentureVerse' });
    expect(await recommended.getByText('Recommended for you').isVisible()).toBe(true);
    expect(await recommended.getByRole('button', { name: 'Coming soon' }).isDisabled()).toBe(true);
    await screenshot(page, 'dashboard-user');
  });

  it('shows the Global Administrator Build Reflections, Manage All Users and + Add a new client', async () => {
    const page = await signedInPage(GLOBAL_ADMIN);
    expect(await menuLinks(page)).toEqual([
      'Home',
      'Team Management',
      'Manage All Users',
      'Build Reflections',
      'Take Reflections',
      'See Results',
      'VentureVerse',
      'GrowthMentor',
    ]);
    await screenshot(page, 'side-menu-admin');
    // the left menu's Manage All Users leads to the users area too, and shows it as the current page there
    const usersLink = page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Manage All Users' });
    await usersLink.click();
    await page.getByRole('heading', { name: 'Manage Users' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/users');
    expect(await usersLink.getAttribute('aria-current')).toBe('page');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }).click();
    await page.getByRole('heading', { name: /^Hi / }).waitFor();

    await page.getByRole('button', { name: 'Open profile menu' }).click();
    await page.getByRole('menu').waitFor();
    expect(await page.getByRole('menuitem').allInnerTexts()).toEqual(['My Profile', 'Manage All Users', 'Sign Out']);
    await screenshot(page, 'profile-menu-admin');
    await page.getByRole('menuitem', { name: 'Manage All Users' }).click();
    await page.getByRole('heading', { name: 'Manage Users' }).waitFor();

    await page.getByRole('combobox', { name: 'Client workspace' }).click();
    await page.getByRole('listbox').waitFor();
    const options = page.getByRole('option');
    expect(await options.allInnerTexts()).toEqual(['Acme Ventures', 'Globex Labs', '+ Add a new client']);
    await page.getByRole('option', { name: '+ Add a new client' }).click();
    await page.getByRole('heading', { name: 'Add a New Client' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/create-client');
  });

  it('lists the sibling applications in order, with links for Blimp and Learn only', async () => {
    const page = await signedInPage(USER);
    await page.getByRole('button', { name: 'Switch application' }).click();
    await page.getByRole('menu').waitFor();
    const items = page.getByRole('menuitem');
    expect(await items.allInnerTexts()).toEqual([
      'GrowthOS',
      'Blimp',
      'GrowthCatalyst',
      'Learn',
      'Discover',
      'De-Risk',
      'Make',
    ]);
    expect(await page.getByRole('menuitem', { name: 'Blimp' }).getAttribute('href')).toBe('https://blimp.example.com');
    expect(await page.getByRole('menuitem', { name: 'Learn' }).getAttribute('href')).toBe('https://learn.example.com');
    for (const disabled of ['GrowthOS', 'Discover', 'De-Risk', 'Make']) {
      expect(await page.getByRole('menuitem', { name: disabled }).getAttribute('aria-disabled')).toBe('true');
    }
    await screenshot(page, 'app-switcher');
  });

  it('signs out from the profile menu to /login', async () => {
    const page = await signedInPage(USER);
    await page.getByRole('button', { name: 'Open profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.getByRole('heading', { name: 'Welcome back!' }).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('gc.auth'))).toBeNull();
  });

  it('fits a 375 px screen without horizontal scroll and opens the menu as a drawer', async () => {
    const page = await signedInPage(USER, { width: 375, height: 812 });
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Main menu' }).isVisible()).toBe(false);
    await screenshot(page, 'mobile-dashboard');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.waitFor();
    await screenshot(page, 'mobile-drawer');

    await nav.getByRole('link', { name: 'Team Management' }).click();
    await page.getByRole('heading', { name: 'My Teams' }).waitFor();
    await nav.waitFor({ state: 'hidden' });
    expect(await overflow()).toBe(0);
  });
});
