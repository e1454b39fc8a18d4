import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page, Route } from 'playwright-core';
import type { Session, SessionUser } from '../../src/shared/auth/auth-slice';
import { AUTH_STORAGE_KEY } from '../../src/shared/auth/auth-storage';
import { expectAccessible } from './axe';
import { timed } from './timings';

export const USER: SessionUser = {
  id: 'u-1',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  role: 8,
  clientId: 'c-1',
};
export const GLOBAL_ADMIN: SessionUser = {
  id: 'u-2',
  email: 'grace@example.com',
  name: 'Grace Hopper',
  role: 5,
  clientId: 'c-1',
};

export function sessionFor(user: SessionUser): Session {
  return { accessToken: `token-${user.id}`, refreshToken: `refresh-${user.id}`, user };
}

/** Start signed in: the stored session is in localStorage before any script of the app runs. */
export async function seedSession(page: Page, user: SessionUser): Promise<void> {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    AUTH_STORAGE_KEY,
    JSON.stringify(sessionFor(user)),
  ] as const);
}

export const CLIENTS = [
  { client_id: 'c-1', client_name: 'Acme Ventures', role_id: 8, client_selected: false },
  { client_id: 'c-2', client_name: 'Globex Labs', role_id: 8, client_selected: true },
];

/** Answer like the API: `{ responseObj }` with the given status. */
export function answer(route: Route, body: unknown, status = 200): Promise<void> {
  return route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
}

export async function answerClients(page: Page): Promise<void> {
  await page.route('**/api/clients', (route) => answer(route, { responseObj: CLIENTS }));
}

const SCREENSHOTS = join(__dirname, '..', 'screenshots');

/**
 * Saves e2e/screenshots/{name}.png and checks the page with axe-core (WCAG 2.1 AA): every screenshot of every
 * journey is also an accessibility check, so a new page is covered from its first screenshot. With
 * `E2E_SCREENSHOTS=0` (CI, where nobody looks at them: `.ci/run`) only the check runs; a full-page PNG cost about
 * half a second of a busy CI host, 200 times a run.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '0') {
    await mkdir(SCREENSHOTS, { recursive: true });
    // 'disabled' fast-forwards transitions, so menus and drawers are captured fully open rather than mid-fade.
    await timed('screenshot', () =>
      page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true, animations: 'disabled' }),
    );
  }
  await timed('axe (screenshot)', () => expectAccessible(page, `screenshot ${name}`));
}
