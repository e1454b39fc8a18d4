// Event store benchmark: our Postgres adapter against @event-driven-io/emmett-postgresql on the same server, in
// the same run, with the same workload (one event per append, exact expected revisions, 20-event streams,
// distinct streams per writer). Imports the compiled adapter from backend/dist (run `npm run build` first).
//
// The machine is shared, so load from elsewhere comes and goes: the contenders run in alternating short rounds
// (ours, emmett, ours + NOTIFY-in-transaction, raw INSERT, ours, emmett, ...) and each figure sums its rounds, so all of them
// see the same conditions and the ratios stay meaningful even when absolute numbers move.
//
//   node bench/run.mjs                      (all benches, fresh databases)
//   BENCH_PHASE_MS=6000 node bench/run.mjs  (longer append phases)

// @gc/contracts (required by the compiled backend) holds decorated DTOs: load the metadata polyfill first.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';

const require = createRequire(import.meta.url);
const { PostgresEventStore } = require('../backend/dist/infrastructure/event-store/postgres/postgres-event-store.js');
const {
  eventStoreMigrations,
} = require('../backend/dist/infrastructure/event-store/postgres/event-store.migrations.js');

/** Time each contender appends, per writer count, split over ROUNDS alternating rounds. */
const PHASE_MS = Number(process.env.BENCH_PHASE_MS ?? 3_000);
const ROUNDS = 6;
const WARM_UP_MS = 300;
const STREAM_LENGTH = 20;
const CATCH_UP_EVENTS = 50_000;
const READS = 2_000;

const metadata = () => ({
  actorId: null,
  clientId: null,
  correlationId: randomUUID(),
  causationId: null,
  occurredAt: '2026-11-22T00:00:00.000Z',
  schemaVersion: 1,
});
const newEvent = (n) => ({
  id: randomUUID(),
  type: 'Counted',
  data: { n, note: 'benchmark event' },
  metadata: metadata(),
});
const round = (n, digits = 0) => Number(n.toFixed(digits));

/**
 * `writers` loops for `ms`, each appending one event at a time to its own 20-event streams; returns the count,
 * the elapsed time and the streams that reached 20 events (read back later).
 */
async function appendLoad(label, writers, ms, appendOne) {
  let stop = false;
  let count = 0;
  const full = [];
  const started = performance.now();
  const timer = setTimeout(() => (stop = true), ms);
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      for (let s = 0; !stop; s++) {
        const stream = `${label}-w${w}-s${s}`;
        let expected = null; // null: the stream does not exist yet
        for (let i = 0; i < STREAM_LENGTH && !stop; i++) {
          expected = await appendOne(stream, newEvent(i), expected);
          count++;
          if (i === STREAM_LENGTH - 1) full.push(stream);
        }
      }
    }),
  );
  clearTimeout(timer);
  return { count, ms: performance.now() - started, full };
}

async function latencies(times, readOne) {
  const ms = [];
  for (let i = 0; i < times; i++) {
    const t = performance.now();
    await readOne(i);
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  const at = (p) => ms[Math.min(ms.length - 1, Math.floor((p / 100) * ms.length))];
  return { p50: at(50), p99: at(99) };
}

async function migrate(databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const db = new Kysely({ dialect: new PostgresDialect({ pool }) });
  const migrator = new Migrator({ db, provider: { getMigrations: async () => eventStoreMigrations } });
  const { error } = await migrator.migrateToLatest();
  await db.destroy();
  if (error) throw error;
}

function ours(databaseUrl, writers) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: writers + 1 });
  pool.on('error', () => undefined);
  const store = new PostgresEventStore(pool);
  return {
    store,
    pool,
    append: async (stream, event, expected) =>
      (await store.append(stream, [event], expected ?? 'no_stream')).nextExpectedRevision,
    read: async (stream) => (await store.readStream(stream)).length,
    close: async () => {
      await store.close();
      await pool.end();
    },
  };
}

function emmett(getPostgreSQLEventStore, databaseUrl) {
  const store = getPostgreSQLEventStore(databaseUrl);
  return {
    append: async (stream, event, expected) =>
      (
        await store.appendToStream(stream, [{ type: event.type, data: event.data, metadata: event.metadata }], {
          ...(expected !== null && { expectedStreamVersion: expected }),
        })
      ).nextExpectedStreamVersion,
    read: async (stream) => (await store.readStream(stream)).events.length,
    close: () => store.close(),
  };
}

/** The floor: one single-row INSERT per append (no revision check), to calibrate the machine's commit cost. */
function rawInsert(databaseUrl, writers) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: writers });
  pool.on('error', () => undefined);
  return {
    append: async (stream, event) => {
      await pool.query({
        name: 'bench_raw_insert',
        text: 'INSERT INTO bench_raw (stream, data) VALUES ($1, $2)',
        values: [stream, JSON.stringify(event)],
      });
      return 0;
    },
    close: () => pool.end(),
  };
}

/** Alternating rounds; returns events/s per contender and the full streams each wrote. */
async function compareAppends(writers, contenders) {
  const opened = Object.fromEntries(Object.entries(contenders).map(([name, make]) => [name, make(writers)]));
  const totals = Object.fromEntries(Object.keys(opened).map((name) => [name, { count: 0, ms: 0, full: [] }]));
  try {
    for (const [name, target] of Object.entries(opened)) {
      await appendLoad(`${name}${writers}warm`, writers, WARM_UP_MS, target.append);
    }
    for (let r = 0; r < ROUNDS; r++) {
      for (const [name, target] of Object.entries(opened)) {
        const { count, ms, full } = await appendLoad(
          `${name}${writers}r${r}`,
          writers,
          PHASE_MS / ROUNDS,
          target.append,
        );
        totals[name].count += count;
        totals[name].ms += ms;
        totals[name].full.push(...full);
      }
    }
  } finally {
    await Promise.all(Object.values(opened).map((target) => target.close()));
  }
  return Object.fromEntries(
    Object.entries(totals).map(([name, t]) => [name, { perSecond: t.count / (t.ms / 1000), full: t.full }]),
  );
}

/**
 * The rejected design, measured: NOTIFY inside the appending transaction (a statement-level trigger on a copy of
 * the schema in a second database), which takes the cluster-wide notification-queue lock at every commit.
 */
async function withNotifyTriggerDatabase(databaseUrl, body) {
  const url = new URL(databaseUrl);
  const name = `${url.pathname.slice(1)}_notify`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  url.pathname = `/${name}`;
  const notifyUrl = url.toString();
  try {
    await migrate(notifyUrl);
    const client = new pg.Client({ connectionString: notifyUrl });
    await client.connect();
    await client.query(`CREATE FUNCTION bench_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_notify('es_events_bench', ''); RETURN NULL; END $$`);
    await client.query(
      'CREATE TRIGGER bench_notify AFTER INSERT ON es_events FOR EACH STATEMENT EXECUTE FUNCTION bench_notify()',
    );
    await client.end();
    return await body(notifyUrl);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function measureCatchUp(databaseUrl) {
  const target = ours(databaseUrl, 4);
  try {
    const count = async () => (await target.pool.query('SELECT count(*)::int AS n FROM es_events')).rows[0].n;
    // top up with 100-event appends so the catch-up has at least CATCH_UP_EVENTS to read
    for (let s = 0, have = await count(); have < CATCH_UP_EVENTS; s++, have += 100) {
      await target.store.append(
        `topup-${s}`,
        Array.from({ length: 100 }, (_, i) => newEvent(i)),
        'no_stream',
      );
    }
    const total = await count();
    const started = performance.now();
    const subscription = target.store.subscribeToAll();
    let seen = 0;
    for await (const event of subscription) {
      void event;
      if (++seen === total) break;
    }
    await subscription.close();
    return { total, perSecond: total / ((performance.now() - started) / 1000) };
  } finally {
    await target.close();
  }
}

async function compareReads(databaseUrl, getPostgreSQLEventStore, oursFull, emmettFull) {
  const readers = { ours: ours(databaseUrl, 1), emmett: emmett(getPostgreSQLEventStore, databaseUrl) };
  const streams = { ours: oursFull, emmett: emmettFull };
  const samples = { ours: [], emmett: [] };
  try {
    // alternate blocks of reads, for the same reason as the appends
    for (let block = 0; block < 10; block++) {
      for (const name of ['ours', 'emmett']) {
        const { p50, p99 } = await latencies(READS / 10, async (i) => {
          const list = streams[name];
          const length = await readers[name].read(list[(block * 97 + i) % list.length]);
          if (length !== STREAM_LENGTH) throw new Error(`${name}: expected ${STREAM_LENGTH} events, got ${length}`);
        });
        samples[name].push({ p50, p99 });
      }
    }
  } finally {
    await Promise.all(Object.values(readers).map((r) => r.close()));
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const summary = (name) => ({
    p50: median(samples[name].map((s) => s.p50)),
    p99: median(samples[name].map((s) => s.p99)),
  });
  return { ours: summary('ours'), emmett: summary('emmett') };
}

export async function run({ databaseUrl }) {
  const { getPostgreSQLEventStore } = await import('@event-driven-io/emmett-postgresql');
  await migrate(databaseUrl);
  const setup = new pg.Client({ connectionString: databaseUrl });
  await setup.connect();
  await setup.query('CREATE TABLE bench_raw (id bigserial PRIMARY KEY, stream text NOT NULL, data jsonb NOT NULL)');
  await setup.end();

  return withNotifyTriggerDatabase(databaseUrl, async (notifyUrl) => {
    const contenders = {
      ours: (w) => ours(databaseUrl, w),
      emmett: () => emmett(getPostgreSQLEventStore, databaseUrl),
      notifyInTx: (w) => ours(notifyUrl, w),
      raw: (w) => rawInsert(databaseUrl, w),
    };
    const one = await compareAppends(1, contenders);
    const eight = await compareAppends(8, contenders);
    const reads = await compareReads(databaseUrl, getPostgreSQLEventStore, eight.ours.full, eight.emmett.full);
    const catchUp = await measureCatchUp(databaseUrl);

    return {
      name: 'event store',
      figures: [
        { name: 'append, 1 writer: ours', value: round(one.ours.perSecond), unit: 'events/s' },
        { name: 'append, 1 writer: emmett', value: round(one.emmett.perSecond), unit: 'events/s' },
        {
          name: 'append, 1 writer: ours/emmett',
          value: round(one.ours.perSecond / one.emmett.perSecond, 2),
          unit: 'x',
        },
        { name: 'append, 8 writers: ours', value: round(eight.ours.perSecond), unit: 'events/s' },
        { name: 'append, 8 writers: emmett', value: round(eight.emmett.perSecond), unit: 'events/s' },
        {
          name: 'append, 8 writers: ours/emmett',
          value: round(eight.ours.perSecond / eight.emmett.perSecond, 2),
          unit: 'x',
        },
        {
          name: 'append, 1 writer: ours + NOTIFY in transaction',
          value: round(one.notifyInTx.perSecond),
          unit: 'events/s',
        },
        {
          name: 'append, 8 writers: ours + NOTIFY in transaction',
          value: round(eight.notifyInTx.perSecond),
          unit: 'events/s',
        },
        { name: 'append, 1 writer: raw single-row INSERT (floor)', value: round(one.raw.perSecond), unit: 'events/s' },
        {
          name: 'append, 8 writers: raw single-row INSERT (floor)',
          value: round(eight.raw.perSecond),
          unit: 'events/s',
        },
        { name: 'append, 1 writer: ours/floor', value: round(one.ours.perSecond / one.raw.perSecond, 2), unit: 'x' },
        {
          name: 'append, 8 writers: ours/floor',
          value: round(eight.ours.perSecond / eight.raw.perSecond, 2),
          unit: 'x',
        },
        { name: 'read 20-event stream p50: ours', value: round(reads.ours.p50, 3), unit: 'ms' },
        { name: 'read 20-event stream p99: ours', value: round(reads.ours.p99, 3), unit: 'ms' },
        { name: 'read 20-event stream p50: emmett', value: round(reads.emmett.p50, 3), unit: 'ms' },
        { name: 'read 20-event stream p99: emmett', value: round(reads.emmett.p99, 3), unit: 'ms' },
        { name: 'read p50 emmett/ours', value: round(reads.emmett.p50 / reads.ours.p50, 2), unit: 'x' },
        {
          name: `subscription catch-up from START (${catchUp.total} events)`,
          value: round(catchUp.perSecond),
          unit: 'events/s',
        },
      ],
    };
  });
}
