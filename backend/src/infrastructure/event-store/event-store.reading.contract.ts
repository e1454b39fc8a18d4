import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { comparePositions, type EventMetadata, type RecordedEvent } from '@gc/contracts';
import type { EventStore } from '../../shared/event-store.port';
import {
  event,
  eventually,
  expectStrictlyIncreasing,
  sleep,
  waitUntil,
  withTimeout,
} from './event-store.helpers.contract';

/** What the contract's parts share: the store under test, a stream name per label, and the events of a label. */
export interface ContractRun {
  store(): EventStore;
  stream(label: string): string;
  ours(events: RecordedEvent[], label: string): RecordedEvent[];
}

/** The reading half of the EventStore contract (describeEventStoreContract): one stream, and all streams in order. */
export function describeReadingContract(run: ContractRun): void {
  const { stream, ours } = run;
  let store: EventStore;
  beforeAll(() => {
    store = run.store();
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
}
