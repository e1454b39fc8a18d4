import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { BOOTSTRAP_CLIENT_ID, RoleId, userStream } from '@gc/contracts';
import { identityUsersProjection } from '@gc/projections';
import type { EventStore } from '../../../shared/event-store.port';
import { EVENT_STORE } from '../../../infrastructure/tokens';
import { systemContext } from '../../../shared/command-context';
import { createSignedInUser } from '../../../test-support/identity';
import type { TestApp } from '../../../test-support/test-app';
import { Reactions } from '../../../infrastructure/reactions/reactions';
import { WorkerModule } from '../../../workers/worker.module';
import { STAGE, createWorkspacesTestApp } from '../../../test-support/workspaces-test-kit';
import { UserAccounts } from '../../identity';
import { TeamsWorkerModule } from './teams-worker.module';

jest.setTimeout(60_000);

describe('reaction: remove memberships when someone leaves a client', () => {
  let t: TestApp;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    t = await createWorkspacesTestApp();
    // the worker process as production runs it, with the teams module's reaction registered
    worker = await NestFactory.createApplicationContext(
      { module: class WorkerUnderTest {}, imports: [WorkerModule.forRoot(t.config), TeamsWorkerModule] },
      { logger: false },
    );
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  it('given a member removed from the client, when the identity read model commits it, then their membership goes', async () => {
    const admin = await createSignedInUser(t, { role: RoleId.ClientAdministrator, clientId: BOOTSTRAP_CLIENT_ID });
    const leaves = await createSignedInUser(t, { role: RoleId.User, clientId: BOOTSTRAP_CLIENT_ID });
    const team = await admin
      .auth(t.http().post('/api/teams'))
      .send({ team_name: 'Green', description: 'The green team', team_type: 'OS_TEAM', stage: STAGE })
      .expect(201);
    const teamId: string = team.body.responseObj.team_id;
    await admin
      .auth(t.http().post(`/api/teams/${teamId}/members`))
      .send({ name: leaves.name, email: leaves.email, team_role: '2' })
      .expect(201);
    const isMember = async () =>
      !!(await t.db
        .selectFrom('team_members')
        .select('user_id')
        .where('team_id', '=', teamId)
        .where('user_id', '=', leaves.userId)
        .executeTakeFirst());
    const hasRole = async () =>
      !!(await t.db
        .selectFrom('user_client_roles')
        .select('user_id')
        .where('user_id', '=', leaves.userId)
        .where('client_id', '=', BOOTSTRAP_CLIENT_ID)
        .executeTakeFirst());
    await until(isMember);

    await t.app
      .get(UserAccounts)
      .execute(leaves.userId, { type: 'RemoveFromClient', clientId: BOOTSTRAP_CLIENT_ID }, systemContext());
    await until(async () => !(await hasRole()));
    // the commit's dispatch, as the runner's onBatchCommitted makes it (whichever runner holds the lock)
    const removal = (await t.app.get<EventStore>(EVENT_STORE).readStream(userStream(leaves.userId))).filter(
      (e) => e.type === 'UserRemovedFromClient',
    );
    await worker.get(Reactions).afterCommit(identityUsersProjection.name, removal);

    await until(async () => !(await isMember()));
    expect(await isMember()).toBe(false);
  });
});

async function until(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}
