// @gc/contracts carries class-validator DTOs whose decorators need the metadata polyfill loaded first.
import 'reflect-metadata';
import { describeEventStoreContract } from '../event-store.contract';
import { EsdbEventStore } from './esdb-event-store';

jest.setTimeout(60_000);

const connectionString = process.env.EVENTSTORE_CONNECTION_STRING;

if (connectionString) {
  describeEventStoreContract('esdb', async () => {
    const store = new EsdbEventStore(connectionString);
    return { store, cleanup: () => store.close() };
  });
} else {
  // No EventStoreDB server can run on these machines: say so loudly instead of skipping in silence.
  describe('EventStore contract: esdb', () => {
    it('is not run because EVENTSTORE_CONNECTION_STRING is unset', () => {
      console.log(
        'EventStoreDB contract suite skipped: EVENTSTORE_CONNECTION_STRING is not set (no server can run here)',
      );
      expect(process.env.EVENTSTORE_CONNECTION_STRING).toBeUndefined();
    });
  });
}
