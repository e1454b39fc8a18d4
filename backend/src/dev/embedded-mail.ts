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
  let maildev: InstanceType<typeof MailDev> | undefined;
  try {
    // maildev reports a port it cannot listen on by throwing from an event handler (an uncaught EADDRINUSE), and its
    // listen then never settles: bounded waits make that a failed start that says which ports, instead of a hang
    await withoutNewProcessHandlers(() => {
      maildev = new MailDev({
        smtp: opts.smtpPort,
        web: opts.webPort,
        ip: '127.0.0.1',
        mailDirectory,
        silent: true,
      });
      return within(maildev.listen(), 10_000, `maildev's SMTP server to listen on 127.0.0.1:${opts.smtpPort}`);
    });
    await waitFor(
      async () => (await fetch(`${webUrl}/healthz`, { signal: AbortSignal.timeout(2_000) })).ok,
      `maildev web UI at ${webUrl}`,
    );
  } catch (error) {
    await new Promise<void>((resolve) => (maildev ? maildev.close(() => resolve()) : resolve()));
    throw error;
  }
  opts.log(`mail: SMTP on 127.0.0.1:${opts.smtpPort}, web UI ${webUrl}, mails in ${mailDirectory}`);
  return {
    smtpUrl: `smtp://127.0.0.1:${opts.smtpPort}`,
    webUrl,
    async stop() {
      await new Promise<void>((resolve) => maildev!.close(() => resolve()));
      // the web server closes in the background: wait until its port is released
      await waitFor(() => isPortFree(opts.webPort, '127.0.0.1'), `maildev web port ${opts.webPort} to close`);
    },
  };
}

function within<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
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
