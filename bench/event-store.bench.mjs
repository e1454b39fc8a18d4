// Event store benchmark: our Postgres adapter against @event-driven-io/emmett-postgresql on the same server, in
// the same run, with the same workload (one event per append, exact expected revisions, 20-event streams,
// distinct streams per writer). Imports the compiled adapter from backend/dist (run `npm run build` first).
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';

const require = createRequire(import.meta.url);
const { PostgresEventStore } = require('../backend/dist/infrastructure/event-store/postgres/postgres-event-store.js');
const { eventStoreMigrations } = require('../backend/dist/infrastructure/event-store/postgres/event-store.migrations.js');

const PHASE_MS = Number(process.env.BENCH_PHASE_MS ?? 3_000);
const WARM_UP_MS = 500;
const STREAM_LENGTH = 20;
const CATCH_UP_EVENTS = 50_000;

const metadata = () => ({
  actorId: null,
  clientId: null,
  correlationId: randomUUID(),
  causationId: null,
  occurredAt: '2026-11-22T00:00:00.000Z',
  schemaVersion: 1,
});
const newEvent = (n) => ({ id: randomUUID(), type: 'Counted', data: { n, note: 'benchmark event' }, metadata: metadata() });

/** Runs `writers` loops for `ms`, each appending one event at a time to its own 20-event streams. */
async function appendLoad(label, writers, ms, appendOne) {
  let stop = false;
  let count = 0;
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
        }
      }
    }),
  );
  clearTimeout(timer);
  return count / ((performance.now() - started) / 1000);
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

const round = (n, digits = 0) => Number(n.toFixed(digits));

async function migrate(databaseUrl) {
  const db = new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 1 }) }) });
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
    close: async () => {
      await store.close();
      await pool.end();
    },
  };
}

function emmett(getPostgreSQLEventStore, databaseUrl) {
  const store = getPostgreSQLEventStore(databaseUrl);
  return {
    store,
    append: async (stream, event, expected) =>
      (
        await store.appendToStream(stream, [{ type: event.type, data: event.data, metadata: event.metadata }], {
          ...(expected !== null && { expectedStreamVersion: expected }),
        })
      ).nextExpectedStreamVersion,
    close: () => store.close(),
  };
}

async function measureAppends(label, writers, make) {
  const target = make(writers);
  try {
    await appendLoad(`${label}warm${writers}`, writers, WARM_UP_MS, target.append);
    return await appendLoad(`${label}${writers}`, writers, PHASE_MS, target.append);
  } finally {
    await target.close();
  }
}

/**
 * The rejected design, measured: NOTIFY inside the appending transaction (a statement-level trigger), which
 * takes the cluster-wide notification-queue lock at every commit.
 */
async function measureInTransactionNotify(databaseUrl, writers) {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE FUNCTION bench_notify() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN PERFORM pg_notify('es_events_bench', ''); RETURN NULL; END $$`);
  await admin.query(`CREATE TRIGGER bench_notify AFTER INSERT ON es_events FOR EACH STATEMENT EXECUTE FUNCTION bench_notify()`);
  try {
    return await measureAppends('notify', writers, (w) => ours(databaseUrl, w));
  } finally {
    await admin.query('DROP TRIGGER bench_notify ON es_events; DROP FUNCTION bench_notify()');
    await admin.end();
  }
}

async function measureCatchUp(databaseUrl) {
  const target = ours(databaseUrl, 4);
  try {
    const { rows } = await target.pool.query('SELECT count(*)::int AS n FROM es_events');
    // top up with 100-event appends so the catch-up has at least CATCH_UP_EVENTS to read
    for (let s = 0, have = rows[0].n; have < CATCH_UP_EVENTS; s++, have += 100) {
      await target.store.append(`topup-${s}`, Array.from({ length: 100 }, (_, i) => newEvent(i)), 'no_stream');
    }
    const total = (await target.pool.query('SELECT count(*)::int AS n FROM es_events')).rows[0].n;
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

export async function run({ databaseUrl }) {
  const { getPostgreSQLEventStore } = await import('@event-driven-io/emmett-postgresql');
  await migrate(databaseUrl);

  const ours1 = await measureAppends('ours', 1, (w) => ours(databaseUrl, w));
  const emmett1 = await measureAppends('emmett', 1, () => emmett(getPostgreSQLEventStore, databaseUrl));
  const ours8 = await measureAppends('ours', 8, (w) => ours(databaseUrl, w));
  const emmett8 = await measureAppends('emmett', 8, () => emmett(getPostgreSQLEventStore, databaseUrl));
  const notify8 = await measureInTransactionNotify(databaseUrl, 8);

  // stream reads: 20-event streams written above by the 8-writer phases
  const reads = 2_000;
  const streamNames = (prefix) => Array.from({ length: 8 * 10 }, (_, i) => `${prefix}8-w${i % 8}-s${Math.floor(i / 8)}`);
  const ourStreams = streamNames('ours');
  const emmettStreams = streamNames('emmett');
  const reader = ours(databaseUrl, 1);
  const ourRead = await latencies(reads, async (i) => {
    const events = await reader.store.readStream(ourStreams[i % ourStreams.length]);
    if (events.length !== STREAM_LENGTH) throw new Error(`expected ${STREAM_LENGTH} events, got ${events.length}`);
  });
  await reader.close();
  const emmettReader = getPostgreSQLEventStore(databaseUrl);
  const emmettRead = await latencies(reads, async (i) => {
    const { events } = await emmettReader.readStream(emmettStreams[i % emmettStreams.length]);
    if (events.length !== STREAM_LENGTH) throw new Error(`emmett: expected ${STREAM_LENGTH} events, got ${events.length}`);
  });
  await emmettReader.close();

  const catchUp = await measureCatchUp(databaseUrl);

  return {
    name: 'event store',
    figures: [
      { name: 'append, 1 writer: ours', value: round(ours1), unit: 'events/s' },
      { name: 'append, 1 writer: emmett', value: round(emmett1), unit: 'events/s' },
      { name: 'append, 1 writer: ours/emmett', value: round(ours1 / emmett1, 2), unit: 'x' },
      { name: 'append, 8 writers: ours', value: round(ours8), unit: 'events/s' },
      { name: 'append, 8 writers: emmett', value: round(emmett8), unit: 'events/s' },
      { name: 'append, 8 writers: ours/emmett', value: round(ours8 / emmett8, 2), unit: 'x' },
      { name: 'append, 8 writers: ours + NOTIFY in transaction', value: round(notify8), unit: 'events/s' },
      { name: 'read 20-event stream p50: ours', value: round(ourRead.p50, 3), unit: 'ms' },
      { name: 'read 20-event stream p99: ours', value: round(ourRead.p99, 3), unit: 'ms' },
      { name: 'read 20-event stream p50: emmett', value: round(emmettRead.p50, 3), unit: 'ms' },
      { name: 'read 20-event stream p99: emmett', value: round(emmettRead.p99, 3), unit: 'ms' },
      { name: 'read p50 emmett/ours', value: round(emmettRead.p50 / ourRead.p50, 2), unit: 'x' },
      { name: `subscription catch-up from START (${catchUp.total} events)`, value: round(catchUp.perSecond), unit: 'events/s' },
    ],
  };
}
