// contracts' DTO decorators (class-transformer) need the metadata polyfill loaded first, as in main.ts.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Migration } from 'kysely';
import {
  comparePositions,
  START_POSITION,
  type GlobalPosition,
  type NewEvent,
  type RecordedEvent,
} from '@gc/contracts';
import {
  projectionMigrations,
  ProjectionRunner,
  readCheckpoint,
  type Projection,
  type ProjectionRunnerOptions,
  type RebuildProgress,
} from '@gc/projections';
// TODO(lead): '@gc/projections/testing' once jest.preset.js maps it.
import { createTestDatabase, deliverTwice, snapshotTables, type TestDatabase } from '../../../projections/src/testing';
import { eventStoreMigrations } from '../infrastructure/event-store/postgres/event-store.migrations';
import { PostgresEventStore } from '../infrastructure/event-store/postgres/postgres-event-store';

jest.setTimeout(60_000);

// Two test read models. stream-summary is replay-safe the way real projections must be ("set", keyed by
// stream); event-tally increments on purpose, so any event applied twice shows up as a wrong count.
const testMigrations: Record<string, Migration> = {
  '20261122_1100_runner_test_tables': {
    async up(db: Kysely<any>) {
      await sql`create table runner_test_streams (
        client_id text not null, stream_name text primary key, events int not null, last_type text not null)`.execute(
        db,
      );
      await sql`create table runner_test_tally (type text primary key, n int not null)`.execute(db);
    },
  },
};

const TYPES = ['ThingHappened', 'OtherHappened'] as const;

function streamSummary(overrides: Partial<Projection> = {}): Projection {
  return {
    name: 'stream-summary',
    version: 1,
    canHandle: TYPES,
    tables: ['runner_test_streams'],
    async handle(events, trx) {
      // Fold first: one INSERT ... ON CONFLICT may not touch the same row twice.
      const rows = new Map<string, { client_id: string; stream_name: string; events: number; last_type: string }>();
      for (const e of events) {
        rows.set(e.streamName, {
          client_id: e.metadata.clientId ?? '',
          stream_name: e.streamName,
          events: Number(e.revision) + 1,
          last_type: e.type,
        });
      }
      await sql`insert into runner_test_streams (client_id, stream_name, events, last_type)
        select * from jsonb_to_recordset(${JSON.stringify([...rows.values()])}::jsonb)
          as r(client_id text, stream_name text, events int, last_type text)
        on conflict (stream_name) do update set events = excluded.events, last_type = excluded.last_type`.execute(trx);
    },
    ...overrides,
  };
}

function eventTally(overrides: Partial<Projection> = {}): Projection {
  return {
    name: 'event-tally',
    version: 1,
    canHandle: TYPES,
    tables: ['runner_test_tally'],
    async handle(events, trx) {
      const counts = new Map<string, number>();
      for (const e of events) counts.set(e.type, (counts.get(e.type) ?? 0) + 1);
      for (const [type, n] of counts) {
        await sql`insert into runner_test_tally (type, n) values (${type}, ${n})
          on conflict (type) do update set n = runner_test_tally.n + excluded.n`.execute(trx);
      }
    },
    ...overrides,
  };
}

function newEvent(type: string, clientId = 'client-1'): NewEvent {
  return {
    id: randomUUID(),
    type,
    data: {},
    metadata: {
      actorId: null,
      clientId,
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: '2026-11-22T10:00:00.000Z',
      schemaVersion: 1,
    },
  };
}

describe('ProjectionRunner over the Postgres event store', () => {
  let testDb: TestDatabase;
  let store: PostgresEventStore;
  const runners: ProjectionRunner[] = [];

  beforeEach(async () => {
    testDb = await createTestDatabase({ ...eventStoreMigrations, ...projectionMigrations, ...testMigrations });
    store = new PostgresEventStore(testDb.pool, { idlePollMs: 50 });
  });

  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
    await store.close();
    await testDb.drop();
  });

  function runner(projections: Projection[], options: Partial<ProjectionRunnerOptions> = {}): ProjectionRunner {
    const created = new ProjectionRunner({
      pool: testDb.pool,
      db: testDb.db,
      eventSource: store,
      projections,
      idleWaitMs: 100,
      lockRetryMs: 50,
      errorBackoffMs: 20,
      ...options,
    });
    runners.push(created);
    return created;
  }

  /** 10 streams x `perStream` events: every third one a type nobody handles. */
  async function appendHistory(perStream = 12, streams = 10): Promise<GlobalPosition> {
    let last = START_POSITION;
    for (let s = 0; s < streams; s++) {
      const events = Array.from({ length: perStream }, (_, i) =>
        newEvent(i % 3 === 2 ? 'Ignored' : TYPES[i % 2], `client-${s % 2}`),
      );
      last = (await store.append(`thing-${s}`, events, 'no_stream')).position;
    }
    // Readers see only below the oldest transaction running anywhere on the server: another suite's open
    // transaction (a verify comparing under FOR SHARE) can hide these events for a moment. Tests read them at once.
    await waitFor(async () => comparePositions(await store.headPosition(), last) >= 0);
    return last;
  }

  async function caughtUp(r: ProjectionRunner, target: GlobalPosition, names?: string[]): Promise<void> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const positions = (await r.positions()).filter((p) => !names || names.includes(p.name));
      if (positions.every((p) => comparePositions(p.position, target) >= 0)) return;
      if (Date.now() > deadline) throw new Error(`not caught up: ${JSON.stringify(positions, bigintText)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  const tally = () =>
    testDb.db
      .selectFrom('runner_test_tally' as any)
      .selectAll()
      .orderBy('type')
      .execute();

  it('given history, when the runner runs, then each read model holds every handled event once and the checkpoint is at the head', async () => {
    const head = await appendHistory();
    const committed: string[] = [];
    const r = runner([streamSummary(), eventTally()], {
      batchSize: 7,
      onBatchCommitted: (name, events) => void committed.push(...events.map((e) => `${name}:${e.type}`)),
    });
    r.start();
    await caughtUp(r, head);

    expect(await tally()).toEqual([
      { type: 'OtherHappened', n: 40 },
      { type: 'ThingHappened', n: 40 },
    ]);
    const streams = await testDb.db
      .selectFrom('runner_test_streams' as any)
      .selectAll()
      .execute();
    expect(streams).toHaveLength(10);
    expect(streams.every((row: any) => row.events === 11 && row.last_type === 'ThingHappened')).toBe(true);
    expect(committed.filter((c) => c.startsWith('event-tally:'))).toHaveLength(80);
    expect(committed.some((c) => c.endsWith(':Ignored'))).toBe(false);

    // live: a new event after catching up is picked up from the wait
    const next = await store.append('thing-0', [newEvent('ThingHappened')], 11n);
    await caughtUp(r, next.position);
    expect(await tally()).toContainEqual({ type: 'ThingHappened', n: 41 });
  });

  it('given a handler that fails mid-history, when a batch fails, then neither its rows nor its checkpoint are kept, and it resumes once fixed', async () => {
    await appendHistory(12, 2); // thing-0: 12 events, then thing-1
    let poisoned = true;
    const failing = eventTally({
      async handle(events, trx) {
        await eventTally().handle(events, trx); // writes first, so the rollback is what keeps the table clean
        if (poisoned && events.some((e) => e.streamName === 'thing-1')) throw new Error('poison');
      },
    });
    const r = runner([failing], { batchSize: 12 });
    r.start();

    const firstBatchEnd = (await store.readAll({ maxCount: 12 })).at(-1)!.position;
    await caughtUp(r, firstBatchEnd);
    await waitFor(async () => (await r.positions())[0].lastError === 'poison');

    const checkpoint = await readCheckpoint(testDb.db, 'event-tally');
    expect(checkpoint?.position).toEqual(firstBatchEnd);
    expect(await tally()).toEqual([
      { type: 'OtherHappened', n: 4 },
      { type: 'ThingHappened', n: 4 },
    ]);

    poisoned = false;
    await caughtUp(r, await store.headPosition());
    expect(await tally()).toEqual([
      { type: 'OtherHappened', n: 8 },
      { type: 'ThingHappened', n: 8 },
    ]);
    expect((await r.positions())[0].lastError).toBeNull();
  });

  it('given projections running live, when an event they all handle arrives, then their rows and checkpoints commit in one transaction', async () => {
    const transactions = new Map<string, string[]>();
    const recording = (projection: Projection): Projection => ({
      ...projection,
      async handle(events, trx) {
        await projection.handle(events, trx);
        const { rows } = await sql<{ xid: string }>`select txid_current()::text as xid`.execute(trx);
        transactions.set(projection.name, [...(transactions.get(projection.name) ?? []), rows[0].xid]);
      },
    });
    // both loops wait for events (a long idle wait: no idle check of the stored checkpoint in between), so an
    // append wakes them in the same turn and they share its read, as under load
    const IDLE_WAIT_MS = 10_000;
    let idleWaiters = 0;
    const eventSource = {
      readAll: (options: { after: GlobalPosition; maxCount: number }) => store.readAll(options),
      headPosition: () => store.headPosition(),
      // counts the loops in their long wait for events (not a short one before a put-off checkpoint is written)
      async waitForEvents(after: GlobalPosition, timeoutMs: number, signal?: AbortSignal) {
        const idle = timeoutMs >= IDLE_WAIT_MS;
        if (idle) idleWaiters++;
        try {
          await store.waitForEvents(after, timeoutMs, signal);
        } finally {
          if (idle) idleWaiters--;
        }
      },
    };
    const r = runner([recording(streamSummary()), recording(eventTally())], {
      batchWindowMs: 0,
      idleWaitMs: IDLE_WAIT_MS,
      eventSource,
    });
    r.start();
    await caughtUp(r, await store.headPosition());

    for (let i = 0; i < 3; i++) {
      // both back in their wait, however long this host takes to get them there
      await waitFor(async () => idleWaiters === 2);
      const { position } = await store.append(`live-${i}`, [newEvent('ThingHappened')], 'no_stream');
      await caughtUp(r, position);
    }
    expect(transactions.get('stream-summary')).toHaveLength(3);
    expect(transactions.get('event-tally')).toEqual(transactions.get('stream-summary'));
    expect(await tally()).toEqual([{ type: 'ThingHappened', n: 3 }]);
  });

  it('given a steady stream of events, when a batch found some, then the runner reads on without asking the head first', async () => {
    const r = runner([eventTally()], { batchWindowMs: 20 });
    r.start();
    await caughtUp(r, await store.headPosition());
    // what the store was asked, in order: a read that found events, one that found none, the head
    const asked: ('found' | 'empty' | 'head')[] = [];
    const read = store.readAll.bind(store);
    const head = store.headPosition.bind(store);
    const reads = jest.spyOn(store, 'readAll').mockImplementation(async (options) => {
      const events = await read(options);
      asked.push(events.length > 0 ? 'found' : 'empty');
      return events;
    });
    const heads = jest.spyOn(store, 'headPosition').mockImplementation(() => {
      asked.push('head');
      return head();
    });
    let last = START_POSITION;
    let appended = 0;
    for (const until = Date.now() + 700; Date.now() < until; appended++) {
      last = (await store.append(`steady-${appended}`, [newEvent('ThingHappened')], 'no_stream')).position;
    }
    await caughtUp(r, last);
    reads.mockRestore();
    heads.mockRestore();
    // (Readers see only below the oldest transaction open anywhere on the server, so on a busy server a read may
    // find nothing and the loop waits, asking the head: that is allowed. After a read that found events, never.)
    const headAfterFound = asked.slice(1).filter((what, i) => asked[i] === 'found' && what === 'head').length;
    expect(asked).toContain('found');
    expect(headAfterFound).toBe(0);
    expect(await tally()).toEqual([{ type: 'ThingHappened', n: appended }]);
  });

  it('given projections sharing live transactions, when one fails on an event, then the others still commit it and the failing one alone stays behind', async () => {
    await appendHistory(3, 1);
    let poisoned = true;
    const failing = eventTally({
      async handle(events, trx) {
        await eventTally().handle(events, trx);
        if (poisoned && events.some((e) => e.streamName === 'poison')) throw new Error('poison');
      },
    });
    const r = runner([streamSummary(), failing], { batchWindowMs: 0 });
    r.start();
    const before = await store.headPosition();
    await caughtUp(r, before);

    const { position } = await store.append('poison', [newEvent('OtherHappened')], 'no_stream');
    await caughtUp(r, position, ['stream-summary']);
    await waitFor(async () => (await r.positions()).some((p) => p.name === 'event-tally' && p.lastError === 'poison'));
    expect((await readCheckpoint(testDb.db, 'event-tally'))?.position).toEqual(before);
    expect(await tally()).toEqual([
      { type: 'OtherHappened', n: 1 },
      { type: 'ThingHappened', n: 1 },
    ]);
    const summary = await testDb.db
      .selectFrom('runner_test_streams' as any)
      .select(['stream_name', 'events'] as any)
      .where('stream_name' as any, '=', 'poison')
      .execute();
    expect(summary).toEqual([{ stream_name: 'poison', events: 1 }]);

    poisoned = false;
    await caughtUp(r, position);
    expect(await tally()).toEqual([
      { type: 'OtherHappened', n: 2 },
      { type: 'ThingHappened', n: 1 },
    ]);
  });

  it('given a replay-safe projection, when the same events are delivered twice, then the rows are the same', async () => {
    const head = await appendHistory();
    const first = runner([streamSummary()], { batchSize: 9 });
    first.start();
    await caughtUp(first, head);
    await first.stop();
    const once = await snapshotTables(testDb.db, ['runner_test_streams']);

    // at-least-once delivery: put the checkpoint back without emptying the table, and run again
    await sql`update projection_checkpoints set commit_position = 0, prepare_position = 0`.execute(testDb.db);
    const second = runner([streamSummary()], { batchSize: 9 });
    second.start();
    await caughtUp(second, head);
    expect(await snapshotTables(testDb.db, ['runner_test_streams'])).toEqual(once);

    const { afterOnce, afterTwice } = await deliverTwice(testDb.db, streamSummary(), await store.readAll());
    expect(afterTwice).toEqual(afterOnce);
    expect(afterOnce).toEqual(once);
  });

  it('given two runners of the same projection, when both start, then only the lock holder works and the other takes over when it stops', async () => {
    const head = await appendHistory();
    const a = runner([eventTally()], { batchSize: 5 });
    const b = runner([eventTally()], { batchSize: 5 });
    a.start();
    await waitFor(async () => (await a.positions())[0].runningHere);
    b.start();
    await caughtUp(a, head);
    await sleep(300); // b keeps retrying the lock meanwhile
    expect((await b.positions())[0].runningHere).toBe(false);
    expect(await tally()).toEqual([
      { type: 'OtherHappened', n: 40 },
      { type: 'ThingHappened', n: 40 },
    ]);

    await a.stop();
    const next = await store.append('thing-1', [newEvent('OtherHappened')], 11n);
    await caughtUp(b, next.position);
    expect((await b.positions())[0].runningHere).toBe(true);
    expect(await tally()).toContainEqual({ type: 'OtherHappened', n: 41 });
  });

  it('given a read model built by version 1, when version 2 starts, then it truncates and replays into the new shape', async () => {
    const head = await appendHistory();
    const v1 = runner([streamSummary()]);
    v1.start();
    await caughtUp(v1, head);
    await v1.stop();
    await sql`insert into runner_test_streams values ('client-x', 'left-over', 1, 'x')`.execute(testDb.db);

    const v2Projection = streamSummary({
      version: 2,
      canHandle: ['OtherHappened'], // v2 summarises OtherHappened only
    });
    const v2 = runner([v2Projection]);
    v2.start();
    await waitFor(async () => {
      const checkpoint = await readCheckpoint(testDb.db, 'stream-summary');
      return checkpoint?.version === 2 && comparePositions(checkpoint.position, head) >= 0;
    });

    const rows = await testDb.db
      .selectFrom('runner_test_streams' as any)
      .selectAll()
      .execute();
    expect(rows).toHaveLength(10);
    expect(rows.every((row: any) => row.last_type === 'OtherHappened' && row.events === 10)).toBe(true);
  });

  it('given a stored version newer than the code, when the old code starts, then it stands aside', async () => {
    await appendHistory(3, 1);
    await sql`insert into projection_checkpoints (name, version) values ('stream-summary', 5)`.execute(testDb.db);
    const old = runner([streamSummary({ version: 4 })]);
    old.start();
    await sleep(300);
    expect(await readCheckpoint(testDb.db, 'stream-summary')).toEqual({ position: START_POSITION, version: 5 });
  });

  it('given nobody runs it, when rebuilt, then this call replays from the start with progress; given a runner, then that runner replays', async () => {
    const head = await appendHistory();
    const r = runner([eventTally(), streamSummary()], { batchSize: 25 });
    const progress: RebuildProgress[] = [];
    const [result] = await r.rebuild('event-tally', (p) => progress.push(p));

    expect(result).toMatchObject({ projection: 'event-tally', processed: 120, replayedBy: 'here' });
    expect(progress.map((p) => p.processed)).toEqual([0, 25, 50, 75, 100, 120]);
    expect(progress.at(-1)?.fraction).toBe(1);
    expect(await readCheckpoint(testDb.db, 'event-tally')).toEqual({ position: head, version: 1 });
    expect(await tally()).toContainEqual({ type: 'ThingHappened', n: 40 });
    await expect(r.rebuild('nope')).rejects.toThrow(/unknown projection nope; known: event-tally, stream-summary/);

    r.start();
    await caughtUp(r, head);
    const [again] = await r.rebuild('event-tally');
    expect(again.replayedBy).toBe('runner');
    expect(await tally()).toEqual([
      { type: 'OtherHappened', n: 40 },
      { type: 'ThingHappened', n: 40 },
    ]);
  });

  it('given a batch in progress, when stopped, then the batch commits before stop resolves', async () => {
    await appendHistory(12, 1);
    let entered!: () => void;
    const inBatch = new Promise<void>((resolve) => (entered = resolve));
    const slow = eventTally({
      async handle(events: RecordedEvent[], trx) {
        entered();
        await sleep(300);
        await eventTally().handle(events, trx);
      },
    });
    const r = runner([slow], { batchSize: 100 });
    r.start();
    await inBatch;
    await r.stop();
    expect(await tally()).toEqual([
      { type: 'OtherHappened', n: 4 },
      { type: 'ThingHappened', n: 4 },
    ]);
    expect((await readCheckpoint(testDb.db, 'event-tally'))?.position).toEqual(await store.headPosition());
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(20);
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function bigintText(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? value.toString() : value;
}
