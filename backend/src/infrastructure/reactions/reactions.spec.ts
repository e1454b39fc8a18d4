import type { RecordedEvent, RecordedEventOf, UserEvent } from '@gc/contracts';
import type { Reaction } from './reaction';
import { Reactions } from './reactions';

type Left = Extract<UserEvent, { type: 'UserRemovedFromClient' | 'UserErased' }>;

function recorded(type: string, data: Record<string, unknown>, prepare: bigint): RecordedEvent {
  return {
    id: `e${prepare}`,
    type,
    data,
    metadata: {
      actorId: null,
      clientId: null,
      correlationId: 'c',
      causationId: null,
      occurredAt: '2026-11-22T10:00:00.000Z',
      schemaVersion: 1,
    },
    streamName: `user-${String(data.userId)}`,
    revision: 0n,
    position: { commit: 1n, prepare },
    recordedAt: new Date(0),
  };
}

function leftReaction(name: string, seen: string[][], fail = false): Reaction<Left> {
  return {
    name,
    after: 'identity-users',
    on: ['UserRemovedFromClient', 'UserErased'],
    async handle(events: RecordedEventOf<Left>[]) {
      seen.push(events.map((e) => `${e.type}:${e.data.userId}`));
      if (fail) throw new Error('boom');
    },
  };
}

const batch = [
  recorded('UserInvited', { userId: 'u1' }, 1n),
  recorded('UserRemovedFromClient', { userId: 'u2', clientId: 'c1' }, 2n),
  recorded('UserRenamed', { userId: 'u3' }, 3n),
  recorded('UserErased', { userId: 'u4' }, 4n),
];

describe('reactions', () => {
  it('given a reaction to two facts, when its projection commits a batch, then it gets those facts only, in order', async () => {
    const seen: string[][] = [];
    const reactions = new Reactions();
    reactions.register(leftReaction('remove-memberships', seen));

    await reactions.afterCommit('identity-users', batch);

    expect(seen).toEqual([['UserRemovedFromClient:u2', 'UserErased:u4']]);
  });

  it('given a reaction, when another projection commits the same facts or a batch holds none of them, then it is not called', async () => {
    const seen: string[][] = [];
    const reactions = new Reactions();
    reactions.register(leftReaction('remove-memberships', seen));

    await reactions.afterCommit('workspaces-teams', batch);
    await reactions.afterCommit('identity-users', [batch[0], batch[2]]);

    expect(seen).toEqual([]);
  });

  it('given a failing reaction, when a batch commits, then the next reaction still runs and nothing is thrown', async () => {
    const seen: string[][] = [];
    const reactions = new Reactions();
    reactions.register(leftReaction('first', seen, true));
    reactions.register(leftReaction('second', seen));

    await expect(reactions.afterCommit('identity-users', batch)).resolves.toBeUndefined();

    expect(seen).toHaveLength(2);
  });

  it('given a reaction, when one with the same name is registered, then it is refused', () => {
    const reactions = new Reactions();
    reactions.register(leftReaction('twice', []));
    expect(() => reactions.register(leftReaction('twice', []))).toThrow(/already registered/);
  });
});
