import { createHash } from 'node:crypto';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type { Pool, PoolClient } from 'pg';

/** How many statements each connection keeps prepared by default (see PreparingPool). */
export const DEFAULT_PREPARED_STATEMENTS_PER_CONNECTION = 100;

/** Names kept for statement texts seen in this process; past that, a name is computed again on each use. */
const KNOWN_TEXTS = 5_000;

/**
 * A pg pool for Kysely whose connections prepare the statements they run (server-side prepared statements, as
 * pgjdbc and Npgsql do on their own): a statement with parameters is sent under a name derived from its text, so a
 * connection parses and plans it once and afterwards only binds and executes it. Parsing and planning was most of
 * what Postgres spent on our short queries: the caller check every request makes costs 0.25 ms of Postgres CPU
 * unnamed and 0.05 ms prepared (docs/performance.md).
 *
 * Bounds and edges:
 * - at most `perConnection` statements per connection (statements whose text varies, such as multi-row inserts of
 *   different sizes, would otherwise pile up); past that, new texts run unnamed as before;
 * - a statement without parameters (BEGIN, COMMIT, DDL, migrations) always runs unnamed;
 * - a name is the text's hash, so one name never stands for two texts (pg refuses that);
 * - Postgres re-plans a prepared statement by itself when a table it reads is altered, dropped and recreated, or
 *   truncated; one whose result columns changed (a migration adding a column to a table read with `select *`) it
 *   refuses: the statement then runs again unnamed (inside a transaction, that transaction fails once) and the
 *   connection is closed when released, so its successor prepares afresh; after five runs it may keep one generic plan for all parameters when that plan is estimated no
 *   worse (plan_cache_mode auto). A statement that needs a plan per parameter value (the event store's stream read
 *   was one) must be shaped so the generic plan is right, and a test should force the generic plan to prove it.
 * `perConnection` 0 turns this off (DB_PREPARED_STATEMENTS).
 */
export class PreparingPool implements PostgresPool {
  private readonly clients = new WeakMap<PoolClient, PreparingClient>();
  private readonly names = new Map<string, string>();

  constructor(
    readonly pool: Pool,
    private readonly perConnection = DEFAULT_PREPARED_STATEMENTS_PER_CONNECTION,
  ) {}

  async connect(): Promise<PostgresPoolClient> {
    const client = await this.pool.connect();
    let wrapped = this.clients.get(client);
    if (!wrapped) {
      wrapped = new PreparingClient(client, this.perConnection, (text) => this.nameOf(text));
      this.clients.set(client, wrapped);
    }
    return wrapped;
  }

  end(): Promise<void> {
    return this.pool.end();
  }

  private nameOf(text: string): string {
    let name = this.names.get(text);
    if (name === undefined) {
      name = `k${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
      if (this.names.size < KNOWN_TEXTS) this.names.set(text, name);
    }
    return name;
  }
}

class PreparingClient implements PostgresPoolClient {
  /** names this connection has been asked to prepare (pg sends Parse once per name and connection) */
  private readonly prepared = new Set<string>();
  private inTransaction = false;
  /** a prepared statement here went stale: the connection is closed when released, its statements with it */
  private stale = false;

  constructor(
    private readonly client: PoolClient,
    private readonly perConnection: number,
    private readonly nameOf: (text: string) => string,
  ) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query(sqlOrCursor: string | PostgresCursor<unknown>, parameters?: ReadonlyArray<unknown>): unknown {
    const run = this.client.query.bind(this.client) as (...args: unknown[]) => Promise<unknown>;
    if (typeof sqlOrCursor !== 'string') return run(sqlOrCursor);
    this.trackTransaction(sqlOrCursor);
    if (parameters && parameters.length > 0 && this.perConnection > 0 && !this.stale) {
      const name = this.nameOf(sqlOrCursor);
      if (this.prepared.has(name) || this.prepared.size < this.perConnection) {
        this.prepared.add(name);
        return run({ name, text: sqlOrCursor, values: parameters }).catch((error: unknown) => {
          if (!isStalePlan(error)) throw error;
          // A table it reads changed its columns since it was prepared (a migration while this process ran).
          // Outside a transaction the statement runs again unnamed; inside, the transaction has failed already.
          this.stale = true;
          if (this.inTransaction) throw error;
          return run(sqlOrCursor, parameters);
        });
      }
    }
    return run(sqlOrCursor, parameters);
  }

  release(): void {
    // pg's pool closes a connection released with an error
    this.client.release(this.stale ? new Error('prepared statements went stale') : undefined);
  }

  private trackTransaction(text: string): void {
    if (text.length > 24) return;
    const command = text.trim().toLowerCase();
    if (command.startsWith('begin') || command.startsWith('start transaction')) this.inTransaction = true;
    else if (command === 'commit' || command === 'rollback' || command === 'end') this.inTransaction = false;
  }
}

/** Postgres refuses to run a prepared statement whose result columns changed under it (SQLSTATE 0A000). */
function isStalePlan(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === '0A000' &&
    /cached plan must not change result type/.test(String((error as { message?: unknown }).message))
  );
}
