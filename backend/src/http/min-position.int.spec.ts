import { BOOTSTRAP_CLIENT_ID, RoleId, formatPosition } from '@gc/contracts';
import { sql } from 'kysely';
import { ReadYourWrites } from './read-your-writes';
import type { EventStore } from '../shared/event-store.port';
import { EVENT_STORE } from '../infrastructure/tokens';
import { createSignedInUser, type SignedInUser } from '../test-support/identity';
import { createTestApp, type TestApp } from '../test-support/test-app';

jest.setTimeout(60_000);

describe('X-Min-Position (read-your-writes)', () => {
  let t: TestApp;
  let store: EventStore;
  let user: SignedInUser;
  beforeAll(async () => {
    // a read that cannot be served fresh gives up after this (the default is 5 s)
    t = await createTestApp({ readYourWritesTimeoutMs: 500 });
    store = t.app.get<EventStore>(EVENT_STORE);
    user = await createSignedInUser(t, { role: RoleId.GlobalAdministrator, clientId: BOOTSTRAP_CLIENT_ID });
    // createSignedInUser waits for the projections to fold the user's role and terms, but in this app a wait gives
    // up after 500 ms: on a slow host the runner may still be catching up, and every request would be refused (403)
    const head = await store.headPosition();
    while (!(await t.app.get(ReadYourWrites).settle(head))) {
      // each try waits up to 500 ms; jest's timeout bounds them all
    }
  });
  afterAll(() => t?.close());

  const read = (position: string) => user.auth(t.http().get('/api/clients')).set('X-Min-Position', position);

  it('given a position the store has reached, then the read is served fresh', async () => {
    const head = await store.headPosition();
    const res = await read(formatPosition(head)).expect(200);
    expect(res.headers['x-consistency']).toBe('fresh');
  });

  it('given a position beyond the event store head, then 400 POSITION_AHEAD at once instead of waiting', async () => {
    const head = await store.headPosition();
    for (const ahead of [
      { commit: head.commit + 1_000_000n, prepare: 1n },
      { commit: head.commit, prepare: head.prepare + 1n },
    ]) {
      const started = Date.now();
      const res = await read(formatPosition(ahead)).expect(400);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(res.body).toMatchObject({
        code: 'POSITION_AHEAD',
        message: 'X-Min-Position is ahead of the event store.',
      });
    }
  });

  it.each(['', 'abc', '12', '1.2.3', '-1.2', '99999999999999999999999.1', '18446744073709551616.1'])(
    'given the malformed position %p, then 400 BAD_POSITION',
    async (bad) => {
      const res = await read(bad).expect(400);
      expect(res.body.code).toBe('BAD_POSITION');
    },
  );

  it('given a projection behind the position, then a route marked @ReadsFrom without it is served fresh, any other stale', async () => {
    const head = await store.headPosition();
    // every real projection past the head first, so that only the one held behind below can lag
    expect(await t.app.get(ReadYourWrites).settle(head)).toBe(true);
    // a projection that has folded nothing (as the results projection is while it folds a cohort's submissions)
    await sql`insert into projection_checkpoints (name, commit_position, prepare_position, version)
      values ('held-behind', 0, 0, 1)`.execute(t.db);
    try {
      // the inbox reads the reflections, takes and workspaces projections only
      const inbox = await user.auth(t.http().get('/api/assessments/take')).set('X-Min-Position', formatPosition(head));
      expect([inbox.status, inbox.headers['x-consistency']]).toEqual([200, 'fresh']);
      const clients = await read(formatPosition(head)).expect(200);
      expect(clients.headers['x-consistency']).toBe('stale');
    } finally {
      await sql`delete from projection_checkpoints where name = 'held-behind'`.execute(t.db);
    }
  });
});
