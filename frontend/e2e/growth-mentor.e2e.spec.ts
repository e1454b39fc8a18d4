import type { Page } from 'playwright-core';
import { setUpAccount, type SetUpAccount } from './support/accounts';
import { waitForMail, type FullStack } from './support/full-stack';
import { useFullStack } from './support/journey';
import { startOpenAiStub, type OpenAiStub } from './support/openai-stub';
import { screenshot } from './support/session';

/**
 * GrowthMentor, VentureVerse and the demo request against the real product (issue 12), with the api pointed at a
 * local OpenAI-compatible model server (e2e/support/openai-stub.ts): a chat from the floating panel, the full page
 * with its history (rename, like, copy, delete), the error view while the model server is stopped and 'Try again?'
 * once it is back; VentureVerse's three steps; a demo request to 'Thank You' with both mails in the mail catcher.
 */
jest.setTimeout(420_000);

const DEMO_INBOX = 'demos@growthcatalyst.test';
let model: OpenAiStub;
let stack: FullStack;
let member: SetUpAccount;

beforeAll(async () => {
  model = await startOpenAiStub();
});
const open = useFullStack(
  (started) => (stack = started),
  () => ({
    OPENAI_BASE_URL: model.baseUrl,
    OPENAI_API_KEY: 'sk-e2e-stub',
    OPENAI_MODEL: 'stub-model',
    DEMO_REQUEST_INBOX: DEMO_INBOX,
  }),
);
beforeAll(async () => {
  member = await setUpAccount(stack.baseUrl, stack.firstLogin, { name: 'Grace Hopper', password: 'Wombat.Admin42!' });
}, 120_000);
afterAll(async () => {
  await model?.close();
});

const notification = (page: Page, title: string) => page.getByLabel('Notifications').getByText(title, { exact: true });
const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message GrowthMentor' });
const history = (page: Page) => page.getByRole('navigation', { name: 'History' });

async function ask(page: Page, text: string): Promise<void> {
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
}

describe('GrowthMentor', () => {
  it("fades the floating button's title after two seconds, and lets it go without a fade for those who ask for less motion", async () => {
    const page = await open(member.session);
    const title = page.locator('p[aria-hidden="true"]', { hasText: /^GrowthMentor$/ });
    const style = () =>
      title.evaluate((e) => ({ opacity: getComputedStyle(e).opacity, fade: getComputedStyle(e).transitionDuration }));
    await page.goto(`${stack.baseUrl}/app/dashboard`);
    await page.getByRole('button', { name: 'Open GrowthMentor chat' }).waitFor();
    expect(await style()).toEqual({ opacity: '1', fade: '0.4s, 0.4s' });

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await page.getByRole('button', { name: 'Open GrowthMentor chat' }).waitFor();
    expect((await style()).fade).toBe('0s');
    // two seconds after it shows, the title goes at once
    await title.evaluate(
      (e) =>
        new Promise<void>((gone) => {
          const check = () => (getComputedStyle(e).opacity === '0' ? gone() : setTimeout(check, 50));
          check();
        }),
    );
    expect(await style()).toEqual({ opacity: '0', fade: '0s' });
  });

  it('chats from the floating panel, then on the full page: history, rename, like, copy, error and retry, delete', async () => {
    const page = await open(member.session);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.baseUrl });
    await page.goto(`${stack.baseUrl}/app/dashboard`);
    await page.getByRole('heading', { name: 'Hi Grace!' }).waitFor();

    // init: the floating button; normal on click, with the greeting and three prompts
    const fab = page.getByRole('button', { name: 'Open GrowthMentor chat' });
    await fab.waitFor();
    await screenshot(page, 'mentor-floating-init');
    await fab.click();
    const panel = page.getByRole('region', { name: 'GrowthMentor' });
    await panel.getByText("Hi Grace, my name is GrowthMentor and I'm here to help you grow...").waitFor();
    expect(await panel.getByRole('list', { name: 'Suggested questions' }).getByRole('button').count()).toBe(3);
    // Enter sends, Shift+Enter is a new line; blank text is not sent
    await messageBox(page).press('Enter');
    expect(await panel.getByRole('alert').count()).toBe(0);
    await messageBox(page).pressSequentially('How do I validate');
    await messageBox(page).press('Shift+Enter');
    await messageBox(page).pressSequentially('my idea?');
    expect(await messageBox(page).inputValue()).toBe('How do I validate\nmy idea?');
    await messageBox(page).press('Enter');
    await panel.getByText(model.answer).waitFor();
    await panel.getByRole('button', { name: 'Q1: How do I find customers?' }).waitFor();
    expect(model.asked).toEqual(['How do I validate\nmy idea?']);
    await screenshot(page, 'mentor-floating-answer');

    // min and back
    await panel.getByRole('button', { name: 'Minimise' }).click();
    await page.getByRole('button', { name: 'GrowthMentor', exact: true }).click();
    await panel.getByText(model.answer).waitFor();

    // max: the full page reloads the active chat
    await panel.getByRole('button', { name: 'Open full page' }).click();
    await page.getByRole('heading', { name: 'GrowthMentor', level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: 'Open GrowthMentor chat' }).count()).toBe(0);
    await page.getByText(model.answer).waitFor();
    const first = history(page).getByRole('button', { name: /^How do I validate/ });
    await first.waitFor();

    // Q2 sends the second option's text
    model.answer = 'Ask about the last time they had the problem, not about your solution.';
    await ask(page, 'Q2');
    await page.getByText(model.answer).waitFor();
    expect(model.asked[1]).toBe('What should I ask them?');

    // like, copy (once the answer is stored: its reactions show)
    const helpful = page.getByRole('button', { name: 'Helpful', exact: true }).nth(1);
    await helpful.waitFor();
    await helpful.click();
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('button[aria-label="Helpful"]')].at(-1)?.getAttribute('aria-pressed') === 'true',
    );
    await page.getByRole('button', { name: 'Copy answer' }).last().click();
    await page.getByText('COPIED!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(model.answer);
    await screenshot(page, 'mentor-full-page');
    // 'COPIED!' lasts 2 seconds
    await page.waitForFunction(() => !document.body.innerText.includes('COPIED!'), undefined, { timeout: 5_000 });

    // rename: empty is refused, then a new name
    await history(page)
      .getByRole('button', { name: /^Rename chat/ })
      .click();
    const rename = page.getByRole('dialog', { name: 'Rename chat' });
    await rename.getByLabel('Chat name').fill('');
    await rename.getByRole('button', { name: 'Save' }).click();
    await rename.getByText('Chat name can not be empty, please provide a name.').waitFor();
    await screenshot(page, 'mentor-rename');
    await rename.getByLabel('Chat name').fill('Idea validation');
    await rename.getByRole('button', { name: 'Save' }).click();
    await rename.waitFor({ state: 'detached' });
    await history(page)
      .getByRole('button', { name: /^Idea validation/ })
      .waitFor();

    // a new chat, then back to the first from the history
    await page.getByRole('button', { name: 'Start a New Chat' }).click();
    expect(await page.getByText(model.answer).count()).toBe(0);
    model.answer = 'Hire for the next twelve months, not the next twelve weeks.';
    await ask(page, 'When should we hire?');
    await page.getByText(model.answer).waitFor();
    await history(page)
      .getByRole('button', { name: /^When should we hire/ })
      .waitFor();
    await history(page)
      .getByRole('button', { name: /^Idea validation/ })
      .click();
    await page.getByText('Ask about the last time they had the problem, not about your solution.').waitFor();

    // the model server stopped: the error view; 'Try again?' once it is back
    await model.stop();
    model.answer = 'Ship the smallest version that a customer would pay for.';
    await ask(page, 'What do we build first?');
    const failed = page.getByRole('alert').filter({ hasText: 'Server failed us. So sad' });
    await failed.waitFor({ timeout: 60_000 });
    expect(await page.evaluate(() => localStorage.getItem('gc.mentor.failedAction'))).toContain('put');
    await screenshot(page, 'mentor-error');
    await model.start();
    await failed.getByRole('button', { name: 'Try again?' }).click();
    await page.getByText(model.answer).waitFor();
    expect(await failed.count()).toBe(0);

    // delete, with the trash warning. The retried answer made this chat the newest, and the list (newest first)
    // re-sorts when it is read again: click in its row once it stands first, not while it moves there
    await history(page).getByRole('listitem').first().getByText('Idea validation', { exact: true }).waitFor();
    await history(page).getByRole('button', { name: 'Delete chat Idea validation' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this chat?' });
    await confirm.getByText(/Trash cannot be recovered/).waitFor();
    await screenshot(page, 'mentor-delete');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await notification(page, 'Chat session successfully deleted!').waitFor();
    await page.getByText("Hi Grace, my name is GrowthMentor and I'm here to help you grow...").waitFor();
    // the history refetches after the delete (and the closing dialog hides the page from the accessibility tree)
    await confirm.waitFor({ state: 'detached' });
    await history(page)
      .getByRole('button', { name: /^Idea validation/ })
      .waitFor({ state: 'detached' });

    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'mentor-full-page-mobile');
    await page.goto(`${stack.baseUrl}/app/dashboard`);
    await page.getByRole('button', { name: 'Open GrowthMentor chat' }).click();
    await page
      .getByRole('region', { name: 'GrowthMentor' })
      .getByText(/Hi Grace/)
      .waitFor();
    await screenshot(page, 'mentor-floating-mobile');
  });
});

describe('VentureVerse', () => {
  it.each([
    ['desktop', 1280],
    ['mobile', 375],
  ])('walks through the three steps (%s)', async (name, width) => {
    const page = await open(member.session, { width, height: 800 });
    await page.goto(`${stack.baseUrl}/app/ventureverse`);
    await page.getByRole('heading', { name: 'Welcome to VentureVerse' }).waitFor();
    // the global chat is not shown here
    expect(await page.getByRole('button', { name: 'Open GrowthMentor chat' }).count()).toBe(0);
    await screenshot(page, `ventureverse-welcome-${name}`);
    await page.getByRole('button', { name: 'LOAD PREVIOUS GAME' }).click();
    await page.getByRole('button', { name: 'Start New Game' }).click();
    await page.getByRole('heading', { name: 'How to play' }).waitFor();
    await screenshot(page, `ventureverse-how-to-play-${name}`);
    await page.getByRole('button', { name: "Let's Play!" }).click();
    await page.getByRole('heading', { name: 'Game board' }).waitFor();
    await page.getByText('Week 1 of 12').waitFor();
    await page.getByText('$10.000').waitFor();
    await page.getByRole('button', { name: 'Your Unique Game Premise' }).click();
    expect(await page.getByRole('button', { name: 'Your Unique Game Premise' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    model.answer = 'Charge each clinic a monthly fee.';
    await ask(page, 'How should we price it?');
    await page.getByText(model.answer).waitFor();
    await screenshot(page, `ventureverse-board-${name}`);
  });
});

describe('demo request', () => {
  it("sends a request to 'Thank You', mailing the requester and the demo inbox", async () => {
    const page = await open(null, { width: 375, height: 800 });
    await page.goto(`${stack.baseUrl}/request-demo`);
    await page.getByRole('heading', { name: 'Request a demo' }).waitFor();
    await page.getByRole('button', { name: 'Request a demo' }).click();
    // validation is asynchronous (class-validator behind react-hook-form): wait for the third message
    await page.getByText('This is a required field.').nth(2).waitFor();
    expect(await page.getByText('This is a required field.').count()).toBe(3);
    await screenshot(page, 'request-demo-errors');

    const email = `ada.${Date.now()}@example.com`;
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Company').fill('Analytical Engines');
    await page.getByLabel('Reason').fill('We coach twelve founding teams.');
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'request-demo-filled');
    await page.getByRole('button', { name: 'Request a demo' }).click();

    await page.getByRole('heading', { name: 'Thank You' }).waitFor();
    await screenshot(page, 'conf-email');
    const confirmation = await waitForMail(stack.mailWebUrl, email);
    const notice = await waitForMail(stack.mailWebUrl, DEMO_INBOX);
    expect(`${notice.subject} ${notice.text}`).toContain('Analytical Engines');
    expect(confirmation.subject).not.toBe('');

    await page.getByRole('link', { name: 'Return to login page' }).click();
    await page.getByRole('heading', { name: 'Welcome back!' }).waitFor();
  });
});
