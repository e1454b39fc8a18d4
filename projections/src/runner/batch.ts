import { comparePositions, START_POSITION, type GlobalPosition, type RecordedEvent } from '@gc/contracts';

/** The events of a batch a projection consumes, in their global order. */
export function selectHandled(canHandle: readonly string[], events: readonly RecordedEvent[]): RecordedEvent[] {
  const types = new Set(canHandle);
  return events.filter((event) => types.has(event.type));
}

/** Where a checkpoint moves after a batch: the last event read, whether or not the projection handled it. */
export function batchEnd(events: readonly RecordedEvent[], current: GlobalPosition): GlobalPosition {
  const last = events.at(-1);
  if (!last) return current;
  if (comparePositions(last.position, current) <= 0) {
    // An event source that hands back events at or before the checkpoint would make us apply them twice.
    throw new Error(`event source went backwards: ${last.position.commit}.${last.position.prepare}`);
  }
  return last.position;
}

export function hasReached(position: GlobalPosition, target: GlobalPosition): boolean {
  return comparePositions(position, target) >= 0;
}

/**
 * Share of the way from `from` to `head`, estimated on the prepare part of positions: the Postgres adapter's
 * prepare is its event sequence and EventStoreDB's is the log byte offset, both growing with history size
 * (the commit part of the Postgres adapter is a transaction id, which does not).
 */
export function progressFraction(position: GlobalPosition, head: GlobalPosition, from = START_POSITION): number {
  if (hasReached(position, head)) return 1;
  const span = head.prepare - from.prepare;
  if (span <= 0n) return 0;
  const done = position.prepare - from.prepare;
  if (done <= 0n) return 0;
  // Never 1 before the head is reached: prepare can run ahead of commit order in the Postgres adapter.
  return Math.min(0.999, Number((done * 10_000n) / span) / 10_000);
}

/** Checkpoint columns (numeric, read back as strings) to a position. */
export function positionFromColumns(commit: string | bigint, prepare: string | bigint): GlobalPosition {
  return { commit: BigInt(commit), prepare: BigInt(prepare) };
}
