// What a bench through the real HTTP API needs (moved here from cohort.bench.mjs's helpers, so that benches share
// one copy): the product's own commands to make people, the api and the worker as `npm start` runs them
// (backend/dist/main.js and worker.js, child processes), autocannon from the bench process, and a database of its
// own when a bench runs standalone.
import 'reflect-metadata';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const pg = require('pg');
const dist = (p) => require(path.join(root, 'backend/dist', p));

export const ms = (n) => +Number(n).toFixed(2);
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export const freePort = () =>
  new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });

/** The environment of the api and worker children (and of the seeding, which runs the same code in this process). */
export async function apiEnv(databaseUrl) {
  const port = await freePort();
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'development',
    LOG_LEVEL: 'error',
    JWT_SECRET: randomBytes(32).toString('hex'),
    QUEUE_PREFIX: `gc-bench-${port}`,
    FRONTEND_DIST: '',
    SWEEP_EVERY_MS: '600000',
  };
}

/**
 * The product's own commands make the people (as the bootstrap and the admin screens would), then it closes:
 * one administrator and `members` members of the bootstrap client, each signed in (`token`).
 */
export async function seedPeople(env, { members: count, prefix = 'bench' }) {
  const { loadConfig } = dist('config/app-config.js');
  const { createApp } = dist('create-app.js');
  const { migrateToLatest } = dist('infrastructure/database/migrations.js');
  const { allMigrations } = dist('modules/migrations.js');
  const { createKysely } = require(path.join(root, 'projections/dist/index.js'));
  const { CommandBus } = require('@nestjs/cqrs');
  const { AggregateStore } = dist('shared/aggregate-store.js');
  const { systemContext } = dist('shared/command-context.js');
  const { SeedReferenceDataCommand } = dist('modules/reference-data/index.js');
  const { ReleaseReflectionCatalogueCommand } = dist('modules/reflections/index.js');
  const { bootstrapClientStep } = dist('modules/clients/index.js');
  const { InviteUserCommand, UserAccounts, SignInService } = dist('modules/identity/index.js');
  const { BOOTSTRAP_CLIENT_ID } = require(path.join(root, 'contracts/dist/index.js'));

  const { ProjectionRunner, allProjections } = require(path.join(root, 'projections/dist/index.js'));
  const { PostgresEventStore } = dist('infrastructure/event-store/postgres/postgres-event-store.js');
  // identity reads its secret from the process environment: the same one the api child gets
  process.env.JWT_SECRET = env.JWT_SECRET;
  const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 4 });
  await migrateToLatest(createKysely(pool), allMigrations());
  const config = { ...loadConfig({ ...process.env, ...env }), logLevel: 'error', frontendDist: null };
  const app = await createApp(config);
  await app.init();
  // the read models the sign-in waits for, kept as the worker would
  const runnerStore = new PostgresEventStore(pool);
  const runner = new ProjectionRunner({
    eventSource: runnerStore,
    pool,
    projections: allProjections,
    idleWaitMs: 50,
    lockRetryMs: 200,
  });
  runner.start();
  try {
    const commands = app.get(CommandBus);
    await commands.execute(new SeedReferenceDataCommand(systemContext()));
    await commands.execute(new ReleaseReflectionCatalogueCommand(systemContext()));
    await bootstrapClientStep({ aggregates: app.get(AggregateStore) });
    const accounts = app.get(UserAccounts);
    const signIn = app.get(SignInService);
    const person = async (role, i) => {
      const email = `${prefix}-${i}-${randomBytes(3).toString('hex')}@bench.test`;
      const { userId } = await commands.execute(
        new InviteUserCommand(
          systemContext(),
          { email, name: `Member ${i}`, clientId: BOOTSTRAP_CLIENT_ID, role },
          { sendTemporaryPassword: false },
        ),
      );
      const phone = `+1555${String(i).padStart(7, '0')}`;
      await accounts.db
        .updateTable('personal_data')
        .set({ name: `Member ${i}`, phone_number: phone, verified_phone_number: phone })
        .where('user_id', '=', userId)
        .execute();
      const setUp = await accounts.execute(
        userId,
        { type: 'CompleteAccountSetup' },
        { ...systemContext(), actorId: userId },
      );
      const tokens = await signIn.issueTokens(userId, setUp.position);
      return { userId, email, name: `Member ${i}`, token: tokens.accessToken };
    };
    const admin = await person(0, 'admin');
    const members = [];
    for (let i = 0; i < count; i++) members.push(await person(8, i));
    return { admin, members, clientId: BOOTSTRAP_CLIENT_ID };
  } finally {
    await runner.stop();
    await app.close();
    await runnerStore.close();
    await pool.end();
  }
}

/** A child process of backend/dist (main.js: the api, worker.js: the worker). */
export function startProcess(file, env, name) {
  // CPU_PROFILE=<dir>: the child writes a V8 CPU profile there when it stops (open it in Chrome DevTools)
  const profile = process.env.CPU_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CPU_PROFILE}`, `--cpu-prof-name=${name}.cpuprofile`]
    : [];
  const child = spawn(process.execPath, [...profile, path.join(root, 'backend/dist', file)], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output = (output + d).slice(-4000)));
  child.stderr.on('data', (d) => (output = (output + d).slice(-4000)));
  child.on('exit', (code) => code && code !== 143 && console.error(`${name} exited ${code}:\n${output}`));
  return child;
}

/** Until GET /api/health answers (30 s at most). */
export async function untilListening(base) {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    if (i > 300) throw new Error('the api did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** One call of the api as `token`; answers the parsed body, throws on a failure. */
export async function api(base, token, method, url, body, headers = {}) {
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** p50/p95/p99 of response times (sorts them in place). */
export function exactOf(times) {
  times.sort((a, b) => a - b);
  const at = (p) => ms(percentile(times, p) ?? NaN);
  return { p50: at(50), p95: at(95), p99: at(99) };
}

/**
 * Runs autocannon; its result gains `exact`: p50/p95/p99 from every response's own time (autocannon's latency table
 * has p90 and p97.5, not p95).
 */
export function cannon(options) {
  return new Promise((done, fail) => {
    const times = [];
    const instance = autocannon({ ...options, timeout: 10 }, (error, result) => {
      if (error) return fail(error);
      done({ ...result, exact: exactOf(times), times });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

/** Standalone entry of a bench module: `run` on a database of its own, created and dropped here; prints figures. */
export async function standalone(run) {
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `gc_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const result = await run({ databaseUrl: url.toString() });
    console.log(result.name);
    for (const f of result.figures) console.log(`  ${f.name}: ${f.value} ${f.unit ?? ''}`);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
