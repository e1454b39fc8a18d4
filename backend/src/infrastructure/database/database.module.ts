import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import type { Pool } from 'pg';
import { createKysely } from '@gc/projections';
import { APP_CONFIG, wholeNumber, type AppConfig } from '../../config/app-config';
import { KYSELY, PG_POOL } from '../tokens';
import { createPool } from './create-pool';

/**
 * The process's pg Pool, shared by kysely (read models, identity tables) and the Postgres event store. (The worker's
 * projection runner has one more of its own: ProjectionRunnerService.)
 */
@Global()
@Module({
  providers: [
    {
      provide: PG_POOL,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        createPool({ databaseUrl: config.databaseUrl, max: Number(process.env.PG_POOL_MAX ?? 20), name: 'database' }),
    },
    {
      provide: KYSELY,
      inject: [PG_POOL],
      useFactory: (pool: Pool) =>
        createKysely(pool, { preparedStatementsPerConnection: wholeNumber(process.env, 'DB_PREPARED_STATEMENTS') }),
    },
  ],
  exports: [PG_POOL, KYSELY],
})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}
