import { randomUUID } from 'node:crypto';
import { comparePositions, type GlobalPosition, type RecordedEvent } from '@gc/contracts';
import { projectionMigrations } from '../database/projection.migrations';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { readCheckpoint } from './checkpoint-store';
import type { EventSource } from './event-source.port';
import type { Projection } from './projection';
import { ProjectionRunner } from './projection-runner';

/** An in-memory event source that counts what the runner asks of it. */
class CountingSource implements EventSource {
  readonly events: RecordedEvent[] = [];
  reads = 0;
  heads = 0;

  append(): void {
    const n = BigInt(this.events.length + 1);
    this.events.push({
      id: randomUUID(),
      type: 'Ticked',
      data: {},
      metadata: {
        actorId: null,
        clientId: null,
        correlationId: randomUUID(),
        causationId: null,
        occurredAt: new Date().toISOString(),
        schemaVersion: 1,
      },
      streamName: 'clock',
      revision: n - 1n,
      position: { commit: n, prepare: n },
      recordedAt: new Date(),
    });
  }

  async readAll({ after, maxCount }: { after: GlobalPosition; maxCount: number }): Promise<RecordedEvent[]> {
    this.reads++;
    return this.events.filter((e) => comparePositions(e.position, after) > 0).slice(0, maxCount);
  }

  async waitForEvents(after: GlobalPosition, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (comparePositions(await this.headPosition(), after) > 0) return;
      await new Promise((r) => setTimeout(r, 2));
    }
  }

  async headPosition(): Promise<GlobalPosition> {
    this.heads++;
    return this.events.at(-1)?.position ?? { commit: 0n, prepare: 0n };
  }
}

describe('LiveLoop under steady load (real Postgres checkpoints)', () => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase(projectionMigrations);
  });
  afterAll(() => testDb.drop());

  it('given events arriving faster than the batch window, when busy, then the loop reads batch after batch without asking for the head, and catches up', async () => {
    const source = new CountingSource();
    let batches = 0;
    let handled = 0;
    const ticks: Projection = {
      name: 'ticks',
      version: 1,
      canHandle: ['Ticked'],
      tables: [],
      handle: async (events) => {
        batches++;
        handled += events.length;
      },
    };
    const runner = new ProjectionRunner({
      pool: testDb.pool,
      eventSource: source,
      projections: [ticks],
      batchWindowMs: 10,
      idleWaitMs: 50,
      lockRetryMs: 50,
    });
    source.append();
    runner.start();
    // an event every 2 ms for 400 ms: always something new after a 10 ms window
    const feeding = setInterval(() => source.append(), 2);
    await new Promise((r) => setTimeout(r, 400));
    clearInterval(feeding);
    const headsWhileBusy = source.heads;
    const batchesWhileBusy = batches;

    const last = source.events.at(-1)!.position;
    for (let i = 0; i < 200 && handled < source.events.length; i++) await new Promise((r) => setTimeout(r, 10));
    await runner.stop();

    expect(handled).toBe(source.events.length);
    expect((await readCheckpoint(testDb.db, 'ticks'))?.position).toEqual(last);
    expect(batchesWhileBusy).toBeGreaterThan(10);
    // before: one head query per batch; now only on the way in (and whenever a read comes back empty)
    expect(headsWhileBusy).toBeLessThan(batchesWhileBusy / 4);
  });
});
