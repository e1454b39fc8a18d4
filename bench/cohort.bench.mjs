// A cohort through the real HTTP API (issue 14): N members (default 500; `--members 2000` for the long run) in teams
// of five take a 60-question reflection with autosave on every answer (the real PUT /api/assessments/take/{id}), then
// submit, at a target rate; then the inbox. The api and the worker run as `npm start` runs them (backend/dist/main.js
// and worker.js, child processes); the load comes from autocannon in this process.
// Figures: throughput; p50/p95/p99 of save-progress (after the cohort's first 5 s of saves, which warm the api up and
// are reported on their own), submit and the inbox; the read-model lag (a save's position ->
// the takes projection's checkpoint past it) p99; errors. Ceiling, measured in the same run: a bare Fastify route
// doing one INSERT of the same payload on the same Postgres, both driven flat out, so ours reads as a share of it.
// Goals (2 cores): save-progress p99 < 25 ms at 500 requests/s with no error; lag p99 < 100 ms; >= 30 % of the ceiling.
//
//   node bench/cohort.bench.mjs [--members 500] [--rate 500]   (standalone: a database of its own)
//   npm run bench                                                (bench/run.mjs gives it a fresh database)
import 'reflect-metadata';
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const pg = require('pg');
const dist = (p) => require(path.join(root, 'backend/dist', p));

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const MEMBERS = arg('members', 500);
const RATE = arg('rate', 500);
const TEAM_SIZE = 5;
const FLAT_OUT_SECONDS = 5;
// the api's first seconds (V8 compiling the hot paths, the pools opening connections and preparing statements) are
// measured and reported apart: the goal is about an api that has been serving, as it would be when a cohort starts
const WARM_UP_SECONDS = 5;
const FLAT_OUT_ROUNDS = 3;

const freePort = () =>
  new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
const ms = (n) => +Number(n).toFixed(2);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** The product's own commands make the people (as the bootstrap and the admin screens would), then it closes. */
async function seedPeople(env) {
  const { loadConfig } = dist('config/app-config.js');
  const { createApp } = dist('create-app.js');
  const { migrateToLatest } = dist('infrastructure/database/migrations.js');
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
  await migrateToLatest(createKysely(pool));
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
      const email = `cohort-${i}-${randomBytes(3).toString('hex')}@bench.test`;
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
    for (let i = 0; i < MEMBERS; i++) members.push(await person(8, i));
    return { admin, members };
  } finally {
    await runner.stop();
    await app.close();
    await runnerStore.close();
    await pool.end();
  }
}

function startProcess(file, env, name) {
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

async function api(base, token, method, url, body, headers = {}) {
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
function exactOf(times) {
  times.sort((a, b) => a - b);
  const at = (p) => ms(percentile(times, p) ?? NaN);
  return { p50: at(50), p95: at(95), p99: at(99) };
}

/**
 * The second of the run (by when the responses arrived) whose p99 was the worst, and the median of every second's
 * p99: where the tail comes from (one stall, a garbage collection say, or every second alike). `answered`: [at, ms].
 */
function secondsOf(answered) {
  const bySecond = new Map();
  // (a loop, not Math.min(...): a --members 2000 run answers 120,000 saves, past what a spread call may pass)
  const start = answered.reduce((least, [at]) => Math.min(least, at), Infinity);
  for (const [at, time] of answered) {
    const second = Math.floor((at - start) / 1000);
    if (!bySecond.has(second)) bySecond.set(second, []);
    bySecond.get(second).push(time);
  }
  const p99s = [...bySecond.entries()]
    .filter(([, times]) => times.length >= 50) // a last second with a few stragglers says nothing
    .map(([second, times]) => [second, exactOf(times).p99]);
  const worst = p99s.reduce((a, b) => (b[1] > a[1] ? b : a), [0, 0]);
  const medians = p99s.map(([, p99]) => p99).sort((a, b) => a - b);
  return {
    worst: { second: worst[0], p99: worst[1] },
    medianP99: medians[Math.floor(medians.length / 2)] ?? NaN,
    p99s: p99s.map(([, p99]) => p99),
  };
}

/**
 * Runs autocannon; its result gains `exact`: p50/p95/p99 from every response's own time (autocannon's latency table
 * has p90 and p97.5, not p95).
 */
function cannon(options) {
  return new Promise((done, fail) => {
    const times = [];
    const answered = [];
    const instance = autocannon({ ...options, timeout: 10 }, (error, result) => {
      if (error) return fail(error);
      done({ ...result, exact: exactOf(times), times, answered });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      times.push(responseTime);
      answered.push([Date.now(), responseTime]);
    });
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

/**
 * `items` at `rate` requests/s, as evenly spread as autocannon allows. autocannon's rate limit lets each connection
 * send its share back to back at the start of every second, so one instance at 500 req/s is a burst of 500 requests
 * each second (its latencies are the burst's queue, not the service). Here `slices` instances, each with an equal
 * share of the items and the rate, start 1000 / slices ms apart: a burst of rate / slices requests every
 * 1000 / slices ms. The result sums the slices: total, the rate held (each slice's own average, summed), errors, and
 * the exact percentiles over every response.
 */
async function paced({ url, items, toRequest, rate, slices = 20, connectionsPerSlice = 4 }) {
  const shares = Array.from({ length: slices }, (_, k) => items.filter((_, i) => i % slices === k));
  const results = await Promise.all(
    shares.map(async (share, k) => {
      await new Promise((r) => setTimeout(r, (k * 1000) / slices));
      return cannon({
        url,
        connections: Math.min(connectionsPerSlice, share.length),
        overallRate: Math.max(1, Math.round(rate / slices)),
        ...queueOf(share, toRequest),
      });
    }),
  );
  const sum = (f) => results.reduce((n, r) => n + f(r), 0);
  const times = results.flatMap((r) => r.times);
  return {
    requests: { total: sum((r) => r.requests.total), average: sum((r) => r.requests.average) },
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    non2xx: sum((r) => r.non2xx),
    exact: exactOf(times),
    times,
    seconds: secondsOf(results.flatMap((r) => r.answered)),
  };
}

/**
 * CPU milliseconds used so far by the api, the worker and each Postgres process (`postgres`: pid -> ms; Linux /proc,
 * zeros elsewhere), and by this process (autocannon, and the bare route while the ceiling runs). Returns a function
 * that reads them again; `cpuBetween` turns two readings into what each spent in between.
 */
function processCpu(pids) {
  const fs = require('node:fs');
  const tick = 1000 / 100; // USER_HZ
  const read = (pid) => {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), ms: (+fields[11] + +fields[12]) * tick };
  };
  return () => {
    const own = process.cpuUsage();
    const out = { api: 0, worker: 0, postgres: new Map(), bench: (own.user + own.system) / 1000 };
    if (!fs.existsSync('/proc/self/stat')) return out;
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const { comm, ms } = read(entry);
        if (Number(entry) === pids.api) out.api += ms;
        else if (Number(entry) === pids.worker) out.worker += ms;
        else if (comm.startsWith('postgres')) out.postgres.set(entry, ms);
      } catch {
        /* gone meanwhile */
      }
    }
    return out;
  };
}

/**
 * What each spent between two processCpu readings. Postgres: per process, so a connection closed meanwhile (a pool's
 * idle timeout) does not subtract its whole life; one started meanwhile counts from zero. A process that ended
 * meanwhile is not counted (an undercount of its last moments).
 */
function cpuBetween(before, after) {
  let postgres = 0;
  for (const [pid, ms] of after.postgres) postgres += ms - (before.postgres.get(pid) ?? 0);
  return {
    api: after.api - before.api,
    worker: after.worker - before.worker,
    postgres,
    bench: after.bench - before.bench,
  };
}

/** A request source for autocannon: each request takes the next work item; when none is left, the run ends. */
function queueOf(items, toRequest) {
  let next = 0;
  return {
    amount: items.length,
    requests: [{ setupRequest: (req) => ({ ...req, ...toRequest(items[next++ % items.length]) }) }],
  };
}

export async function run({ databaseUrl }) {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'development',
    LOG_LEVEL: 'error',
    JWT_SECRET: randomBytes(32).toString('hex'),
    QUEUE_PREFIX: `gc-bench-${port}`,
    FRONTEND_DIST: '',
    SWEEP_EVERY_MS: '600000',
  };
  const seeded = await seedPeople(env);
  const apiProcess = startProcess('main.js', env, 'api');
  const worker = startProcess('worker.js', env, 'worker');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  let bare;
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        /* not listening yet */
      }
      if (i > 300) throw new Error('the api did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
    const { admin, members } = seeded;
    const as = (who) => (method, url, body, headers) => api(base, who.token, method, url, body, headers);
    const byAdmin = as(admin);

    // a 60-question reflection: every scored question of the catalogue, in one section per type
    const catalogue = (await byAdmin('GET', '/assessments/questions')).responseObj
      .filter((q) => q.question_type !== 'OPEN')
      .slice(0, 60);
    const types = [...new Set(catalogue.map((q) => q.question_type))];
    const draft = (
      await byAdmin('POST', '/assessments', {
        assessment_name: 'Cohort baseline',
        assessment_instructions: 'Rate the receiver.',
        sections: types.map((type) => ({
          section_name: type,
          questions: catalogue
            .filter((q) => q.question_type === type)
            .map((q) => ({
              question_type: q.question_type,
              category_id: q.category_id,
              question_id: q.question_id,
              question_prompt: q.question_prompt,
            })),
        })),
      })
    ).responseObj;

    // teams of five: one receiver, four observers, each team its own copy of the reflection
    const takes = [];
    let position = '';
    for (let t = 0; t < members.length; t += TEAM_SIZE) {
      const team = members.slice(t, t + TEAM_SIZE);
      const created = (
        await byAdmin('POST', '/teams', {
          team_name: `Team ${t / TEAM_SIZE}`,
          description: 'Cohort',
          team_type: 'OS_TEAM',
          stage: 'seed',
        })
      ).responseObj;
      // the receiver is a Cofounder: the reflection asks cofounder (Skills - Build / Validate) questions
      for (const [i, m] of team.entries())
        await byAdmin('POST', `/teams/${created.team_id}/members`, {
          name: m.name,
          email: m.email,
          team_role: i === 0 ? '2' : '9',
        });
      const copy = (
        await byAdmin('POST', `/assessments/${draft.assessment_id}/copy`, { assessment_name: `Cohort baseline ${t}` })
      ).responseObj;
      const published = await byAdmin('POST', `/assessments/${copy.assessment_id}/publish`, {
        team_id: created.team_id,
        launch_date: new Date(Date.now() - 3_600_000).toISOString(),
        due_date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        members_with_roles: team.map((m, i) => ({ email: m.email, observer: i !== 0, reciever: i === 0 })),
      });
      position = published.position;
      for (const m of team) takes.push({ member: m, reflectionId: copy.assessment_id, receiverId: team[0].userId });
    }
    // every save: one answer, as the fill-in screen sends it on each answer
    const questions = (
      await as(takes[0].member)('GET', `/assessments/take/${takes[0].reflectionId}`, undefined, {
        'x-min-position': position,
      })
    ).responseObj.sections.flatMap((s) => s.questions);
    const saves = [];
    for (let q = 0; q < questions.length; q++)
      for (const take of takes)
        saves.push({
          take,
          body: JSON.stringify({
            answers: [
              {
                assessment_question_id: questions[q].assessment_question_id,
                subject: questions[q].question_type === 'TEAM_DYNAMIC' ? 'TEAM' : take.receiverId,
                response: (q + take.member.userId.charCodeAt(0)) % 5,
              },
            ],
            section_index: Math.floor(q / 10),
          }),
        });
    const request = (method, take, body, suffix = '') => ({
      method,
      path: `/api/assessments/take/${take.reflectionId}${suffix}`,
      headers: { authorization: `Bearer ${take.member.token}`, 'content-type': 'application/json' },
      body,
    });

    // the cohort's first saves warm the api up, at the same rate; the rest are the measured run
    const warmUpCount = Math.min(RATE * WARM_UP_SECONDS, Math.floor(saves.length / 4));
    const toSave = (s) => request('PUT', s.take, s.body);
    const warmUp = await paced({ url: base, items: saves.slice(0, warmUpCount), rate: RATE, toRequest: toSave });
    const save = await paced({ url: base, items: saves.slice(warmUpCount), rate: RATE, toRequest: toSave });

    // read-model lag: a save's answered position, then the takes projection's checkpoint past it
    const lags = [];
    for (let i = 0; i < 200; i++) {
      const take = takes[i % takes.length];
      const q = questions[i % questions.length];
      const res = await api(base, take.member.token, 'PUT', `/assessments/take/${take.reflectionId}`, {
        answers: [
          {
            assessment_question_id: q.assessment_question_id,
            subject: q.question_type === 'TEAM_DYNAMIC' ? 'TEAM' : take.receiverId,
            comment: `lag ${i}`,
          },
        ],
      });
      const [commit, prepare] = res.position.split('.').map(BigInt);
      const start = process.hrtime.bigint();
      for (;;) {
        const { rows } = await pool.query(
          `select commit_position, prepare_position from projection_checkpoints where name = 'takes'`,
        );
        const row = rows[0];
        if (
          row &&
          (BigInt(row.commit_position) > commit ||
            (BigInt(row.commit_position) === commit && BigInt(row.prepare_position) >= prepare))
        )
          break;
        await new Promise((r) => setTimeout(r, 1));
      }
      lags.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    lags.sort((a, b) => a - b);

    // Flat out, ours against the ceiling: a bare Fastify route doing one INSERT of the same payload on the same
    // Postgres. This VM's speed drifts by a factor of two within minutes, so the two alternate in FLAT_OUT_ROUNDS
    // rounds of FLAT_OUT_SECONDS each and the share is their totals' ratio. Before them, two floors: the api's
    // health route (the framework, security headers and envelope, nothing else) and a save refused by validation
    // (that plus the bearer token, the caller check and validation: everything but the command).
    const fastify = require(require.resolve('fastify', { paths: [path.join(root, 'backend')] }));
    await pool.query(
      `create table if not exists bench_bare_saves (id bigserial primary key, taker uuid not null, payload jsonb not null, at timestamptz not null default now())`,
    );
    const barePool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    bare = fastify({ logger: false });
    bare.put('/bare/:id', async (req) => {
      await barePool.query('insert into bench_bare_saves (taker, payload) values ($1, $2)', [req.params.id, req.body]);
      return { ok: true };
    });
    bare.addHook('onClose', () => barePool.end());
    const barePort = await freePort();
    await bare.listen({ port: barePort, host: '127.0.0.1' });

    // the CPU each process spends in each flat-out phase, summed over its rounds
    const cpu = processCpu({ api: apiProcess.pid, worker: worker.pid });
    const used = {};
    const metered = async (phase, run) => {
      const before = cpu();
      const result = await run();
      const spent = cpuBetween(before, cpu());
      used[phase] ??= { api: 0, worker: 0, postgres: 0, bench: 0, requests: 0 };
      for (const k of Object.keys(spent)) used[phase][k] += spent[k];
      used[phase].requests += result.requests.total;
      return result;
    };
    const health = await metered('health', () =>
      cannon({
        url: base,
        connections: 32,
        duration: FLAT_OUT_SECONDS,
        requests: [{ method: 'GET', path: '/api/health' }],
      }),
    );
    let refusal = 0;
    const refused = await metered('refused', () =>
      cannon({
        url: base,
        connections: 32,
        duration: FLAT_OUT_SECONDS,
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              ...request('PUT', saves[refusal++ % saves.length].take, '{"answers":5}'),
            }),
          },
        ],
      }),
    );
    let flip = 0;
    // each flat-out save changes an answer's comment, so each appends a fact
    const changedSave = (n) => {
      const s = saves[n % saves.length];
      const body = JSON.parse(s.body);
      body.answers[0].comment = `flat ${n}`;
      return request('PUT', s.take, JSON.stringify(body));
    };
    const oursRounds = [];
    const ceilingRounds = [];
    for (let round = 0; round < FLAT_OUT_ROUNDS; round++) {
      oursRounds.push(
        await metered('ours', () =>
          cannon({
            url: base,
            connections: 32,
            duration: FLAT_OUT_SECONDS,
            requests: [{ setupRequest: (req) => ({ ...req, ...changedSave(flip++) }) }],
          }),
        ),
      );
      ceilingRounds.push(
        await metered('ceiling', () =>
          cannon({
            url: `http://127.0.0.1:${barePort}`,
            connections: 32,
            duration: FLAT_OUT_SECONDS,
            requests: [
              {
                setupRequest: (req) => ({
                  ...req,
                  method: 'PUT',
                  path: `/bare/${randomUUID()}`,
                  headers: { 'content-type': 'application/json' },
                  body: saves[flip++ % saves.length].body,
                }),
              },
            ],
          }),
        ),
      );
    }
    // Statements per save: one more flat-out round counted by pg_stat_statements, when the server loads it
    // (shared_preload_libraries; docs/performance.md). Resets the server's statistics.
    let statements = 'not counted: pg_stat_statements is not loaded on this server';
    try {
      await pool.query('create extension if not exists pg_stat_statements');
      await pool.query('select pg_stat_statements_reset()');
      const counted = await cannon({
        url: base,
        connections: 32,
        duration: FLAT_OUT_SECONDS,
        requests: [{ setupRequest: (req) => ({ ...req, ...changedSave(flip++) }) }],
      });
      await new Promise((r) => setTimeout(r, 1500)); // the worker catches up
      const { rows } = await pool.query(
        `select coalesce(sum(calls), 0)::bigint as calls, coalesce(sum(total_exec_time + total_plan_time), 0) as ms
         from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())`,
      );
      const per = (x) => (Number(x) / counted.requests.total).toFixed(2);
      statements = `${per(rows[0].calls)} statements, ${per(rows[0].ms)} ms in them (${counted.requests.total} saves)`;
    } catch (error) {
      if (!/pg_stat_statements/.test(String(error?.message))) throw error;
    }

    const total = (rounds, f) => rounds.reduce((n, r) => n + f(r), 0);
    const oursRate = total(oursRounds, (r) => r.requests.average) / FLAT_OUT_ROUNDS;
    const ceilingRate = total(ceilingRounds, (r) => r.requests.average) / FLAT_OUT_ROUNDS;
    const cpuPer = (phase) =>
      ['api', 'worker', 'postgres', 'bench'].map((k) => ms(used[phase][k] / used[phase].requests)).join(' / ');

    const submit = await paced({
      url: base,
      items: takes,
      rate: Math.min(RATE, 200),
      toRequest: (t) => request('POST', t, '{}', '/complete'),
    });
    const inboxes = Array.from({ length: 2_000 }, (_, i) => takes[i % takes.length]);
    const inbox = await paced({
      url: base,
      items: inboxes,
      rate: RATE,
      toRequest: (t) => ({
        method: 'GET',
        path: '/api/assessments/take',
        headers: { authorization: `Bearer ${t.member.token}` },
      }),
    });

    const errors = (r) => r.errors + r.timeouts + r.non2xx;
    return {
      name: `cohort (${MEMBERS} members, ${questions.length} questions, ${RATE} req/s target)`,
      figures: [
        {
          name: 'save-progress warm-up: requests, p50 / p95 / p99',
          value: `${warmUp.requests.total}, ${warmUp.exact.p50} / ${warmUp.exact.p95} / ${warmUp.exact.p99}`,
          unit: `ms (the api's first ${WARM_UP_SECONDS} s at the target rate, not in the figures below; each second's p99: ${warmUp.seconds.p99s.join(' / ')} ms), ${errors(warmUp)} errors`,
        },
        { name: 'save-progress requests', value: save.requests.total, unit: `at ${ms(save.requests.average)} req/s` },
        { name: 'save-progress p50', value: save.exact.p50, unit: 'ms' },
        { name: 'save-progress p95', value: save.exact.p95, unit: 'ms' },
        { name: 'save-progress p99', value: save.exact.p99, unit: 'ms (goal < 25)' },
        {
          name: 'save-progress p99, warm-up included',
          value: exactOf([...warmUp.times, ...save.times]).p99,
          unit: `ms (every save of the run: the api's first ${WARM_UP_SECONDS} s too)`,
        },
        {
          name: 'save-progress p99 within each second: median / worst',
          value: `${save.seconds.medianP99} / ${save.seconds.worst.p99}`,
          unit: `ms (the worst: second ${save.seconds.worst.second} of the run)`,
        },
        { name: 'save-progress errors', value: errors(save) + errors(warmUp), unit: '(goal 0, warm-up included)' },
        { name: 'read-model lag p50', value: ms(percentile(lags, 50)), unit: 'ms' },
        { name: 'read-model lag p99', value: ms(percentile(lags, 99)), unit: 'ms (goal < 100)' },
        {
          name: 'submit p50 / p95 / p99',
          value: `${submit.exact.p50} / ${submit.exact.p95} / ${submit.exact.p99}`,
          unit: `ms, ${errors(submit)} errors`,
        },
        {
          name: 'inbox p50 / p95 / p99',
          value: `${inbox.exact.p50} / ${inbox.exact.p95} / ${inbox.exact.p99}`,
          unit: `ms, ${errors(inbox)} errors`,
        },
        {
          name: 'flat out: GET /api/health (floor: the framework)',
          value: Math.round(health.requests.average),
          unit: 'req/s',
        },
        {
          name: 'flat out: a save refused by validation (floor: + token, caller check, validation)',
          value: Math.round(refused.requests.average),
          unit: `req/s, ${refused['4xx'] === refused.requests.total ? 'all' : 'NOT all'} 400`,
        },
        {
          name: 'flat out: save-progress',
          value: Math.round(oursRate),
          unit: `req/s (mean of ${FLAT_OUT_ROUNDS} rounds), ${total(oursRounds, errors)} errors`,
        },
        {
          name: 'flat out: bare INSERT (ceiling)',
          value: Math.round(ceilingRate),
          unit: `req/s (mean of ${FLAT_OUT_ROUNDS} rounds, alternating with ours)`,
        },
        {
          name: 'share of the ceiling',
          value: `${Math.round((100 * oursRate) / ceilingRate)} %`,
          unit: `(goal >= 30 %; rounds: ${oursRounds.map((r, i) => `${Math.round((100 * r.requests.average) / ceilingRounds[i].requests.average)} %`).join(', ')})`,
        },
        { name: 'Postgres per flat-out save', value: statements, unit: '' },
        ...[
          ['health', 'GET /api/health'],
          ['refused', 'a refused save'],
          ['ours', 'a save'],
          ['ceiling', 'a bare INSERT'],
        ].map(([phase, what]) => ({
          name: `CPU per flat-out request, ${what}: api / worker / postgres / load generator`,
          value: cpuPer(phase),
          unit: phase === 'ceiling' ? 'ms (the bare route runs in the load generator)' : 'ms',
        })),
      ],
    };
  } finally {
    await bare?.close();
    apiProcess.kill('SIGTERM');
    worker.kill('SIGTERM');
    await pool.end();
    await new Promise((r) => setTimeout(r, 500));
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
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
    for (const f of result.figures) console.log(`  ${f.name}: ${f.value} ${f.unit}`);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
