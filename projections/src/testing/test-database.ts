import { randomBytes } from 'node:crypto';
import { Migrator, type Kysely, type Migration } from 'kysely';
import { Client, Pool } from 'pg';
import { createKysely } from '../database/create-kysely';
import type { Database } from '../database/database';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  /** connection string of the new database */
  readonly url: string;
  readonly pool: Pool;
  readonly db: Kysely<Database>;
  /** closes the pool and drops the database, even if sessions are still connected */
  drop(): Promise<void>;
}

/**
 * A uniquely named database on the server of DATABASE_URL with the given migrations applied, so suites running
 * in parallel (or beside other engineers' suites) never share state.
 */
export async function createTestDatabase(
  migrations: Record<string, Migration>,
  options: { poolSize?: number } = {},
): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const name = `gc_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));

  const url = withDatabase(serverUrl, name);
  const pool = new Pool({ connectionString: url, max: options.poolSize ?? 10 });
  // DROP ... WITH (FORCE) ends sessions the pool may still hold idle: an expected 'error', not a failure.
  pool.on('error', () => undefined);
  const db = createKysely(pool);
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    await db.destroy(); // also ends the pool
    await withAdminClient(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  };

  try {
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => migrations },
      allowUnorderedMigrations: true,
    });
    const { error, results } = await migrator.migrateToLatest();
    if (error) {
      const failed = results?.find((r) => r.status === 'Error')?.migrationName;
      throw new Error(`migration ${failed ?? '?'} failed: ${String(error)}`, { cause: error });
    }
  } catch (err) {
    await drop();
    throw err;
  }
  return { url, pool, db, drop };
}

async function withAdminClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
