// Child process of projection-crash.int.spec.ts: runs the crash-test projection over DATABASE_URL.
// Prints "mid-batch" to stdout each time a batch pauses half-written (the parent kills it there) and, with
// RUN_TO_END=1, stops and exits 0 once caught up with the head.
// contracts' DTO decorators (class-transformer) need the metadata polyfill loaded first, as in main.ts.
import 'reflect-metadata';
import { comparePositions } from '@gc/contracts';
import { ProjectionRunner } from '@gc/projections';
import pg from 'pg';
import { PostgresEventStore } from '../../infrastructure/event-store/postgres/postgres-event-store';
import { crashTestProjection } from './crash-test.projection';

async function main(): Promise<void> {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
  const store = new PostgresEventStore(pool, { idlePollMs: 50 });
  const runner = new ProjectionRunner({
    pool,
    eventSource: store,
    projections: [
      crashTestProjection({
        slowMs: Number(process.env.SLOW_MS ?? 0),
        onMidBatch: () => process.stdout.write('mid-batch\n'),
      }),
    ],
    batchSize: Number(process.env.BATCH_SIZE ?? 500),
    idleWaitMs: 100,
    lockRetryMs: 50,
  });
  runner.start();
  if (process.env.RUN_TO_END !== '1') return; // runs until killed

  const head = await store.headPosition();
  for (;;) {
    const [position] = await runner.positions();
    if (comparePositions(position.position, head) >= 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await runner.stop();
  await store.close();
  await pool.end();
  process.stdout.write('caught-up\n');
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
