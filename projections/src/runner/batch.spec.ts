import type { GlobalPosition, RecordedEvent } from '@gc/contracts';
import { batchEnd, hasReached, positionFromColumns, progressFraction, selectHandled } from './batch';

const at = (commit: bigint, prepare: bigint): GlobalPosition => ({ commit, prepare });
const event = (type: string, position: GlobalPosition): RecordedEvent => ({
  id: `${type}-${position.prepare}`,
  type,
  data: {},
  metadata: { actorId: null, clientId: null, correlationId: 'c', causationId: null, occurredAt: '', schemaVersion: 1 },
  streamName: 's-1',
  revision: position.prepare,
  position,
  recordedAt: new Date(0),
});

describe('selectHandled', () => {
  it('given a mixed batch, when filtered, then keeps only the handled types in their order', () => {
    const batch = [event('A', at(1n, 1n)), event('B', at(1n, 2n)), event('A', at(2n, 3n)), event('C', at(3n, 4n))];
    expect(selectHandled(['A', 'C'], batch).map((e) => e.position.prepare)).toEqual([1n, 3n, 4n]);
  });

  it('given a projection that handles none of the batch, when filtered, then nothing is left', () => {
    expect(selectHandled(['Z'], [event('A', at(1n, 1n))])).toEqual([]);
  });
});

describe('batchEnd', () => {
  it('given a batch, when its end is taken, then it is the last event read even if not handled', () => {
    expect(batchEnd([event('A', at(5n, 1n)), event('B', at(7n, 2n))], at(4n, 9n))).toEqual(at(7n, 2n));
  });

  it('given an empty batch, when its end is taken, then the checkpoint stays', () => {
    expect(batchEnd([], at(4n, 9n))).toEqual(at(4n, 9n));
  });

  it('given a source that returns an event at the checkpoint, when its end is taken, then it refuses', () => {
    expect(() => batchEnd([event('A', at(4n, 9n))], at(4n, 9n))).toThrow(/backwards/);
  });
});

describe('hasReached', () => {
  it('orders by commit first, then prepare', () => {
    expect(hasReached(at(2n, 1n), at(1n, 50n))).toBe(true);
    expect(hasReached(at(1n, 50n), at(2n, 1n))).toBe(false);
    expect(hasReached(at(2n, 3n), at(2n, 3n))).toBe(true);
    expect(hasReached(at(2n, 2n), at(2n, 3n))).toBe(false);
  });
});

describe('progressFraction', () => {
  it('given a position half way along prepare, when estimated, then it is one half', () => {
    expect(progressFraction(at(900n, 500n), at(1000n, 1000n))).toBe(0.5);
  });

  it('given the head reached, when estimated, then it is one, even with a prepare beyond the head', () => {
    expect(progressFraction(at(1000n, 1000n), at(1000n, 1000n))).toBe(1);
    expect(progressFraction(at(1001n, 2000n), at(1000n, 1000n))).toBe(1);
  });

  it('given an empty history, when estimated from the start, then it is done', () => {
    expect(progressFraction(at(0n, 0n), at(0n, 0n))).toBe(1);
  });

  it('given a commit behind the head but a prepare past it, when estimated, then it stays below one', () => {
    expect(progressFraction(at(999n, 2000n), at(1000n, 1000n))).toBe(0.999);
  });
});

describe('positionFromColumns', () => {
  it('given numeric columns read back as strings, when parsed, then positions beyond 2^63 survive exactly', () => {
    expect(positionFromColumns('18446744073709551615', '7')).toEqual(at(18446744073709551615n, 7n));
  });
});
