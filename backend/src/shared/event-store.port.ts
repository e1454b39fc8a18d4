import type { GlobalPosition, NewEvent, RecordedEvent } from '@gc/contracts';

/**
 * What an append expects of the stream: that it does not exist yet, that it exists, that its last event has
 * exactly this revision (0-based), or nothing at all.
 */
export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | bigint;

export interface AppendResult {
  /** revision of the last event now in the stream: pass it as the next expected revision */
  readonly nextExpectedRevision: bigint;
  /** global position of the last event appended (or already there, for an idempotent retry) */
  readonly position: GlobalPosition;
}

export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamName: string,
    readonly expected: ExpectedRevision,
    /** current revision, or 'no_stream' */
    readonly actual: bigint | 'no_stream',
  ) {
    super(`Wrong expected revision for stream ${streamName}: expected ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

/**
 * A condition on another stream for an append: its last event must still be at this revision when the events are
 * appended (a decision made on that stream's state as the caller folded it, without reading it again). If it moved,
 * nothing is appended and the append fails with a WrongExpectedRevisionError naming that stream.
 */
export interface UnchangedStream {
  readonly streamName: string;
  readonly revision: bigint;
}

export interface AppendOptions {
  /**
   * Only with an exact revision or 'no_stream', and at least one event. The Postgres store checks it in the
   * statement that appends, on that statement's snapshot; EventStoreDB (no multi-stream condition) reads the
   * stream's last revision just before the append, which is what a caller reading it before deciding would see.
   */
  readonly unchanged?: UnchangedStream;
}

/** Refuses (RangeError) a condition on an append that has no events or a loose expectation: every adapter's first step. */
export function refuseLooseCondition(
  events: readonly unknown[],
  expected: ExpectedRevision,
  options: AppendOptions,
): void {
  if (options.unchanged && (events.length === 0 || (typeof expected !== 'bigint' && expected !== 'no_stream'))) {
    throw new RangeError("an append on condition takes at least one event and an exact revision or 'no_stream'");
  }
}

export interface ReadStreamOptions {
  readonly direction?: 'forwards' | 'backwards';
  /** inclusive; defaults to the start (forwards) or the end (backwards) */
  readonly fromRevision?: bigint;
  readonly maxCount?: number;
}

export interface StreamRead {
  readonly streamName: string;
  /** inclusive; defaults to the start */
  readonly fromRevision?: bigint;
}

export interface ReadAllOptions {
  /** exclusive: events strictly after this position; START_POSITION reads from the beginning */
  readonly after?: GlobalPosition;
  readonly maxCount?: number;
}

/** A live subscription: iterate it; close() ends the iteration. */
export interface AllSubscription extends AsyncIterable<RecordedEvent> {
  close(): Promise<void>;
}

export interface EventStore {
  /** Appends atomically. Idempotent: events whose ids are already in the stream are not appended twice. */
  append(
    streamName: string,
    events: readonly NewEvent[],
    expectedRevision: ExpectedRevision,
    options?: AppendOptions,
  ): Promise<AppendResult>;
  /** Events of one stream; an empty array when the stream does not exist. */
  readStream(streamName: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /**
   * Several streams read forwards at once (each from its own revision, inclusive), in one round trip where the
   * store allows: an answer per read, in the order asked, each as readStream would give it.
   */
  readStreams(reads: readonly StreamRead[]): Promise<RecordedEvent[][]>;
  /** Events of every stream in global order, never skipping one that commits later with a lower sequence. */
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** Catches up from `after` and then goes live, delivering every event exactly once, in global order. */
  subscribeToAll(options?: { after?: GlobalPosition }): AllSubscription;
  /**
   * Resolves when events after `after` may be readable, or after timeoutMs, whichever comes first
   * (a wake-up hint for pollers such as the projection runner; never throws on timeout).
   */
  waitForEvents(after: GlobalPosition, timeoutMs: number): Promise<void>;
  /** Position of the last event a reader can see now (START_POSITION when empty). */
  headPosition(): Promise<GlobalPosition>;
  /**
   * Position of the last event committed, even one readers cannot see yet (behind an older, unfinished
   * transaction): no append ever answered a position beyond it, so a position beyond it was never issued.
   */
  lastCommittedPosition(): Promise<GlobalPosition>;
  /** Reachability check for /api/ready. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
