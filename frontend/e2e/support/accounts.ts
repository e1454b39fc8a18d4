import type { Page } from 'playwright-core';
import type { Session } from '../../src/shared/auth/auth-slice';
import { AUTH_STORAGE_KEY } from '../../src/shared/auth/auth-storage';
import { latestSmsCode } from './full-stack';

/**
 * Account set-up through the real API, the calls the sign-in screens make (POST /auth/sign-in -> ACCOUNT_SETUP,
 * sendcode, confirmcode, POST /auth/challenge). Journeys that are about something else use it to get a signed-in
 * administrator without walking through the 'Welcome!' form again.
 */
export interface SetUpAccount {
  email: string;
  password: string;
  phone: string;
  name: string;
  session: Session;
}

async function call<T>(baseUrl: string, path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const payload = (await response.json()) as { responseObj?: T; message?: unknown };
  if (!response.ok) throw new Error(`POST /api/${path} answered ${response.status}: ${JSON.stringify(payload)}`);
  return payload.responseObj as T;
}

let phoneCounter = 0;
/** A phone number no other account of this run uses (the dev outbox is read back by number). */
export function uniquePhone(): string {
  phoneCounter += 1;
  return `+1555${String(Date.now() % 100000).padStart(5, '0')}${String(phoneCounter).padStart(2, '0')}`;
}

/** Signs in with a temporary password and completes ACCOUNT_SETUP; answers the tokens as the app stores them. */
export async function setUpAccount(
  baseUrl: string,
  login: { email: string; password: string },
  person: { name: string; password: string; phone?: string },
): Promise<SetUpAccount> {
  const phone = person.phone ?? uniquePhone();
  const challenge = await call<{ challenge: string; session: string }>(baseUrl, 'auth/sign-in', login);
  if (challenge.challenge !== 'ACCOUNT_SETUP')
    throw new Error(`expected ACCOUNT_SETUP, got ${JSON.stringify(challenge)}`);
  const path = `users/${encodeURIComponent(login.email)}`;
  await call(baseUrl, `${path}/sendcode`, { session: challenge.session, phone_number: phone });
  const code = await latestSmsCode(baseUrl, phone);
  await call(baseUrl, `${path}/confirmcode`, { session: challenge.session, code, phone_number: phone });
  const session = await call<Session>(baseUrl, 'auth/challenge', {
    session: challenge.session,
    challenge: 'ACCOUNT_SETUP',
    name: person.name,
    password: person.password,
    confirm_password: person.password,
    phone_number: phone,
    terms_accepted: true,
  });
  return { email: login.email, password: person.password, phone, name: person.name, session };
}

/** Starts the page signed in as `session` (stored before any script of the app runs). */
export async function signInWithSession(page: Page, session: Session): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      // only once: a later sign-out in the journey must stick across reloads
      if (!window.sessionStorage.getItem('gc.e2e.seeded')) {
        window.sessionStorage.setItem('gc.e2e.seeded', '1');
        window.localStorage.setItem(key, value);
      }
    },
    [
      AUTH_STORAGE_KEY,
      JSON.stringify({ accessToken: session.accessToken, refreshToken: session.refreshToken, user: session.user }),
    ] as const,
  );
}

/** POST /users as an administrator: one new person, who gets a temporary password by mail. */
export async function inviteUser(
  baseUrl: string,
  adminToken: string,
  person: { name: string; email: string; custom_role: number },
): Promise<void> {
  const [result] = await call<{ status: string; reason?: { message: string } }[]>(
    baseUrl,
    'users',
    [person],
    adminToken,
  );
  if (result.status !== 'fulfilled') throw new Error(`inviting ${person.email} failed: ${result.reason?.message}`);
}
