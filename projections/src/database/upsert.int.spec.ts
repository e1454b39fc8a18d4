import { sql, type Kysely } from 'kysely';
import { Pool } from 'pg';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import type { Database } from './database';
import { createKysely } from './create-kysely';
import { projectionMigrations } from './projection.migrations';
import { TAKE_ANSWER_COLUMNS as COLUMNS } from '../read-models/reflections/takes.projection';
import { upsertRows } from './upsert';

const KEY = ['reflection_id', 'user_id', 'question_key', 'subject'] as const;
const USER = '00000000-0000-4000-8000-000000000001';
const row = (subject: string, value: number | null, comment: string, updatedOn = '2026-11-28T10:00:00.000Z') => ({
  reflection_id: 'r-1',
  client_id: 'c-1',
  user_id: USER,
  question_key: 'q-1',
  subject,
  value,
  comment,
  updated_on: updatedOn,
});

describe('upsertRows: keyed rows as array parameters (real Postgres)', () => {
  let testDb: TestDatabase;
  let db: Kysely<Database>;

  beforeAll(async () => {
    // the real migrations: the column types upsertRows sends must be the table's own
    testDb = await createTestDatabase(projectionMigrations);
    db = createKysely(new Pool({ connectionString: testDb.url, max: 1 }));
  });
  afterAll(async () => {
    await db?.destroy();
    await testDb.drop();
  });

  const stored = async () =>
    (
      await sql<{ subject: string; value: number | null; comment: string; updated_on: Date }>`
        select subject, value, comment, updated_on from take_answers order by subject`.execute(db)
    ).rows.map((r) => ({ ...r, updated_on: r.updated_on.toISOString() }));

  it('given rows whose text holds what an array literal escapes, then each is stored as sent, nulls included', async () => {
    const awkward = [
      row('a', 4, 'He said "fine", then {left}\\'),
      row('b', null, 'NULL'),
      row('c', 0, ''),
      row('d', 2, 'line one\nline two\ttabbed, 🙂 é'),
      row('e', 1, "it's \\\\ two backslashes"),
    ];
    await upsertRows(db, 'take_answers', KEY, COLUMNS, awkward, ['value', 'comment', 'updated_on']);
    expect(await stored()).toEqual(
      awkward.map(({ subject, value, comment, updated_on }) => ({ subject, value, comment, updated_on })),
    );
  });

  it('given a key already there, then the update columns take the new values; other keys are added; one statement text for any number of rows', async () => {
    await upsertRows(
      db,
      'take_answers',
      KEY,
      COLUMNS,
      [row('a', 1, 'changed', '2026-11-28T11:00:00.000Z'), row('f', 3, 'new')],
      ['value', 'comment', 'updated_on'],
    );
    const after = await stored();
    expect(after.find((r) => r.subject === 'a')).toEqual({
      subject: 'a',
      value: 1,
      comment: 'changed',
      updated_on: '2026-11-28T11:00:00.000Z',
    });
    expect(after.map((r) => r.subject)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    await upsertRows(db, 'take_answers', KEY, COLUMNS, [row('g', 2, 'one more')], ['value', 'comment', 'updated_on']);
    // five rows, two rows and one row: the same statement, prepared once on the pool's one connection
    const { rows } = await sql<{ statement: string }>`
      select statement from pg_prepared_statements where not from_sql and statement like 'insert into "take_answers"%'`.execute(
      db,
    );
    expect(rows).toHaveLength(1);
    await upsertRows(db, 'take_answers', KEY, COLUMNS, [], ['value']);
    expect(await stored()).toHaveLength(7);
  });
});
