import type { Locator, Page } from 'playwright-core';
import { setUpAccount, signInWithSession, uniquePhone, type SetUpAccount } from './support/accounts';
import { openBrowser, type BrowserSession } from './support/browser';
import { latestSmsCode, startFullStack, waitForMail, type FullStack } from './support/full-stack';
import { screenshot } from './support/session';

/**
 * Users administration against the real product (admin spec sections 2, 4, 5, 7, 8): the first Global
 * Administrator adds a user, the temporary password arrives by mail, that person sets up their account and signs
 * in again with SMS MFA; the administrator edits, deletes and reactivates them; a CSV import reports its bad row.
 */
jest.setTimeout(300_000);

let stack: FullStack;
let admin: SetUpAccount;
const sessions: BrowserSession[] = [];

beforeAll(async () => {
  stack = await startFullStack();
  admin = await setUpAccount(stack.baseUrl, stack.firstLogin, { name: 'Grace Hopper', password: 'Wombat.Admin42!' });
});
afterEach(async () => {
  await Promise.all(sessions.splice(0).map((s) => s.close()));
});
afterAll(async () => {
  await stack?.stop();
});

async function adminPage(path: string, viewport?: { width: number; height: number }): Promise<Page> {
  const browser = await openBrowser(viewport);
  sessions.push(browser);
  await signInWithSession(browser.page, admin.session);
  await browser.page.goto(`${stack.baseUrl}${path}`);
  return browser.page;
}

const notification = (page: Page, title: string) => page.getByLabel('Notifications').getByText(title, { exact: true });
const row = (page: Page, email: string): Locator => page.getByRole('row').filter({ hasText: email });

async function chooseRole(page: Page, scope: Locator, label: string): Promise<void> {
  await scope.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

describe('users administration', () => {
  it('adds a user who signs in with the mailed temporary password, sets up, and signs in again with SMS MFA', async () => {
    const page = await adminPage('/app/users');
    await page.getByRole('heading', { name: 'Manage Users' }).waitFor();
    // The administrator has finished set-up: their own row offers EDIT USER.
    await row(page, admin.email)
      .getByRole('button', { name: /^EDIT USER/ })
      .waitFor();
    // A fresh client has no one with the User role yet: the filter shows the empty state.
    await page.getByRole('combobox', { name: 'Filter by role' }).click();
    await page.getByRole('option', { name: 'User', exact: true }).click();
    await page.getByText('No existing users found').waitFor();
    await screenshot(page, 'users-empty-filter');
    await page.getByRole('combobox', { name: 'Filter by role' }).click();
    await page.getByRole('option', { name: 'All', exact: true }).click();
    await row(page, admin.email).waitFor();

    await page.getByRole('button', { name: 'Add new user' }).click();
    await page.getByRole('heading', { name: 'Add New User/Users' }).waitFor();
    await page.getByRole('button', { name: 'Add user' }).click();
    await page.getByText('This field is required').nth(2).waitFor();
    expect(await page.getByText('This field is required').count()).toBe(3);
    await notification(page, 'Invalid Role').waitFor();
    await screenshot(page, 'users-add-required');

    // a long address, as real ones can be: it breaks at its dots and '@' on a phone, never sideways
    const email = `ada.augusta.king-lovelace.${Date.now()}@analytical-engine-society.example.com`;
    const first = page.getByRole('group').first();
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill(email);
    await chooseRole(page, first, 'User');
    await page.getByRole('button', { name: 'Add user' }).click();
    await notification(page, 'User successfully added!').waitFor();
    await page.getByRole('heading', { name: 'Manage Users' }).waitFor();
    // Not logged in yet: the row offers a new temporary password.
    await row(page, email)
      .getByRole('button', { name: /^RESET PASSWORD/ })
      .waitFor();
    await screenshot(page, 'users-list-pending');
    await page.setViewportSize({ width: 375, height: 800 });
    await row(page, email).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'users-list-long-email-375');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Adding the same person again: the rejected result's reason is shown and the form stays.
    await page.getByRole('button', { name: 'Add new user' }).click();
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill(email);
    await chooseRole(page, page.getByRole('group').first(), 'User');
    await page.getByRole('button', { name: 'Add user' }).click();
    const rejection = page.getByRole('alert').filter({ hasText: 'already' }).first();
    await rejection.waitFor();
    expect(await page.getByRole('heading', { name: 'Add New User/Users' }).isVisible()).toBe(true);
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await screenshot(page, 'users-add-rejected');

    // The temporary password arrives by mail; the new user signs in with it and completes the 'Welcome!' set-up.
    const mail = await waitForMail(stack.mailWebUrl, email);
    const temporary = /Temporary password:\s*(\S+)/.exec(mail.text)?.[1];
    expect(temporary).toBeTruthy();

    const userBrowser = await openBrowser();
    sessions.push(userBrowser);
    const user = userBrowser.page;
    const password = 'Quill.Engine1843!';
    const phone = uniquePhone();
    await user.goto(`${stack.baseUrl}/login`);
    await user.getByLabel('Email').fill(email);
    await user.getByLabel('Password').fill(temporary!);
    await user.getByRole('button', { name: 'Log In' }).click();
    await user.getByRole('heading', { name: 'Welcome!' }).waitFor();
    // the form starts with the name the administrator typed
    expect(await user.getByLabel('Full name').inputValue()).toBe('Ada Lovelace');
    await screenshot(user, 'users-welcome-prefilled');
    await user.setViewportSize({ width: 375, height: 800 });
    await screenshot(user, 'users-welcome-prefilled-375');
    await user.setViewportSize({ width: 1280, height: 800 });
    await user.getByLabel('Full name').fill('Ada Lovelace');
    await user.getByLabel(/^Password/).fill(password);
    await user.getByLabel('Confirm password').fill(password);
    await user.getByLabel('Phone number').fill(phone.slice(2));
    await user.getByRole('button', { name: 'SEND CODE' }).click();
    await user.getByLabel('SMS code').fill(await latestSmsCode(stack.baseUrl, phone));
    await user.getByRole('img', { name: 'SMS code confirmed' }).waitFor();
    await user.getByRole('checkbox', { name: /I accept the Terms of Service and Privacy Policy/ }).check();
    await user.getByRole('button', { name: 'Create account' }).click();
    await user.getByRole('heading', { name: 'Hi Ada!' }).waitFor();

    await user.getByRole('button', { name: 'Open profile menu' }).click();
    await user.getByRole('menuitem', { name: 'Sign Out' }).click();
    await user.getByRole('heading', { name: 'Welcome back!' }).waitFor();
    await user.getByLabel('Email').fill(email);
    await user.getByLabel('Password').fill(password);
    await user.getByRole('button', { name: 'Log In' }).click();
    await user.getByRole('heading', { name: 'Verify Phone Number' }).waitFor();
    await user.getByLabel('SMS code').fill(await latestSmsCode(stack.baseUrl, phone));
    await user.getByRole('button', { name: 'Verify' }).click();
    await user.getByRole('heading', { name: 'Hi Ada!' }).waitFor();

    // Set-up done: the administrator now sees EDIT USER and can change the role.
    await page.goto(`${stack.baseUrl}/app/users`);
    await row(page, email)
      .getByRole('button', { name: /^EDIT USER/ })
      .click();
    await page.getByRole('heading', { name: 'Edit User' }).waitFor();
    await page.getByLabel('Full name').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText("Please fill in user's full name").waitFor();
    await page.getByLabel('Full name').fill('Ada King Lovelace');
    await chooseRole(page, page.locator('form'), 'Client Administrator');
    await page.getByRole('button', { name: 'Save' }).click();
    await notification(page, 'User successfully updated!').waitFor();
    await screenshot(page, 'users-edit');

    // Delete with confirmation: the row then offers REACTIVATE, which brings the account back.
    await page.getByRole('button', { name: 'Delete user' }).click();
    await page.getByRole('dialog', { name: 'Delete this user?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('heading', { name: 'Manage Users' }).waitFor();
    await row(page, email)
      .getByRole('button', { name: /^REACTIVATE/ })
      .click();
    await row(page, email)
      .getByRole('button', { name: /^EDIT USER/ })
      .waitFor();
    expect(await row(page, email).getByText('Client Administrator').count()).toBeGreaterThan(0);

    // One's own profile offers no delete.
    await row(page, admin.email)
      .getByRole('button', { name: /^EDIT USER/ })
      .click();
    await page.getByRole('heading', { name: 'Edit User' }).waitFor();
    await page.getByLabel('Full name').waitFor();
    expect(await page.getByRole('button', { name: 'Delete user' }).count()).toBe(0);
  });

  it('imports users from a CSV file and reports the bad row', async () => {
    const page = await adminPage('/app/users');
    await page.getByRole('heading', { name: 'Manage Users' }).waitFor();
    await page.getByRole('button', { name: 'User options' }).click();
    await page.getByRole('menuitem', { name: 'Import users from CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import users from CSV' });
    await dialog.waitFor();

    await dialog
      .getByLabel('CSV file')
      .setInputFiles({ name: 'users.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await dialog.getByText('Only .csv files are accepted.').waitFor();

    const stamp = Date.now();
    const good1 = `linus.${stamp}@example.com`;
    const good2 = `margaret.${stamp}@example.com`;
    const csv = [
      'name,email,permission',
      `Linus Torvalds,${good1},User`,
      `Bad Row,not-an-email,User`,
      `Margaret Hamilton,${good2},Client Administrator`,
    ].join('\n');
    await dialog
      .getByLabel('CSV file')
      .setInputFiles({ name: 'users.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: 'Import users' }).click();
    const results = dialog.getByRole('table', { name: 'Import results' });
    await results.waitFor();
    await dialog.getByText('2 created, 1 rejected').waitFor();
    const bad = results.getByRole('row').filter({ hasText: 'not-an-email' });
    expect(await bad.getByText('Rejected').isVisible()).toBe(true);
    expect(await bad.innerText()).toContain('This is not a valid email address.');
    expect(await results.getByRole('row').filter({ hasText: good1 }).getByText('Created').isVisible()).toBe(true);
    await screenshot(page, 'users-import-report');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await row(page, good1).waitFor();
    await row(page, good2)
      .getByRole('button', { name: /^RESET PASSWORD/ })
      .click();
    await notification(page, 'Password Reset sent').waitFor();

    // The role filter narrows the list, at phone width.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('combobox', { name: 'Filter by role' }).click();
    await page.getByRole('option', { name: 'Client Admin', exact: true }).click();
    await row(page, good1).waitFor({ state: 'detached' });
    expect(await row(page, good2).isVisible()).toBe(true);
    await screenshot(page, 'users-list-mobile');
  });
});
