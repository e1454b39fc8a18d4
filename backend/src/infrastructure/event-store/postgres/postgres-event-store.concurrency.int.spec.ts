// @gc/contracts carries class-validator DTOs whose decorators need the metadata polyfill loaded first.
import 'reflect-metadata';
import { START_POSITION, comparePositions, type GlobalPosition, type RecordedEvent } from '@gc/contracts';
import type pg from 'pg';
import { event } from '../event-store.helpers.contract';
import { PostgresEventStore } from './postgres-event-store';
import { freshEventStoreDatabase, type FreshEventStoreDatabase } from './test-support/fresh-event-store-database';

jest.setTimeout(120_000);

/**
 * The proof that readers never skip an event that commits after a later sequence number, and never see one
 * twice: Postgres hands out sequence numbers at insert time, but transactions commit in any order.
 */
describe('Postgres event store under concurrent writers', () => {
  const WRITERS = 8;
  const EVENTS_PER_WRITER = 500;
  let database: FreshEventStoreDatabase;
  let store: PostgresEventStore;

  beforeAll(async () => {
    database = await freshEventStoreDatabase(WRITERS + 4);
    store = new PostgresEventStore(database.pool);
  });
  afterAll(async () => {
    await store.close();
    await database.drop();
  });

  it('given 8 writers x 500 appends committing out of sequence order, when a live subscriber and a later catch-up reader read, then both see every event once, in order', async () => {
    const total = WRITERS * EVENTS_PER_WRITER;
    const live: RecordedEvent[] = [];
    const subscription = store.subscribeToAll({ after: START_POSITION });
    const consuming = (async () => {
      for await (const e of subscription) {
        live.push(e);
        if (live.length === total) break;
      }
    })();

    // when: every writer appends one event per transaction to its own stream, on its own pool connection (a store
    // of its own per writer, as separate processes would be: one store gathers appends made at the same moment
    // into one statement, and writers in step would then never commit out of order)
    const completionOrder = new Map<bigint, number>();
    let completed = 0;
    const appendedIds: string[] = [];
    const writers = Array.from({ length: WRITERS }, () => new PostgresEventStore(database.pool));
    await Promise.all(
      writers.map(async (writer, w) => {
        for (let i = 0; i < EVENTS_PER_WRITER; i++) {
          const e = event('Counted', { writer: w, i });
          appendedIds.push(e.id);
          const result = await writer.append(`writer-${w}`, [e], i === 0 ? 'no_stream' : BigInt(i - 1));
          completionOrder.set(result.position.prepare, completed++);
        }
      }),
    );
    await Promise.all(writers.map((writer) => writer.close()));
    await withTimeout(consuming, 60_000);
    await subscription.close();
    const caughtUp = await readEverything(store, total);

    // then: the scenario really happened: some append with a higher sequence finished before a lower one
    const bySequence = [...completionOrder.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1));
    const outOfOrder = bySequence.filter((entry, i) => i > 0 && entry[1] < bySequence[i - 1][1]).length;
    expect(outOfOrder).toBeGreaterThan(0);

    // and both readers saw exactly the stored log, in (commit, prepare) order
    const stored = await database.pool.query<{ event_id: string }>(
      'SELECT event_id FROM es_events ORDER BY transaction_id, global_seq',
    );
    for (const seen of [live, caughtUp]) {
      expect(seen).toHaveLength(total);
      expect(seen.map((e) => e.id)).toEqual(stored.rows.map((r) => r.event_id));
      expect(new Set(seen.map((e) => e.id))).toEqual(new Set(appendedIds));
      expectStrictlyIncreasing(seen.map((e) => e.position));
      for (let w = 0; w < WRITERS; w++) {
        const revisions = seen.filter((e) => e.streamName === `writer-${w}`).map((e) => Number(e.revision));
        expect(revisions).toEqual(Array.from({ length: EVENTS_PER_WRITER }, (_, i) => i));
      }
    }
    console.log(`concurrency proof: ${total} events, ${outOfOrder} appends finished before a lower sequence`);
  });

  describe('a transaction that takes a lower sequence but commits later', () => {
    let a: pg.PoolClient;
    let b: pg.PoolClient;
    beforeEach(async () => {
      a = await database.pool.connect();
      b = await database.pool.connect();
    });
    afterEach(async () => {
      await a.query('ROLLBACK').catch(() => undefined);
      await b.query('ROLLBACK').catch(() => undefined);
      a.release();
      b.release();
    });

    it('given A holds sequence n uncommitted and B commits n+1, when reading, then the reader waits for A instead of skipping it', async () => {
      const before = await store.headPosition();
      const naiveCheckpoint = await maxSequence(database.pool);
      await a.query('BEGIN');
      const seqA = await appendInTransaction(a, 'ooo-a');
      const resultB = await store.append('ooo-b', [event('B')], 'no_stream');
      expect(resultB.position.prepare).toBeGreaterThan(seqA);

      // a reader trusting sequence numbers alone sees B now, moves its checkpoint past A, and loses A forever
      const naive = await database.pool.query<{ global_seq: string }>(
        'SELECT global_seq FROM es_events WHERE global_seq > $1 ORDER BY global_seq',
        [naiveCheckpoint],
      );
      expect(naive.rows.map((r) => BigInt(r.global_seq))).toEqual([resultB.position.prepare]);

      // ours shows nothing yet: B is held back until A finishes
      expect(await store.readAll({ after: before })).toEqual([]);
      expect(await store.headPosition()).toEqual(before);
      // ...yet B's position was issued: the last committed position covers it (X-Min-Position must not refuse it)
      expect(comparePositions(await store.lastCommittedPosition(), resultB.position)).toBeGreaterThanOrEqual(0);
      const started = Date.now();
      await store.waitForEvents(before, 300);
      expect(Date.now() - started).toBeGreaterThanOrEqual(250);

      const waiting = store.waitForEvents(before, 10_000);
      await a.query('COMMIT');
      await withTimeout(waiting, 5_000);

      const seen = await readAtLeast(store, before, 2);
      expect(seen.map((e) => e.streamName)).toEqual(['ooo-a', 'ooo-b']);
      expectStrictlyIncreasing(seen.map((e) => e.position));
    });

    it('given B started first (lower transaction id) but inserts after A, when both commit in turn, then positions follow transaction ids and nothing is skipped', async () => {
      const before = await store.headPosition();
      await b.query('BEGIN');
      await b.query('SELECT pg_current_xact_id()');
      await a.query('BEGIN');
      const seqA = await appendInTransaction(a, 'xid-a');
      const seqB = await appendInTransaction(b, 'xid-b');
      await b.query('COMMIT');
      expect(seqB).toBeGreaterThan(seqA);

      const first = await readAtLeast(store, before, 1);
      expect(first.map((e) => e.streamName)).toEqual(['xid-b']);

      await a.query('COMMIT');
      const second = await readAtLeast(store, first[0].position, 1);
      expect(second.map((e) => e.streamName)).toEqual(['xid-a']);
      expect(second[0].position.prepare).toBeLessThan(first[0].position.prepare);
      expect(comparePositions(second[0].position, first[0].position)).toBe(1);
    });
  });
});

async function appendInTransaction(client: pg.PoolClient, stream: string): Promise<bigint> {
  const result = await client.query<{ last_seq: string }>('SELECT last_seq FROM es_append($1, $2::jsonb, -1)', [
    stream,
    JSON.stringify([event('InTransaction')]),
  ]);
  return BigInt(result.rows[0].last_seq);
}

async function maxSequence(pool: pg.Pool): Promise<string> {
  const result = await pool.query<{ max: string }>('SELECT coalesce(max(global_seq), 0)::text AS max FROM es_events');
  return result.rows[0].max;
}

/** Reads from the start in odd-sized pages; waits if a transaction elsewhere still holds the horizon back. */
async function readEverything(store: PostgresEventStore, expected: number): Promise<RecordedEvent[]> {
  const seen: RecordedEvent[] = [];
  const deadline = Date.now() + 30_000;
  let after: GlobalPosition = START_POSITION;
  while (seen.length < expected && Date.now() < deadline) {
    const page = await store.readAll({ after, maxCount: 333 });
    seen.push(...page);
    if (page.length > 0) after = page[page.length - 1].position;
    else await store.waitForEvents(after, 1_000);
  }
  return seen;
}

/**
 * The visibility horizon is cluster-wide: a write transaction in someone else's database (other suites share
 * this server) holds every reader back until it ends. Wait for it, bounded, instead of reading once.
 */
async function readAtLeast(store: PostgresEventStore, after: GlobalPosition, count: number): Promise<RecordedEvent[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const events = await store.readAll({ after });
    if (events.length >= count || Date.now() > deadline) return events;
    await store.waitForEvents(after, 200);
  }
}

function expectStrictlyIncreasing(positions: GlobalPosition[]): void {
  const violations = positions.filter((p, i) => i > 0 && comparePositions(positions[i - 1], p) !== -1);
  expect(violations).toEqual([]);
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
