import type { Page } from 'playwright-core';
import type { Session } from '../../src/shared/auth/auth-slice';
import { signInWithSession } from './accounts';
import { openBrowser, type BrowserSession } from './browser';
import { startFullStack, type FullStack } from './full-stack';

/**
 * A journey against the real product: starts it once for the test file (`onStarted` receives it), and answers an
 * `open` that gives a page, signed in with `session` when one is given, in a browser closed after the file. `env`
 * adds variables for the product, read when it starts (e.g. OPENAI_BASE_URL of a server an earlier beforeAll started).
 */
export function useFullStack(
  onStarted: (stack: FullStack) => void,
  env: () => Record<string, string> = () => ({}),
): (session: Session | null, viewport?: { width: number; height: number }) => Promise<Page> {
  let stack: FullStack | undefined;
  const browsers: BrowserSession[] = [];
  beforeAll(async () => {
    stack = await startFullStack(env());
    onStarted(stack);
  }, 240_000);
  afterAll(async () => {
    for (const browser of browsers) await browser.close().catch(() => undefined);
    await stack?.stop();
  });
  return async (session, viewport) => {
    const browser = await openBrowser(viewport);
    browsers.push(browser);
    if (session) await signInWithSession(browser.page, session);
    return browser.page;
  };
}
