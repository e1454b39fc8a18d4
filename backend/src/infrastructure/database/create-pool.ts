import { Logger } from '@nestjs/common';
import { Pool } from 'pg';

export interface PoolSettings {
  readonly databaseUrl: string;
  /** most connections held at once */
  readonly max: number;
  /** names the pool in its warnings */
  readonly name: string;
  /** server settings for every session of the pool (libpq's `options`, e.g. `-c synchronous_commit=off`) */
  readonly sessionOptions?: string;
}

/**
 * A pg Pool as every process of ours needs one: a connect timeout (a database that does not answer fails the request,
 * 503, instead of holding it open), idle connections kept for a minute, and an 'error' listener on the pool and on
 * every client it makes.
 */
export function createPool(settings: PoolSettings): Pool {
  const logger = new Logger(settings.name);
  const pool = new Pool({
    connectionString: settings.databaseUrl,
    max: settings.max,
    connectionTimeoutMillis: Number(process.env.PG_CONNECT_TIMEOUT_MS ?? 5000),
    // A new connection prepares every statement again and plans each of them afresh for its first five runs (the
    // gathered appends of 16 streams: about 20 ms a plan under load): with pg's default of 10 s, a pause in the load
    // closed the connections and the next burst paid for all of that (docs/performance.md). 0 keeps them.
    idleTimeoutMillis: Number(process.env.PG_POOL_IDLE_TIMEOUT_MS ?? 60_000),
    ...(settings.sessionOptions ? { options: settings.sessionOptions } : {}),
  });
  // An idle client whose server session ends (restart, failover, admin termination) emits 'error' on the pool;
  // unhandled, that would crash the process. The pool replaces the client on next use.
  pool.on('error', (error) => logger.warn({ msg: 'idle database client lost', error: error.message }));
  // A client checked out of the pool has no 'error' listener of the pool's: its session ending between two queries
  // (a transaction waiting on other work, a session-held advisory lock) would crash the process with an unhandled
  // 'error' event. Every client gets one for its whole life; its holder's next query fails ('not queryable') and
  // the pool drops the client when it comes back.
  pool.on('connect', (client) =>
    client.on('error', (error) => logger.warn({ msg: 'database connection lost while in use', error: error.message })),
  );
  return pool;
}
