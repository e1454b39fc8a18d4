import { BOOTSTRAP_CLIENT_ID, RoleId, teamStreamName } from '@gc/contracts';
import type { EventStore } from '../../../shared/event-store.port';
import { EVENT_STORE, KYSELY } from '../../../infrastructure/tokens';
import { AggregateStore } from '../../../shared/aggregate-store';
import { systemContext } from '../../../shared/command-context';
import { createSignedInUser, type SignedInUser } from '../../../test-support/identity';
import type { TestApp } from '../../../test-support/test-app';
import { STAGE, createWorkspacesTestApp } from '../../../test-support/workspaces-test-kit';
import { UserAccounts } from '../../identity';
import { OrphanedMemberships } from './orphaned-memberships.service';

jest.setTimeout(60_000);

describe('memberships of people who left the client', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let stays: SignedInUser;
  let leaves: SignedInUser;
  let teamId: string;
  let cleanup: OrphanedMemberships;

  const members = async () => {
    const position = (await t.app.get<EventStore>(EVENT_STORE).headPosition()) as { commit: bigint; prepare: bigint };
    const res = await admin
      .auth(t.http().get(`/api/teams/${teamId}/members`))
      .set('X-Min-Position', `${position.commit}.${position.prepare}`)
      .expect(200);
    return res.body.responseObj.map((m: { email: string }) => m.email).sort();
  };

  beforeAll(async () => {
    t = await createWorkspacesTestApp();
    admin = await createSignedInUser(t, { role: RoleId.ClientAdministrator, clientId: BOOTSTRAP_CLIENT_ID });
    stays = await createSignedInUser(t, { role: RoleId.User, clientId: BOOTSTRAP_CLIENT_ID });
    leaves = await createSignedInUser(t, { role: RoleId.User, clientId: BOOTSTRAP_CLIENT_ID });
    const team = await admin
      .auth(t.http().post('/api/teams'))
      .send({ team_name: 'Blue', description: 'The blue team', team_type: 'OS_TEAM', stage: STAGE })
      .expect(201);
    teamId = team.body.responseObj.team_id;
    for (const person of [stays, leaves]) {
      await admin
        .auth(t.http().post(`/api/teams/${teamId}/members`))
        .send({ name: person.name, email: person.email, team_role: '2' })
        .expect(201);
    }
    cleanup = new OrphanedMemberships(t.app.get(AggregateStore), t.app.get(KYSELY));
  });
  afterAll(() => t.close());

  it('given everyone still holds a role in the client, then nothing is removed', async () => {
    expect(await members()).toEqual([leaves.email, stays.email].sort());
    expect(await cleanup.remove()).toBe(0);
  });

  it('given someone was removed from the client, then their membership is removed as a team fact, once', async () => {
    await t.app
      .get(UserAccounts)
      .execute(leaves.userId, { type: 'RemoveFromClient', clientId: BOOTSTRAP_CLIENT_ID }, systemContext());
    // wait until the identity read model shows the departure
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const row = await t.db
        .selectFrom('user_client_roles')
        .select('user_id')
        .where('user_id', '=', leaves.userId)
        .where('client_id', '=', BOOTSTRAP_CLIENT_ID)
        .executeTakeFirst();
      if (!row) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    expect(await cleanup.remove(new Date(), [leaves.userId])).toBe(1);
    // The members read model follows. members() waits for headPosition, the newest position every reader can see:
    // a transaction still open elsewhere on the server (another suite's) can hold it behind the removal for a moment.
    let listed = await members();
    for (const until = Date.now() + 10_000; listed.length !== 1 && Date.now() < until; listed = await members()) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(listed).toEqual([stays.email]);
    const removals = (await t.app.get<EventStore>(EVENT_STORE).readStream(teamStreamName(teamId))).filter(
      (e) => e.type === 'TeamMemberRemoved',
    );
    expect(removals).toHaveLength(1);
    expect(await cleanup.remove()).toBe(0);
  });
});
