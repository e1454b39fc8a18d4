// @gc/contracts carries class-validator DTOs whose decorators need the metadata polyfill loaded first.
import 'reflect-metadata';
import pg from 'pg';
import { event, describeEventStoreContract } from '../event-store.contract';
import { PostgresEventStore } from './postgres-event-store';
import { freshEventStoreDatabase, type FreshEventStoreDatabase } from './test-support/fresh-event-store-database';

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

describe('Postgres event store wake-ups across processes', () => {
  let database: FreshEventStoreDatabase;
  let otherPool: pg.Pool;
  beforeAll(async () => {
    database = await freshEventStoreDatabase(4);
    otherPool = new pg.Pool({ connectionString: database.connectionString, max: 2 });
    otherPool.on('error', () => undefined);
  });
  afterAll(async () => {
    await otherPool.end();
    await database.drop();
  });

  it('given a waiter in another process that polls only every 30 s, when an event is appended here, then the NOTIFY wakes it at once', async () => {
    const writer = new PostgresEventStore(database.pool);
    const reader = new PostgresEventStore(otherPool, { idlePollMs: 30_000 });
    const head = await reader.headPosition();
    await reader.waitForEvents(head, 50); // opens the LISTEN connection

    const started = Date.now();
    const waiting = reader.waitForEvents(head, 20_000);
    await writer.append('wake-across', [event('Woken')], 'no_stream');
    await waiting;

    expect(Date.now() - started).toBeLessThan(5_000);
    await writer.close();
    await reader.close();
  });
});
