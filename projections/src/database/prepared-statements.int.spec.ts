import { Kysely, PostgresDialect, sql } from 'kysely';
import { Pool } from 'pg';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { PreparingPool } from './prepared-statements';

interface Scratch {
  notes: { id: number; body: string };
}

/** What the connection itself says it has prepared (statements prepared over the protocol, not by PREPARE). */
async function preparedOnConnection(db: Kysely<Scratch>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from pg_prepared_statements where not from_sql`.execute(db);
  return rows.map((r) => r.name).sort();
}

describe('PreparingPool (real Postgres)', () => {
  let testDb: TestDatabase;
  let db: Kysely<Scratch>;

  beforeAll(async () => {
    testDb = await createTestDatabase({
      '20261125_0001_notes': {
        up: async (m: Kysely<any>) => {
          await m.schema
            .createTable('notes')
            .addColumn('id', 'integer', (c) => c.primaryKey())
            .addColumn('body', 'text', (c) => c.notNull())
            .execute();
        },
      },
    });
  });
  afterEach(async () => db?.destroy());
  afterAll(() => testDb.drop());

  // one connection, so every statement below runs on the connection whose prepared statements are listed
  const open = (perConnection: number) => {
    const pool = new Pool({ connectionString: testDb.url, max: 1 });
    db = new Kysely<Scratch>({ dialect: new PostgresDialect({ pool: new PreparingPool(pool, perConnection) }) });
    return db;
  };

  it('given a statement with parameters, when it runs twice, then the connection prepared it once under one name and both runs answer', async () => {
    const db = open(10);
    await db.insertInto('notes').values({ id: 1, body: 'one' }).execute();
    await db.insertInto('notes').values({ id: 2, body: 'two' }).execute();
    const read = (id: number) => db.selectFrom('notes').select('body').where('id', '=', id).executeTakeFirst();

    expect(await read(1)).toEqual({ body: 'one' });
    expect(await read(2)).toEqual({ body: 'two' });

    const names = await preparedOnConnection(db);
    expect(names).toHaveLength(2); // the insert and the select, each once
    expect(names.every((n) => /^k[0-9a-f]{24}$/.test(n))).toBe(true);
  });

  it('given the per-connection bound is reached, when new statements run, then they run unnamed and still answer', async () => {
    const db = open(2);
    // three different texts: the third is past the bound
    await db.selectFrom('notes').select('id').where('id', '=', 1).execute();
    await db.selectFrom('notes').select('body').where('id', '=', 1).execute();
    const third = await db.selectFrom('notes').select(['id', 'body']).where('id', '=', 1).execute();

    expect(third).toEqual([{ id: 1, body: 'one' }]); // the first test's row
    expect(await preparedOnConnection(db)).toHaveLength(2);
  });

  it('given statements without parameters (transactions, DDL), when they run, then none is prepared', async () => {
    const db = open(10);
    await db.transaction().execute(async (trx) => {
      await sql`create temporary table scratch (n int)`.execute(trx);
      await sql`select 1`.execute(trx);
    });
    expect(await preparedOnConnection(db)).toEqual([]);
  });

  it('given a prepared statement, when its table is dropped and made again, then it is planned afresh and answers', async () => {
    const db = open(10);
    await sql`create table drafts (id int primary key, title text)`.execute(db);
    const read = () =>
      db
        .selectFrom('drafts' as never)
        .selectAll()
        .where('id' as never, '=', 1 as never)
        .execute();
    await sql`insert into drafts values (1, 'first')`.execute(db);
    expect(await read()).toEqual([{ id: 1, title: 'first' }]);

    await sql`drop table drafts`.execute(db);
    await sql`create table drafts (id int primary key, title text)`.execute(db);
    await sql`insert into drafts values (1, 'again')`.execute(db);
    expect(await read()).toEqual([{ id: 1, title: 'again' }]);
  });

  it('given a prepared select *, when a migration adds a column, then the next run answers with it (run again unnamed) and the connection is replaced', async () => {
    const db = open(10);
    await sql`create table sheets (id int primary key, title text)`.execute(db);
    await sql`insert into sheets values (1, 'first')`.execute(db);
    const read = () =>
      db
        .selectFrom('sheets' as never)
        .selectAll()
        .where('id' as never, '=', 1 as never)
        .execute();
    const backendOf = async () => (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]!.pid;
    expect(await read()).toEqual([{ id: 1, title: 'first' }]);
    const before = await backendOf();

    await sql`alter table sheets add column size int not null default 3`.execute(db);

    expect(await read()).toEqual([{ id: 1, title: 'first', size: 3 }]);
    expect(await backendOf()).not.toBe(before);
    expect(await read()).toEqual([{ id: 1, title: 'first', size: 3 }]);
    expect(await preparedOnConnection(db)).toHaveLength(1);
  });

  it('given a statement that fails (a constraint), when it runs again with good values, then it answers', async () => {
    const db = open(10);
    const insert = (id: number) => db.insertInto('notes').values({ id, body: 'x' }).execute();
    await insert(10);
    await expect(insert(10)).rejects.toThrow(/duplicate key/);
    await insert(11);
    expect(await db.selectFrom('notes').select('id').where('id', '>=', 10).orderBy('id').execute()).toEqual([
      { id: 10 },
      { id: 11 },
    ]);
  });

  it('given the bound 0, when statements run, then nothing is prepared', async () => {
    const db = open(0);
    await db.selectFrom('notes').select('id').where('id', '=', 1).execute();
    expect(await preparedOnConnection(db)).toEqual([]);
  });
});
