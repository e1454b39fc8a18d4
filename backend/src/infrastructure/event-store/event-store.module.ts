import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import type { Pool } from 'pg';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { EVENT_STORE, PG_POOL } from '../tokens';
import { configuredEventStore } from './create-event-store';
import type { EventStore } from '../../shared/event-store.port';
import { AggregateStore } from '../../shared/aggregate-store';

@Global()
@Module({
  providers: [
    {
      provide: EVENT_STORE,
      inject: [APP_CONFIG, PG_POOL],
      useFactory: (config: AppConfig, pool: Pool): EventStore => configuredEventStore(config, pool),
    },
    { provide: AggregateStore, inject: [EVENT_STORE], useFactory: (store: EventStore) => new AggregateStore(store) },
  ],
  exports: [EVENT_STORE, AggregateStore],
})
export class EventStoreModule implements OnApplicationShutdown {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}
