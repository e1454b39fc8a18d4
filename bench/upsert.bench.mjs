// A projection's batch write (issue 32): the take answers of a batch upserted by `upsertRows` (each column one array
// parameter, `unnest`: one statement text for any number of rows) against the same upsert as a multi-row VALUES list
// built by kysely (what upsertRows did before: a statement text per number of rows), on the same Postgres, the same
// prepared-statement pool and one connection each, alternating rounds. Figures per batch: the client's CPU, the
// Postgres backend's CPU (/proc), the wall time. Uses compiled code (projections/dist): `npm run build` first.
//
//   node bench/upsert.bench.mjs        (standalone: creates and drops a database of its own)
//   npm run bench                      (bench/run.mjs gives it a fresh database)
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import { cpuOfProcess } from './support/load.mjs';
import { standalone } from './support/stack.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'projections/package.json'));
const pg = require('pg');
const { Migrator, sql } = require('kysely');
const { createKysely, projectionMigrations } = require(path.join(root, 'projections/dist/index.js'));
const { upsertRows } = require(path.join(root, 'projections/dist/database/upsert.js'));
const { ANSWER_KEY: KEY } = require(path.join(root, 'projections/dist/read-models/reflections/answer-rows.js'));
const { TAKE_ANSWER_COLUMNS: COLUMNS } = require(
  path.join(root, 'projections/dist/read-models/reflections/takes.projection.js'),
);

const BATCHES_PER_ROUND = 1_500;
const ROUNDS = 6;
const UPDATED = ['value', 'comment', 'updated_on'];
const USERS = Array.from({ length: 500 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);

/** Batch n: 1 to 40 answers (about 20 on average), distinct keys, as the takes projection writes them. */
function batch(n) {
  const rows = new Map();
  for (let k = 0; k < 1 + (n % 40); k++) {
    const user = USERS[(n * 7 + k * 13) % USERS.length];
    const question = `q-${(n + k) % 60}`;
    rows.set(`${user}/${question}`, {
      reflection_id: 'r-1',
      client_id: 'c-1',
      user_id: user,
      question_key: question,
      subject: 'TEAM',
      value: (n + k) % 5,
      comment: `comment ${n}`,
      updated_on: new Date(1_764_000_000_000 + n * 1000).toISOString(),
    });
  }
  return [...rows.values()];
}

const cpuOf = (pid) => cpuOfProcess(pid).ms;

export async function run({ databaseUrl }) {
  const open = () => createKysely(new pg.Pool({ connectionString: databaseUrl, max: 1 }));
  const contenders = {
    'upsertRows (unnest)': {
      db: open(),
      write: (db, rows) => upsertRows(db, 'take_answers', KEY, COLUMNS, rows, UPDATED),
    },
    'multi-row VALUES (kysely)': {
      db: open(),
      write: (db, rows) =>
        db
          .insertInto('take_answers')
          .values(rows)
          .onConflict((oc) =>
            oc.columns(KEY).doUpdateSet(Object.fromEntries(UPDATED.map((c) => [c, sql.ref(`excluded.${c}`)]))),
          )
          .execute(),
    },
  };
  const first = Object.values(contenders)[0].db;
  try {
    // the real take_answers, as the projections' migrations make it
    const migrator = new Migrator({ db: first, provider: { getMigrations: async () => projectionMigrations } });
    const { error } = await migrator.migrateToLatest();
    if (error) throw error;
    const totals = {};
    for (const [name, c] of Object.entries(contenders)) {
      // warm: the connection, its prepared statements, the code
      for (let n = 0; n < 200; n++) await c.write(c.db, batch(n));
      const { rows } = await sql`select pg_backend_pid() as pid`.execute(c.db);
      c.backend = rows[0].pid;
      totals[name] = { client: 0, postgres: 0, wall: 0, batches: 0 };
    }
    let n = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const order = Object.entries(contenders);
      if (round % 2) order.reverse();
      for (const [name, c] of order) {
        const postgres = cpuOf(c.backend);
        const client = process.cpuUsage();
        const started = performance.now();
        for (let i = 0; i < BATCHES_PER_ROUND; i++) await c.write(c.db, batch(n++));
        const t = totals[name];
        t.wall += performance.now() - started;
        const used = process.cpuUsage(client);
        t.client += (used.user + used.system) / 1000;
        t.postgres += cpuOf(c.backend) - postgres;
        t.batches += BATCHES_PER_ROUND;
      }
    }
    const us = (ms, batches) => Math.round((ms * 1000) / batches);
    const figures = [];
    for (const [name, t] of Object.entries(totals)) {
      figures.push(
        { name: `${name}: client CPU per batch`, value: us(t.client, t.batches), unit: 'µs (1-40 rows, about 20)' },
        { name: `${name}: Postgres backend CPU per batch`, value: us(t.postgres, t.batches), unit: 'µs' },
        { name: `${name}: wall time per batch`, value: us(t.wall, t.batches), unit: 'µs (one connection, autocommit)' },
      );
    }
    const [ours, peer] = Object.values(totals);
    figures.push({
      name: 'client CPU, ours / multi-row VALUES',
      value: (ours.client / peer.client).toFixed(2),
      unit: `(Postgres: ${(ours.postgres / peer.postgres).toFixed(2)})`,
    });
    return { name: 'projection batch upsert', figures };
  } finally {
    for (const c of Object.values(contenders)) await c.db.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await standalone(run);
