// The product as `npm start` runs it, for the benches that drive its HTTP API: people made by the product's own
// commands (as the bootstrap and the admin screens would), the api and the worker as child processes
// (backend/dist/main.js and worker.js), and a cohort's teams, reflections and takes made through the HTTP API.
import 'reflect-metadata';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { freePort } from './load.mjs';

export const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const pg = require('pg');
const dist = (p) => require(path.join(root, 'backend/dist', p));
const TEAM_SIZE = 5;

/** The product's own commands make the people (as the bootstrap and the admin screens would), then it closes. */
export async function seedPeople(env, count, prefix = 'cohort') {
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

export function startProcess(file, env, name) {
  // CPU_PROFILE=<dir>: the child writes a V8 CPU profile there when it stops (open it in Chrome DevTools)
  const profile = process.env.CPU_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CPU_PROFILE}`, `--cpu-prof-name=${name}.cpuprofile`]
    : [];
  // CHILD_NODE_ARGS='--flag ...': V8 or Node flags for the api and the worker (an experiment's A/B, say)
  const nodeArgs = (process.env.CHILD_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, ...profile, path.join(root, 'backend/dist', file)], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // CHILD_LOG=<dir>: the child's whole output goes to <dir>/<name>.log as well
  if (process.env.CHILD_LOG) {
    const log = require('node:fs').createWriteStream(path.join(process.env.CHILD_LOG, `${name}.log`));
    child.stdout.pipe(log);
    child.stderr.pipe(log);
  }
  child.stdout.on('data', (d) => (output = (output + d).slice(-4000)));
  child.stderr.on('data', (d) => (output = (output + d).slice(-4000)));
  child.on('exit', (code) => code && code !== 143 && console.error(`${name} exited ${code}:\n${output}`));
  return child;
}

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

/** Waits until the api answers GET /api/health (30 s at most). */
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

/**
 * Seeds `members` people and an administrator, then starts the api and the worker on a free port, as `npm start`
 * runs them, and waits until the api answers. `stop()` ends both.
 */
export async function startStack({ databaseUrl, members }) {
  const env = await apiEnv(databaseUrl);
  const base = `http://127.0.0.1:${env.PORT}`;
  const seeded = await seedPeople(env, members);
  const apiProcess = startProcess('main.js', env, 'api');
  const worker = startProcess('worker.js', env, 'worker');
  const stop = async () => {
    apiProcess.kill('SIGTERM');
    worker.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
  };
  try {
    await untilListening(base);
  } catch (error) {
    await stop();
    throw error;
  }
  const as = (who) => (method, url, body, headers) => api(base, who.token, method, url, body, headers);
  return { base, apiProcess, worker, ...seeded, as, stop };
}

/**
 * A draft reflection of the catalogue's first `questions` scored questions, one section per question type, made
 * through the HTTP API by `byAdmin` ((method, url, body) => answer).
 */
export async function draftReflection(byAdmin, name, questions) {
  const catalogue = (await byAdmin('GET', '/assessments/questions')).responseObj
    .filter((q) => q.question_type !== 'OPEN')
    .slice(0, questions);
  const types = [...new Set(catalogue.map((q) => q.question_type))];
  return (
    await byAdmin('POST', '/assessments', {
      assessment_name: name,
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
}

/**
 * A team made through the HTTP API by `byAdmin`, with `members` in it: the first a Cofounder (the receiver, whom a
 * reflection's cofounder questions are about), the others OS team members. Answers the team as created.
 */
export async function teamOf(byAdmin, name, description, members) {
  const created = (
    await byAdmin('POST', '/teams', { team_name: name, description, team_type: 'OS_TEAM', stage: 'seed' })
  ).responseObj;
  for (const [i, m] of members.entries())
    await byAdmin('POST', `/teams/${created.team_id}/members`, {
      name: m.name,
      email: m.email,
      team_role: i === 0 ? '2' : '9',
    });
  return created;
}

/**
 * The cohort, through the HTTP API: a 60-question reflection (every scored question of the catalogue, one section
 * per type), teams of five (one receiver, a Cofounder; four observers), each team its own published copy. Answers
 * the takes, the questions, and `saves`: one save per answer, in the cohort's order (every member's first answer,
 * then every member's second, ...), as the fill-in screen sends one on each answer.
 */
export async function setUpCohort({ as, admin, members }) {
  const byAdmin = as(admin);
  const draft = await draftReflection(byAdmin, 'Cohort baseline', 60);

  const takes = [];
  let position = '';
  for (let t = 0; t < members.length; t += TEAM_SIZE) {
    const team = members.slice(t, t + TEAM_SIZE);
    const created = await teamOf(byAdmin, `Team ${t / TEAM_SIZE}`, 'Cohort', team);
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
  return { takes, questions, saves };
}

/** An autocannon request on a take (`suffix`: '/complete' for a submit), as its taker. */
export const takeRequest = (method, take, body, suffix = '') => ({
  method,
  path: `/api/assessments/take/${take.reflectionId}${suffix}`,
  headers: { authorization: `Bearer ${take.member.token}`, 'content-type': 'application/json' },
  body,
});
