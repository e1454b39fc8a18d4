import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { timed } from './timings';

/**
 * The whole product as `npm start` runs it (backend/dist/dev/launch.js: bootstrap, api serving the built SPA,
 * worker with projections and jobs), on a free port with a fresh data folder, so journeys start from an empty
 * system. Postgres and Redis come from DATABASE_URL / REDIS_URL when set (a fresh database is created on that
 * server, a unique BullMQ prefix keeps queues apart), otherwise the launcher's embedded ones start; the mail
 * catcher is always the launcher's embedded maildev, read back through its web API.
 */
export interface FullStack {
  baseUrl: string;
  mailWebUrl: string;
  firstLogin: { email: string; password: string };
  /** every line the launcher printed so far (for diagnosing a failed journey) */
  output(): Promise<string>;
  stop(): Promise<void>;
}

const repoRoot = resolve(__dirname, '../../..');

/** The lowest password-hashing cost, as every test run of the product uses (backend/src/config/password-hashing.ts), from its build. */
function lowestPasswordHashing(): Record<string, string> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const config = require(join(repoRoot, 'backend/dist/config/password-hashing.js')) as {
    LOWEST_PASSWORD_HASHING_ENV: Record<string, string>;
  };
  return config.LOWEST_PASSWORD_HASHING_ENV;
}

/** The backend's free port (backend/src/dev/ports.ts: from below the OS's ephemeral range), from its build. */
async function freePort(): Promise<number> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const ports = require(join(repoRoot, 'backend/dist/dev/ports.js')) as { freePort(): Promise<number> };
  return ports.freePort();
}

async function createDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  // pg is a dependency of the backend workspace; this is test support, not frontend code.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Client } = require('pg') as typeof import('pg');
  const name = `gc_e2e_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * A stack for one test file. Under `jest -c jest.e2e.config.js` it comes from the run's stack pool
 * (e2e/support/stack-pool.ts), which boots the next stack while journeys run; elsewhere it boots here.
 */
export async function startFullStack(env: Record<string, string> = {}): Promise<FullStack> {
  const pool = process.env.E2E_STACK_POOL_URL;
  return timed('stack (waited)', () => (pool ? takeFromPool(pool, env) : bootFullStack(env)));
}

async function takeFromPool(pool: string, env: Record<string, string>): Promise<FullStack> {
  const response = await fetch(`${pool}/stacks`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ env }),
  });
  if (!response.ok) throw new Error(`the stack pool could not start a stack:\n${await response.text()}`);
  const { id, baseUrl, mailWebUrl, firstLogin } = (await response.json()) as Pick<
    FullStack,
    'baseUrl' | 'mailWebUrl' | 'firstLogin'
  > & { id: string };
  return {
    baseUrl,
    mailWebUrl,
    firstLogin,
    output: async () => (await fetch(`${pool}/stacks/${id}/output`)).text(),
    stop: async () => {
      await fetch(`${pool}/stacks/${id}`, { method: 'DELETE' });
    },
  };
}

/** Boots a stack in this process (the pool's way, and the way outside the e2e run). */
export async function bootFullStack(env: Record<string, string> = {}): Promise<FullStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gc-e2e-'));
  const database = process.env.DATABASE_URL ? await createDatabase(process.env.DATABASE_URL) : null;
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    QUEUE_PREFIX: `gc-e2e-${port}`,
    AUTH_RATE_LIMIT_MAX: '1000',
    ...lowestPasswordHashing(),
    // the address the browser uses: links in mail, and where identity providers send people back (issue 31)
    APP_URL: `http://127.0.0.1:${port}`,
    ...env,
  };
  delete childEnv.SMTP_URL;
  delete childEnv.MAIL_WEB_URL;
  if (database) childEnv.DATABASE_URL = database.url;

  let output = '';
  const child: ChildProcess = spawn(process.execPath, [join(repoRoot, 'backend/dist/dev/launch.js')], {
    cwd: repoRoot,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk) => (output += chunk.toString()));

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 20_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    // E2E_STACK_LOG_DIR keeps what each stack printed (warnings and errors of the api and worker) for diagnosis
    const logDir = process.env.E2E_STACK_LOG_DIR;
    if (logDir) {
      mkdirSync(logDir, { recursive: true });
      writeFileSync(join(logDir, `stack-${port}.log`), output);
    }
    await database?.drop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 180_000;
  while (!output.includes('Press Ctrl-C to stop.')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the stack did not start (exit ${child.exitCode}):\n${output.slice(-4000)}`);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  const field = (pattern: RegExp) => {
    const match = pattern.exec(output);
    if (!match) throw new Error(`launcher output lacks ${pattern}:\n${output.slice(-4000)}`);
    return match[1].trim();
  };
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    mailWebUrl: field(/Mail catcher:\s+(http\S+)/),
    firstLogin: { email: field(/FIRST LOGIN: email (\S+)/), password: field(/FIRST LOGIN: temporary password (\S+)/) },
    output: async () => output,
    stop,
  };
}

/** The newest mail to `to` in the catcher (maildev's REST API), waiting for it to arrive. */
export async function waitForMail(
  mailWebUrl: string,
  to: string,
  timeoutMs = 20_000,
): Promise<{ subject: string; text: string; html: string }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${mailWebUrl}/email`);
    const mails = (await response.json()) as {
      subject: string;
      text: string;
      html: string;
      to: { address: string }[];
    }[];
    const found = mails.filter((m) => m.to.some((r) => r.address.toLowerCase() === to.toLowerCase())).pop();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

/** The newest SMS code sent to a phone number, from the dev outbox (GET /api/dev/outbox). */
export async function latestSmsCode(baseUrl: string, phone: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(phone)}`);
    const body = (await response.json()) as { responseObj: { to_number: string; body: string }[] };
    // newest first
    const code = body.responseObj.length ? /\b(\d{6})\b/.exec(body.responseObj[0].body)?.[1] : undefined;
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no SMS code to ${phone} within ${timeoutMs} ms`);
    await new Promise((done) => setTimeout(done, 250));
  }
}
