import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { comparePositions, type EventMetadata, type NewEvent, type RecordedEvent } from '@gc/contracts';
import { WrongExpectedRevisionError, type EventStore } from './event-store.port';

/**
 * The behaviour every EventStore adapter must show, run by each adapter's integration spec against a real
 * server. Streams carry a random suffix so the suite also works on a store shared with other data.
 */
export function describeEventStoreContract(
  name: string,
  factory: () => Promise<{ store: EventStore; cleanup(): Promise<void> }>,
): void {
  describe(`EventStore contract: ${name}`, () => {
    let store: EventStore;
    let cleanup: () => Promise<void>;

    beforeAll(async () => {
      ({ store, cleanup } = await factory());
    });
    afterAll(async () => {
      await cleanup?.();
    });

    const run = randomUUID().slice(0, 8);
    const stream = (label: string) => `contract_${label}-${run}`;

    describe('append and expected revisions', () => {
      it('given no stream, when appending with no_stream, then the stream starts at revision 0', async () => {
        const result = await store.append(stream('new'), [event('A'), event('B')], 'no_stream');

        expect(result.nextExpectedRevision).toBe(1n);
        expect((await store.readStream(stream('new'))).map((e) => e.revision)).toEqual([0n, 1n]);
      });

      it('given a stream, when appending with no_stream, then a typed conflict carries the actual revision', async () => {
        await store.append(stream('exists'), [event('A')], 'no_stream');

        const error = await store.append(stream('exists'), [event('B')], 'no_stream').catch((e: unknown) => e);

        expect(error).toBeInstanceOf(WrongExpectedRevisionError);
        expect(error).toMatchObject({ streamName: stream('exists'), expected: 'no_stream', actual: 0n });
      });

      it('given a stream at revision 1, when appending with exact revisions, then only the current one is accepted', async () => {
        await store.append(stream('exact'), [event('A'), event('B')], 'no_stream');

        const stale = await store.append(stream('exact'), [event('C')], 0n).catch((e: unknown) => e);
        const fresh = await store.append(stream('exact'), [event('C')], 1n);

        expect(stale).toBeInstanceOf(WrongExpectedRevisionError);
        expect(stale).toMatchObject({ expected: 0n, actual: 1n });
        expect(fresh.nextExpectedRevision).toBe(2n);
      });

      it('given no stream, when appending with an exact revision or stream_exists, then the conflict says no_stream', async () => {
        const exact = await store.append(stream('missing'), [event('A')], 0n).catch((e: unknown) => e);
        const exists = await store.append(stream('missing'), [event('A')], 'stream_exists').catch((e: unknown) => e);

        expect(exact).toMatchObject({ name: 'WrongExpectedRevisionError', actual: 'no_stream' });
        expect(exists).toMatchObject({ name: 'WrongExpectedRevisionError', actual: 'no_stream' });
        expect(await store.readStream(stream('missing'))).toEqual([]);
      });

      it('given a stream, when appending with stream_exists or any, then both append', async () => {
        const first = await store.append(stream('loose'), [event('A')], 'any');
        const second = await store.append(stream('loose'), [event('B')], 'stream_exists');
        const third = await store.append(stream('loose'), [event('C')], 'any');

        expect([first, second, third].map((r) => r.nextExpectedRevision)).toEqual([0n, 1n, 2n]);
      });

      it('given a stream, when appending zero events, then the current revision comes back and nothing is written', async () => {
        await store.append(stream('empty-append'), [event('A'), event('B')], 'no_stream');

        const result = await store.append(stream('empty-append'), [], 1n);

        expect(result.nextExpectedRevision).toBe(1n);
        expect(await store.readStream(stream('empty-append'))).toHaveLength(2);
      });

      it('given ten writers expecting the same revision, when they append at once, then exactly one wins', async () => {
        await store.append(stream('race'), [event('Created')], 'no_stream');
        const attempts = Array.from({ length: 10 }, (_, i) => event(`Writer${i}`));

        const outcomes = await Promise.allSettled(attempts.map((e) => store.append(stream('race'), [e], 0n)));

        const winners = outcomes.filter((o) => o.status === 'fulfilled');
        const losers = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
        expect(winners).toHaveLength(1);
        expect(losers.map((o) => o.reason)).toEqual(
          Array.from({ length: 9 }, () => expect.objectContaining({ name: 'WrongExpectedRevisionError', actual: 1n })),
        );
        const events = await store.readStream(stream('race'));
        expect(events.map((e) => e.revision)).toEqual([0n, 1n]);
        expect(attempts.map((e) => e.id)).toContain(events[1].id);
      });
    });

    describe('appends on condition that another stream is unchanged', () => {
      it('given the other stream at the revision named, when appending at an exact revision or to a new stream, then both append', async () => {
        await store.append(stream('rules'), [event('Published'), event('Edited')], 'no_stream');
        const unchanged = { streamName: stream('rules'), revision: 1n };

        const first = await store.append(stream('taker'), [event('A')], 'no_stream', { unchanged });
        const second = await store.append(stream('taker'), [event('B')], 0n, { unchanged });

        expect([first.nextExpectedRevision, second.nextExpectedRevision]).toEqual([0n, 1n]);
        expect((await store.readStream(stream('taker'))).map((e) => e.type)).toEqual(['A', 'B']);
      });

      it('given the other stream moved on, when appending on its older revision, then a conflict names that stream and nothing is appended', async () => {
        await store.append(stream('moved-rules'), [event('Published')], 'no_stream');
        await store.append(stream('moved-taker'), [event('A')], 'no_stream');
        await store.append(stream('moved-rules'), [event('Closed')], 0n);
        const unchanged = { streamName: stream('moved-rules'), revision: 0n };

        const exact = await store
          .append(stream('moved-taker'), [event('B')], 0n, { unchanged })
          .catch((e: unknown) => e);
        const fresh = await store
          .append(stream('moved-new'), [event('A')], 'no_stream', { unchanged })
          .catch((e: unknown) => e);

        for (const error of [exact, fresh]) {
          expect(error).toBeInstanceOf(WrongExpectedRevisionError);
          expect(error).toMatchObject({ streamName: stream('moved-rules'), expected: 0n, actual: 1n });
        }
        expect((await store.readStream(stream('moved-taker'))).map((e) => e.type)).toEqual(['A']);
        expect(await store.readStream(stream('moved-new'))).toEqual([]);
      });

      it('given the stream itself moved, when appending on condition, then the conflict is the stream own', async () => {
        await store.append(stream('own-rules'), [event('Published')], 'no_stream');
        await store.append(stream('own-taker'), [event('A'), event('B')], 'no_stream');

        const error = await store
          .append(stream('own-taker'), [event('C')], 0n, {
            unchanged: { streamName: stream('own-rules'), revision: 0n },
          })
          .catch((e: unknown) => e);

        expect(error).toMatchObject({ streamName: stream('own-taker'), expected: 0n, actual: 1n });
      });

      it('given a condition, when the append has no events or a loose expectation, then it is refused before anything is written', async () => {
        const unchanged = { streamName: stream('loose-rules'), revision: 0n };
        for (const [events, expected] of [
          [[], 0n],
          [[event('A')], 'any'],
          [[event('A')], 'stream_exists'],
        ] as const) {
          await expect(store.append(stream('loose-taker'), events, expected, { unchanged })).rejects.toThrow(
            RangeError,
          );
        }
        expect(await store.readStream(stream('loose-taker'))).toEqual([]);
      });
    });

    describe('idempotent appends', () => {
      it('given an append, when the same ids are appended again with the same expectation, then one copy and the same result', async () => {
        const events = [event('A'), event('B')];
        const original = await store.append(stream('retry'), events, 'no_stream');

        const retried = await store.append(stream('retry'), events, 'no_stream');

        expect(retried).toEqual(original);
        expect(await store.readStream(stream('retry'))).toHaveLength(2);
      });

      it('given an append with any, when it is retried with any, then nothing is appended twice', async () => {
        await store.append(stream('retry-any'), [event('First')], 'any');
        const events = [event('A'), event('B')];
        const original = await store.append(stream('retry-any'), events, 'any');

        const retried = await store.append(stream('retry-any'), events, 'any');

        expect(retried).toEqual(original);
        expect((await store.readStream(stream('retry-any'))).map((e) => e.type)).toEqual(['First', 'A', 'B']);
      });
    });

    describe('reading a stream', () => {
      const types = ['E0', 'E1', 'E2', 'E3', 'E4'];
      beforeAll(async () => {
        await store.append(
          stream('read'),
          types.map((t) => event(t)),
          'no_stream',
        );
      });

      it('given five events, when reading forwards from revision 1 with maxCount 3, then E1..E3', async () => {
        const events = await store.readStream(stream('read'), { fromRevision: 1n, maxCount: 3 });

        expect(events.map((e) => [e.type, e.revision])).toEqual([
          ['E1', 1n],
          ['E2', 2n],
          ['E3', 3n],
        ]);
      });

      it('given streams, when reading several at once, then each answer as readStream, in the order asked', async () => {
        await store.append(stream('read-other'), [event('O0'), event('O1')], 'no_stream');

        const [other, some, missing, all] = await store.readStreams([
          { streamName: stream('read-other'), fromRevision: 1n },
          { streamName: stream('read'), fromRevision: 3n },
          { streamName: stream('read-missing') },
          { streamName: stream('read') },
        ]);

        expect(other.map((e) => [e.type, e.revision])).toEqual([['O1', 1n]]);
        expect(some.map((e) => [e.type, e.revision])).toEqual([
          ['E3', 3n],
          ['E4', 4n],
        ]);
        expect(missing).toEqual([]);
        expect(all).toEqual(await store.readStream(stream('read')));
        expect(await store.readStreams([])).toEqual([]);
      });

      it('given five events, when reading backwards, then newest first, from a revision and capped', async () => {
        const all = await store.readStream(stream('read'), { direction: 'backwards' });
        const some = await store.readStream(stream('read'), { direction: 'backwards', fromRevision: 3n, maxCount: 2 });

        expect(all.map((e) => e.type)).toEqual(['E4', 'E3', 'E2', 'E1', 'E0']);
        expect(some.map((e) => e.type)).toEqual(['E3', 'E2']);
      });

      it('given no stream, when reading it, then an empty array', async () => {
        expect(await store.readStream(stream('never-written'))).toEqual([]);
        expect(await store.readStream(stream('never-written'), { direction: 'backwards' })).toEqual([]);
      });

      it('given an event with nested data and metadata, when read back, then both round-trip exactly', async () => {
        const data = {
          title: 'Équipe 🚀 "quoted" \\ back',
          scores: [1, 2.5, -3, 0],
          nested: { deep: { list: [{ a: null }, true, false] }, empty: {} },
        };
        const metadata: EventMetadata = {
          actorId: randomUUID(),
          clientId: null,
          correlationId: randomUUID(),
          causationId: randomUUID(),
          occurredAt: '2026-11-22T10:15:30.123Z',
          schemaVersion: 3,
        };
        const written = { ...event('Rich'), data, metadata };
        await store.append(stream('rich'), [written], 'no_stream');

        const [read] = await store.readStream(stream('rich'));

        expect(read).toMatchObject({ id: written.id, type: 'Rich', streamName: stream('rich'), revision: 0n });
        expect(read.data).toEqual(data);
        expect(read.metadata).toEqual(metadata);
        expect(read.recordedAt).toBeInstanceOf(Date);
      });
    });

    describe('the global order', () => {
      it('given appends to two streams, when reading all after a position, then exactly those, in order', async () => {
        const before = await store.headPosition();
        await store.append(stream('all-a'), [event('A1'), event('A2')], 'no_stream');
        await store.append(stream('all-b'), [event('B1')], 'no_stream');
        const last = await store.append(stream('all-a'), [event('A3')], 1n);

        await eventually(async () => {
          expect(comparePositions(await store.headPosition(), last.position)).toBeGreaterThanOrEqual(0);
        });
        const all = ours(await store.readAll({ after: before, maxCount: 10_000 }), 'all-');
        const afterFirst = ours(await store.readAll({ after: all[0].position, maxCount: 10_000 }), 'all-');
        const capped = await store.readAll({ after: before, maxCount: 2 });

        expect(all.map((e) => e.type)).toEqual(['A1', 'A2', 'B1', 'A3']);
        expectStrictlyIncreasing(all);
        expect(all[3].position).toEqual(last.position);
        expect(afterFirst.map((e) => e.type)).toEqual(['A2', 'B1', 'A3']);
        expect(capped).toHaveLength(2);
      });

      it('given an append, when asking for the head position, then it is the position of that append', async () => {
        const result = await store.append(stream('head'), [event('A'), event('B')], 'no_stream');

        await eventually(async () => {
          const head = await store.headPosition();

          expect(comparePositions(head, result.position)).toBeGreaterThanOrEqual(0);
        });
        expect(ours(await store.readAll({ after: result.position, maxCount: 100 }), 'head')).toEqual([]);
      });

      it('given an append, when asking for the last committed position, then it covers that append at once', async () => {
        const result = await store.append(stream('committed'), [event('A')], 'no_stream');

        expect(comparePositions(await store.lastCommittedPosition(), result.position)).toBeGreaterThanOrEqual(0);
      });

      it('given events before a position, when subscribing from it, then it catches up and then goes live', async () => {
        const before = await store.headPosition();
        await store.append(stream('sub'), [event('Old1'), event('Old2')], 'no_stream');
        const subscription = store.subscribeToAll({ after: before });
        const received: RecordedEvent[] = [];
        const done = (async () => {
          for await (const e of subscription) {
            if (e.streamName !== stream('sub')) continue;
            received.push(e);
            if (received.length === 4) break;
          }
        })();

        await waitUntil(() => received.length === 2);
        await store.append(stream('sub'), [event('New1')], 1n);
        await store.append(stream('sub'), [event('New2')], 2n);
        await withTimeout(done, 10_000);
        await subscription.close();

        expect(received.map((e) => e.type)).toEqual(['Old1', 'Old2', 'New1', 'New2']);
        expectStrictlyIncreasing(received);
      });

      it('given a waiter on the head, when an event is appended, then it wakes well before its timeout', async () => {
        const head = await store.headPosition();
        const started = Date.now();
        const waiting = store.waitForEvents(head, 20_000);

        await sleep(100);
        await store.append(stream('wake'), [event('Wake')], 'no_stream');
        await waiting;

        expect(Date.now() - started).toBeLessThan(5_000);
      });

      it('given nothing new, when waiting, then it resolves after the timeout without throwing', async () => {
        const head = await store.headPosition();
        const started = Date.now();

        await store.waitForEvents(head, 300);

        expect(Date.now() - started).toBeGreaterThanOrEqual(250);
      });
    });

    function ours(events: RecordedEvent[], label: string): RecordedEvent[] {
      return events.filter((e) => e.streamName.startsWith('contract_' + label) && e.streamName.endsWith(run));
    }
  });
}

export function event(type: string, data: unknown = { at: type }): NewEvent {
  return {
    id: randomUUID(),
    type,
    data,
    metadata: {
      actorId: null,
      clientId: null,
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: '2026-11-22T00:00:00.000Z',
      schemaVersion: 1,
    },
  };
}

function expectStrictlyIncreasing(events: RecordedEvent[]): void {
  for (let i = 1; i < events.length; i++) {
    expect(comparePositions(events[i - 1].position, events[i].position)).toBe(-1);
  }
}

/**
 * Retries an assertion for a while. Adapters may publish an append to global readers a little later than it is
 * acknowledged (Postgres: until older transactions in the cluster finish), never out of order.
 */
async function eventually(assertion: () => Promise<void>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await assertion();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(20);
    }
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(10);
  }
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
