import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startMailCatcher } from '../dev/embedded-mail';
import { freePort } from '../dev/ports';
import { createTestApp, type TestApp } from './test-app';

export interface TestMailCatcher {
  smtpUrl: string;
  webUrl: string;
  stop(): Promise<void>;
}

interface CaughtMail {
  subject: string;
  text: string;
  to: { address: string }[];
}

/**
 * The mail catcher tests read mails back from: the one `npm test` runs (SMTP_URL + MAIL_WEB_URL), otherwise an
 * embedded maildev started for the suite on free ports.
 */
export async function startTestMailCatcher(): Promise<TestMailCatcher> {
  if (process.env.SMTP_URL && process.env.MAIL_WEB_URL)
    return { smtpUrl: process.env.SMTP_URL, webUrl: process.env.MAIL_WEB_URL, stop: async () => undefined };
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gc-mail-'));
  const smtpPort = await freePort();
  const catcher = await startMailCatcher({
    dataDir,
    smtpPort,
    webPort: await freePort(new Set([smtpPort])),
    log: () => undefined,
  });
  return {
    smtpUrl: catcher.smtpUrl,
    webUrl: catcher.webUrl,
    async stop() {
      await catcher.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits for the newest mail to `to` whose text matches `pattern` (up to 10 s) and returns it. */
export async function waitForMail(webUrl: string, to: string, pattern: RegExp): Promise<CaughtMail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = (await (await fetch(`${webUrl}/email`)).json()) as CaughtMail[];
    const found = mails
      .filter((m) => m.to.some((r) => r.address.toLowerCase() === to.toLowerCase()) && pattern.test(m.text))
      .pop();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${pattern} arrived`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The temporary password of the newest such mail to `to`, optionally other than `previous`. */
export async function temporaryPasswordMailedTo(webUrl: string, to: string, previous?: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = await waitForMail(webUrl, to, /Temporary password: /);
    const password = /Temporary password: (\S+)/.exec(mail.text)![1];
    if (password !== previous) return password;
    if (Date.now() > deadline) throw new Error(`no new temporary password mailed to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The real api wired to a mail catcher of its own, for suites that read the mails it sends; `close` stops both. */
export async function createTestAppWithMail(): Promise<TestApp & { mail: TestMailCatcher }> {
  const mail = await startTestMailCatcher();
  try {
    const app = await createTestApp({ smtpUrl: mail.smtpUrl });
    return {
      ...app,
      mail,
      async close() {
        await app.close();
        await mail.stop();
      },
    };
  } catch (error) {
    await mail.stop();
    throw error;
  }
}
