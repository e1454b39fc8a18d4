import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  type JSONType,
  type Position,
  type ReadPosition,
  type ResolvedEvent,
} from '@eventstore/db-client';
import {
  START_POSITION,
  comparePositions,
  type EventMetadata,
  type GlobalPosition,
  type NewEvent,
  type RecordedEvent,
} from '@gc/contracts';
import type * as Port from '../../../shared/event-store.port';
import { WrongExpectedRevisionError, refuseLooseCondition } from '../../../shared/event-store.port';

const PAGE_SIZE = 1_000;

/**
 * EventStoreDB / KurrentDB adapter. Positions are the server's (commit, prepare) log positions; the ids we give
 * events are the server's event ids, which gives EventStoreDB's own idempotent appends. System events ($-prefixed
 * types) never leave this adapter.
 */
export class EsdbEventStore implements Port.EventStore {
  private readonly client: EventStoreDBClient;

  constructor(connectionString: string) {
    this.client = EventStoreDBClient.connectionString(connectionString);
  }

  async append(
    streamName: string,
    events: readonly NewEvent[],
    expected: Port.ExpectedRevision,
    options: Port.AppendOptions = {},
  ): Promise<Port.AppendResult> {
    refuseLooseCondition(events, expected, options);
    const { unchanged } = options;
    if (unchanged) {
      // no condition on another stream in EventStoreDB's append: its last revision, read just before
      const [last] = await this.readStream(unchanged.streamName, { direction: 'backwards', maxCount: 1 });
      const actual = last ? last.revision : 'no_stream';
      if (actual !== unchanged.revision)
        throw new WrongExpectedRevisionError(unchanged.streamName, unchanged.revision, actual);
    }
    try {
      const result = await this.client.appendToStream(
        streamName,
        events.map((e) =>
          jsonEvent({
            id: e.id,
            type: e.type,
            data: e.data as JSONType,
            metadata: e.metadata as unknown as JSONType,
          }),
        ),
        { expectedRevision: expected satisfies AppendExpectedRevision },
      );
      return {
        nextExpectedRevision: result.nextExpectedRevision,
        position: result.position ? toPosition(result.position) : START_POSITION,
      };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        throw new WrongExpectedRevisionError(streamName, expected, error.actualVersion);
      }
      throw error;
    }
  }

  async readStream(streamName: string, options: Port.ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    const events: RecordedEvent[] = [];
    try {
      const read = this.client.readStream(streamName, {
        direction: backwards ? BACKWARDS : FORWARDS,
        fromRevision: options.fromRevision ?? (backwards ? END : START),
        maxCount: options.maxCount ?? Number.MAX_SAFE_INTEGER,
      });
      for await (const resolved of read) {
        const event = toRecordedEvent(resolved);
        if (event) events.push(event);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  /** EventStoreDB reads one stream per call: the reads go out together. */
  readStreams(reads: readonly Port.StreamRead[]): Promise<RecordedEvent[][]> {
    return Promise.all(reads.map((r) => this.readStream(r.streamName, { fromRevision: r.fromRevision })));
  }

  /** Pages through $all (the server cannot filter a read), skipping system events and the `after` position. */
  async readAll(options: Port.ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const wanted = options.maxCount ?? Number.POSITIVE_INFINITY;
    const events: RecordedEvent[] = [];
    let last = options.after ?? START_POSITION;
    let from: ReadPosition = isStart(last) ? START : last;
    for (;;) {
      let raw = 0;
      for await (const resolved of this.client.readAll({
        fromPosition: from,
        maxCount: PAGE_SIZE,
        direction: FORWARDS,
      })) {
        raw++;
        const position = resolved.event?.position;
        if (!position || comparePositions(position, last) <= 0) continue;
        last = toPosition(position);
        const event = toRecordedEvent(resolved);
        if (!event || event.type.startsWith('$')) continue;
        events.push(event);
        if (events.length >= wanted) return events;
      }
      if (raw < PAGE_SIZE) return events;
      from = last;
    }
  }

  subscribeToAll(options: { after?: GlobalPosition } = {}): Port.AllSubscription {
    const after = options.after ?? START_POSITION;
    const subscription = this.client.subscribeToAll({
      fromPosition: isStart(after) ? START : after,
      filter: excludeSystemEvents(),
    });
    async function* events(): AsyncGenerator<RecordedEvent> {
      for await (const resolved of subscription) {
        const event = toRecordedEvent(resolved);
        if (event && comparePositions(event.position, after) > 0) yield event;
      }
    }
    const iterator = events();
    return {
      [Symbol.asyncIterator]: () => iterator,
      async close() {
        await subscription.unsubscribe();
        await iterator.return(undefined).catch(() => undefined);
      },
    };
  }

  /** A short filtered subscription: resolves on its first event after `after`, or on timeout. */
  async waitForEvents(after: GlobalPosition, timeoutMs: number): Promise<void> {
    const subscription = this.client.subscribeToAll({
      fromPosition: isStart(after) ? START : after,
      filter: excludeSystemEvents(),
    });
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      subscription.on('data', done);
      subscription.on('error', done);
    });
    await subscription.unsubscribe().catch(() => undefined);
  }

  async headPosition(): Promise<GlobalPosition> {
    let from: ReadPosition = END;
    for (;;) {
      let raw = 0;
      let last: Position | undefined;
      for await (const resolved of this.client.readAll({ fromPosition: from, maxCount: 100, direction: BACKWARDS })) {
        raw++;
        const event = resolved.event;
        if (!event) continue;
        last = event.position;
        if (!event.type.startsWith('$')) return toPosition(event.position);
      }
      if (raw < 100 || !last) return START_POSITION;
      from = last;
    }
  }

  /** EventStoreDB shows every committed event at once: the head is the last committed position. */
  lastCommittedPosition(): Promise<GlobalPosition> {
    return this.headPosition();
  }

  async ping(): Promise<void> {
    for await (const resolved of this.client.readAll({ fromPosition: END, maxCount: 1, direction: BACKWARDS })) {
      void resolved;
    }
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }
}

function isStart(position: GlobalPosition): boolean {
  return comparePositions(position, START_POSITION) === 0;
}

function toPosition(position: Position): GlobalPosition {
  return { commit: position.commit, prepare: position.prepare };
}

function toRecordedEvent(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | null {
  const event = resolved.event;
  if (!event || !event.isJson) return null;
  const position = event.position
    ? toPosition(event.position)
    : resolved.commitPosition !== undefined
      ? { commit: resolved.commitPosition, prepare: resolved.commitPosition }
      : START_POSITION;
  return {
    id: event.id,
    type: event.type,
    data: event.data,
    metadata: event.metadata as unknown as EventMetadata,
    streamName: event.streamId,
    revision: event.revision,
    position,
    recordedAt: event.created,
  };
}
