import { sql, type Kysely, type Migration } from 'kysely';
import type { RecordedEvent } from '@gc/contracts';
import type { Projection } from '@gc/projections';

/** Tables of the crash test's read model. Every value comes from the events, so a rebuild gives equal rows. */
export const crashTestMigrations: Record<string, Migration> = {
  '20261122_1200_crash_test_tables': {
    async up(db: Kysely<any>) {
      await sql`create table crash_test_events (
        event_id uuid primary key, client_id text not null, stream_name text not null, revision bigint not null,
        position text not null)`.execute(db);
      await sql`create table crash_test_totals (stream_name text primary key, client_id text not null, n int not null)`.execute(
        db,
      );
    },
  },
};

/**
 * Writes half a batch, pauses (where the test kills the process), then writes the rest. The totals increment on
 * purpose (not replay-safe): a batch applied twice, or half-applied, shows up as a wrong count.
 */
export function crashTestProjection(options: { slowMs: number; onMidBatch?: () => void }): Projection {
  return {
    name: 'crash-test',
    version: 1,
    canHandle: ['CrashTestHappened'],
    tables: ['crash_test_events', 'crash_test_totals'],
    async handle(events, trx) {
      const half = Math.ceil(events.length / 2);
      await insertEvents(events.slice(0, half), trx);
      if (options.slowMs > 0) {
        options.onMidBatch?.();
        await new Promise((resolve) => setTimeout(resolve, options.slowMs));
      }
      await insertEvents(events.slice(half), trx);
      const totals = new Map<string, { stream_name: string; client_id: string; n: number }>();
      for (const e of events) {
        const row = totals.get(e.streamName) ?? {
          stream_name: e.streamName,
          client_id: e.metadata.clientId ?? '',
          n: 0,
        };
        row.n += 1;
        totals.set(e.streamName, row);
      }
      await sql`insert into crash_test_totals (stream_name, client_id, n)
        select * from jsonb_to_recordset(${JSON.stringify([...totals.values()])}::jsonb)
          as r(stream_name text, client_id text, n int)
        on conflict (stream_name) do update set n = crash_test_totals.n + excluded.n`.execute(trx);
    },
  };
}

async function insertEvents(events: RecordedEvent[], trx: Kysely<any>): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map((e) => ({
    event_id: e.id,
    client_id: e.metadata.clientId ?? '',
    stream_name: e.streamName,
    revision: e.revision.toString(),
    position: `${e.position.commit}.${e.position.prepare}`,
  }));
  await sql`insert into crash_test_events (event_id, client_id, stream_name, revision, position)
    select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as r(event_id uuid, client_id text, stream_name text, revision bigint, position text)`.execute(trx);
}
