import type { Page } from 'playwright-core';
import { inviteUser, setUpAccount, signInWithSession, uniquePhone, type SetUpAccount } from './support/accounts';
import { openBrowser, type BrowserSession } from './support/browser';
import { latestSmsCode, startFullStack, waitForMail, type FullStack } from './support/full-stack';
import { screenshot } from './support/session';

/**
 * My Profile against the real product (member spec sections 2, 4, 5, 8): read mode, edit mode with its rules and
 * the unsaved-changes blocker, 'User Updated', the MFA verification dialog and page for a new phone number,
 * Change Password, and deleting one's own account.
 */
jest.setTimeout(300_000);

let stack: FullStack;
let member: SetUpAccount;
let browser: BrowserSession | undefined;

beforeAll(async () => {
  stack = await startFullStack();
  const admin = await setUpAccount(stack.baseUrl, stack.firstLogin, {
    name: 'Grace Hopper',
    password: 'Wombat.Admin42!',
  });
  const email = `ada.${Date.now()}@example.com`;
  await inviteUser(stack.baseUrl, admin.session.accessToken, { name: 'Ada Lovelace', email, custom_role: 8 });
  const mail = await waitForMail(stack.mailWebUrl, email);
  const temporary = /Temporary password:\s*(\S+)/.exec(mail.text)![1];
  member = await setUpAccount(
    stack.baseUrl,
    { email, password: temporary },
    { name: 'Ada Lovelace', password: 'Quill.Engine1843!' },
  );
});
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});
afterAll(async () => {
  await stack?.stop();
});

async function memberPage(path: string, viewport?: { width: number; height: number }): Promise<Page> {
  browser = await openBrowser(viewport);
  await signInWithSession(browser.page, member.session);
  await browser.page.goto(`${stack.baseUrl}${path}`);
  return browser.page;
}

const notification = (page: Page, title: string) => page.getByLabel('Notifications').getByText(title, { exact: true });

describe('my profile', () => {
  it('edits the profile, verifies the new phone, changes the password and deletes the account', async () => {
    const page = await memberPage('/app/profile', { width: 375, height: 800 });
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    await page.getByText(member.email).waitFor();
    await page.getByText('Verified', { exact: true }).waitFor();
    // The phone was verified during set-up: no verification dialog on load.
    expect(await page.getByRole('dialog').count()).toBe(0);
    await screenshot(page, 'profile-read-mobile');
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: 'Edit' }).click();
    expect(await page.getByLabel('Email', { exact: true }).isDisabled()).toBe(true);
    await page.getByLabel('Full name').fill('');
    await page.getByLabel('Alternate email').fill('ada@');
    await page.getByLabel('Phone number').fill('5551234567');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Please fill in your full name').waitFor();
    await page.getByText('Invalid email address').waitFor();
    await page.getByText('Invalid phone number').waitFor();
    await page.getByLabel('Phone number').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('This is not a valid phone number').waitFor();
    await screenshot(page, 'profile-edit-errors');

    // Unsaved changes: leaving asks first; Stay keeps the form.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave page?' });
    await leave.waitFor();
    await screenshot(page, 'profile-leave-guard');
    await leave.getByRole('button', { name: 'Stay' }).click();
    await leave.waitFor({ state: 'detached' });
    expect(await page.getByRole('heading', { name: 'My Profile' }).isVisible()).toBe(true);
    expect(await page.getByLabel('Alternate email').inputValue()).toBe('ada@');

    const newPhone = uniquePhone();
    await page.getByLabel('Full name').fill('Ada King');
    await page.getByLabel('Alternate email').fill('ada.king@example.org');
    await page.getByLabel('Phone number').fill(newPhone);
    await page.getByRole('button', { name: 'Save' }).click();
    await notification(page, 'User Updated').waitFor();
    // A new phone is unverified: the dialog offers the verification page.
    const prompt = page.getByRole('dialog', { name: 'Verify your phone number' });
    await prompt.waitFor();
    expect(await prompt.getByRole('button', { name: 'Go back' }).isVisible()).toBe(true);
    await screenshot(page, 'profile-mfa-prompt');
    await prompt.getByRole('button', { name: 'Continue to mfa-validation' }).click();

    await page.getByRole('heading', { name: 'Verify Multi-Factor Authentication' }).waitFor();
    await notification(page, 'Code successfully sent!').waitFor();
    const verify = page.getByRole('button', { name: 'Verify' });
    expect(await verify.isDisabled()).toBe(true);
    await page.getByLabel('Verification code').fill('12');
    expect(await verify.isDisabled()).toBe(true);
    await page.getByLabel('Verification code').fill(await latestSmsCode(stack.baseUrl, newPhone));
    await screenshot(page, 'profile-mfa-validation');
    await verify.click();
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    await page.getByText('Ada King', { exact: true }).first().waitFor();
    await page.getByText(newPhone).waitFor();
    await page.getByText('Verified', { exact: true }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    // Change Password: required fields, matching confirmation, then success.
    await page.getByRole('link', { name: 'Change Password' }).click();
    await page.getByRole('heading', { name: 'Change Password' }).waitFor();
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('This field is required').nth(2).waitFor();
    expect(await page.getByText('This field is required').count()).toBe(3);
    await page.getByLabel('Current password').fill(member.password);
    await page.getByLabel('New password', { exact: true }).fill('Engine.Analytic1842!');
    await page.getByLabel('Confirm new password').fill('Engine.Analytic1843!');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Passwords do not match.').waitFor();
    await screenshot(page, 'profile-change-password-errors');
    await page.getByLabel('Confirm new password').fill('Engine.Analytic1842!');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await notification(page, 'Password successfully changed!').waitFor();
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();

    // Delete my account, with confirmation: signed out, and the account can no longer sign in.
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
    await confirm.waitFor();
    await screenshot(page, 'profile-delete-confirm');
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await notification(page, 'Profile successfully deleted').waitFor();
    await page.getByRole('heading', { name: 'Welcome back!' }).waitFor();
    const signIn = await fetch(`${stack.baseUrl}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: member.email, password: 'Engine.Analytic1842!' }),
    });
    expect(signIn.status).toBe(401);
    expect(((await signIn.json()) as { message: string }).message).toBe('User is disabled.');
  });
});
