// `npm test`: install when needed, build, start embedded services for what has no URL, then every package's
// typecheck, lint and test, then the browser (e2e) tests, then the fault suite (backend/faults); ends with one line
// `Tests: N passed, N failed`.
// Extra arguments go to every `nx run-many` call, e.g. `npm test -- --projects=@gc/backend`; SKIP_BUILD=1 skips
// the build step (when it has just been run).
import { appendFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { build, ensureInstalled, nx, repoRoot, say } from './lib/common.mjs';
import { failedNxTasks, readJestRuns, summarise, summaryLine } from './lib/summary.mjs';

const summaryFile = path.join(os.tmpdir(), `gc-test-summary-${process.pid}-${Date.now()}.jsonl`);
writeFileSync(summaryFile, '');
const env = { ...process.env, TEST_SUMMARY_FILE: summaryFile };
const extraFailures = [];
const failedTasks = [];
let services;
let finishing;

process.on('SIGINT', () => void finish(130, 'Interrupted.'));
process.on('SIGTERM', () => void finish(143, 'Terminated.'));

try {
  await ensureInstalled();
  if (process.env.SKIP_BUILD !== '1' && (await build()) !== 0) {
    extraFailures.push('build failed');
  } else {
    // the build step just made frontend/dist from these sources: the frontend's budget check measures it instead of
    // building the app a second time (it still builds its own when run alone or after SKIP_BUILD=1)
    if (process.env.SKIP_BUILD !== '1') env.BUDGET_DIST = path.join(repoRoot, 'frontend', 'dist');
    services = await startServices();
    for (const [phase, args] of [
      ['typecheck, lint and unit/integration tests', ['-t', 'typecheck', 'lint', 'test', '--parallel=2']],
      ['browser tests', ['-t', 'e2e', '--parallel=1']],
      // the fault suite (backend/faults): kills and restarts real processes, Redis and Postgres; alone, last
      ['fault tests', ['-t', 'faults', '--parallel=1']],
    ]) {
      say(`Running ${phase}...`);
      let output = '';
      // without their task dependencies: the build step (or whoever set SKIP_BUILD=1) made what the phases depend on,
      // and building it again in each phase cost CI minutes
      const code = await nx(
        ['run-many', ...args, '--excludeTaskDependencies', '--outputStyle=static', ...process.argv.slice(2)],
        {
          env,
          onOutput: (text) => (output += text),
        },
      );
      if (code !== 0) {
        const tasks = failedNxTasks(output);
        failedTasks.push(...tasks);
        if (tasks.length === 0) extraFailures.push(`${phase} failed (exit code ${code})`);
        say(`${phase} failed; skipping the phases after it.`);
        break;
      }
    }
  }
} catch (error) {
  extraFailures.push(error instanceof Error ? error.message : String(error));
}
await finish(0);

async function startServices() {
  const wanted = {
    postgres: !process.env.DATABASE_URL,
    redis: !process.env.REDIS_URL,
    // tests that send mail read it back through the catcher's web API, so a catcher runs unless both are given
    smtp: !(process.env.SMTP_URL && process.env.MAIL_WEB_URL),
  };
  const dataDir = path.join(repoRoot, '.data', 'test');
  // caught mails of earlier runs are of no use and slow the catcher's start
  rmSync(path.join(dataDir, 'mail'), { recursive: true, force: true });
  const compiled = path.join(repoRoot, 'backend', 'dist', 'dev', 'embedded-services.js');
  if (!existsSync(compiled)) throw new Error(`${compiled} is missing: the backend build did not produce it`);
  const { startEmbeddedServices } = createRequire(import.meta.url)(compiled);
  const logFile = path.join(dataDir, 'services.log');
  say(
    `Starting embedded ${Object.keys(wanted)
      .filter((k) => wanted[k])
      .join(', ')} (logs in ${logFile})...`,
  );
  mkdirSync(dataDir, { recursive: true });
  const started = await startEmbeddedServices({
    dataDir,
    ...wanted,
    log: (line) => appendFileSync(logFile, `${new Date().toISOString()} ${line}\n`),
  });
  if (started.databaseUrl) env.DATABASE_URL = started.databaseUrl;
  if (started.redisUrl) env.REDIS_URL = started.redisUrl;
  if (started.smtpUrl) env.SMTP_URL = started.smtpUrl;
  if (started.mailWebUrl) env.MAIL_WEB_URL = started.mailWebUrl;
  for (const [name, service] of [
    ['DATABASE_URL', 'postgres'],
    ['REDIS_URL', 'redis'],
    ['SMTP_URL', 'smtp'],
    ['MAIL_WEB_URL', 'smtp'],
  ]) {
    say(`${name}=${redact(env[name])}${wanted[service] ? ' (embedded)' : ''}`);
  }
  return started;
}

function finish(code, message) {
  finishing ??= (async () => {
    if (message) say(message);
    if (services) {
      await services.stop().catch((error) => say(`embedded services did not stop cleanly: ${error}`));
    }
    const total = summarise(readJestRuns(summaryFile), failedTasks, extraFailures);
    rmSync(summaryFile, { force: true });
    for (const note of total.notes) console.log(`  - ${note}`);
    console.log(summaryLine(total));
    process.exit(code || (total.failed > 0 ? 1 : 0));
  })();
  return finishing;
}

function redact(url) {
  return String(url ?? '').replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');
}
