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
        const pool = new Pool({ connectionString: config.databaseUrl, max: Number(process.env.PG_POOL_MAX ?? 20) });
        // An idle client whose server session ends (restart, failover, admin termination) emits 'error' on the
        // pool; unhandled, that would crash the process. The pool replaces the client on next use.
        pool.on('error', (error) =>
          new Logger('database').warn({ msg: 'idle database client lost', error: error.message }),
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
