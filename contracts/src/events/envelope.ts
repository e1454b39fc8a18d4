/**
 * The envelope every event travels in, shared by the write side (event store adapters), the read side
 * (projections) and anyone replaying history.
 *
 * A global position is a pair, like EventStoreDB's (commit, prepare): for EventStoreDB it is the log position;
 * for the Postgres adapter `commit` is the writing transaction id and `prepare` the row's sequence number, which
 * is the order in which a reader can safely see events (transactions commit out of sequence order).
 * Positions are totally ordered by (commit, prepare).
 */
export interface GlobalPosition {
  readonly commit: bigint;
  readonly prepare: bigint;
}

/** Before the first event. */
export const START_POSITION: GlobalPosition = Object.freeze({ commit: 0n, prepare: 0n });

export function comparePositions(a: GlobalPosition, b: GlobalPosition): -1 | 0 | 1 {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

/** The later of two positions; null stands for "nothing written". */
export function laterPosition(a: GlobalPosition | null, b: GlobalPosition | null): GlobalPosition | null {
  if (!a) return b;
  if (!b) return a;
  return comparePositions(a, b) >= 0 ? a : b;
}

/** Wire form of a position (HTTP header X-Min-Position, JSON responses): "commit.prepare". */
export function formatPosition(p: GlobalPosition): string {
  return `${p.commit}.${p.prepare}`;
}

/** Parses the wire form; returns null for anything that is not two non-negative integers. */
export function parsePosition(text: string | null | undefined): GlobalPosition | null {
  if (!text) return null;
  const match = /^(\d{1,20})\.(\d{1,20})$/.exec(text.trim());
  if (!match) return null;
  return { commit: BigInt(match[1]), prepare: BigInt(match[2]) };
}

export interface EventMetadata {
  /** user id of whoever caused the event; null for the system (seeding, timers) */
  readonly actorId: string | null;
  /** tenant (client id) the event belongs to; null for global facts (reference data, users) */
  readonly clientId: string | null;
  readonly correlationId: string;
  readonly causationId: string | null;
  /** ISO-8601 time the fact happened (given by the caller, never read from the clock inside the domain) */
  readonly occurredAt: string;
  readonly schemaVersion: number;
}

export interface NewEvent<TType extends string = string, TData = unknown> {
  /** uuid; appending the same ids again is idempotent */
  readonly id: string;
  readonly type: TType;
  readonly data: TData;
  readonly metadata: EventMetadata;
}

export interface RecordedEvent<TType extends string = string, TData = unknown> extends NewEvent<TType, TData> {
  readonly streamName: string;
  /** 0-based revision of the event in its stream */
  readonly revision: bigint;
  readonly position: GlobalPosition;
  readonly recordedAt: Date;
}

/** The body of a fact as contracts declare it per aggregate: `{ type, data }` (see e.g. user.events.ts). */
export interface EventFact {
  readonly type: string;
  readonly data: unknown;
}

/** How contracts declare one fact: `Fact<'ReflectionRenamed', { ... }>` is its `{ type, data }`. */
export type Fact<TType extends string, TData> = { readonly type: TType; readonly data: TData };

/**
 * A fact of a contracts union as the event store hands it back: the envelope with `type` and `data` typed per fact,
 * so a `switch (event.type)` narrows `data`. Distributes over a union (`RecordedEventOf<UserEvent>`).
 */
export type RecordedEventOf<TEvent extends EventFact> = TEvent extends EventFact
  ? RecordedEvent<TEvent['type'], TEvent['data']>
  : never;

/**
 * A type guard for the facts of `types`: the read side's one way from an untyped envelope to a typed union (the
 * runner, the projections and the reactions all select by type; the guard checks it instead of casting).
 */
export function isEventOf<TEvent extends EventFact>(
  types: readonly TEvent['type'][],
): (event: RecordedEvent) => event is RecordedEventOf<TEvent> {
  const known = new Set<string>(types);
  return (event): event is RecordedEventOf<TEvent> => known.has(event.type);
}
