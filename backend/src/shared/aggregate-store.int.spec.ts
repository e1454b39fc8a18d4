import { createTestDatabase } from '@gc/projections/testing';
import { PostgresEventStore } from '../infrastructure/event-store/postgres/postgres-event-store';
import { eventStoreMigrations } from '../infrastructure/event-store/postgres/event-store.migrations';
import { AggregateStore, commandFrom } from './aggregate-store';
import { systemContext } from './command-context';
import { DomainError } from './domain-error';
import type { Decider } from './decider';
import { WrongExpectedRevisionError } from './event-store.port';
import { retryOnConcurrentChange } from './retry-on-concurrent-change';

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

/** A fresh database with the event store's tables for the suite, its store handed to `use`, closed and dropped after. */
function withEventStore(use: (store: PostgresEventStore) => void): void {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let store: PostgresEventStore;
  beforeAll(async () => {
    database = await createTestDatabase(eventStoreMigrations);
    store = new PostgresEventStore(database.pool);
    use(store);
  });
  afterAll(async () => {
    await store.close();
    await database.drop();
  });
}

describe('AggregateStore idempotency keys', () => {
  let store: PostgresEventStore;
  let aggregates: AggregateStore;
  withEventStore((opened) => {
    store = opened;
    aggregates = new AggregateStore(store);
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
  let store: PostgresEventStore;
  let aggregates: AggregateStore;
  withEventStore((opened) => {
    store = opened;
    aggregates = new AggregateStore(store);
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

describe('AggregateStore.handle options', () => {
  let store: PostgresEventStore;
  withEventStore((opened) => (store = opened));

  it('given a new stream (newStream), then nothing is read and a second start of the same stream fails', async () => {
    const aggregates = new AggregateStore(store);
    const read = jest.spyOn(store, 'readStream');
    const open = { type: 'Open', name: 'n' } as const;
    const first = await aggregates.handle('counter-new', counter, open, systemContext(), { newStream: true });
    expect(read).not.toHaveBeenCalled();
    read.mockRestore();
    expect(first.nextExpectedRevision).toBe(0n);
    await expect(aggregates.handle('counter-new', counter, open, systemContext(), { newStream: true })).rejects.toThrow(
      WrongExpectedRevisionError,
    );
  });

  it('given a command made from another stream (commandFrom) with an idempotency key, then it is made from that stream as stored and a repeat answers the first result', async () => {
    const aggregates = new AggregateStore(store);
    await aggregates.handle('counter-basis', counter, { type: 'Open', name: 'b' }, systemContext());
    await aggregates.handle('counter-basis', counter, { type: 'Bump', by: 3 }, systemContext());
    const context = { ...systemContext(), idempotencyKey: 'from-basis' };
    const bumpByBasis = commandFrom('counter-basis', counter, (basis): Command => ({ type: 'Bump', by: basis.total }));
    const first = await aggregates.handle('counter-made', counter, bumpByBasis, context, { latest: true });
    expect(first.events).toEqual([
      { type: 'CounterBumped', data: { by: 6 } },
      { type: 'CounterBumped', data: { by: 6 } },
    ]);
    const again = await aggregates.handle('counter-made', counter, bumpByBasis, context, { latest: true });
    expect(again.position).toEqual(first.position);
    expect(await store.readStream('counter-made')).toHaveLength(2);
  });
});

describe('AggregateStore.loadLatest', () => {
  let store: PostgresEventStore;
  withEventStore((opened) => (store = opened));

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

describe('AggregateStore: deciding on what this process folded (HandleOptions.latest)', () => {
  type Set = { type: 'ValueSet'; data: { value: string } };
  type Locked = { type: 'RegisterLocked' | 'RegisterUnlocked'; data: Record<string, never> };
  type RegisterCommand = { type: 'Set'; value: string; gateLocked?: boolean } | { type: 'Lock' } | { type: 'Unlock' };
  /**
   * A register: setting the value it holds changes nothing (as a repeated autosave), and a locked one refuses, as
   * does a set made while its gate (another register, as a take's published reflection) is locked.
   */
  const register: Decider<RegisterCommand, Set | Locked, { value: string | null; locked: boolean }> = {
    initialState: () => ({ value: null, locked: false }),
    evolve: (state, event) =>
      event.type === 'ValueSet'
        ? { ...state, value: event.data.value }
        : { ...state, locked: event.type === 'RegisterLocked' },
    decide: (command, state) => {
      if (command.type === 'Lock') return [{ type: 'RegisterLocked', data: {} }];
      if (command.type === 'Unlock') return [{ type: 'RegisterUnlocked', data: {} }];
      if (state.locked) throw new DomainError('conflict', 'Register is locked');
      if (command.gateLocked) throw new DomainError('conflict', 'Gate is locked');
      return state.value === command.value ? [] : [{ type: 'ValueSet', data: { value: command.value } }];
    },
  };
  /** What a take's autosave does: load deciding on the folded state, decide, append; a lost race runs again. */
  const send = (aggregates: AggregateStore, stream: string, command: RegisterCommand) =>
    retryOnConcurrentChange(() => aggregates.handle(stream, register, command, systemContext(), { latest: true }));
  /** A set made from the gate's state (commandFrom), as an autosave from its reflection. */
  const sendGated = (aggregates: AggregateStore, stream: string, gate: string, value: string) =>
    retryOnConcurrentChange(() =>
      aggregates.handle(
        stream,
        register,
        commandFrom(gate, register, (gated): RegisterCommand => ({ type: 'Set', value, gateLocked: gated.locked })),
        systemContext(),
        { latest: true },
      ),
    );
  /** What the store was asked to read while `run` ran: the reads of readStreams, and the count of readStream calls. */
  const readsDuring = async (run: () => Promise<void>) => {
    const reads = jest.spyOn(store, 'readStreams');
    const read = jest.spyOn(store, 'readStream');
    try {
      await run();
      return { streams: reads.mock.calls.flatMap(([asked]) => asked), single: read.mock.calls.length };
    } finally {
      reads.mockRestore();
      read.mockRestore();
    }
  };
  const values = async (stream: string) =>
    (await store.readStream(stream)).map((e) => (e.data as { value?: string }).value ?? e.type);

  let store: PostgresEventStore;
  withEventStore((opened) => (store = opened));

  it('given it appended to a stream, when it decides on it again, then it reads nothing of that stream', async () => {
    const aggregates = new AggregateStore(store);
    await send(aggregates, 'register-1', { type: 'Set', value: 'a' });
    const read = await readsDuring(async () => {
      await send(aggregates, 'register-1', { type: 'Set', value: 'b' });
      await send(aggregates, 'register-1', { type: 'Set', value: 'c' });
    });
    expect(read.streams).toEqual([]);
    expect(read.single).toBe(0);
    expect(await values('register-1')).toEqual(['a', 'b', 'c']);
  });

  it('given a stream it never folded, when it decides on it, then it reads nothing and appends expecting no stream', async () => {
    const aggregates = new AggregateStore(store);
    const appends = jest.spyOn(store, 'append');
    const read = await readsDuring(async () => {
      await send(aggregates, 'register-new', { type: 'Set', value: 'a' });
      await send(aggregates, 'register-new', { type: 'Set', value: 'b' });
    });
    expect(appends.mock.calls.map(([, , expected]) => expected)).toEqual(['no_stream', 0n]);
    appends.mockRestore();
    expect(read.streams).toEqual([]);
    expect(read.single).toBe(0);
    expect(await values('register-new')).toEqual(['a', 'b']);
  });

  it('given a stream another replica wrote that it never folded, when it decides on it, then the append expecting no stream fails and the retry reads it and decides on what is there', async () => {
    const [mine, theirs] = [new AggregateStore(store), new AggregateStore(store)];
    await send(theirs, 'register-old', { type: 'Set', value: 'a' });
    await send(theirs, 'register-old', { type: 'Lock' });
    const appends = jest.spyOn(store, 'append');
    const read = await readsDuring(async () => {
      await expect(send(mine, 'register-old', { type: 'Set', value: 'b' })).rejects.toThrow('Register is locked');
    });
    // the one append (taken to be new) was refused by the store; the retry read the stream and refused
    expect(appends.mock.calls.map(([, , expected]) => expected)).toEqual(['no_stream']);
    appends.mockRestore();
    expect(read.streams).toEqual([{ streamName: 'register-old' }]);
    expect(await values('register-old')).toEqual(['a', 'RegisterLocked']);
    // and from then on it decides on the stream as it read it: no read, an append at its revision
    await send(theirs, 'register-old', { type: 'Unlock' });
    await send(mine, 'register-old', { type: 'Set', value: 'c' });
    expect(await values('register-old')).toEqual(['a', 'RegisterLocked', 'RegisterUnlocked', 'c']);
  });

  it('given a stream another replica wrote that it never folded, when it repeats what the stream holds, then nothing is written twice', async () => {
    const [mine, theirs] = [new AggregateStore(store), new AggregateStore(store)];
    await send(theirs, 'register-held', { type: 'Set', value: 'a' });
    // on the initial state the set writes; the append (no stream) fails, and on the stream as read it changes nothing
    const result = await send(mine, 'register-held', { type: 'Set', value: 'a' });
    expect(result.events).toEqual([]);
    expect(await values('register-held')).toEqual(['a']);
  });

  it('given another replica appended meanwhile, when it decides on its older state, then the append fails and the retry decides on the newer stream', async () => {
    const [mine, theirs] = [new AggregateStore(store), new AggregateStore(store)];
    await send(mine, 'register-2', { type: 'Set', value: 'a' });
    await send(theirs, 'register-2', { type: 'Set', value: 'b' });
    await send(mine, 'register-2', { type: 'Set', value: 'c' });
    expect(await values('register-2')).toEqual(['a', 'b', 'c']);
    const after = await mine.loadLatest('register-2', register);
    expect(after.state).toEqual((await mine.load('register-2', register)).state);
  });

  it('given another replica appended meanwhile, when the append on its older state fails, then the retry reads only the events after what it folded', async () => {
    const [mine, theirs] = [new AggregateStore(store), new AggregateStore(store)];
    for (const value of ['a', 'b', 'c']) await send(mine, 'register-long', { type: 'Set', value });
    await send(theirs, 'register-long', { type: 'Set', value: 'd' });
    const read = await readsDuring(async () => {
      await send(mine, 'register-long', { type: 'Set', value: 'e' });
    });
    // its fold stood at revision 2 (a, b, c): the retry read from 3 (d), not the whole stream
    expect(read.streams).toEqual([{ streamName: 'register-long', fromRevision: 3n }]);
    expect(read.single).toBe(0);
    expect(await values('register-long')).toEqual(['a', 'b', 'c', 'd', 'e']);
    const after = await mine.loadLatest('register-long', register);
    expect(after.state).toEqual((await mine.load('register-long', register)).state);
    // and with nothing new since, the next decision reads nothing again
    const quiet = await readsDuring(() => send(mine, 'register-long', { type: 'Set', value: 'f' }).then(() => {}));
    expect(quiet.streams).toEqual([]);
  });

  it('given another replica changed the value, when it sets the value its older state holds, then the set is written (no lost update)', async () => {
    const [mine, theirs] = [new AggregateStore(store), new AggregateStore(store)];
    await send(mine, 'register-3', { type: 'Set', value: 'x' });
    await send(theirs, 'register-3', { type: 'Set', value: 'y' });
    // on what this process folded, 'x' changes nothing; the stream says otherwise
    const result = await send(mine, 'register-3', { type: 'Set', value: 'x' });
    expect(result.events).toHaveLength(1);
    expect(await values('register-3')).toEqual(['x', 'y', 'x']);
    // and a true repeat still writes nothing
    expect((await send(mine, 'register-3', { type: 'Set', value: 'x' })).events).toEqual([]);
    expect(await values('register-3')).toHaveLength(3);
  });

  it('given another replica unlocked it, when its older state would refuse, then the refusal is checked against the stream first', async () => {
    const [mine, theirs] = [new AggregateStore(store), new AggregateStore(store)];
    await send(mine, 'register-4', { type: 'Lock' });
    await expect(send(mine, 'register-4', { type: 'Set', value: 'a' })).rejects.toThrow('Register is locked');
    await send(theirs, 'register-4', { type: 'Unlock' });
    await send(mine, 'register-4', { type: 'Set', value: 'a' });
    expect(await values('register-4')).toEqual(['RegisterLocked', 'RegisterUnlocked', 'a']);
  });

  it('given it decided on a gate before, when it sets again, then it reads neither the gate nor the register', async () => {
    const aggregates = new AggregateStore(store);
    await send(aggregates, 'gate-1', { type: 'Unlock' });
    await sendGated(aggregates, 'gated-1', 'gate-1', 'a');
    const read = await readsDuring(async () => {
      await sendGated(aggregates, 'gated-1', 'gate-1', 'b');
      await sendGated(aggregates, 'gated-1', 'gate-1', 'c');
    });
    expect(read.streams).toEqual([]);
    expect(read.single).toBe(0);
    expect(await values('gated-1')).toEqual(['a', 'b', 'c']);
  });

  it('given another replica locked the gate, when it sets on its older state of the gate, then the append fails on the condition and the retry refuses (nothing written)', async () => {
    const [mine, theirs] = [new AggregateStore(store), new AggregateStore(store)];
    await send(theirs, 'gate-2', { type: 'Unlock' });
    await sendGated(mine, 'gated-2', 'gate-2', 'a');
    await send(theirs, 'gate-2', { type: 'Lock' });
    const appends = jest.spyOn(store, 'append');

    await expect(sendGated(mine, 'gated-2', 'gate-2', 'b')).rejects.toThrow('Gate is locked');

    // the one append made on the old state of the gate carried the condition, and the store refused it
    expect(appends.mock.calls.map(([, , , options]) => options)).toEqual([
      { unchanged: { streamName: 'gate-2', revision: 0n } },
    ]);
    appends.mockRestore();
    expect(await values('gated-2')).toEqual(['a']);
  });

  it('given another replica unlocked the gate, when its older state of the gate would refuse, then the refusal is checked against the gate first', async () => {
    const [mine, theirs] = [new AggregateStore(store), new AggregateStore(store)];
    await send(theirs, 'gate-3', { type: 'Lock' });
    await expect(sendGated(mine, 'gated-3a', 'gate-3', 'a')).rejects.toThrow('Gate is locked');
    await send(theirs, 'gate-3', { type: 'Unlock' });

    // a register this process never folded (so read now), on the gate as this process folded it (locked)
    await sendGated(mine, 'gated-3b', 'gate-3', 'b');

    expect(await values('gated-3b')).toEqual(['b']);
    expect(await values('gated-3a')).toEqual([]);
  });
});
