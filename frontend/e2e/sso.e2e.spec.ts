import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { SSO_FAILURES } from '@gc/contracts';
import { setUpAccount, uniquePhone, type SetUpAccount } from './support/accounts';
import { latestSmsCode, type FullStack } from './support/full-stack';
import { useFullStack } from './support/journey';
import { oidcTestProvider } from './support/oidc-provider';
import { screenshot } from './support/session';
import { logIn } from './support/sign-in-steps';
import { createMember } from './support/workspace-people';
import type { TestProvider } from '../../backend/src/test-support/oidc-test-provider';

/**
 * Single sign-on through the client's own identity provider (issue 31), in Chromium against the real product and a
 * real OpenID Provider (oidc-provider, in this process): the administrator sets SSO up on the client details screen
 * and tests it; people then sign in through the provider's own login page and come back signed in, at 1280 and
 * 375 px; a refusal comes back with its message; sign-out ends the provider's session too.
 */
jest.setTimeout(420_000);

const SECRET = 'e2e-provider-secret-7f3a';
const DOMAIN = 'orbit.test';

let stack: FullStack;
let provider: TestProvider;
const open = useFullStack((started) => (stack = started));

beforeAll(async () => {
  provider = await oidcTestProvider().startTestProvider({
    clients: [
      {
        client_id: 'growthcatalyst',
        client_secret: SECRET,
        redirect_uris: [`${stack.baseUrl}/api/auth/sso/callback`],
        post_logout_redirect_uris: [`${stack.baseUrl}/login`],
      },
    ],
    accounts: [
      { sub: 'okta-ada', email: `ada@${DOMAIN}`, email_verified: true, name: 'Ada Lovelace' },
      { sub: 'okta-alan', email: `alan@${DOMAIN}`, email_verified: true, name: 'Alan Turing' },
      { sub: 'okta-eve', email: `eve@${DOMAIN}`, email_verified: false, name: 'Eve Unverified' },
    ],
  });
}, 60_000);
afterAll(async () => {
  await provider?.stop();
});

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });
const pathOf = (page: Page) => new URL(page.url()).pathname;

/** /login -> 'Sign in with SSO' -> the work email -> the provider's own login page, typed into as a person would. */
async function signInWithSso(page: Page, email: string, shots?: string): Promise<void> {
  await page.getByRole('heading', { name: 'Welcome back!' }).waitFor();
  if (shots) await screenshot(page, `${shots}-login`);
  await page.getByRole('button', { name: 'Sign in with SSO' }).click();
  await page.getByRole('heading', { name: 'Sign in with SSO' }).waitFor();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  if (shots) await screenshot(page, `${shots}-sso-step`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.href.startsWith(provider.issuer));
  const login = page.locator('input[name="login"]');
  await login.waitFor();
  await login.fill(email);
  await page.locator('input[name="password"]').fill('any password: the provider checks it, not us');
  // the provider's page is not ours (no axe check): a plain screenshot to look at
  if (shots)
    await page.screenshot({ path: join(__dirname, 'screenshots', `${shots}-provider-login.png`), fullPage: true });
  await page.locator('button[type="submit"]').first().click();
}

describe('single sign-on through the client identity provider', () => {
  let admin: SetUpAccount;

  it("lets the administrator set up the client's provider on the client details screen, test it and save it", async () => {
    admin = await setUpAccount(stack.baseUrl, stack.firstLogin, { name: 'Grace Hopper', password: 'Tq9!Horizon.Lane' });
    const page = await open(admin.session);
    await page.goto(`${stack.baseUrl}/app/dashboard`);
    await page.getByRole('heading', { name: 'Hi Grace!' }).waitFor();
    await page.getByRole('button', { name: 'Client details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Client details' });
    const sso = dialog.getByRole('region', { name: 'Single sign-on' });
    await sso.waitFor();
    const redirect = sso.getByRole('textbox', { name: 'Redirect URI to register at your identity provider' });
    expect(await redirect.inputValue()).toBe(`${stack.baseUrl}/api/auth/sso/callback`);

    await sso.getByRole('textbox', { name: 'Issuer URL' }).fill(provider.issuer);
    await sso.getByRole('textbox', { name: 'Client ID' }).fill('growthcatalyst');
    await sso.getByLabel('Client secret').fill(SECRET);
    await sso.getByRole('textbox', { name: 'Email domains' }).fill(`${DOMAIN}, not a domain`);
    await sso.getByRole('button', { name: 'Save single sign-on' }).click();
    await sso.getByText('Enter email domains such as example.com, separated by commas.').waitFor();
    await sso.getByRole('textbox', { name: 'Email domains' }).fill(DOMAIN);

    await sso.getByRole('button', { name: 'Test connection' }).click();
    await sso.getByText('The identity provider answered').waitFor();
    await screenshot(page, 'sso-01-settings-tested-1280');
    await sso.getByRole('button', { name: 'Save single sign-on' }).click();
    await toast(page, 'Single sign-on settings saved.').waitFor();

    // reloaded mid-task, the settings are there, the secret is not shown, only that one is saved
    await page.reload();
    await page.getByRole('button', { name: 'Client details' }).click();
    const again = page.getByRole('dialog', { name: 'Client details' }).getByRole('region', { name: 'Single sign-on' });
    await again.getByText('A secret is saved. Leave empty to keep it.').waitFor();
    expect(await again.getByRole('textbox', { name: 'Issuer URL' }).inputValue()).toBe(provider.issuer);
    expect(await again.getByLabel('Client secret').inputValue()).toBe('');
    await screenshot(page, 'sso-02-settings-saved-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await again.getByRole('button', { name: 'Test connection' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'sso-03-settings-375');
  });

  it("signs a newcomer in through the provider's login page, back where they were going, as a User of the client", async () => {
    const page = await open(null);
    await page.goto(`${stack.baseUrl}/app/profile`);
    await signInWithSso(page, `ada@${DOMAIN}`, 'sso-04-1280');
    // a newcomer accepts the terms first, then lands where they were going
    await page.getByRole('heading', { name: 'Terms and Conditions' }).waitFor();
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.waitForURL('**/app/profile');
    await page.getByText(`ada@${DOMAIN}`).first().waitFor();
    await screenshot(page, 'sso-05-signed-in-1280');

    // sign-out ends the provider's session too: its own page asks, then sends the person back to /login
    await page.getByRole('button', { name: 'Open profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.href.startsWith(provider.issuer));
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();
    await page.getByRole('heading', { name: 'Welcome back!' }).waitFor();
    expect(pathOf(page)).toBe('/login');
    // the provider asks for the login again: its session ended
    await page.getByRole('button', { name: 'Sign in with SSO' }).click();
    await page.getByRole('heading', { name: 'Sign in with SSO' }).waitFor();
    await page.getByRole('textbox', { name: 'Email' }).fill(`ada@${DOMAIN}`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.locator('input[name="login"]').waitFor();
  });

  it('works at 375 px, and a refusal comes back with what happened and a way to try again', async () => {
    const page = await open(null, { width: 375, height: 800 });
    await page.goto(`${stack.baseUrl}/login`);
    await signInWithSso(page, `eve@${DOMAIN}`, 'sso-06-375');
    await page.waitForURL('**/login/sso?error=EMAIL_UNVERIFIED');
    await page.getByText(SSO_FAILURES.EMAIL_UNVERIFIED).waitFor();
    await screenshot(page, 'sso-07-refused-375');
    await page.getByRole('link', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Sign in with SSO' }).waitFor();
    await page.getByRole('textbox', { name: 'Email' }).waitFor();

    // someone else, in a browser of their own (the provider remembers Eve in this one)
    const fresh = await open(null, { width: 375, height: 800 });
    // the handoff travels in the fragment (never to a server): read it off the address the browser went to
    let landing = '';
    fresh.on('framenavigated', (frame) => {
      if (frame === fresh.mainFrame() && frame.url().includes('/login/sso#handoff=')) landing = frame.url();
    });
    await fresh.goto(`${stack.baseUrl}/app/dashboard`);
    await signInWithSso(fresh, `alan@${DOMAIN}`);
    await fresh.getByRole('heading', { name: 'Terms and Conditions' }).waitFor();
    await fresh.getByRole('button', { name: 'Accept' }).click();
    await fresh.getByRole('heading', { name: 'Hi Alan!' }).waitFor();
    await screenshot(fresh, 'sso-08-signed-in-375');
    // the address the provider sent the browser back to is spent: opened again, it signs no one in
    expect(landing).toContain('/login/sso#handoff=');
    const replay = await open(null, { width: 375, height: 800 });
    await replay.goto(landing);
    await replay.getByText(SSO_FAILURES.STATE_INVALID).waitFor();
  });
  it("refuses the client's people a password sign-in once SSO is required, pointing to SSO", async () => {
    // a member with a password, set up before SSO is required
    const member = await createMember(stack, admin.session, {
      name: 'Mary Member',
      email: `mary@${DOMAIN}`,
      password: 'Mq7!Lantern.Way',
    });
    const page = await open(admin.session);
    await page.goto(`${stack.baseUrl}/app/dashboard`);
    await page.getByRole('button', { name: 'Client details' }).click();
    const sso = page.getByRole('dialog', { name: 'Client details' }).getByRole('region', { name: 'Single sign-on' });
    await sso.getByRole('switch', { name: "Require single sign-on for this client's people" }).check();
    await sso.getByRole('button', { name: 'Save single sign-on' }).click();
    await toast(page, 'Single sign-on settings saved.').waitFor();

    provider.accounts.set(member.email, {
      sub: 'okta-mary',
      email: member.email,
      email_verified: true,
      name: 'Mary Member',
    });
    const other = await open(null);
    await other.goto(`${stack.baseUrl}/login`);
    await logIn(other, member.email, member.password);
    await other
      .getByText("Your organisation signs in with single sign-on. Use 'Sign in with SSO' with your work email.")
      .waitFor();
    await screenshot(other, 'sso-09-password-refused-1280');
    // the way in is right there
    await signInWithSso(other, member.email);
    await other.getByRole('heading', { name: 'Hi Mary!' }).waitFor();
  });

  it('asks for our SMS code after the provider when the client wants it: a phone to verify first, then the code', async () => {
    const page = await open(admin.session);
    await page.goto(`${stack.baseUrl}/app/dashboard`);
    await page.getByRole('button', { name: 'Client details' }).click();
    const sso = page.getByRole('dialog', { name: 'Client details' }).getByRole('region', { name: 'Single sign-on' });
    await sso.getByRole('switch', { name: 'Also ask for an SMS code after single sign-on' }).check();
    await sso.getByRole('button', { name: 'Save single sign-on' }).click();
    await toast(page, 'Single sign-on settings saved.').waitFor();

    provider.accounts.set(`sam@${DOMAIN}`, {
      sub: 'okta-sam',
      email: `sam@${DOMAIN}`,
      email_verified: true,
      name: 'Sam Sms',
    });
    const person = await open(null, { width: 375, height: 800 });
    await person.goto(`${stack.baseUrl}/login`);
    await signInWithSso(person, `sam@${DOMAIN}`);
    await person.getByRole('heading', { name: 'Verify your phone number' }).waitFor();
    await screenshot(person, 'sso-10-phone-setup-375');
    const phone = uniquePhone();
    await person.getByRole('textbox', { name: 'Phone number' }).fill(phone.slice(2));
    await person.getByRole('button', { name: 'SEND CODE' }).click();
    await person.getByText('Code successfully sent!').waitFor();
    await person.getByRole('textbox', { name: 'SMS code' }).fill(await latestSmsCode(stack.baseUrl, phone));
    await person.getByRole('img', { name: 'SMS code confirmed' }).waitFor();
    await person.getByRole('button', { name: 'Continue' }).click();
    await person.getByRole('heading', { name: 'Terms and Conditions' }).waitFor();
    await person.getByRole('button', { name: 'Accept' }).click();
    await person.getByRole('heading', { name: 'Hi Sam!' }).waitFor();

    // the next sign-in sends the code to that phone, after the provider
    await person.setViewportSize({ width: 1280, height: 800 });
    await person.getByRole('button', { name: 'Open profile menu' }).click();
    await person.getByRole('menuitem', { name: 'Sign Out' }).click();
    await person.getByRole('button', { name: 'Yes, sign me out' }).click();
    await person.getByRole('heading', { name: 'Welcome back!' }).waitFor();
    const before = await latestSmsCode(stack.baseUrl, phone);
    await signInWithSso(person, `sam@${DOMAIN}`);
    await person.getByRole('heading', { name: 'Verify Phone Number' }).waitFor();
    await screenshot(person, 'sso-11-sms-after-sso-1280');
    let code = await latestSmsCode(stack.baseUrl, phone);
    for (let tries = 0; code === before && tries < 40; tries += 1) {
      await person.waitForTimeout(250);
      code = await latestSmsCode(stack.baseUrl, phone);
    }
    await person.getByLabel('SMS code').fill(code);
    await person.getByRole('button', { name: 'Verify' }).click();
    await person.getByRole('heading', { name: 'Hi Sam!' }).waitFor();
  });
});
