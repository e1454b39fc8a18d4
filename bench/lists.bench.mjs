// The list reads (issue 32) through the real HTTP API: GET /api/teams (an administrator's 10 teams of 5 with their
// members), the inbox GET /api/assessments/take (a member's takes) and the reflections list GET /api/assessments (an
// administrator's drafts and published reflections). The api and the worker run as `npm start` runs them
// (backend/dist/main.js and worker.js, child processes); the data is made through the product's own commands and
// HTTP API; the load comes from autocannon in this process (10 connections, flat out).
// Ceiling, measured in the same run: a bare Fastify route in this process, its own pg pool, running plain SQL that
// returns the same rows as the same JSON (the same keys and values, so the same size: checked below), with neither
// a bearer token nor a caller check. Ours and the bare route alternate in ROUNDS rounds of SECONDS each (this VM's
// speed drifts within minutes), and the share is their totals' ratio. Goal: each read >= 30 % of its bare route.
// Personal data (names, emails) is stored in plain columns (identity's personal_data): nothing to decrypt on
// either side.
//
//   node bench/lists.bench.mjs [--seconds 4] [--rounds 3]   (standalone: a database of its own)
//   npm run bench                                            (bench/run.mjs gives it a fresh database)
//   CPU_PROFILE=/tmp/prof node bench/lists.bench.mjs --reads teams   (one read; the api writes a V8 CPU profile)
import 'reflect-metadata';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { cannon, freePort } from './support/load.mjs';
import {
  api,
  apiEnv,
  draftReflection,
  root,
  seedPeople,
  standalone,
  startProcess,
  teamOf,
  untilListening,
} from './support/stack.mjs';

const require = createRequire(import.meta.url);
const pg = require('pg');
const { isBaselineTemplateName, takerStatus } = require(path.join(root, 'contracts/dist/index.js'));

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SECONDS = arg('seconds', 4);
/** --reads teams,inbox: only those (a profile of one read) */
const ONLY = process.argv.includes('--reads') ? process.argv[process.argv.indexOf('--reads') + 1].split(',') : null;
const ROUNDS = arg('rounds', 3);
const CONNECTIONS = 10;
const TEAMS = 10;
const TEAM_SIZE = 5;
/** reflections published to the first team on top of one per team: its members' inbox holds 1 + this many takes */
const EXTRA_TAKES = 5;
const QUESTIONS = 10;

/**
 * The bare routes: the same rows by plain SQL, shaped as our answers are (`{ responseObj: [...] }`, the same keys).
 * No token, no caller check, no framework: the ceiling of a list read on this machine and this Postgres. Named
 * (server-side prepared) statements, as ours are (PreparingPool): unnamed, Postgres plans the teams' five-join
 * members query on every call (1.5 ms), and the bare route ran slower than ours.
 */
function bareRoutes(fastify, pool, { clientId, inboxUserId }) {
  const iso = (d) => (d ? d.toISOString() : null);
  fastify.get('/bare/teams', async () => {
    const teams = await pool.query({
      name: 'bare_teams',
      text: `select t.team_id, t.team_name, t.client_id, c.client_name, t.description, t.team_type, t.stage, s.stage_name,
              t.industry, i.industry_name, t.date_founded
         from teams t join clients c on c.client_id = t.client_id
         left join stages s on s.stage_id = t.stage left join industries i on i.industry_id = t.industry
        where t.client_id = $1 order by t.team_name, t.team_id`,
      values: [clientId],
    });
    const members = await pool.query({
      name: 'bare_members',
      text: `select m.team_id, m.user_id, p.email, p.name, r.role, m.team_role_id, tr.name as team_role_name, a.enabled
         from team_members m
         left join personal_data p on p.user_id = m.user_id
         left join user_accounts a on a.user_id = m.user_id
         left join user_client_roles r on r.user_id = m.user_id and r.client_id = m.client_id
         left join team_roles tr on tr.client_id = m.client_id and tr.team_role_id = m.team_role_id
        where m.client_id = $1 and m.team_id = any($2) order by m.joined_on, m.user_id`,
      values: [clientId, teams.rows.map((t) => t.team_id)],
    });
    const byTeam = new Map();
    for (const m of members.rows) {
      if (!byTeam.has(m.team_id)) byTeam.set(m.team_id, []);
      byTeam.get(m.team_id).push({
        user_id: m.user_id,
        email: m.email ?? '',
        name: m.name,
        role: m.role,
        team_role: m.team_role_id,
        team_role_name: m.team_role_name,
        Enabled: m.enabled ?? false,
      });
    }
    return {
      responseObj: teams.rows.map((t) => ({
        ...t,
        date_founded: Number(t.date_founded),
        members: byTeam.get(t.team_id) ?? [],
      })),
    };
  });
  fastify.get('/bare/inbox', async () => {
    const { rows } = await pool.query({
      name: 'bare_inbox',
      text: `select r.reflection_id, r.name, r.description, r.assessment_type, r.template_name, r.team_id, t.team_name,
              r.launch_date, r.due_date, r.phase, r.admin_closed, a.take_status, a.receiver, a.observer
         from reflection_assignees a join reflections r on r.reflection_id = a.reflection_id
         left join teams t on t.team_id = r.team_id and t.client_id = r.client_id
        where a.client_id = $1 and a.user_id = $2 and r.kind = 'PUBLISHED' order by r.due_date, r.reflection_id`,
      values: [clientId, inboxUserId],
    });
    const baseline = rows
      .filter((r) => isBaselineTemplateName(r.template_name))
      .sort((a, b) => a.launch_date - b.launch_date || a.reflection_id.localeCompare(b.reflection_id))[0];
    const now = new Date();
    return {
      responseObj: rows.map((r) => ({
        assessment_id: r.reflection_id,
        assessment_name: r.name,
        assessment_description: r.description,
        assessment_type: r.assessment_type,
        template_name: r.template_name,
        team_id: r.team_id,
        team_name: r.team_name,
        launch_date: iso(r.launch_date),
        due_date: iso(r.due_date),
        assessment_status: r.phase,
        admin_closed: r.admin_closed,
        assessment_take_user_phase: r.take_status,
        status: takerStatus({ assessmentStatus: r.phase, takePhase: r.take_status, dueDate: r.due_date }, now),
        is_reciever: r.receiver,
        is_observer: r.observer,
        is_baseline: r.reflection_id === baseline?.reflection_id,
      })),
    };
  });
  fastify.get('/bare/reflections', async () => {
    const { rows } = await pool.query({
      name: 'bare_reflections',
      text: `select r.reflection_id, r.name, r.description, r.assessment_type, r.kind, r.client_id, r.system,
              r.template_name, r.phase, r.admin_closed, r.due_soon, r.team_id, t.team_name, r.launch_date, r.due_date,
              r.closed_at, r.question_count, r.revision, r.created_on, r.modified_on, r.finished_count, r.assigned_count
         from reflections r left join teams t on t.team_id = r.team_id and t.client_id = r.client_id
        where r.client_id = $1 and r.kind in ('DRAFT', 'PUBLISHED') order by r.modified_on desc, r.reflection_id`,
      values: [clientId],
    });
    return {
      responseObj: rows.map((r) => ({
        assessment_id: r.reflection_id,
        assessment_name: r.name,
        assessment_description: r.description,
        assessment_type: r.assessment_type,
        kind: r.kind,
        client_id: r.client_id,
        system: r.system,
        template_name: r.template_name,
        assessment_status: r.phase,
        admin_closed: r.admin_closed,
        due_soon: r.due_soon,
        team_id: r.team_id,
        team_name: r.team_name,
        launch_date: iso(r.launch_date),
        due_date: iso(r.due_date),
        closed_at: iso(r.closed_at),
        question_count: r.question_count,
        revision: r.revision,
        createdOn: Math.floor(r.created_on.getTime() / 1000),
        modifiedOn: Math.floor(r.modified_on.getTime() / 1000),
        response_rate: r.kind === 'PUBLISHED' ? { finished: r.finished_count, total: r.assigned_count } : null,
      })),
    };
  });
}

/** The same document, keys in any order: the bare route must answer what ours answers. */
function sameJson(a, b) {
  const canon = (v) =>
    Array.isArray(v)
      ? v.map(canon)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, canon(v[k])]),
          )
        : v;
  return JSON.stringify(canon(a)) === JSON.stringify(canon(b));
}

export async function run({ databaseUrl }) {
  const env = await apiEnv(databaseUrl);
  const base = `http://127.0.0.1:${env.PORT}`;
  const seeded = await seedPeople(env, TEAMS * TEAM_SIZE, 'lists');
  const apiProcess = startProcess('main.js', env, 'api');
  const worker = startProcess('worker.js', env, 'worker');
  const fastify = require(require.resolve('fastify', { paths: [path.join(root, 'backend')] }));
  const barePool = new pg.Pool({ connectionString: databaseUrl, max: CONNECTIONS });
  const bare = fastify({ logger: false });
  try {
    await untilListening(base);
    const { admin, members, clientId } = seeded;
    const byAdmin = (method, url, body, headers) => api(base, admin.token, method, url, body, headers);

    // a draft of QUESTIONS scored questions of the catalogue, copied and published once per team, and EXTRA_TAKES
    // more times to the first team (its members' inbox)
    const draft = await draftReflection(byAdmin, 'Lists baseline', QUESTIONS);
    let position = '';
    const publish = async (teamId, team, name, due) => {
      const copy = (await byAdmin('POST', `/assessments/${draft.assessment_id}/copy`, { assessment_name: name }))
        .responseObj;
      const published = await byAdmin('POST', `/assessments/${copy.assessment_id}/publish`, {
        team_id: teamId,
        launch_date: new Date(Date.now() - 3_600_000).toISOString(),
        due_date: new Date(Date.now() + due * 86_400_000).toISOString(),
        members_with_roles: team.map((m, i) => ({ email: m.email, observer: i !== 0, reciever: i === 0 })),
      });
      position = published.position;
    };
    let firstTeam;
    for (let t = 0; t < TEAMS; t++) {
      const team = members.slice(t * TEAM_SIZE, (t + 1) * TEAM_SIZE);
      const created = await teamOf(
        byAdmin,
        `Team ${String(t).padStart(2, '0')}`,
        `A team of ${TEAM_SIZE} founders`,
        team,
      );
      await publish(created.team_id, team, `Reflection of team ${t}`, 7 + t);
      if (t === 0) firstTeam = { id: created.team_id, team };
    }
    for (let k = 0; k < EXTRA_TAKES; k++) await publish(firstTeam.id, firstTeam.team, `Follow-up ${k}`, 14 + k);
    // an observer of the first team: their inbox
    const taker = firstTeam.team[1];

    bareRoutes(bare, barePool, { clientId, inboxUserId: taker.userId });
    const barePort = await freePort();
    await bare.listen({ port: barePort, host: '127.0.0.1' });
    const bareBase = `http://127.0.0.1:${barePort}`;

    const reads = [
      { key: 'teams', name: 'GET /api/teams', path: '/api/teams', bare: '/bare/teams', who: admin },
      {
        key: 'inbox',
        name: 'GET /api/assessments/take (inbox)',
        path: '/api/assessments/take',
        bare: '/bare/inbox',
        who: taker,
      },
      {
        key: 'reflections',
        name: 'GET /api/assessments (reflections)',
        path: '/api/assessments',
        bare: '/bare/reflections',
        who: admin,
      },
    ].filter((read) => !ONLY || ONLY.includes(read.key));
    // every read once, after the read models have every write (X-Min-Position), against its bare route's answer
    const checks = [];
    for (const read of reads) {
      const ours = await api(base, read.who.token, 'GET', read.path.replace(/^\/api/, ''), undefined, {
        'x-min-position': position,
      });
      const theirs = await (await fetch(`${bareBase}${read.bare}`)).json();
      if (!sameJson(ours, theirs))
        throw new Error(
          `${read.bare} does not answer what ${read.path} answers:\n${JSON.stringify(ours).slice(0, 600)}\n${JSON.stringify(theirs).slice(0, 600)}`,
        );
      checks.push(`${read.name}: ${ours.responseObj.length} items, ${JSON.stringify(ours).length} bytes`);
    }

    // statistics (the read models now hold every write), as a database in use has them: without, the plans are
    // the planner's guesses for empty tables, and autovacuum's analyze, whenever it came, changed them mid-run
    await barePool.query('analyze');
    const flatOut = (url, pathname, token) =>
      cannon({
        url,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: [{ method: 'GET', path: pathname, headers: token ? { authorization: `Bearer ${token}` } : {} }],
      });
    const errors = (r) => r.errors + r.timeouts + r.non2xx;
    // warm-up: every route of both, a round's length each way, not measured
    for (const read of reads) {
      await flatOut(base, read.path, read.who.token);
      await flatOut(bareBase, read.bare);
    }
    const health = await flatOut(base, '/api/health');

    const figures = [
      { name: 'data', value: checks.join('; '), unit: '(ours and bare answer the same JSON)' },
      {
        name: 'flat out: GET /api/health (floor: the framework)',
        value: Math.round(health.requests.average),
        unit: `req/s, p50 ${health.exact.p50} ms, ${errors(health)} errors`,
      },
    ];
    for (const read of reads) {
      const ours = [];
      const ceiling = [];
      for (let round = 0; round < ROUNDS; round++) {
        ours.push(await flatOut(base, read.path, read.who.token));
        ceiling.push(await flatOut(bareBase, read.bare));
      }
      // as a browser asks: the api compresses every answer of 1 KiB or more (create-app.ts); not in the share
      const compressed = await cannon({
        url: base,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: [
          {
            method: 'GET',
            path: read.path,
            headers: { authorization: `Bearer ${read.who.token}`, 'accept-encoding': 'gzip, deflate, br' },
          },
        ],
      });
      const mean = (rounds) => rounds.reduce((n, r) => n + r.requests.average, 0) / rounds.length;
      const p50s = (rounds) => rounds.map((r) => r.exact.p50).join(' / ');
      figures.push(
        {
          name: `${read.name}: ours`,
          value: Math.round(mean(ours)),
          unit: `req/s (mean of ${ROUNDS} rounds; p50 ${p50s(ours)} ms), ${ours.reduce((n, r) => n + errors(r), 0)} errors`,
        },
        {
          name: `${read.name}: bare Fastify + pg`,
          value: Math.round(mean(ceiling)),
          unit: `req/s (alternating with ours; p50 ${p50s(ceiling)} ms)`,
        },
        {
          name: `${read.name}: ours, Accept-Encoding: gzip, deflate, br`,
          value: Math.round(compressed.requests.average),
          unit: `req/s (one round after the others; p50 ${compressed.exact.p50} ms, ${Math.round(compressed.throughput.average / compressed.requests.average)} bytes a response), ${errors(compressed)} errors`,
        },
        {
          name: `${read.name}: share of bare`,
          value: +(mean(ours) / mean(ceiling)).toFixed(2),
          unit: `(goal >= 0.3; rounds: ${ours.map((r, i) => (r.requests.average / ceiling[i].requests.average).toFixed(2)).join(', ')})`,
        },
      );
    }
    const healthAfter = await flatOut(base, '/api/health');
    figures.push({
      name: 'flat out: GET /api/health, after the rounds',
      value: Math.round(healthAfter.requests.average),
      unit: `req/s, ${errors(healthAfter)} errors`,
    });
    return {
      name: `lists (${TEAMS} teams of ${TEAM_SIZE}, inbox of ${1 + EXTRA_TAKES}, ${CONNECTIONS} connections, ${ROUNDS} x ${SECONDS} s)`,
      figures,
    };
  } finally {
    await bare.close();
    await barePool.end();
    apiProcess.kill('SIGTERM');
    worker.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await standalone(run);
