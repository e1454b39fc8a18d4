import type { Page } from 'playwright-core';
import { latestSmsCode } from './full-stack';

/** Fill the sign-in form as a person would and press 'Log In'. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('heading', { name: 'Welcome back!' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** Sign in through the 'Verify Phone Number' step, reading the code from the dev SMS outbox. */
export async function logInWithSmsCode(
  page: Page,
  baseUrl: string,
  account: { email: string; password: string; phone: string },
): Promise<void> {
  const sentBefore = await latestSmsCode(baseUrl, account.phone, 1).catch(() => null);
  await logIn(page, account.email, account.password);
  await page.getByRole('heading', { name: 'Verify Phone Number' }).waitFor();
  // the step's own code, not one sent earlier
  let code = await latestSmsCode(baseUrl, account.phone);
  for (let tries = 0; code === sentBefore && tries < 40; tries += 1) {
    await page.waitForTimeout(250);
    code = await latestSmsCode(baseUrl, account.phone);
  }
  await page.getByLabel('SMS code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** The header's profile menu, then 'Sign Out'. */
export async function signOutFromMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.getByRole('heading', { name: 'Welcome back!' }).waitFor();
}
