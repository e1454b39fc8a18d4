import { Kysely, PostgresDialect } from 'kysely';
import type { Pool } from 'pg';
import type { Database } from './database';
import { DEFAULT_PREPARED_STATEMENTS_PER_CONNECTION, PreparingPool } from './prepared-statements';

export interface KyselyOptions {
  /** statements each connection keeps prepared (PreparingPool); 0: none */
  readonly preparedStatementsPerConnection?: number;
}

/**
 * The read-model Kysely instance over an existing pool, its statements prepared per connection (PreparingPool).
 * Note: `db.destroy()` ends the pool too.
 */
export function createKysely(pool: Pool, options: KyselyOptions = {}): Kysely<Database> {
  const perConnection = options.preparedStatementsPerConnection ?? DEFAULT_PREPARED_STATEMENTS_PER_CONNECTION;
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: new PreparingPool(pool, perConnection) }) });
}
