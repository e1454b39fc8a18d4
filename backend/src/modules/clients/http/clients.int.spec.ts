import { BOOTSTRAP_CLIENT_ID, RoleId, formatPosition } from '@gc/contracts';
import type { Response } from 'supertest';
import type { BootstrapDeps } from '../../../shared/bootstrap-step';
import type { EventStore } from '../../../shared/event-store.port';
import { AggregateStore } from '../../../shared/aggregate-store';
import { bootstrapClientStep } from '../commands/bootstrap-client/bootstrap-client.step';
import { EVENT_STORE } from '../../../infrastructure/tokens';
import type { TestApp } from '../../../test-support/test-app';
import { createSignedInUser, type SignedInUser } from '../../../test-support/identity';
import { INDUSTRY, OTHER_INDUSTRY, createWorkspacesTestApp } from '../../../test-support/workspaces-test-kit';

jest.setTimeout(60_000);

describe('clients and team roles over HTTP', () => {
  let testApp: TestApp;
  let store: EventStore;
  let globalAdmin: SignedInUser;
  let clientA: string;
  let clientB: string;
  let adminA: SignedInUser;
  /** a Global Administrator working in client A: the only role that deletes or replaces team roles */
  let globalA: SignedInUser;
  let adminB: SignedInUser;
  let userA: SignedInUser;

  const http = () => testApp.http();
  const minPosition = (res: Response) => res.body.position as string;
  /** the event store head and the client rows: a refused request must leave both as they were */
  const snapshot = async () => ({
    // the last committed event, also one still hidden behind an older open transaction (headPosition would not
    // count it yet, and count it later: a write from before the snapshot seen as one after it)
    head: formatPosition(await store.lastCommittedPosition()),
    clients: await testApp.db
      .selectFrom('clients' as never)
      .selectAll()
      .execute(),
    roles: await testApp.db
      .selectFrom('team_roles' as never)
      .selectAll()
      .execute(),
  });

  async function createClient(name: string): Promise<string> {
    const res = await globalAdmin
      .auth(http().post('/api/clients'))
      .send({ client_name: name, description: `${name} workspace`, industry_id: INDUSTRY });
    expect(res.status).toBe(201);
    return res.body.responseObj.client_id;
  }

  beforeAll(async () => {
    testApp = await createWorkspacesTestApp();
    store = testApp.app.get(EVENT_STORE);
    globalAdmin = await createSignedInUser(testApp, {
      role: RoleId.GlobalAdministrator,
      clientId: BOOTSTRAP_CLIENT_ID,
    });
    clientA = await createClient('Acme');
    clientB = await createClient('Bravo');
    adminA = await createSignedInUser(testApp, { role: RoleId.ClientAdministrator, clientId: clientA });
    globalA = await createSignedInUser(testApp, { role: RoleId.GlobalAdministrator, clientId: clientA });
    adminB = await createSignedInUser(testApp, { role: RoleId.ClientAdministrator, clientId: clientB });
    userA = await createSignedInUser(testApp, { role: RoleId.User, clientId: clientA });
  });
  afterAll(() => testApp?.close());

  describe('POST /clients', () => {
    it('given a Global Administrator, when they create a client, then it answers the client with their role 5 and the events hold the system roles', async () => {
      const res = await globalAdmin
        .auth(http().post('/api/clients'))
        .send({ client_name: '  Charlie  ', description: 'Third', industry_id: OTHER_INDUSTRY });
      expect(res.status).toBe(201);
      expect(res.body.position).toMatch(/^\d+\.\d+$/);
      expect(res.body.responseObj).toMatchObject({
        client_name: 'Charlie',
        description: 'Third',
        industry_id: OTHER_INDUSTRY,
        industry_name: 'Financial Services',
        organization_id: 'growthcatalyst',
        createdBy: globalAdmin.userId,
        role_id: RoleId.GlobalAdministrator,
        client_selected: false,
      });
      const events = await store.readStream(`client-${res.body.responseObj.client_id}`);
      expect(events.map((e) => e.type)).toEqual([
        'ClientCreated',
        'TeamRoleAdded',
        'TeamRoleAdded',
        'TeamRoleAdded',
        'TeamRoleAdded',
      ]);
      expect(events[0].metadata.actorId).toBe(globalAdmin.userId);
    });

    it('given a Global Administrator, when they list their clients, then every client they hold a role in, the current one selected', async () => {
      const res = await globalAdmin.auth(http().get('/api/clients'));
      expect(res.status).toBe(200);
      const byName = Object.fromEntries(res.body.responseObj.map((c: { client_name: string }) => [c.client_name, c]));
      expect(Object.keys(byName)).toEqual(expect.arrayContaining(['GrowthCatalyst', 'Acme', 'Bravo', 'Charlie']));
      expect(byName.GrowthCatalyst).toMatchObject({
        client_id: BOOTSTRAP_CLIENT_ID,
        client_selected: true,
        role_id: 5,
        createdBy: null,
      });
      expect(byName.Acme).toMatchObject({ client_selected: false, role_id: 5 });
    });

    it('given a User of client A, when they list clients, then only A with role 8', async () => {
      const res = await userA.auth(http().get('/api/clients'));
      expect(res.body.responseObj.map((c: { client_id: string; role_id: number }) => [c.client_id, c.role_id])).toEqual(
        [[clientA, RoleId.User]],
      );
    });

    it('given a Client Administrator or a User, when they create a client, then 403 and nothing is written', async () => {
      const before = await snapshot();
      for (const who of [adminA, userA]) {
        const res = await who
          .auth(http().post('/api/clients'))
          .send({ client_name: 'Nope', description: 'Nope', industry_id: INDUSTRY });
        expect(res.status).toBe(403);
      }
      expect(await snapshot()).toEqual(before);
    });

    it.each([
      ['no name', { description: 'x', industry_id: INDUSTRY }, 'Please fill in this field.'],
      ['a blank name', { client_name: '   ', description: 'x', industry_id: INDUSTRY }, 'Please fill in this field.'],
      ['no industry', { client_name: 'x', description: 'x' }, 'Select an option.'],
      ['an unknown industry', { client_name: 'x', description: 'x', industry_id: 'alchemy' }, 'Select an option.'],
      [
        'a 9001-character name',
        { client_name: 'x'.repeat(9001), description: 'x', industry_id: INDUSTRY },
        'Please use at most 9000 characters.',
      ],
      [
        'an unknown field',
        { client_name: 'x', description: 'x', industry_id: INDUSTRY, owner: 'me' },
        'property owner should not exist',
      ],
    ])('given %s, when a client is created, then 400 "%s" and nothing changes', async (_label, body, message) => {
      const before = await snapshot();
      const res = await globalAdmin.auth(http().post('/api/clients')).send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(await snapshot()).toEqual(before);
    });

    it('given the bootstrap client exists, when the bootstrap step runs again, then it appends nothing', async () => {
      const before = await store.readStream(`client-${BOOTSTRAP_CLIENT_ID}`);
      expect(await bootstrapClientStep({ aggregates: testApp.app.get(AggregateStore) } as BootstrapDeps)).toEqual([]);
      expect(await store.readStream(`client-${BOOTSTRAP_CLIENT_ID}`)).toHaveLength(before.length);
      expect(before[0]).toMatchObject({
        type: 'ClientCreated',
        data: { clientName: 'GrowthCatalyst', organizationId: 'growthcatalyst' },
      });
    });

    it('given the OpenAPI document, then every clients and team-roles call is described with its body', async () => {
      const { body } = await http().get('/api/docs-json');
      expect(body.paths['/api/clients'].post.requestBody).toBeDefined();
      expect(body.paths['/api/clients/{id}'].put.requestBody).toBeDefined();
      expect(Object.keys(body.paths['/api/clients/{client_id}/team_roles'])).toEqual(
        expect.arrayContaining(['get', 'post']),
      );
      expect(body.paths['/api/clients/{client_id}/team_roles/{team_role_id}'].delete).toBeDefined();
      expect(body.paths['/api/clients/{client_id}/team_roles/{team_role_id}/replace'].put.requestBody).toBeDefined();
    });

    it('given no bearer token, when clients are listed, then 401', async () => {
      expect((await http().get('/api/clients')).status).toBe(401);
    });
  });

  describe('PUT /clients/{id}', () => {
    it("given a Client Administrator, when they save their client's details, then the updated client and a ClientDetailsChanged", async () => {
      const res = await adminA
        .auth(http().put(`/api/clients/${clientA}`))
        .send({ client_id: clientA, client_name: 'Acme Corp', description: 'Renamed', industry_id: OTHER_INDUSTRY });
      expect(res.status).toBe(200);
      expect(res.body.responseObj).toMatchObject({
        client_id: clientA,
        client_name: 'Acme Corp',
        description: 'Renamed',
        role_id: 0,
        modifiedBy: adminA.userId,
      });
      const events = await store.readStream(`client-${clientA}`);
      expect(events.at(-1)).toMatchObject({
        type: 'ClientDetailsChanged',
        data: { clientName: 'Acme Corp', industryId: OTHER_INDUSTRY },
      });
      const listed = await adminA.auth(http().get('/api/clients')).set('X-Min-Position', minPosition(res));
      expect(listed.body.responseObj[0].client_name).toBe('Acme Corp');
    });

    it('given a User, when they edit the client, then 403 and nothing changes', async () => {
      const before = await snapshot();
      const res = await userA
        .auth(http().put(`/api/clients/${clientA}`))
        .send({ client_name: 'Hijack', description: 'x', industry_id: INDUSTRY });
      expect(res.status).toBe(403);
      expect(await snapshot()).toEqual(before);
    });

    it('given a Client Administrator of A, when they edit client B, then 404 and B is untouched', async () => {
      const before = await snapshot();
      const res = await adminA
        .auth(http().put(`/api/clients/${clientB}`))
        .send({ client_name: 'Hijack', description: 'x', industry_id: INDUSTRY });
      expect(res.status).toBe(404);
      expect(await snapshot()).toEqual(before);
    });

    it('given a blank description or a mismatching client_id, when saved, then 400 and nothing changes', async () => {
      const before = await snapshot();
      const blank = await adminA
        .auth(http().put(`/api/clients/${clientA}`))
        .send({ client_name: 'A', description: ' ', industry_id: INDUSTRY });
      expect([blank.status, blank.body.message]).toEqual([400, 'Please fill in this field.']);
      const mismatch = await adminA
        .auth(http().put(`/api/clients/${clientA}`))
        .send({ client_id: clientB, client_name: 'A', description: 'B', industry_id: INDUSTRY });
      expect(mismatch.status).toBe(400);
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('team roles', () => {
    const roles = (who: SignedInUser, clientId: string, position?: string) => {
      const req = who.auth(http().get(`/api/clients/${clientId}/team_roles`));
      return position ? req.set('X-Min-Position', position) : req;
    };

    it('given a new client, when its team roles are listed, then the four system roles', async () => {
      const res = await userA.auth(http().get(`/api/clients/${clientA}/team_roles`));
      expect(res.status).toBe(200);
      expect(res.body.responseObj).toEqual([
        { team_role_id: '2', client_id: clientA, name: 'Cofounder', label: 'Cofounder', value: '2', system: true },
        {
          team_role_id: '3',
          client_id: clientA,
          name: 'Executive Sponsor',
          label: 'Executive Sponsor',
          value: '3',
          system: true,
        },
        { team_role_id: '4', client_id: clientA, name: 'OS Lead', label: 'OS Lead', value: '4', system: true },
        {
          team_role_id: '9',
          client_id: clientA,
          name: 'OS Team Member',
          label: 'OS Team Member',
          value: '9',
          system: true,
        },
      ]);
    });

    it('given an admin, when they add a role, then it is listed; the same name in another case is 409', async () => {
      const added = await adminA.auth(http().post(`/api/clients/${clientA}/team_roles`)).send({ name: ' Advisor ' });
      expect(added.status).toBe(201);
      expect(added.body.responseObj).toMatchObject({ name: 'Advisor', system: false, client_id: clientA });
      const listed = await roles(adminA, clientA, minPosition(added));
      expect(listed.body.responseObj.map((r: { name: string }) => r.name)).toContain('Advisor');

      const before = await snapshot();
      const duplicate = await adminA.auth(http().post(`/api/clients/${clientA}/team_roles`)).send({ name: 'ADVISOR' });
      expect([duplicate.status, duplicate.body.message]).toEqual([409, 'A team role named "Advisor" already exists.']);
      const blank = await adminA.auth(http().post(`/api/clients/${clientA}/team_roles`)).send({ name: '' });
      expect([blank.status, blank.body.message]).toEqual([400, 'Please fill in this field.']);
      expect(await snapshot()).toEqual(before);
    });

    it('given a custom role, when deleted, then it is gone; a system role answers 409 and stays', async () => {
      const added = await adminA.auth(http().post(`/api/clients/${clientA}/team_roles`)).send({ name: 'Temp' });
      const id = added.body.responseObj.team_role_id;
      const deleted = await globalA
        .auth(http().delete(`/api/clients/${clientA}/team_roles/${id}`))
        .set('X-Min-Position', minPosition(added));
      expect(deleted.status).toBe(200);
      const listed = await roles(adminA, clientA, minPosition(deleted));
      expect(listed.body.responseObj.map((r: { team_role_id: string }) => r.team_role_id)).not.toContain(id);

      const before = await snapshot();
      const system = await globalA.auth(http().delete(`/api/clients/${clientA}/team_roles/2`));
      expect([system.status, system.body.message]).toEqual([409, 'System team roles cannot be deleted or replaced.']);
      const missing = await globalA.auth(http().delete(`/api/clients/${clientA}/team_roles/nope`));
      expect(missing.status).toBe(404);
      expect(await snapshot()).toEqual(before);
    });

    it('given a role held by a team member, when replaced, then the member holds the new role and deleting the old is no longer possible', async () => {
      const mentor = await adminA.auth(http().post(`/api/clients/${clientA}/team_roles`)).send({ name: 'Mentor' });
      const mentorId = mentor.body.responseObj.team_role_id;
      const team = await adminA
        .auth(http().post('/api/teams'))
        .send({ team_name: 'Roles', description: 'Role test', team_type: 'OS_TEAM', stage: 'seed' });
      const teamId = team.body.responseObj.team_id;
      const member = await adminA
        .auth(http().post(`/api/teams/${teamId}/members`))
        .send({ name: 'U', email: userA.email, team_role: mentorId });
      expect(member.status).toBe(201);

      const inUse = await globalA
        .auth(http().delete(`/api/clients/${clientA}/team_roles/${mentorId}`))
        .set('X-Min-Position', minPosition(member));
      expect(inUse.status).toBe(409);

      const system = await globalA
        .auth(http().put(`/api/clients/${clientA}/team_roles/2/replace`))
        .send({ team_role_id: '9' });
      expect(system.status).toBe(409);
      const noTarget = await globalA
        .auth(http().put(`/api/clients/${clientA}/team_roles/${mentorId}/replace`))
        .send({});
      expect([noTarget.status, noTarget.body.message]).toEqual([400, 'Please Select Role']);

      const replaced = await globalA
        .auth(http().put(`/api/clients/${clientA}/team_roles/${mentorId}/replace`))
        .send({ team_role_id: '9' });
      expect(replaced.status).toBe(200);
      const members = await adminA
        .auth(http().get(`/api/teams/${teamId}/members`))
        .set('X-Min-Position', minPosition(replaced));
      expect(members.body.responseObj).toEqual([
        expect.objectContaining({ email: userA.email, team_role: '9', team_role_name: 'OS Team Member' }),
      ]);
      const listed = await roles(adminA, clientA, minPosition(replaced));
      expect(listed.body.responseObj.map((r: { team_role_id: string }) => r.team_role_id)).not.toContain(mentorId);
    });

    it('given a User, when they add, delete or replace a role, then 403 and nothing changes', async () => {
      const before = await snapshot();
      expect((await userA.auth(http().post(`/api/clients/${clientA}/team_roles`)).send({ name: 'X' })).status).toBe(
        403,
      );
      expect((await userA.auth(http().delete(`/api/clients/${clientA}/team_roles/2`))).status).toBe(403);
      expect(
        (await userA.auth(http().put(`/api/clients/${clientA}/team_roles/2/replace`)).send({ team_role_id: '9' }))
          .status,
      ).toBe(403);
      expect(await snapshot()).toEqual(before);
    });

    it('given a Client Administrator, when they delete or replace a custom role, then 403 and nothing changes (Global Administrator only)', async () => {
      const added = await adminA.auth(http().post(`/api/clients/${clientA}/team_roles`)).send({ name: 'Scout' });
      expect(added.status).toBe(201);
      const id = added.body.responseObj.team_role_id;
      await roles(adminA, clientA, minPosition(added));

      const before = await snapshot();
      const deleted = await adminA.auth(http().delete(`/api/clients/${clientA}/team_roles/${id}`));
      expect([deleted.status, deleted.body.message]).toEqual([403, 'Forbidden']);
      const replaced = await adminA
        .auth(http().put(`/api/clients/${clientA}/team_roles/${id}/replace`))
        .send({ team_role_id: '9' });
      expect(replaced.status).toBe(403);
      expect(await snapshot()).toEqual(before);
      const listed = await roles(adminA, clientA);
      expect(listed.body.responseObj.map((r: { team_role_id: string }) => r.team_role_id)).toContain(id);
    });

    it("given a Client Administrator of A, when they touch client B's roles, then 404 everywhere and nothing changes", async () => {
      const before = await snapshot();
      expect((await roles(adminA, clientB)).status).toBe(404);
      expect((await adminA.auth(http().post(`/api/clients/${clientB}/team_roles`)).send({ name: 'X' })).status).toBe(
        404,
      );
      // deleting and replacing are the Global Administrator's: one working in A gets 404 for B's roles
      expect((await globalA.auth(http().delete(`/api/clients/${clientB}/team_roles/2`))).status).toBe(404);
      expect(
        (await globalA.auth(http().put(`/api/clients/${clientB}/team_roles/2/replace`)).send({ team_role_id: '9' }))
          .status,
      ).toBe(404);
      expect(await snapshot()).toEqual(before);
      expect((await roles(adminB, clientB)).status).toBe(200);
    });
  });
});
