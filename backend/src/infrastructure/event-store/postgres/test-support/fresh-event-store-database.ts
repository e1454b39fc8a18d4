import { randomBytes } from 'node:crypto';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { eventStoreMigrations } from '../event-store.migrations';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface FreshEventStoreDatabase {
  readonly pool: pg.Pool;
  readonly connectionString: string;
  /** Ends the pool and drops the database. */
  drop(): Promise<void>;
}

/**
 * A uniquely named database with the event store schema, so suites run in parallel with anyone else's.
 */
export async function freshEventStoreDatabase(poolSize = 10): Promise<FreshEventStoreDatabase> {
  const adminUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const name = `gc_test_es_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const connectionString = url.toString();
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // pool.end() resolves before its sockets close; DROP ... WITH (FORCE) may then terminate one of them, which
  // an idle client reports as an 'error' event: expected here, not a test failure.
  pool.on('error', () => undefined);

  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString, max: 1 }) }) });
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => eventStoreMigrations },
    allowUnorderedMigrations: true,
  });
  const { error } = await migrator.migrateToLatest();
  await db.destroy();
  if (error) throw error;

  return {
    pool,
    connectionString,
    async drop() {
      await pool.end();
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}
