import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

/** Flags that keep headless Chromium quiet and self-contained on a shared CI machine. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/**
 * One browser per test with a fresh profile directory, so no storage, cookie or cache leaks between journeys.
 * The system Chromium is used (CHROMIUM_PATH overrides /usr/bin/chromium); playwright-core downloads nothing.
 */
export async function openBrowser(viewport = { width: 1280, height: 800 }): Promise<BrowserSession> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'gc-e2e-profile-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    viewport,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}
