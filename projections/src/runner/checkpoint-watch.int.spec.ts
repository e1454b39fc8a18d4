import { sql, type KyselyPlugin } from 'kysely';
import { START_POSITION } from '@gc/contracts';
import { projectionMigrations } from '../database/projection.migrations';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { advanceCheckpoint, ensureCheckpoint } from './checkpoint-store';
import { CheckpointWatch } from './checkpoint-watch';

describe('CheckpointWatch (real Postgres)', () => {
  let testDb: TestDatabase;
  let queries = 0;
  const counting: KyselyPlugin = {
    transformQuery: (args) => {
      queries++;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  let watch: CheckpointWatch;
  const at = { commit: 10n, prepare: 4n };

  beforeAll(async () => {
    testDb = await createTestDatabase(projectionMigrations);
  });
  beforeEach(async () => {
    await sql`delete from projection_checkpoints`.execute(testDb.db);
    await ensureCheckpoint(testDb.db, 'p1', 1);
    await ensureCheckpoint(testDb.db, 'p2', 1);
    await advanceCheckpoint(testDb.db, 'p1', START_POSITION, at);
    queries = 0;
    watch = new CheckpointWatch(testDb.db.withPlugin(counting), 5);
  });
  afterEach(() => watch.close());
  afterAll(() => testDb.drop());

  it('given fifty callers waiting for a laggard, when it catches up, then all answer true from polls they share', async () => {
    const started = Date.now();
    setTimeout(() => void advanceCheckpoint(testDb.db, 'p2', START_POSITION, { commit: 11n, prepare: 1n }), 100);
    const answers = await Promise.all(Array.from({ length: 50 }, () => watch.waitFor(at, 2_000)));

    expect(answers).toEqual(Array(50).fill(true));
    // one poll every 5 ms or so for ~100 ms, whatever the number of callers (each polling alone: 50 x 5 or more)
    expect(queries).toBeLessThan(Math.ceil((Date.now() - started) / 5) + 5);
    expect(queries).toBeGreaterThan(0);
  });

  it('given the projection that matters has passed, when waiting on it alone, then true; one step further, then false at the timeout', async () => {
    expect(await watch.waitFor(at, 0, ['p1'])).toBe(true);
    const started = Date.now();
    expect(await watch.waitFor({ commit: 10n, prepare: 5n }, 80, ['p1'])).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(75);
  });

  it('given one projection behind, when waiting on all, then false at the timeout; given a never-run projection named, then false', async () => {
    expect(await watch.waitFor(at, 60)).toBe(false);
    expect(await watch.waitFor({ commit: 1n, prepare: 1n }, 60, ['p1', 'ghost'])).toBe(false);
  });

  it('given no projection named, when waiting, then true at once without a query; given the watch closed, then waiters answer false', async () => {
    expect(await watch.waitFor(at, 1_000, [])).toBe(true);
    expect(queries).toBe(0);
    const pending = watch.waitFor({ commit: 99n, prepare: 1n }, 5_000);
    watch.close();
    expect(await pending).toBe(false);
  });
});
