import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '@gc/contracts';
import { WrongExpectedRevisionError, type EventStore } from '../../shared/event-store.port';
import { describeReadingContract } from './event-store.reading.contract';
import { event } from './event-store.helpers.contract';

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

    describeReadingContract({ store: () => store, stream, ours });

    function ours(events: RecordedEvent[], label: string): RecordedEvent[] {
      return events.filter((e) => e.streamName.startsWith('contract_' + label) && e.streamName.endsWith(run));
    }
  });
}
