import { sql, type Kysely } from 'kysely';
import { START_POSITION } from '@gc/contracts';
import { projectionMigrations } from '../database/projection.migrations';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import {
  advanceCheckpoint,
  advanceCheckpoints,
  CheckpointWriter,
  ensureCheckpoint,
  readCheckpoint,
  resetProjection,
} from './checkpoint-store';
import type { Projection } from './projection';
import { waitForPosition } from './wait-for-position';

const projection = (name: string, version: number): Projection => ({
  name,
  version,
  canHandle: [],
  tables: ['scratch_rows'],
  handle: async () => {},
});

describe('checkpoint store (real Postgres)', () => {
  let testDb: TestDatabase;
  let db: Kysely<any>;

  beforeAll(async () => {
    testDb = await createTestDatabase({
      ...projectionMigrations,
      '20261122_1001_scratch_rows': {
        up: async (m: Kysely<any>) => {
          await m.schema
            .createTable('scratch_rows')
            .addColumn('id', 'text', (c) => c.primaryKey())
            .execute();
        },
      },
    });
    db = testDb.db;
  });
  afterAll(() => testDb.drop());

  it('given a new projection, when its checkpoint is ensured, then it starts at the start with its version', async () => {
    const checkpoint = await ensureCheckpoint(testDb.db, 'new-one', 3);
    expect(checkpoint).toEqual({ position: START_POSITION, version: 3 });
  });

  it('given a checkpoint, when advanced from where it stands, then it moves; from elsewhere, then it refuses', async () => {
    await ensureCheckpoint(testDb.db, 'cas', 1);
    const first = { commit: 18446744073709551615n, prepare: 10n };
    expect(await advanceCheckpoint(testDb.db, 'cas', START_POSITION, first)).toBe(true);
    expect(await advanceCheckpoint(testDb.db, 'cas', START_POSITION, { commit: 1n, prepare: 1n })).toBe(false);
    expect((await readCheckpoint(testDb.db, 'cas'))?.position).toEqual(first);
  });

  it('given rows and a checkpoint, when reset, then the tables are empty and the checkpoint is back at the start with the new version', async () => {
    await ensureCheckpoint(testDb.db, 'resettable', 1);
    await advanceCheckpoint(testDb.db, 'resettable', START_POSITION, { commit: 5n, prepare: 5n });
    await db
      .insertInto('scratch_rows')
      .values([{ id: 'a' }, { id: 'b' }])
      .execute();

    await resetProjection(testDb.db, projection('resettable', 2));

    expect(await db.selectFrom('scratch_rows').selectAll().execute()).toEqual([]);
    expect(await readCheckpoint(testDb.db, 'resettable')).toEqual({ position: START_POSITION, version: 2 });
  });

  it('given several checkpoints, when advanced together, then those standing where expected move and the others stay', async () => {
    await ensureCheckpoint(testDb.db, 'many-a', 1);
    await ensureCheckpoint(testDb.db, 'many-b', 1);
    await advanceCheckpoint(testDb.db, 'many-b', START_POSITION, { commit: 3n, prepare: 1n });
    const to = { commit: 9n, prepare: 2n };

    const moved = await advanceCheckpoints(testDb.db, [
      { name: 'many-a', from: START_POSITION, to },
      { name: 'many-b', from: START_POSITION, to }, // stands at 3.1, not at the start
      { name: 'never-made', from: START_POSITION, to },
    ]);

    expect([...moved]).toEqual(['many-a']);
    expect((await readCheckpoint(testDb.db, 'many-a'))?.position).toEqual(to);
    expect((await readCheckpoint(testDb.db, 'many-b'))?.position).toEqual({ commit: 3n, prepare: 1n });
  });

  it('given writes asked for in the same turn, when the writer writes them, then one statement answers each', async () => {
    for (const name of ['w1', 'w2', 'w3']) await ensureCheckpoint(testDb.db, name, 1);
    let statements = 0;
    const writer = new CheckpointWriter(
      testDb.db.withPlugin({
        transformQuery: (args) => {
          statements++;
          return args.node;
        },
        transformResult: async (args) => args.result,
      }),
    );
    const to = { commit: 4n, prepare: 4n };

    const answers = await Promise.all([
      writer.advance('w1', START_POSITION, to),
      writer.advance('w2', START_POSITION, to),
      writer.advance('w3', { commit: 1n, prepare: 1n }, to), // not where it stands
    ]);

    expect(answers).toEqual([true, true, false]);
    expect(statements).toBe(1);
    expect((await readCheckpoint(testDb.db, 'w2'))?.position).toEqual(to);
  });

  describe('waitForPosition', () => {
    beforeEach(async () => {
      await sql`delete from projection_checkpoints`.execute(db);
      await ensureCheckpoint(testDb.db, 'p1', 1);
      await ensureCheckpoint(testDb.db, 'p2', 1);
      await advanceCheckpoint(testDb.db, 'p1', START_POSITION, { commit: 10n, prepare: 4n });
    });

    it('given one projection behind, when waiting on all, then it times out with false', async () => {
      const started = Date.now();
      expect(await waitForPosition(testDb.db, { commit: 10n, prepare: 4n }, { timeoutMs: 100 })).toBe(false);
      expect(Date.now() - started).toBeGreaterThanOrEqual(95);
    });

    it('given the projection that matters has passed, when waiting on it alone, then true at once', async () => {
      expect(
        await waitForPosition(testDb.db, { commit: 10n, prepare: 4n }, { timeoutMs: 0, projections: ['p1'] }),
      ).toBe(true);
      expect(
        await waitForPosition(testDb.db, { commit: 10n, prepare: 5n }, { timeoutMs: 0, projections: ['p1'] }),
      ).toBe(false);
    });

    it('given a projection that never ran, when named, then it does not count as passed', async () => {
      expect(
        await waitForPosition(testDb.db, { commit: 1n, prepare: 1n }, { timeoutMs: 0, projections: ['p1', 'ghost'] }),
      ).toBe(false);
    });

    it('given the laggard catches up while waiting, when waiting on all, then it answers true', async () => {
      setTimeout(() => void advanceCheckpoint(testDb.db, 'p2', START_POSITION, { commit: 11n, prepare: 1n }), 60);
      expect(await waitForPosition(testDb.db, { commit: 10n, prepare: 4n }, { timeoutMs: 2000 })).toBe(true);
    });
  });
});
