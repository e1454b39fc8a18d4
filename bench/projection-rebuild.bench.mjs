// Projection rebuild throughput: ~100k events in the Postgres event store, then one realistic projection (take
// progress: fold per take, one multi-row upsert per batch) rebuilt from the start by the ProjectionRunner.
// Target: at least 20,000 events/s. Uses compiled code (backend/dist, projections/dist): `npm run build` first.
//
//   node bench/projection-rebuild.bench.mjs        (standalone: creates and drops a database of its own)
//   npm run bench                                  (bench/run.mjs gives it a fresh database)
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import { standalone } from './support/stack.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const pg = require('pg');
const { Migrator, sql } = require('kysely');
const { PostgresEventStore } = require(
  path.join(root, 'backend/dist/infrastructure/event-store/postgres/postgres-event-store.js'),
);
const { eventStoreMigrations } = require(
  path.join(root, 'backend/dist/infrastructure/event-store/postgres/event-store.migrations.js'),
);
const { ProjectionRunner, createKysely, projectionMigrations } = require(path.join(root, 'projections/dist/index.js'));

const TAKES = 2_000;
const EVENTS_PER_TAKE = 50; // 100,000 events
const BATCH_SIZE = 1_000;
const TARGET_EVENTS_PER_SECOND = 20_000;

const benchMigrations = {
  '20261122_1300_bench_take_progress': {
    async up(db) {
      await sql`create table bench_take_progress (
        client_id uuid not null, take_id uuid primary key, reflection_id uuid not null, user_id uuid not null,
        answered int not null, submitted_at timestamptz, last_event_at timestamptz not null)`.execute(db);
      await sql`create index bench_take_progress_client_reflection on bench_take_progress (client_id, reflection_id)`.execute(
        db,
      );
    },
  },
};

/** Shaped like the real take read model: replay-safe (values set from the events, never incremented). */
const takeProgressProjection = {
  name: 'bench-take-progress',
  version: 1,
  canHandle: ['TakeStarted', 'TakeProgressSaved', 'TakeSubmitted'],
  tables: ['bench_take_progress'],
  async handle(events, trx) {
    const rows = new Map();
    for (const e of events) {
      const d = e.data;
      const row = rows.get(d.takeId) ?? {
        client_id: e.metadata.clientId,
        take_id: d.takeId,
        reflection_id: d.reflectionId,
        user_id: d.userId,
        answered: 0,
        submitted_at: null,
        last_event_at: e.metadata.occurredAt,
      };
      if (e.type === 'TakeProgressSaved') row.answered = d.answered;
      if (e.type === 'TakeSubmitted') row.submitted_at = e.metadata.occurredAt;
      row.last_event_at = e.metadata.occurredAt;
      rows.set(d.takeId, row);
    }
    // One statement per batch; the row already stored keeps what this batch does not say.
    await sql`insert into bench_take_progress as t
        (client_id, take_id, reflection_id, user_id, answered, submitted_at, last_event_at)
      select * from jsonb_to_recordset(${JSON.stringify([...rows.values()])}::jsonb) as r(client_id uuid,
        take_id uuid, reflection_id uuid, user_id uuid, answered int, submitted_at timestamptz, last_event_at timestamptz)
      on conflict (take_id) do update set
        answered = greatest(t.answered, excluded.answered),
        submitted_at = coalesce(excluded.submitted_at, t.submitted_at),
        last_event_at = greatest(t.last_event_at, excluded.last_event_at)`.execute(trx);
  },
};

function takeEvents(clientId, reflectionId) {
  const takeId = randomUUID();
  const userId = randomUUID();
  const base = Date.parse('2026-11-01T09:00:00Z');
  return Array.from({ length: EVENTS_PER_TAKE }, (_, i) => {
    const type =
      i === 0
        ? 'TakeStarted'
        : i === EVENTS_PER_TAKE - 1
          ? 'TakeSubmitted'
          : i % 5 === 0
            ? 'TakeViewed'
            : 'TakeProgressSaved';
    return {
      id: randomUUID(),
      type,
      data: { takeId, reflectionId, userId, answered: i },
      metadata: {
        actorId: userId,
        clientId,
        correlationId: randomUUID(),
        causationId: null,
        occurredAt: new Date(base + i * 60_000).toISOString(),
        schemaVersion: 1,
      },
    };
  });
}

export async function run({ databaseUrl }) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 8 });
  pool.on('error', () => undefined);
  const db = createKysely(pool);
  const store = new PostgresEventStore(pool);
  try {
    const migrator = new Migrator({
      db,
      provider: {
        getMigrations: async () => ({ ...eventStoreMigrations, ...projectionMigrations, ...benchMigrations }),
      },
      allowUnorderedMigrations: true,
    });
    const { error } = await migrator.migrateToLatest();
    if (error) throw error;

    // Bulk load: one append per take stream (50 events), four appends in flight.
    const clients = Array.from({ length: 20 }, () => randomUUID());
    const reflections = Array.from({ length: 100 }, () => randomUUID());
    const appendStarted = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < TAKES) {
          const n = next++;
          const events = takeEvents(clients[n % clients.length], reflections[n % reflections.length]);
          await store.append(`take-${events[0].data.takeId}`, events, 'no_stream');
        }
      }),
    );
    const appendSeconds = (performance.now() - appendStarted) / 1000;
    const totalEvents = TAKES * EVENTS_PER_TAKE;

    const runner = new ProjectionRunner({
      pool,
      db,
      eventSource: store,
      projections: [takeProgressProjection],
      batchSize: BATCH_SIZE,
    });
    const rebuildStarted = performance.now();
    const [result] = await runner.rebuild(takeProgressProjection.name);
    const rebuildSeconds = (performance.now() - rebuildStarted) / 1000;
    await runner.stop();

    const { rows } = await sql`select count(*)::int as takes, count(submitted_at)::int as submitted
      from bench_take_progress`.execute(db);
    if (result.processed !== totalEvents || rows[0].takes !== TAKES || rows[0].submitted !== TAKES) {
      throw new Error(`rebuild incomplete: ${JSON.stringify({ processed: result.processed, ...rows[0] })}`);
    }
    const eventsPerSecond = Math.round(totalEvents / rebuildSeconds);
    return {
      name: 'projection-rebuild',
      figures: [
        { name: 'events', value: totalEvents },
        { name: 'append (bulk, 50 per append)', value: Math.round(totalEvents / appendSeconds), unit: 'events/s' },
        { name: 'rebuild batch size', value: BATCH_SIZE, unit: 'events' },
        { name: 'rebuild time', value: Number(rebuildSeconds.toFixed(2)), unit: 's' },
        { name: 'rebuild throughput', value: eventsPerSecond, unit: 'events/s' },
        {
          name: `target ${TARGET_EVENTS_PER_SECOND.toLocaleString('en-US')} events/s`,
          value: eventsPerSecond >= TARGET_EVENTS_PER_SECOND ? 'met' : 'MISSED',
        },
      ],
    };
  } finally {
    await store.close();
    await db.destroy(); // ends the pool
  }
}

// Standalone: a database of its own on the server of DATABASE_URL.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await standalone(run);
