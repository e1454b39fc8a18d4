// contracts' DTO decorators (class-transformer) need the metadata polyfill loaded first, as in main.ts.
import 'reflect-metadata';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { sql } from 'kysely';
import type { NewEvent } from '@gc/contracts';
import { projectionMigrations, ProjectionRunner, readCheckpoint } from '@gc/projections';
// TODO(lead): '@gc/projections/testing' once jest.preset.js maps it.
import { createTestDatabase, snapshotTables, type TestDatabase } from '../../../projections/src/testing';
import { eventStoreMigrations } from '../infrastructure/event-store/postgres/event-store.migrations';
import { PostgresEventStore } from '../infrastructure/event-store/postgres/postgres-event-store';
import { crashTestMigrations, crashTestProjection } from './test-support/crash-test.projection';

jest.setTimeout(180_000);

const STREAMS = 200;
const PER_STREAM = 100; // 20,000 events
const BATCH_SIZE = 500;
const CHILD = path.join(__dirname, 'test-support', 'projection-crash.child.ts');
const BACKEND = path.join(__dirname, '..', '..');

describe('projection runner killed mid-batch', () => {
  let testDb: TestDatabase;
  let store: PostgresEventStore;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase({ ...eventStoreMigrations, ...projectionMigrations, ...crashTestMigrations });
    store = new PostgresEventStore(testDb.pool);
    for (let s = 0; s < STREAMS; s++) {
      const events = Array.from({ length: PER_STREAM }, (_, i) =>
        crashEvent(i % 2 === 0 ? 'CrashTestHappened' : 'Noise'),
      );
      await store.append(`crash-${s}`, events, 'no_stream');
    }
  });

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await store.close();
    await testDb.drop();
  });

  function startChild(env: Record<string, string>): ChildProcess {
    // node --import tsx (not `npx tsx`, whose launcher forks another node): SIGKILL must hit the runner itself.
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
      cwd: BACKEND,
      env: {
        ...process.env,
        // tsx applies a tsconfig only to the files it includes; the base one covers the other packages' sources
        // too (legacy decorators in contracts' DTOs, @gc/* paths).
        TSX_TSCONFIG_PATH: path.join(BACKEND, '..', 'tsconfig.base.json'),
        DATABASE_URL: testDb.url,
        BATCH_SIZE: String(BATCH_SIZE),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    return child;
  }

  it('given a runner SIGKILLed in the middle of a batch, when restarted to the end, then the read model equals a clean rebuild', async () => {
    // when: killed while a batch sits half-written inside its transaction, after a few batches committed
    const first = startChild({ SLOW_MS: '60' });
    let stderr = '';
    first.stderr!.on('data', (chunk) => (stderr += String(chunk)));
    const killedAtBatch = await new Promise<number>((resolve, reject) => {
      let midBatches = 0;
      first.stdout!.on('data', (chunk: Buffer) => {
        midBatches += String(chunk).split('mid-batch').length - 1;
        if (midBatches >= 8 && first.signalCode === null) {
          first.kill('SIGKILL');
          resolve(midBatches);
        }
      });
      first.on('exit', (code, signal) => {
        if (signal !== 'SIGKILL') reject(new Error(`child exited early (${code}): ${stderr}`));
      });
    });
    await new Promise((resolve) =>
      first.exitCode !== null || first.signalCode ? resolve(null) : first.on('exit', resolve),
    );
    expect(killedAtBatch).toBeGreaterThanOrEqual(8);

    // then (after the kill): the committed batches are whole, the interrupted one left nothing
    const head = await store.headPosition();
    const checkpoint = await readCheckpoint(testDb.db, 'crash-test');
    expect(checkpoint).not.toBeNull();
    expect(checkpoint!.position.prepare).toBeLessThan(head.prepare);
    const behind = await countHandledUpTo(checkpoint!.position.prepare);
    expect(await count('crash_test_events')).toBe(behind);
    expect(behind % (BATCH_SIZE / 2)).toBe(0); // every other event is handled: 250 per whole batch

    // when: restarted, it runs to the end
    const second = startChild({ RUN_TO_END: '1', SLOW_MS: '0' });
    let secondErr = '';
    second.stderr!.on('data', (chunk) => (secondErr += String(chunk)));
    const exitCode = await new Promise<number | null>((resolve) => second.on('exit', resolve));
    expect({ exitCode, secondErr }).toEqual({ exitCode: 0, secondErr: '' });

    // then: every handled event once, totals exact, and the same rows as a clean rebuild
    expect(await count('crash_test_events')).toBe((STREAMS * PER_STREAM) / 2);
    const totals = await sql<{ n: string; min: number; max: number }>`
      select sum(n) as n, min(n) as min, max(n) as max from crash_test_totals`.execute(testDb.db);
    expect(totals.rows[0]).toEqual({ n: String((STREAMS * PER_STREAM) / 2), min: PER_STREAM / 2, max: PER_STREAM / 2 });
    const afterCrash = await snapshotTables(testDb.db, ['crash_test_events', 'crash_test_totals']);

    const rebuilder = new ProjectionRunner({
      pool: testDb.pool,
      db: testDb.db,
      eventSource: store,
      projections: [crashTestProjection({ slowMs: 0 })],
      batchSize: 1000,
    });
    const [result] = await rebuilder.rebuild('crash-test');
    await rebuilder.stop();
    expect(result).toMatchObject({ replayedBy: 'here', processed: STREAMS * PER_STREAM });
    const rebuilt = await snapshotTables(testDb.db, ['crash_test_events', 'crash_test_totals']);
    expect(rebuilt.crash_test_events).toHaveLength((STREAMS * PER_STREAM) / 2);
    expect(afterCrash).toEqual(rebuilt);
  });

  async function count(table: string): Promise<number> {
    const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(testDb.db);
    return Number(rows[0].n);
  }

  async function countHandledUpTo(prepare: bigint): Promise<number> {
    const { rows } = await sql<{ n: string }>`select count(*) as n from es_events
      where event_type = 'CrashTestHappened' and global_seq <= ${prepare.toString()}`.execute(testDb.db);
    return Number(rows[0].n);
  }
});

function crashEvent(type: string): NewEvent {
  return {
    id: randomUUID(),
    type,
    data: {},
    metadata: {
      actorId: null,
      clientId: 'client-crash',
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: '2026-11-22T10:00:00.000Z',
      schemaVersion: 1,
    },
  };
}
