import {
  START_POSITION,
  comparePositions,
  type GlobalPosition,
  type NewEvent,
  type RecordedEvent,
} from '@gc/contracts';
import { GatheredCalls, type GatheredCall } from '@gc/projections';
import type pg from 'pg';
import {
  WrongExpectedRevisionError,
  type AllSubscription,
  type AppendOptions,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type ReadAllOptions,
  type ReadStreamOptions,
  type StreamRead,
  type UnchangedStream,
  refuseLooseCondition,
} from '../../../shared/event-store.port';
import { pollingAllSubscription } from '../polling-all-subscription';
import { APPENDS_GATHERED, STATEMENTS, appendExactStatement, appendNewStreamsStatement } from './postgres-statements';
import { PostgresStreamReads, toRecordedEvent, type EventRow } from './postgres-stream-reads';
import { PostgresWakeUp } from './postgres-wake-up';

export interface PostgresEventStoreOptions {
  /** Send a NOTIFY after appends so other processes wake up at once (default true). */
  readonly notifyOtherProcesses?: boolean;
  /** At most one NOTIFY per this many ms per process; the first after a quiet period goes at once (default 10). */
  readonly notifyIntervalMs?: number;
  /** How often an idle waiter re-checks without any wake-up (default 1000 ms). */
  readonly idlePollMs?: number;
  /** Events per read while a subscription catches up (default 1000). */
  readonly subscriptionBatchSize?: number;
}

const EXPECTED_SENTINELS = { no_stream: -1n, any: -2n, stream_exists: -4n } as const;
const MAX_REVISION = '9223372036854775807';

interface AppendRow {
  outcome: 'ok' | 'retry' | 'conflict';
  next_revision: string | null;
  commit_xid: string | null;
  last_seq: string | null;
  /** the append's own statement carried the NOTIFY for other processes (PostgresWakeUp.claim) */
  notified?: boolean;
}

interface AppendAsked {
  readonly stream: string;
  readonly payload: string;
  /** an exact revision, or a new stream: the two kinds that are gathered */
  readonly expected: bigint | 'no_stream';
  readonly unchanged: UnchangedStream | undefined;
}

type GatheredAppend = GatheredCall<AppendAsked, AppendRow>;

/** A row of appendExactStatement / appendNewStreamsStatement: one per event inserted. */
interface InsertedRow {
  stream_name: string;
  next_revision: string;
  commit_xid: string;
  last_seq: string;
}

/** Event store on plain Postgres tables (es_streams, es_events), migrated by eventStoreMigrations. */
export class PostgresEventStore implements EventStore {
  private readonly wakeUp: PostgresWakeUp;
  private readonly idlePollMs: number;
  private readonly subscriptionBatchSize: number;
  private closed = false;
  private readonly streamReads: PostgresStreamReads;
  private readonly gatheredAppends = new GatheredCalls<AppendAsked, AppendRow>((calls) => this.appendGathered(calls));

  constructor(
    private readonly pool: pg.Pool,
    options: PostgresEventStoreOptions = {},
  ) {
    this.wakeUp = new PostgresWakeUp(pool, {
      enabled: options.notifyOtherProcesses ?? true,
      intervalMs: options.notifyIntervalMs ?? 10,
    });
    this.streamReads = new PostgresStreamReads(pool);
    this.idlePollMs = options.idlePollMs ?? 1_000;
    this.subscriptionBatchSize = options.subscriptionBatchSize ?? 1_000;
  }

  async append(
    streamName: string,
    events: readonly NewEvent[],
    expected: ExpectedRevision,
    options: AppendOptions = {},
  ): Promise<AppendResult> {
    if (typeof expected === 'bigint' && expected < 0n) throw new RangeError('expected revision must be >= 0');
    refuseLooseCondition(events, expected, options);
    const { unchanged } = options;
    const payload = JSON.stringify(events.map((e) => ({ id: e.id, type: e.type, data: e.data, metadata: e.metadata })));
    let row: AppendRow;
    try {
      row =
        (typeof expected === 'bigint' || expected === 'no_stream') && events.length > 0
          ? await this.gatheredAppend({ stream: streamName, payload, expected, unchanged })
          : await this.runAppend(streamName, payload, events.length, expected, unchanged);
    } catch (error) {
      // Two concurrent 'any' appends of the same ids: the loser hits the unique event id once the winner has
      // committed; run again and the retry is recognised (and answered) by the database.
      if (!isUniqueViolation(error, 'es_events_event_id_key')) throw error;
      row = await this.runAppend(streamName, payload, events.length, expected, unchanged);
    }
    if (row.outcome === 'conflict') {
      const actual = row.next_revision === null ? 'no_stream' : BigInt(row.next_revision);
      // the stream is where the caller expected it: what failed is the condition on the other stream
      if (unchanged && actual === (expected === 'no_stream' ? 'no_stream' : expected)) {
        throw new WrongExpectedRevisionError(
          unchanged.streamName,
          unchanged.revision,
          await this.revisionOf(unchanged),
        );
      }
      throw new WrongExpectedRevisionError(streamName, expected, actual);
    }
    if (row.outcome === 'ok' && events.length > 0) this.wakeUp.appended(row.notified === true);
    return {
      nextExpectedRevision: BigInt(row.next_revision ?? -1),
      position:
        row.commit_xid === null || row.last_seq === null
          ? START_POSITION
          : { commit: BigInt(row.commit_xid), prepare: BigInt(row.last_seq) },
    };
  }

  private async revisionOf({ streamName }: UnchangedStream): Promise<bigint | 'no_stream'> {
    const { rows } = await this.pool.query<{ revision: string }>({
      name: 'es_stream_revision',
      text: STATEMENTS.streamRevision,
      values: [streamName],
    });
    return rows.length ? BigInt(rows[0].revision) : 'no_stream';
  }

  /**
   * An append at an exact revision or to a new stream (a command handler's usual writes), sent with the others of the
   * same kind in the same turn of the event loop: one statement and one durable commit for up to APPENDS_GATHERED
   * streams (under load, concurrent autosaves each append to their own take; a cohort's first answers each start
   * one). Each stream's revision (or absence) is still checked on its own: one that fails its check inserts nothing and is answered by es_retry_or_conflict alone (a retry or a conflict), the others
   * succeed. If the statement fails as a whole (a unique event id, a deadlock, a lost connection), each append runs
   * again alone, as it would have without gathering (an append that did commit is then recognised as a retry).
   * Events of different streams share the transaction, hence one commit position with different sequences.
   */
  private gatheredAppend(asked: AppendAsked): Promise<AppendRow> {
    return this.gatheredAppends.call(asked);
  }

  private appendGathered(calls: GatheredAppend[]): void {
    this.appendGroups(calls.filter((call) => call.item.expected !== 'no_stream'));
    this.appendGroups(calls.filter((call) => call.item.expected === 'no_stream'));
  }

  /** Appends of one kind, in statements of distinct streams. */
  private appendGroups(calls: GatheredAppend[]): void {
    let rest = calls;
    while (rest.length > 0) {
      // distinct streams per statement (two appends to one stream in one turn: the second goes in the next one)
      const group: GatheredAppend[] = [];
      const later: GatheredAppend[] = [];
      const streams = new Set<string>();
      for (const item of rest) {
        if (group.length < APPENDS_GATHERED && !streams.has(item.item.stream)) {
          streams.add(item.item.stream);
          group.push(item);
        } else later.push(item);
      }
      // in name order: two statements locking the same streams lock them in the same order (no deadlock between
      // them; one would end in the fallback below after Postgres's deadlock timeout)
      void this.appendTogether(group.sort((a, b) => (a.item.stream < b.item.stream ? -1 : 1)));
      rest = later;
    }
  }

  private async appendTogether(group: GatheredAppend[]): Promise<void> {
    const alone = ({ item, done, fail }: GatheredAppend) =>
      this.runAppend(item.stream, item.payload, 1, item.expected, item.unchanged).then(done, fail);
    if (group.length === 1) return alone(group[0]);
    const fresh = group[0].item.expected === 'no_stream';
    const notified = this.wakeUp.claim();
    let appended: Map<string, InsertedRow>;
    try {
      const result = await this.pool.query<InsertedRow>({
        name: `${fresh ? 'es_append_new' : 'es_append_exact'}_${group.length}`,
        text: (fresh ? appendNewStreamsStatement : appendExactStatement)(group.length),
        values: [...group.flatMap(({ item }) => appendValues(item)), notified],
      });
      appended = lastInsertedPerStream(result.rows);
    } catch {
      if (notified) this.wakeUp.carrierLost();
      await Promise.all(group.map(alone));
      return;
    }
    await Promise.all(
      group.map(({ item, done, fail }) => {
        const row = appended.get(item.stream);
        return row
          ? done({ ...row, outcome: 'ok', notified })
          : this.retryOrConflict(item.stream, item.payload).then(done, fail);
      }),
    );
  }

  private async retryOrConflict(stream: string, payload: string): Promise<AppendRow> {
    const other = await this.pool.query<AppendRow>({
      name: 'es_retry_or_conflict',
      text: STATEMENTS.retryOrConflict,
      values: [stream, payload],
    });
    return other.rows[0];
  }

  /** One round trip, plus one more only when an exact / new-stream append fails its revision check (or condition). */
  private async runAppend(
    stream: string,
    payload: string,
    count: number,
    expected: ExpectedRevision,
    unchanged?: UnchangedStream,
  ): Promise<AppendRow> {
    if (count > 0 && (expected === 'no_stream' || typeof expected === 'bigint')) {
      const exact = typeof expected === 'bigint';
      const notified = this.wakeUp.claim();
      const result = await this.pool
        .query<InsertedRow>({
          name: exact ? 'es_append_exact' : 'es_append_new_stream',
          text: exact ? STATEMENTS.appendExact : STATEMENTS.appendNewStream,
          values: [...appendValues({ stream, payload, expected, unchanged }), notified],
        })
        .catch((error: unknown) => {
          if (notified) this.wakeUp.carrierLost();
          throw error;
        });
      const row = lastInsertedPerStream(result.rows).get(stream);
      if (row) return { ...row, outcome: 'ok', notified };
      return this.retryOrConflict(stream, payload);
    }
    const sentinel = typeof expected === 'bigint' ? expected : EXPECTED_SENTINELS[expected];
    const result = await this.pool.query<AppendRow>({
      name: 'es_append',
      text: STATEMENTS.append,
      values: [stream, payload, sentinel.toString()],
    });
    return result.rows[0];
  }

  async readStream(streamName: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    const from = options.fromRevision?.toString() ?? (backwards ? MAX_REVISION : '0');
    const result = await this.pool.query<EventRow>({
      name: backwards ? 'es_read_stream_backwards' : 'es_read_stream_forwards',
      text: backwards ? STATEMENTS.readBackwards : STATEMENTS.readForwards,
      values: [streamName, from, options.maxCount ?? null],
    });
    return result.rows.map(toRecordedEvent);
  }

  /** Gathered: several reads in one statement (PostgresStreamReads). */
  readStreams(reads: readonly StreamRead[]): Promise<RecordedEvent[][]> {
    return this.streamReads.read(reads);
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const after = options.after ?? START_POSITION;
    const result = await this.pool.query<EventRow>({
      name: 'es_read_all',
      text: STATEMENTS.readAll,
      values: [after.commit.toString(), after.prepare.toString(), options.maxCount ?? null],
    });
    return result.rows.map(toRecordedEvent);
  }

  subscribeToAll(options: { after?: GlobalPosition } = {}): AllSubscription {
    return pollingAllSubscription(this, {
      after: options.after,
      batchSize: this.subscriptionBatchSize,
      idleWaitMs: this.idlePollMs,
    });
  }

  async waitForEvents(after: GlobalPosition, timeoutMs: number, signal?: AbortSignal): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    // After a wake-up the new rows may still sit behind an older, unfinished transaction: re-check soon and
    // back off (2, 4, 8 ... ms) until the next wake-up or the idle poll interval.
    let retryMs = this.idlePollMs;
    for (;;) {
      const seen = this.wakeUp.current;
      if (comparePositions(await this.headPosition(), after) > 0) return;
      const remaining = deadline - Date.now();
      if (remaining <= 0 || signal?.aborted || this.closed) return;
      await this.wakeUp.sleep(seen, Math.min(remaining, retryMs), signal);
      retryMs = this.wakeUp.current !== seen ? 2 : Math.min(retryMs * 2, this.idlePollMs);
    }
  }

  /**
   * The last position readers can see. Calls made in the same turn of the event loop share one query, sent after
   * all of them (so none gets an answer older than its call): a runner's projection loops wake up together and each
   * asks, which was one query per projection per wake-up.
   */
  headPosition(): Promise<GlobalPosition> {
    this.nextHead ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      this.nextHead = null;
      return this.lastPosition('es_head', STATEMENTS.head);
    });
    return this.nextHead;
  }

  private nextHead: Promise<GlobalPosition> | null = null;

  async lastCommittedPosition(): Promise<GlobalPosition> {
    return this.lastPosition('es_last_committed', STATEMENTS.lastCommitted);
  }

  private async lastPosition(name: string, text: string): Promise<GlobalPosition> {
    const result = await this.pool.query<{ commit_xid: string; global_seq: string }>({ name, text });
    const row = result.rows[0];
    return row ? { commit: BigInt(row.commit_xid), prepare: BigInt(row.global_seq) } : START_POSITION;
  }

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1 FROM es_streams LIMIT 1');
  }

  /** Stops wake-ups and subscriptions' waits; the pool belongs to the caller, who ends it. */
  async close(): Promise<void> {
    this.closed = true;
    await this.wakeUp.close();
  }
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string };
  return e?.code === '23505' && e.constraint === constraint;
}

/** Each stream's last event inserted: its revision and position answer the append. */
function lastInsertedPerStream(rows: readonly InsertedRow[]): Map<string, InsertedRow> {
  const last = new Map<string, InsertedRow>();
  for (const row of rows) {
    const seen = last.get(row.stream_name);
    if (!seen || BigInt(row.next_revision) > BigInt(seen.next_revision)) last.set(row.stream_name, row);
  }
  return last;
}

/**
 * An append's parameters in appendExactStatement's or appendNewStreamsStatement's order (the statement's last
 * parameter, whether it carries the NOTIFY, follows every append's).
 */
function appendValues({ stream, payload, expected, unchanged }: AppendAsked): (string | null)[] {
  const condition = [unchanged?.streamName ?? null, unchanged?.revision.toString() ?? null];
  return expected === 'no_stream'
    ? [stream, payload, ...condition]
    : [stream, payload, expected.toString(), ...condition];
}
