import { createTestDatabase } from '@gc/projections/testing';
import { PostgresEventStore } from '../infrastructure/event-store/postgres/postgres-event-store';
import { eventStoreMigrations } from '../infrastructure/event-store/postgres/event-store.migrations';
import { AggregateStore } from './aggregate-store';
import { systemContext } from './command-context';
import { DomainError } from './domain-error';
import type { Decider } from './decider';

type Opened = { type: 'CounterOpened'; data: { name: string } };
type Bumped = { type: 'CounterBumped'; data: { by: number } };
type Command = { type: 'Open'; name: string } | { type: 'Bump'; by: number };
const counter: Decider<Command, Opened | Bumped, { open: boolean; total: number }> = {
  initialState: () => ({ open: false, total: 0 }),
  evolve: (state, event) =>
    event.type === 'CounterOpened' ? { ...state, open: true } : { ...state, total: state.total + event.data.by },
  decide: (command, state) => {
    if (command.type === 'Open') {
      if (state.open) throw new DomainError('conflict', 'Counter already exists');
      return [{ type: 'CounterOpened', data: { name: command.name } }];
    }
    return [
      { type: 'CounterBumped', data: { by: command.by } },
      { type: 'CounterBumped', data: { by: command.by } },
    ];
  },
};

describe('AggregateStore idempotency keys', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let store: PostgresEventStore;
  let aggregates: AggregateStore;
  beforeAll(async () => {
    database = await createTestDatabase(eventStoreMigrations);
    store = new PostgresEventStore(database.pool);
    aggregates = new AggregateStore(store);
  });
  afterAll(async () => {
    await store.close();
    await database.drop();
  });

  it('given a request was handled, when it is repeated with the same key, then it answers the first result and appends nothing', async () => {
    const context = { ...systemContext(), idempotencyKey: 'open-once' };
    const first = await aggregates.handle('counter-1', counter, { type: 'Open', name: 'a' }, context);
    // deciding again would refuse ("already exists"): the repeat must not decide at all
    const again = await aggregates.handle('counter-1', counter, { type: 'Open', name: 'a' }, context);
    expect(again.position).toEqual(first.position);
    expect(again.events).toEqual(first.events);
    expect(await store.readStream('counter-1')).toHaveLength(1);
  });

  it('replays every event a multi-event request wrote, and a new key decides anew', async () => {
    const bump = { type: 'Bump', by: 2 } as const;
    const first = await aggregates.handle('counter-1', counter, bump, { ...systemContext(), idempotencyKey: 'bump-1' });
    const again = await aggregates.handle('counter-1', counter, bump, { ...systemContext(), idempotencyKey: 'bump-1' });
    expect(again.events).toHaveLength(2);
    expect(again.position).toEqual(first.position);
    await aggregates.handle('counter-1', counter, bump, { ...systemContext(), idempotencyKey: 'bump-2' });
    expect(await store.readStream('counter-1')).toHaveLength(5);
  });

  it('without a key, a repeated request is decided again (and here refused)', async () => {
    await expect(aggregates.handle('counter-1', counter, { type: 'Open', name: 'a' }, systemContext())).rejects.toThrow(
      'Counter already exists',
    );
  });
});

describe('AggregateStore idempotency keys per caller', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let store: PostgresEventStore;
  let aggregates: AggregateStore;
  beforeAll(async () => {
    database = await createTestDatabase(eventStoreMigrations);
    store = new PostgresEventStore(database.pool);
    aggregates = new AggregateStore(store);
  });
  afterAll(async () => {
    await store.close();
    await database.drop();
  });

  it('given one caller used a key on a stream, when another caller sends the same key, then theirs is decided and appended on its own', async () => {
    const bump = { type: 'Bump', by: 1 } as const;
    const alice = { ...systemContext(), actorId: 'alice', idempotencyKey: 'k' };
    const bob = { ...systemContext(), actorId: 'bob', idempotencyKey: 'k' };
    const first = await aggregates.handle('counter-2', counter, bump, alice);
    const theirs = await aggregates.handle('counter-2', counter, bump, bob);
    expect(theirs.position).not.toEqual(first.position);
    expect((await aggregates.handle('counter-2', counter, bump, alice)).position).toEqual(first.position);
    expect(await store.readStream('counter-2')).toHaveLength(4);
  });
});

describe('AggregateStore.loadLatest', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let store: PostgresEventStore;
  beforeAll(async () => {
    database = await createTestDatabase(eventStoreMigrations);
    store = new PostgresEventStore(database.pool);
  });
  afterAll(async () => {
    await store.close();
    await database.drop();
  });

  it('given a state it folded, when another process appends, then the next load folds only the newer events and equals a full fold', async () => {
    const reader = new AggregateStore(store);
    const writer = new AggregateStore(store); // another api replica
    await writer.handle('counter-latest', counter, { type: 'Open', name: 'a' }, systemContext());
    await writer.handle('counter-latest', counter, { type: 'Bump', by: 2 }, systemContext());
    expect((await reader.loadLatest('counter-latest', counter)).state).toEqual({ open: true, total: 4 });

    const read = jest.spyOn(store, 'readStream');
    await writer.handle('counter-latest', counter, { type: 'Bump', by: 5 }, systemContext());
    const latest = await reader.loadLatest('counter-latest', counter);
    expect(latest).toEqual({ state: { open: true, total: 14 }, revision: 4n });
    expect(latest.state).toEqual((await reader.load('counter-latest', counter)).state);
    // the second load asked only for what came after the revision it had folded
    expect(read.mock.calls[1]).toEqual(['counter-latest', { fromRevision: 3n }]);
    read.mockRestore();
  });
});
