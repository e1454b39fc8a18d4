import { mkdirSync } from 'node:fs';
import path from 'node:path';
import MailDev from 'maildev';
import { isPortFree } from './ports';
import { withoutNewProcessHandlers } from './process-hooks';

export interface RunningMailCatcher {
  smtpUrl: string;
  /** maildev's web UI; its REST API lists caught mails at GET /email */
  webUrl: string;
  stop(): Promise<void>;
}

/**
 * maildev 2, in this process: catches every mail sent to smtpUrl, shows it at webUrl. Caught mails are kept as .eml
 * files under <dataDir>/mail and reloaded on the next start.
 */
export async function startMailCatcher(opts: {
  dataDir: string;
  smtpPort: number;
  webPort: number;
  log: (line: string) => void;
}): Promise<RunningMailCatcher> {
  const mailDirectory = path.join(opts.dataDir, 'mail');
  mkdirSync(mailDirectory, { recursive: true });
  const webUrl = `http://127.0.0.1:${opts.webPort}`;
  const maildev = await withoutNewProcessHandlers(() => {
    const server = new MailDev({
      smtp: opts.smtpPort,
      web: opts.webPort,
      ip: '127.0.0.1',
      mailDirectory,
      silent: true,
    });
    return server.listen().then(() => server);
  });
  await waitFor(async () => (await fetch(`${webUrl}/healthz`)).ok, `maildev web UI at ${webUrl}`);
  opts.log(`mail: SMTP on 127.0.0.1:${opts.smtpPort}, web UI ${webUrl}, mails in ${mailDirectory}`);
  return {
    smtpUrl: `smtp://127.0.0.1:${opts.smtpPort}`,
    webUrl,
    async stop() {
      await new Promise<void>((resolve) => maildev.close(() => resolve()));
      // the web server closes in the background: wait until its port is released
      await waitFor(() => isPortFree(opts.webPort, '127.0.0.1'), `maildev web port ${opts.webPort} to close`);
    },
  };
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not ready yet
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
