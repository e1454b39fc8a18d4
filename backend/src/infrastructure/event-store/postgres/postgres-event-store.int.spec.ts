// @gc/contracts carries class-validator DTOs whose decorators need the metadata polyfill loaded first.
import 'reflect-metadata';
import { describeEventStoreContract } from '../event-store.contract';
import { PostgresEventStore } from './postgres-event-store';
import { freshEventStoreDatabase } from './test-support/fresh-event-store-database';

jest.setTimeout(60_000);

describeEventStoreContract('postgres', async () => {
  const database = await freshEventStoreDatabase();
  const store = new PostgresEventStore(database.pool);
  return {
    store,
    async cleanup() {
      await store.close();
      await database.drop();
    },
  };
});
