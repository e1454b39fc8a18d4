import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { timed } from './timings';

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

/**
 * The system's Chromium, from Debian's packages (playwright-core downloads nothing): CHROMIUM_PATH when set, else
 * the headless shell (package chromium-headless-shell, Chromium's own headless build, which Playwright itself uses for
 * headless runs: it started in 0.6 s against 1.6 s and loaded a page in 0.8 s against 1.5 s here), else the full
 * browser (package chromium) in its headless mode.
 */
export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return (
    ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ?? '/usr/bin/chromium'
  );
}

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

let shared: Promise<Browser> | null = null;

/**
 * A fresh browser context (its own cookies, storage and cache, like a new profile) with one page. The contexts of a
 * test file share one browser process, started on first use and closed after the file (closeSharedBrowser, run by
 * e2e/support/setup.ts), so no storage, cookie or cache leaks between journeys and none waits for a browser start.
 */
export async function openBrowser(viewport = { width: 1280, height: 800 }): Promise<BrowserSession> {
  shared ??= chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
  const browser = await timed('browser start (waited)', () => shared!);
  const { context, page } = await timed('new context', async () => {
    const context = await browser.newContext({ viewport });
    return { context, page: await context.newPage() };
  });
  return {
    context,
    page,
    close: () => context.close(),
  };
}

/** Closes the test file's browser (every context with it). */
export async function closeSharedBrowser(): Promise<void> {
  const browser = shared;
  shared = null;
  if (browser) await (await browser.catch(() => null))?.close();
}
