import { Global, Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { Pool } from 'pg';
import { createKysely } from '@gc/projections';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { KYSELY, PG_POOL } from '../tokens';

/** One pg Pool per process, shared by kysely (read models, identity tables) and the Postgres event store. */
@Global()
@Module({
  providers: [
    {
      provide: PG_POOL,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        const logger = new Logger('database');
        const pool = new Pool({
          connectionString: config.databaseUrl,
          max: Number(process.env.PG_POOL_MAX ?? 20),
          // a database that does not answer fails the request (503) instead of holding it open
          connectionTimeoutMillis: Number(process.env.PG_CONNECT_TIMEOUT_MS ?? 5000),
        });
        // An idle client whose server session ends (restart, failover, admin termination) emits 'error' on the
        // pool; unhandled, that would crash the process. The pool replaces the client on next use.
        pool.on('error', (error) => logger.warn({ msg: 'idle database client lost', error: error.message }));
        // A client checked out of the pool has no 'error' listener of the pool's: its session ending between two
        // queries (a transaction waiting on other work, a session-held advisory lock) would crash the process with
        // an unhandled 'error' event. Every client gets one for its whole life; its holder's next query fails
        // ('not queryable') and the pool drops the client when it comes back.
        pool.on('connect', (client) =>
          client.on('error', (error) =>
            logger.warn({ msg: 'database connection lost while in use', error: error.message }),
          ),
        );
        return pool;
      },
    },
    { provide: KYSELY, inject: [PG_POOL], useFactory: (pool: Pool) => createKysely(pool) },
  ],
  exports: [PG_POOL, KYSELY],
})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}
