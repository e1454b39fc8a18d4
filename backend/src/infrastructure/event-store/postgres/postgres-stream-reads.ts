import type { RecordedEvent } from '@gc/contracts';
import { GatheredCalls, type GatheredCall } from '@gc/projections';
import type pg from 'pg';
import type { StreamRead } from '../../../shared/event-store.port';
import { READ_STREAMS_UNROLLED, STATEMENTS, readStreamsStatement } from './postgres-statements';

export interface EventRow {
  global_seq: string;
  commit_xid: string;
  stream_name: string;
  stream_revision: string;
  event_id: string;
  event_type: string;
  data: unknown;
  metadata: RecordedEvent['metadata'];
  recorded_at: Date;
}

type GatheredRead = GatheredCall<readonly StreamRead[], RecordedEvent[][]>;

/**
 * EventStore.readStreams on Postgres: reads asked for in the same turn of the event loop go to Postgres together, in
 * one statement of at most READ_STREAMS_UNROLLED streams (under load, concurrent autosaves each read their
 * reflection's and take's newer events: one round trip for several of them). Each caller still gets its own
 * answers, from one snapshot taken after it asked.
 */
export class PostgresStreamReads {
  private readonly gathered = new GatheredCalls<readonly StreamRead[], RecordedEvent[][]>((calls) =>
    this.readGathered(calls),
  );

  constructor(private readonly pool: pg.Pool) {}

  read(reads: readonly StreamRead[]): Promise<RecordedEvent[][]> {
    if (reads.length === 0) return Promise.resolve([]);
    return this.gathered.call(reads);
  }

  private readGathered(callers: GatheredRead[]): void {
    let group: GatheredRead[] = [];
    let size = 0;
    for (const caller of callers) {
      if (size > 0 && size + caller.item.length > READ_STREAMS_UNROLLED) {
        void this.readTogether(group);
        group = [];
        size = 0;
      }
      group.push(caller);
      size += caller.item.length;
    }
    void this.readTogether(group);
  }

  private async readTogether(callers: GatheredRead[]): Promise<void> {
    try {
      const reads = callers.flatMap((c) => c.item);
      const rows = await this.readStreamsAtOnce(reads);
      const answers: RecordedEvent[][] = reads.map(() => []);
      for (const row of rows) answers[Number(row.read_index) - 1].push(toRecordedEvent(row));
      let offset = 0;
      for (const caller of callers) {
        caller.done(answers.slice(offset, offset + caller.item.length));
        offset += caller.item.length;
      }
    } catch (error) {
      for (const caller of callers) caller.fail(error);
    }
  }

  private async readStreamsAtOnce(reads: readonly StreamRead[]) {
    const from = (r: StreamRead) => (r.fromRevision ?? 0n).toString();
    const result = await this.pool.query<EventRow & { read_index: string | number }>(
      reads.length > READ_STREAMS_UNROLLED
        ? {
            name: 'es_read_streams',
            text: STATEMENTS.readStreams,
            values: [reads.map((r) => r.streamName), reads.map(from)],
          }
        : {
            name: `es_read_streams_${reads.length}`,
            text: readStreamsStatement(reads.length),
            values: reads.flatMap((r) => [r.streamName, from(r)]),
          },
    );
    return result.rows;
  }
}

export function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    id: row.event_id,
    type: row.event_type,
    data: row.data,
    metadata: row.metadata,
    streamName: row.stream_name,
    revision: BigInt(row.stream_revision),
    position: { commit: BigInt(row.commit_xid), prepare: BigInt(row.global_seq) },
    recordedAt: row.recorded_at,
  };
}
