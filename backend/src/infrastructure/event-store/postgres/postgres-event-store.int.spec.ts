// @gc/contracts carries class-validator DTOs whose decorators need the metadata polyfill loaded first.
import 'reflect-metadata';
import pg from 'pg';
import { describeEventStoreContract } from '../event-store.contract';
import { event } from '../event-store.helpers.contract';
import { WrongExpectedRevisionError } from '../../../shared/event-store.port';
import { PostgresEventStore } from './postgres-event-store';
import { STATEMENTS, readStreamsStatement } from './postgres-statements';
import { WAKE_UP_CHANNEL } from './postgres-wake-up';
import { freshEventStoreDatabase, type FreshEventStoreDatabase } from './test-support/fresh-event-store-database';

jest.setTimeout(60_000);

describeEventStoreContract('postgres', async () => {
  const database = await freshEventStoreDatabase();
  const store = new PostgresEventStore(database.pool);
  return {
    store,
    async cleanup() {
      await store.close();
      await database.drop();
    },
  };
});

describe('Postgres event store wake-ups across processes', () => {
  let database: FreshEventStoreDatabase;
  let otherPool: pg.Pool;
  beforeAll(async () => {
    database = await freshEventStoreDatabase(4);
    otherPool = new pg.Pool({ connectionString: database.connectionString, max: 2 });
    otherPool.on('error', () => undefined);
  });
  afterAll(async () => {
    await otherPool.end();
    await database.drop();
  });

  it('given a waiter in another process that polls only every 30 s, when an event is appended here, then the NOTIFY wakes it at once', async () => {
    const writer = new PostgresEventStore(database.pool);
    const reader = new PostgresEventStore(otherPool, { idlePollMs: 30_000 });
    const head = await reader.headPosition();
    await reader.waitForEvents(head, 50); // opens the LISTEN connection

    const started = Date.now();
    const waiting = reader.waitForEvents(head, 20_000);
    await writer.append('wake-across', [event('Woken')], 'no_stream');
    await waiting;

    expect(Date.now() - started).toBeLessThan(5_000);
    await writer.close();
    await reader.close();
  });

  /** A LISTEN connection counting the wake-ups other processes get, and the NOTIFY transactions the writer sent. */
  async function watchWakeUps(pool: pg.Pool) {
    const listener = new pg.Client({ connectionString: database.connectionString });
    await listener.connect();
    await listener.query(`LISTEN ${WAKE_UP_CHANNEL}`);
    let received = 0;
    const arrivals: (() => void)[] = [];
    listener.on('notification', () => {
      received++;
      for (const arrived of arrivals.splice(0)) arrived();
    });
    const sent: string[] = [];
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    jest.spyOn(pool, 'query').mockImplementation(((...args: unknown[]) => {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text;
      if (/^BEGIN;.*NOTIFY/.test(text)) sent.push(text);
      return query(...args);
    }) as never);
    return {
      received: () => received,
      notifyTransactions: () => sent.length,
      /** resolves at the next notification */
      next: () => new Promise<void>((arrived) => arrivals.push(arrived)),
      close: async () => {
        jest.restoreAllMocks();
        await listener.end();
      },
    };
  }

  it('given a quiet writer, when it appends, then the append statement itself carries the NOTIFY (no NOTIFY transaction of its own)', async () => {
    const pool = new pg.Pool({ connectionString: database.connectionString, max: 2 });
    const writer = new PostgresEventStore(pool);
    const wakeUps = await watchWakeUps(pool);

    const woken = wakeUps.next();
    await writer.append('carried-new', [event('Started')], 'no_stream');
    await woken;
    await new Promise((resolve) => setTimeout(resolve, 100));
    const woken2 = wakeUps.next();
    await writer.append('carried-new', [event('Went on')], 0n);
    await woken2;

    expect(wakeUps.received()).toBe(2);
    expect(wakeUps.notifyTransactions()).toBe(0);
    await wakeUps.close();
    await writer.close();
    await pool.end();
  });

  it('given appends in quick succession, when the last one was not carrying the NOTIFY, then a NOTIFY of its own still follows it', async () => {
    const pool = new pg.Pool({ connectionString: database.connectionString, max: 2 });
    const writer = new PostgresEventStore(pool, { notifyIntervalMs: 1_000 });
    const wakeUps = await watchWakeUps(pool);

    await writer.append('trailing', [event('First')], 'no_stream'); // carries the NOTIFY
    const after = wakeUps.next();
    await writer.append('trailing', [event('Second')], 0n); // within the interval: carries none
    expect(wakeUps.notifyTransactions()).toBe(0);
    await after; // the first's (it may arrive after the second append's answer) or the trailing one's
    while (wakeUps.received() < 2) await wakeUps.next();

    expect(wakeUps.received()).toBe(2);
    expect(wakeUps.notifyTransactions()).toBe(1);
    await wakeUps.close();
    await writer.close();
    await pool.end();
  });
});

describe('Postgres event store statement plans', () => {
  let database: FreshEventStoreDatabase;
  beforeAll(async () => {
    database = await freshEventStoreDatabase(2);
    // a store shaped like a cohort's: 100 streams of 80 events (takes autosaved answer by answer), where a plain join's
    // generic plan estimates so many events per stream that it hash-joins a scan of the whole store
    const store = new PostgresEventStore(database.pool);
    await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        store.append(
          `plan-${i}`,
          Array.from({ length: 80 }, (_, n) => event(`Answered${n % 4}`)),
          'no_stream',
        ),
      ),
    );
    await database.pool.query('ANALYZE es_events');
  });
  afterAll(async () => {
    await database.drop();
  });

  /** A store on a pool of one connection, so pg_prepared_statements shows every statement it prepared. */
  async function withOneConnection(test: (store: PostgresEventStore, pool: pg.Pool) => Promise<void>): Promise<void> {
    const pool = new pg.Pool({ connectionString: database.connectionString, max: 1 });
    const store = new PostgresEventStore(pool, { notifyOtherProcesses: false });
    try {
      await test(store, pool);
    } finally {
      await store.close();
      await pool.end();
    }
  }

  const readsAsked = [
    { streamName: 'plan-1', fromRevision: 77n },
    { streamName: 'plan-2', fromRevision: 79n },
  ];
  const answered = ['plan-1@77', 'plan-1@78', 'plan-1@79', 'plan-2@79'];
  const named = (rows: { stream_name: string; stream_revision: string }[]) =>
    rows.map((r) => `${r.stream_name}@${r.stream_revision}`);

  it.each([
    [
      'written out for two streams',
      readStreamsStatement(2),
      '(text, bigint, text, bigint)',
      `'plan-1', 77, 'plan-2', 79`,
    ],
    [
      'with arrays (more than sixteen streams)',
      STATEMENTS.readStreams,
      '(text[], bigint[])',
      `ARRAY['plan-1', 'plan-2'], ARRAY[77, 79]::bigint[]`,
    ],
  ])(
    'given the generic plan a prepared statement settles on, when readStreams reads two streams %s, then it reads them through the stream index, never by scanning the store',
    async (_form, text, types, args) => {
      const client = await database.pool.connect();
      try {
        await client.query('SET plan_cache_mode = force_generic_plan');
        await client.query(`PREPARE read_streams${types} AS ${text}`);
        const plan = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN EXECUTE read_streams(${args})`);
        const shown = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
        expect(shown).toMatch(/Index|index/);
        expect(shown).not.toMatch(/Seq Scan on es_events/);
        expect(named((await client.query(`EXECUTE read_streams(${args})`)).rows)).toEqual(answered);
      } finally {
        await client.query('DEALLOCATE ALL');
        await client.query('RESET plan_cache_mode');
        client.release();
      }
    },
  );

  it('given the default plan cache, when readStreams of two streams runs again and again on one connection, then the connection plans it five times and no more', async () => {
    await withOneConnection(async (store, pool) => {
      for (let run = 0; run < 12; run++) {
        const [one, two] = await store.readStreams(readsAsked);
        expect([...one, ...two].map((e) => `${e.streamName}@${e.revision}`)).toEqual(answered);
      }
      const { rows } = await pool.query<{ generic_plans: string; custom_plans: string }>(
        `SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name = 'es_read_streams_2'`,
      );
      // plan_cache_mode auto: five custom plans, then the generic one whenever it is estimated no dearer. The array
      // form was planned afresh on all twelve runs.
      expect(Number(rows[0].custom_plans)).toBeLessThanOrEqual(5);
      expect(Number(rows[0].generic_plans)).toBeGreaterThanOrEqual(7);
    });
  });

  it('given reads asked for in the same moment, when they run, then they share statements of at most sixteen streams and each caller gets its own answers', async () => {
    await withOneConnection(async (store, pool) => {
      const callers = Array.from({ length: 9 }, (_, i) => [
        { streamName: `plan-${i}`, fromRevision: BigInt(70 + i) },
        { streamName: `plan-${50 + i}`, fromRevision: 79n },
      ]);
      const answers = await Promise.all([...callers.map((reads) => store.readStreams(reads)), store.readStreams([])]);
      answers.slice(0, 9).forEach(([first, second], i) => {
        expect(first.map((e) => `${e.streamName}@${e.revision}`)).toEqual(
          Array.from({ length: 10 - i }, (_, n) => `plan-${i}@${70 + i + n}`),
        );
        expect(second.map((e) => `${e.streamName}@${e.revision}`)).toEqual([`plan-${50 + i}@79`]);
      });
      expect(answers[9]).toEqual([]);
      // nine callers of two streams: one statement of sixteen streams (eight callers) and one of two
      const { rows } = await pool.query<{ name: string; runs: string }>(
        `SELECT name, generic_plans + custom_plans AS runs FROM pg_prepared_statements ORDER BY name`,
      );
      expect(rows.map((r) => `${r.name} x${r.runs}`)).toEqual(['es_read_streams_16 x1', 'es_read_streams_2 x1']);
    });
  });

  it.each([1, 3])(
    'given %i stream(s) asked for alone, when readStreams runs, then each gets its own newer events',
    async (count) => {
      await withOneConnection(async (store) => {
        const reads = Array.from({ length: count }, (_, i) => ({ streamName: `plan-${i}`, fromRevision: 78n }));
        const answers = await store.readStreams(reads);
        expect(answers.map((events) => events.map((e) => `${e.streamName}@${e.revision}`))).toEqual(
          reads.map((_, i) => [`plan-${i}@78`, `plan-${i}@79`]),
        );
      });
    },
  );

  it('given appends at exact revisions made at the same moment, when one fails its check, then the others commit together in one statement and that one alone is refused', async () => {
    await withOneConnection(async (store, pool) => {
      await Promise.all(['a', 'b', 'c', 'd'].map((s) => store.append(`gather-${s}`, [event('First')], 'no_stream')));
      const sent = ['a', 'b', 'c', 'd'].map((s) => [event(`Second-${s}`), event(`Third-${s}`)]);
      const outcomes = await Promise.allSettled(
        ['a', 'b', 'c', 'd'].map((s, i) => store.append(`gather-${s}`, sent[i], s === 'c' ? 5n : 0n)),
      );

      expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
      expect((outcomes[2] as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedRevisionError);
      const results = outcomes.filter((o) => o.status === 'fulfilled').map((o) => o.value);
      expect(results.map((r) => r.nextExpectedRevision)).toEqual([2n, 2n, 2n]);
      // one transaction: one commit position, each append's own last sequence
      expect(new Set(results.map((r) => r.position.commit)).size).toBe(1);
      expect(new Set(results.map((r) => r.position.prepare)).size).toBe(3);
      for (const s of ['a', 'b', 'd']) {
        expect((await store.readStream(`gather-${s}`)).map((e) => e.type)).toEqual([
          'First',
          `Second-${s}`,
          `Third-${s}`,
        ]);
      }
      expect((await store.readStream('gather-c')).map((e) => e.type)).toEqual(['First']);
      const { rows } = await pool.query<{ name: string }>(
        `SELECT name FROM pg_prepared_statements WHERE name LIKE 'es_append%' ORDER BY name`,
      );
      expect(rows.map((r) => r.name)).toEqual(['es_append_exact_4', 'es_append_new_4']);

      // the same events again at the same revisions (a client's retry): recognised, nothing written twice
      const again = await Promise.all(['a', 'b'].map((s, i) => store.append(`gather-${s}`, sent[i], 0n)));
      expect(again).toEqual([results[0], results[1]]);
      expect(await store.readStream('gather-a')).toHaveLength(3);
    });
  });

  it('given new streams started at the same moment, when one exists already and one fails its condition, then the others commit together in one statement and those two alone are refused', async () => {
    await withOneConnection(async (store, pool) => {
      await store.append('fresh-c', [event('Earlier')], 'no_stream');
      await store.append('fresh-rules', [event('Published'), event('Closed')], 'no_stream');
      const starters = ['a', 'b', 'c', 'd'];
      const conditions = {
        a: { streamName: 'fresh-rules', revision: 1n },
        b: { streamName: 'fresh-rules', revision: 0n }, // moved on to 1
        c: undefined,
        d: undefined,
      } as const;
      const sent = starters.map((s) => [event(`Started-${s}`), event(`Answered-${s}`)]);

      const outcomes = await Promise.allSettled(
        starters.map((s, i) =>
          store.append(`fresh-${s}`, sent[i], 'no_stream', { unchanged: conditions[s as keyof typeof conditions] }),
        ),
      );

      expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
      // b names its condition's stream, c its own
      expect([outcomes[1], outcomes[2]].map((o) => (o as PromiseRejectedResult).reason)).toMatchObject([
        { name: 'WrongExpectedRevisionError', streamName: 'fresh-rules', expected: 0n, actual: 1n },
        { name: 'WrongExpectedRevisionError', streamName: 'fresh-c', expected: 'no_stream', actual: 0n },
      ]);
      const results = outcomes.filter((o) => o.status === 'fulfilled').map((o) => o.value);
      expect(results.map((r) => r.nextExpectedRevision)).toEqual([1n, 1n]);
      // one transaction: one commit position, each append's own last sequence
      expect(new Set(results.map((r) => r.position.commit)).size).toBe(1);
      expect(new Set(results.map((r) => r.position.prepare)).size).toBe(2);
      for (const s of starters) {
        expect((await store.readStream(`fresh-${s}`)).map((e) => e.type)).toEqual(
          s === 'a' || s === 'd' ? [`Started-${s}`, `Answered-${s}`] : s === 'c' ? ['Earlier'] : [],
        );
      }
      const { rows } = await pool.query<{ name: string }>(
        `SELECT name FROM pg_prepared_statements WHERE name LIKE 'es_append_new%' ORDER BY name`,
      );
      expect(rows.map((r) => r.name)).toEqual(['es_append_new_4', 'es_append_new_stream']);

      // the same events again (a client's retry): recognised, nothing written twice
      const again = await Promise.all(
        ['a', 'd'].map((s) => store.append(`fresh-${s}`, sent[s === 'a' ? 0 : 3], 'no_stream')),
      );
      expect(again).toEqual(results);
      expect(await store.readStream('fresh-a')).toHaveLength(2);
    });
  });

  it('given appends on conditions made at the same moment, when one condition fails, then the others commit in one statement and that one alone is refused, naming its condition', async () => {
    await withOneConnection(async (store, pool) => {
      const takers = ['a', 'b', 'c', 'd'];
      await Promise.all(takers.map((s) => store.append(`cond-${s}`, [event('First')], 'no_stream')));
      await store.append('cond-rules', [event('Published')], 'no_stream');
      await store.append('cond-other-rules', [event('Published'), event('Closed')], 'no_stream');
      const conditions = {
        a: { streamName: 'cond-rules', revision: 0n },
        b: { streamName: 'cond-other-rules', revision: 0n }, // moved on to 1
        c: { streamName: 'cond-other-rules', revision: 1n },
        d: undefined,
      } as const;

      const outcomes = await Promise.allSettled(
        takers.map((s) =>
          store.append(`cond-${s}`, [event(`Second-${s}`)], 0n, {
            unchanged: conditions[s as keyof typeof conditions],
          }),
        ),
      );

      expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
      expect((outcomes[1] as PromiseRejectedResult).reason).toMatchObject({
        name: 'WrongExpectedRevisionError',
        streamName: 'cond-other-rules',
        expected: 0n,
        actual: 1n,
      });
      const results = outcomes.filter((o) => o.status === 'fulfilled').map((o) => o.value);
      expect(new Set(results.map((r) => r.position.commit)).size).toBe(1);
      for (const s of takers) {
        expect((await store.readStream(`cond-${s}`)).map((e) => e.type)).toEqual(
          s === 'b' ? ['First'] : ['First', `Second-${s}`],
        );
      }
      const { rows } = await pool.query<{ name: string }>(
        `SELECT name FROM pg_prepared_statements WHERE name LIKE 'es_append_exact%' ORDER BY name`,
      );
      expect(rows.map((r) => r.name)).toEqual(['es_append_exact_4']);
    });
  });
});
