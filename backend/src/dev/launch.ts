/**
 * `npm start` at runtime (compiled to backend/dist/dev/launch.js): embedded services for whatever has no URL,
 * bootstrap (migrations, reference data, first administrator), then the api and the worker, until Ctrl-C.
 */
import { appendFileSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { isLoopbackAddress, productionProblems, smsProviderFrom } from '../config/app-config';
import { startEmbeddedServices, type EmbeddedServices } from './embedded-services';
import { ManagedChild } from './managed-child';
import { isPortFree } from './ports';
import { readOrCreateSecret } from './secret-file';

const repoRoot = path.resolve(__dirname, '..', '..', '..');
/** where main.js, worker.js and cli/bootstrap.js are; overridable to try the launcher with stand-ins */
const appDist = process.env.GC_APP_DIST ?? path.resolve(__dirname, '..');
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(repoRoot, '.data'));
const HEALTH_TIMEOUT_MS = Number(process.env.GC_HEALTH_TIMEOUT_MS ?? 120_000);

const say = (line: string) => console.log(`[launcher] ${line}`);

let services: EmbeddedServices | undefined;
const children: ManagedChild[] = [];
let shuttingDown: Promise<never> | undefined;

async function main(): Promise<void> {
  // Before anything starts: production never gets an embedded mail catcher, a generated secret or the SMS outbox.
  const problems = productionProblems(process.env);
  if (problems.length > 0) {
    return fail(['NODE_ENV=production refuses to start:', ...problems.map((p) => `  - ${p}`)].join('\n'));
  }
  const port = Number(process.env.PORT ?? 3000);
  if (!Number.isInteger(port) || port <= 0 || port > 65535)
    return fail(`PORT must be a port number, got '${process.env.PORT}'`);
  if (!(await isPortFree(port))) {
    return fail(
      `Port ${port} is already in use (another \`npm start\`?). Stop that program, or start on another port: PORT=${port + 1} npm start`,
    );
  }
  for (const script of ['cli/bootstrap.js', 'main.js', 'worker.js']) {
    if (!existsSync(path.join(appDist, script)))
      return fail(`${path.join(appDist, script)} is missing: run the build first`);
  }

  process.on('SIGINT', () => void shutdown(0, 'Stopping (Ctrl-C)...'));
  process.on('SIGTERM', () => void shutdown(0, 'Stopping (SIGTERM)...'));
  process.on('SIGHUP', () => void shutdown(0, 'Stopping (SIGHUP)...'));

  mkdirSync(dataDir, { recursive: true });
  const serviceLog = path.join(dataDir, 'services.log');
  const wanted = { postgres: !process.env.DATABASE_URL, redis: !process.env.REDIS_URL, smtp: !process.env.SMTP_URL };
  if (wanted.postgres || wanted.redis || wanted.smtp) {
    say(`Starting embedded ${describe(wanted)} (data in ${dataDir}, logs in ${serviceLog})...`);
    services = await startEmbeddedServices({
      dataDir,
      ...wanted,
      log: (line) => appendFileSync(serviceLog, `${new Date().toISOString()} ${line}\n`),
      onUnexpectedExit: (service, detail) =>
        void shutdown(1, `The embedded ${service} stopped unexpectedly (${detail}); see ${serviceLog}`),
    });
  }
  if (shuttingDown) return;

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    DATA_DIR: dataDir,
    PORT: String(port),
    DATABASE_URL: process.env.DATABASE_URL ?? services?.databaseUrl,
    REDIS_URL: process.env.REDIS_URL ?? services?.redisUrl,
    SMTP_URL: process.env.SMTP_URL ?? services?.smtpUrl,
    JWT_SECRET: process.env.JWT_SECRET ?? readOrCreateSecret(path.join(dataDir, 'jwt-secret'), 32),
  };
  const mailWebUrl = process.env.MAIL_WEB_URL ?? services?.mailWebUrl;
  if (mailWebUrl) env.MAIL_WEB_URL = mailWebUrl;

  say('Preparing the database (migrations, reference data, first administrator)...');
  const firstLogin: string[] = [];
  const bootstrap = new ManagedChild('bootstrap', path.join(appDist, 'cli', 'bootstrap.js'), env, (name, line) => {
    if (line.startsWith('FIRST LOGIN:')) firstLogin.push(line);
    console.log(`[${name}] ${line}`);
  });
  children.push(bootstrap);
  const done = await bootstrap.exited;
  if (shuttingDown) return;
  if (done.code !== 0) return void shutdown(1, `bootstrap failed (${exitText(done)}); its output is above.`);

  for (const [name, script] of [
    ['api', 'main.js'],
    ['worker', 'worker.js'],
  ] as const) {
    const child = new ManagedChild(name, path.join(appDist, script), env);
    children.push(child);
    void child.exited.then((result) => {
      if (shuttingDown) return;
      const tail = child.lastLines().map((line) => `    ${line}`);
      void shutdown(1, [`The ${name} stopped unexpectedly (${exitText(result)}). Its last lines:`, ...tail].join('\n'));
    });
  }

  const url = `http://localhost:${port}`;
  await waitForHealth(`http://127.0.0.1:${port}/api/health`);
  if (shuttingDown) return;
  printBanner(url, mailWebUrl, env.SMTP_URL, firstLogin);
}

async function waitForHealth(healthUrl: string): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (!shuttingDown) {
    try {
      const response = await fetch(healthUrl, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      return void shutdown(1, `The api did not answer ${healthUrl} within ${HEALTH_TIMEOUT_MS / 1000}s.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

function printBanner(url: string, mailWebUrl: string | undefined, smtpUrl: string | undefined, firstLogin: string[]) {
  const rule = '='.repeat(72);
  const mail = mailWebUrl ?? `mails go to ${redact(smtpUrl ?? '')}`;
  console.log(
    [
      '',
      rule,
      '  GrowthCatalyst is running',
      '',
      `  App:             ${url}`,
      `  API docs:        ${url}/api/docs`,
      `  Mail catcher:    ${mail}`,
      `  Dev SMS outbox:  ${url}/api/dev/outbox/page`,
      `  Data:            ${dataDir}`,
      '',
      ...(firstLogin.length
        ? firstLogin.map((line) => `  ${line}`)
        : ['  (no FIRST LOGIN lines from bootstrap: the first administrator was created on an earlier run)']),
      '',
      ...exposureWarning(),
      '  Press Ctrl-C to stop.',
      rule,
      '',
    ].join('\n'),
  );
}

/** HOST beyond loopback with the development SMS transport: say so where the operator looks. */
function exposureWarning(): string[] {
  const host = process.env.HOST?.trim() || 'localhost';
  if (isLoopbackAddress(host) || smsProviderFrom(process.env) !== 'dev') return [];
  return [
    `  WARNING: HOST=${host} makes the app reachable from the network, while SMS_PROVIDER=dev keeps`,
    '  sign-in codes in the dev outbox (which answers this machine only). Set SMS_PROVIDER=http before',
    '  other people sign in. See docs/operations.md, "Running on a server".',
    '',
  ];
}

/** Stops api and worker (SIGTERM, then SIGKILL), then the embedded services, then exits with `code`. */
function shutdown(code: number, message: string): Promise<never> {
  if (shuttingDown) return shuttingDown;
  (code === 0 ? say : (line: string) => console.error(`[launcher] ${line}`))(message);
  shuttingDown = (async () => {
    await Promise.all(children.map((child) => child.stop()));
    if (services) {
      await services.stop().catch((error: unknown) => {
        console.error(`[launcher] embedded services did not stop cleanly: ${String(error)}`);
        code = code || 1;
      });
    }
    say(code === 0 ? 'Stopped.' : 'Stopped after a failure.');
    process.exit(code);
  })();
  return shuttingDown;
}

function fail(message: string): void {
  console.error(`[launcher] ${message}`);
  process.exit(1);
}

function describe(wanted: { postgres: boolean; redis: boolean; smtp: boolean }): string {
  const names = [wanted.postgres && 'Postgres', wanted.redis && 'Redis', wanted.smtp && 'mail catcher'];
  return names.filter(Boolean).join(', ');
}

function exitText(result: { code: number | null; signal: NodeJS.Signals | null }): string {
  return result.signal ? `signal ${result.signal}` : `exit code ${result.code}`;
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');
}

// the last safety net: never leave the api or worker behind, whatever ends this process
process.on('exit', () => {
  for (const child of children) if (child.running) child.process.kill('SIGKILL');
});

main().catch((error: unknown) => {
  void shutdown(1, `Could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
});
