import type { Locator, Page } from 'playwright-core';
import { setUpAccount, type SetUpAccount } from './support/accounts';
import type { FullStack } from './support/full-stack';
import { useFullStack } from './support/journey';
import { screenshot } from './support/session';
import { logInWithSmsCode } from './support/sign-in-steps';
import { apiCall, createMember } from './support/workspace-people';

/**
 * Joining another client by invitation against the real product (docs/identity.md section 4): the first Global
 * Administrator creates a second client and adds the email of a person who already has an account in the first
 * one. The answer is the same as for a new person, but the person is only invited: they see a banner above every
 * /app page, accept it (the client then appears in their workspace selector and they in its users list) and decline
 * a second one (nothing changes).
 */
jest.setTimeout(420_000);

let stack: FullStack;
const open = useFullStack((started) => (stack = started));

const notification = (page: Page, title: string) => page.getByLabel('Notifications').getByText(title, { exact: true });
const row = (page: Page, email: string): Locator => page.getByRole('row').filter({ hasText: email });
const banner = (page: Page, clientName: string) =>
  page.getByRole('region', { name: `Invitation to join ${clientName}` });

async function choose(page: Page, combobox: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** The names the workspace selector offers (without '+ Add a new client'); the list is closed again. */
async function workspaceOptions(page: Page): Promise<string[]> {
  // the (i) button shows once the clients have arrived (after a mutation, callers wait for the new list themselves)
  await page.getByRole('button', { name: 'Client details' }).waitFor();
  await page.getByRole('combobox', { name: 'Client workspace' }).click();
  const options = (await page.getByRole('option').allInnerTexts()).filter((o) => o !== '+ Add a new client');
  await page.keyboard.press('Escape');
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  return options;
}

/**
 * Runs `action` (a reload, a switch) and waits until the page has read the person's invitations again and drawn
 * the answer, so that 'no banner' afterwards means there is none, not that the list had not arrived yet.
 */
async function withInvitationsRead(page: Page, action: () => Promise<void>): Promise<void> {
  const read = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/users/me/invitations' && r.request().method() === 'GET',
    { timeout: 30_000 },
  );
  await action();
  await (await read).finished();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The selector makes the client current on the server, then the page reloads after 0.5 s. */
async function switchTo(page: Page, clientName: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Client workspace' }).click();
  await Promise.all([
    page.waitForEvent('load', { timeout: 30_000 }),
    page.getByRole('option', { name: clientName, exact: true }).click(),
  ]);
  await page.waitForFunction(
    (name) => [...document.querySelectorAll('[role="combobox"]')].some((el) => el.textContent === name),
    clientName,
  );
}

async function createClient(page: Page, name: string): Promise<void> {
  await page.goto(`${stack.baseUrl}/app/create-client`);
  await page.getByRole('heading', { name: 'Add a New Client' }).waitFor();
  await page.getByLabel('Client name').fill(name);
  await page.getByLabel('Description').fill(`${name}, a client that invites people from elsewhere.`);
  await choose(page, 'Industry', 'Climate & Energy');
  const create = page.getByRole('button', { name: 'Create Client' });
  await page.waitForFunction(() => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Create Client');
    return button && !button.disabled;
  });
  await create.click();
  await page.waitForURL('**/app/dashboard');
  // The selector's list refetches after the create; the new client is in it once that answer has rendered.
  await page.getByRole('combobox', { name: 'Client workspace' }).click();
  await page.getByRole('option', { name, exact: true }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** Users > Add New User/Users with one person and the role User: answered as for anyone new. */
async function addUser(page: Page, person: { name: string; email: string }): Promise<void> {
  await page.goto(`${stack.baseUrl}/app/users`);
  await page.getByRole('heading', { name: 'Manage Users' }).waitFor();
  await page.getByRole('button', { name: 'Add new user' }).click();
  await page.getByRole('heading', { name: 'Add New User/Users' }).waitFor();
  await page.getByLabel('Full name').fill(person.name);
  await page.getByLabel('Email').fill(person.email);
  await page.getByRole('group').first().getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'User', exact: true }).click();
  await page.getByRole('button', { name: 'Add user' }).click();
  await notification(page, 'User successfully added!').waitFor();
  await page.getByRole('heading', { name: 'Manage Users' }).waitFor();
}

/** The users list of the admin's current client, read once the administrator's own row is there. */
async function usersListShows(page: Page, admin: SetUpAccount, email: string): Promise<boolean> {
  await page.goto(`${stack.baseUrl}/app/users`);
  await page.getByRole('heading', { name: 'Manage Users' }).waitFor();
  await row(page, admin.email).waitFor();
  return (await row(page, email).count()) > 0;
}

describe('joining another client by invitation', () => {
  let admin: SetUpAccount;
  let person: SetUpAccount;
  let adminPage: Page;
  let personPage: Page;
  let clientA = '';
  const clientB = 'Helix Partners';
  const clientC = 'Quorum Labs';

  it('invites, not enrols, a person of client A whom the administrator adds in client B', async () => {
    admin = await setUpAccount(stack.baseUrl, stack.firstLogin, { name: 'Grace Hopper', password: 'Tq9!Horizon.Lane' });
    // P is a User of the bootstrap client A and has finished set-up (temporary password by mail, SMS code).
    person = await createMember(stack, admin.session, {
      name: 'Rosalind Franklin',
      email: 'rosalind@helix.test',
      password: 'Xr5!Photo.Fifty1',
    });
    const clients = await apiCall<{ client_name: string }[]>(stack.baseUrl, admin.session, 'GET', 'clients');
    expect(clients).toHaveLength(1);
    clientA = clients[0].client_name;

    adminPage = await open(admin.session);
    await adminPage.goto(`${stack.baseUrl}/app/dashboard`);
    await adminPage.getByRole('heading', { name: 'Hi Grace!' }).waitFor();
    await createClient(adminPage, clientB);
    expect(await workspaceOptions(adminPage)).toEqual(expect.arrayContaining([clientA, clientB]));

    await switchTo(adminPage, clientB);
    await addUser(adminPage, { name: 'Rosalind Franklin', email: person.email });
    // Nothing about the account reaches B before the person accepts.
    expect(await usersListShows(adminPage, admin, person.email)).toBe(false);
  });

  it('shows the person a banner for B, readable at 1280 and 375 px, and Accept makes them a member of B', async () => {
    personPage = await open(null);
    await personPage.goto(`${stack.baseUrl}/login`);
    await logInWithSmsCode(personPage, stack.baseUrl, person);
    await personPage.getByRole('heading', { name: 'Hi Rosalind!' }).waitFor();

    const invitation = banner(personPage, clientB);
    await invitation.waitFor();
    expect(await invitation.getByText(`${clientB} invited you to join as User.`, { exact: true }).isVisible()).toBe(
      true,
    );
    expect(await personPage.getByRole('region', { name: /^Invitation to join/ }).count()).toBe(1);
    await screenshot(personPage, 'invitations-01-banner');

    await personPage.setViewportSize({ width: 375, height: 812 });
    await personPage.getByRole('heading', { name: 'Hi Rosalind!' }).waitFor();
    for (const name of ['Accept', 'Decline']) {
      const box = await invitation.getByRole('button', { name }).boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    }
    expect(await personPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(personPage, 'invitations-02-banner-375');
    await personPage.setViewportSize({ width: 1280, height: 800 });

    // Before accepting, the person's selector offers only client A.
    expect(await workspaceOptions(personPage)).toEqual([clientA]);

    await invitation.getByRole('button', { name: 'Accept' }).click();
    await invitation.waitFor({ state: 'detached' });
    await notification(personPage, `You joined ${clientB}.`).waitFor();
    // The clients list is read again after the acceptance: B joins the open selector once it has arrived.
    await personPage.getByRole('combobox', { name: 'Client workspace' }).click();
    await personPage.getByRole('option', { name: clientB, exact: true }).waitFor();
    await personPage.keyboard.press('Escape');
    await personPage.getByRole('listbox').waitFor({ state: 'detached' });
    expect((await workspaceOptions(personPage)).sort()).toEqual([clientA, clientB].sort());

    // The person switches to B; the banner does not come back, and the administrator now lists them in B.
    await withInvitationsRead(personPage, () => switchTo(personPage, clientB));
    await personPage.getByRole('heading', { name: 'Hi Rosalind!' }).waitFor();
    expect(await personPage.getByRole('region', { name: /^Invitation to join/ }).count()).toBe(0);
    expect(await usersListShows(adminPage, admin, person.email)).toBe(true);
    expect(await row(adminPage, person.email).getByText('User', { exact: true }).count()).toBeGreaterThan(0);
  });

  it('lets the person decline a second invitation, which changes nothing', async () => {
    await createClient(adminPage, clientC);
    await switchTo(adminPage, clientC);
    await addUser(adminPage, { name: 'Rosalind Franklin', email: person.email });
    expect(await usersListShows(adminPage, admin, person.email)).toBe(false);

    await personPage.reload();
    const invitation = banner(personPage, clientC);
    await invitation.waitFor();
    expect(await invitation.getByText(`${clientC} invited you to join as User.`, { exact: true }).isVisible()).toBe(
      true,
    );
    await invitation.getByRole('button', { name: 'Decline' }).click();
    await invitation.waitFor({ state: 'detached' });
    await notification(personPage, 'Invitation declined.').waitFor();

    // Still a member of A and B only, still working in B, and no banner after a reload.
    expect((await workspaceOptions(personPage)).sort()).toEqual([clientA, clientB].sort());
    await withInvitationsRead(personPage, () => personPage.reload().then(() => undefined));
    await personPage.getByRole('heading', { name: 'Hi Rosalind!' }).waitFor();
    await personPage.waitForFunction(
      (name) => [...document.querySelectorAll('[role="combobox"]')].some((el) => el.textContent === name),
      clientB,
    );
    expect(await personPage.getByRole('region', { name: /^Invitation to join/ }).count()).toBe(0);
    expect(await usersListShows(adminPage, admin, person.email)).toBe(false);
    const invitations = await apiCall<unknown[]>(stack.baseUrl, person.session, 'GET', 'users/me/invitations');
    expect(invitations).toEqual([]);
  });
});
