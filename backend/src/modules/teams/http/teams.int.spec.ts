import { BOOTSTRAP_CLIENT_ID, RoleId, formatPosition } from '@gc/contracts';
import type { Response } from 'supertest';
import type { EventStore } from '../../../shared/event-store.port';
import { EVENT_STORE } from '../../../infrastructure/tokens';
import type { TestApp } from '../../../test-support/test-app';
import { createSignedInUser, type SignedInUser } from '../../../test-support/identity';
import { INDUSTRY, OTHER_INDUSTRY, STAGE, createWorkspacesTestApp } from '../../../test-support/workspaces-test-kit';

jest.setTimeout(60_000);

const teamForm = { team_name: 'Blue', description: 'The blue team', team_type: 'OS_TEAM', stage: STAGE };

describe('teams and team members over HTTP', () => {
  let testApp: TestApp;
  let store: EventStore;
  let clientA: string;
  let clientB: string;
  let adminA: SignedInUser;
  let adminB: SignedInUser;
  let memberA: SignedInUser;
  let otherA: SignedInUser;
  let userB: SignedInUser;

  const http = () => testApp.http();
  const at = (res: Response) => res.body.position as string;
  const snapshot = async () => ({
    // the last committed event, also one still hidden behind an older open transaction (headPosition would not
    // count it yet, and count it later: a write from before the snapshot seen as one after it)
    head: formatPosition(await store.lastCommittedPosition()),
    teams: await testApp.db
      .selectFrom('teams' as never)
      .selectAll()
      .execute(),
    members: await testApp.db
      .selectFrom('team_members' as never)
      .selectAll()
      .execute(),
  });

  async function createTeam(who: SignedInUser, form: object = teamForm): Promise<Response> {
    return who.auth(http().post('/api/teams')).send(form);
  }

  beforeAll(async () => {
    testApp = await createWorkspacesTestApp();
    store = testApp.app.get(EVENT_STORE);
    const globalAdmin = await createSignedInUser(testApp, {
      role: RoleId.GlobalAdministrator,
      clientId: BOOTSTRAP_CLIENT_ID,
    });
    const create = (name: string) =>
      globalAdmin
        .auth(http().post('/api/clients'))
        .send({ client_name: name, description: name, industry_id: INDUSTRY });
    clientA = (await create('Acme')).body.responseObj.client_id;
    clientB = (await create('Bravo')).body.responseObj.client_id;
    adminA = await createSignedInUser(testApp, { role: RoleId.ClientAdministrator, clientId: clientA });
    adminB = await createSignedInUser(testApp, { role: RoleId.ClientAdministrator, clientId: clientB });
    memberA = await createSignedInUser(testApp, { role: RoleId.User, clientId: clientA, name: 'Mia Member' });
    otherA = await createSignedInUser(testApp, { role: RoleId.User, clientId: clientA, name: 'Otto Other' });
    userB = await createSignedInUser(testApp, { role: RoleId.User, clientId: clientB });
  });
  afterAll(() => testApp?.close());

  describe('teams', () => {
    it('given an admin, when they create a team without industry and date, then the client industry and today are used', async () => {
      const before = Date.now();
      const res = await createTeam(adminA);
      expect(res.status).toBe(201);
      expect(res.body.responseObj).toMatchObject({
        team_name: 'Blue',
        client_id: clientA,
        client_name: 'Acme',
        team_type: 'OS_TEAM',
        stage: STAGE,
        stage_name: 'Seed',
        industry: INDUSTRY,
        industry_name: 'Consumer',
        members: [],
      });
      expect(res.body.responseObj.date_founded).toBeGreaterThanOrEqual(before - 1000);
      expect(res.body.responseObj.date_founded).toBeLessThanOrEqual(Date.now());
      const events = await store.readStream(`team-${res.body.responseObj.team_id}`);
      expect(events.map((e) => [e.type, e.metadata.clientId])).toEqual([['TeamCreated', clientA]]);
    });

    it('given a team, when fetched, then a list whose first item is the team; an admin lists every team of the client', async () => {
      const created = await createTeam(adminA, {
        ...teamForm,
        team_name: 'Green',
        industry: OTHER_INDUSTRY,
        date_founded: Date.UTC(2020, 0, 15),
      });
      const id = created.body.responseObj.team_id;
      const one = await adminA.auth(http().get(`/api/teams/${id}`)).set('X-Min-Position', at(created));
      expect(one.status).toBe(200);
      expect(one.body.responseObj).toHaveLength(1);
      expect(one.body.responseObj[0]).toMatchObject({
        team_id: id,
        team_name: 'Green',
        industry: OTHER_INDUSTRY,
        date_founded: Date.UTC(2020, 0, 15),
      });
      const all = await adminA.auth(http().get('/api/teams'));
      expect(all.body.responseObj.map((t: { team_name: string }) => t.team_name)).toEqual(
        expect.arrayContaining(['Blue', 'Green']),
      );
    });

    it('given a team, when an admin saves new details, then the team answers them; leaving out industry and date keeps them', async () => {
      const created = await createTeam(adminA, { ...teamForm, team_name: 'Edit me', date_founded: 86_400_000 });
      const id = created.body.responseObj.team_id;
      const res = await adminA
        .auth(http().put(`/api/teams/${id}`))
        .send({ team_name: 'Edited', description: 'New words', team_type: 'COFOUNDER_TEAM', stage: 'idea' });
      expect(res.status).toBe(200);
      expect(res.body.responseObj).toMatchObject({
        team_name: 'Edited',
        description: 'New words',
        team_type: 'COFOUNDER_TEAM',
        stage: 'idea',
        date_founded: 86_400_000,
        industry: INDUSTRY,
      });
      expect((await store.readStream(`team-${id}`)).at(-1)?.type).toBe('TeamDetailsChanged');
    });

    it('given a team, when an admin deletes it, then it answers 404 afterwards and is no longer listed', async () => {
      const created = await createTeam(adminA, { ...teamForm, team_name: 'Doomed' });
      const id = created.body.responseObj.team_id;
      const deleted = await adminA.auth(http().delete(`/api/teams/${id}`));
      expect(deleted.status).toBe(200);
      expect((await adminA.auth(http().get(`/api/teams/${id}`)).set('X-Min-Position', at(deleted))).status).toBe(404);
      expect((await adminA.auth(http().delete(`/api/teams/${id}`))).status).toBe(404);
      const all = await adminA.auth(http().get('/api/teams'));
      expect(all.body.responseObj.map((t: { team_id: string }) => t.team_id)).not.toContain(id);
    });

    it.each([
      ['no name', 'Please fill in this field.', { ...teamForm, team_name: '' }],
      ['no description', 'Please fill in this field.', { ...teamForm, description: '  ' }],
      ['no team type', 'Select an option.', { ...teamForm, team_type: undefined }],
      ['an unknown team type', 'Select an option.', { ...teamForm, team_type: 'GUILD' }],
      ['no stage', 'Select an option.', { ...teamForm, stage: undefined }],
      ['an unknown stage', 'Select an option.', { ...teamForm, stage: 'moon' }],
      ['an unknown industry', 'Select an option.', { ...teamForm, industry: 'alchemy' }],
    ])('given %s, when a team is created, then 400 "%s" and nothing changes', async (_label, message, form) => {
      const before = await snapshot();
      const res = await createTeam(adminA, form);
      expect([res.status, res.body.message]).toEqual([400, message]);
      expect(await snapshot()).toEqual(before);
    });

    it('given a User, when they create, edit or delete a team, then 403 and nothing changes', async () => {
      const id = (await createTeam(adminA, { ...teamForm, team_name: 'Guarded' })).body.responseObj.team_id;
      const before = await snapshot();
      expect((await createTeam(memberA)).status).toBe(403);
      expect((await memberA.auth(http().put(`/api/teams/${id}`)).send(teamForm)).status).toBe(403);
      expect((await memberA.auth(http().delete(`/api/teams/${id}`))).status).toBe(403);
      expect(await snapshot()).toEqual(before);
    });
  });

  it('given the OpenAPI document, then every teams and members call is described', async () => {
    const { body } = await http().get('/api/docs-json');
    expect(Object.keys(body.paths['/api/teams'])).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(body.paths['/api/teams/{id}'])).toEqual(expect.arrayContaining(['get', 'put', 'delete']));
    expect(Object.keys(body.paths['/api/teams/{id}/members'])).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(body.paths['/api/teams/{id}/members/{email}'])).toEqual(
      expect.arrayContaining(['put', 'delete']),
    );
    expect(body.paths['/api/teams/{id}/members'].post.requestBody).toBeDefined();
  });

  describe('members and visibility', () => {
    let teamId: string;
    let secondTeamId: string;

    beforeAll(async () => {
      teamId = (await createTeam(adminA, { ...teamForm, team_name: 'Members' })).body.responseObj.team_id;
      secondTeamId = (await createTeam(adminA, { ...teamForm, team_name: 'Not yours' })).body.responseObj.team_id;
    });

    it('given an existing user of the client, when added with a team role, then the member row carries their account name and email', async () => {
      const res = await adminA
        .auth(http().post(`/api/teams/${teamId}/members`))
        .send({ name: 'Typed Name', email: memberA.email.toUpperCase(), team_role: '2' });
      expect(res.status).toBe(201);
      expect(res.body.responseObj).toEqual({
        user_id: memberA.userId,
        email: memberA.email,
        name: 'Mia Member',
        role: RoleId.User,
        team_role: '2',
        team_role_name: 'Cofounder',
        Enabled: true,
      });
      const added = await adminA
        .auth(http().post(`/api/teams/${teamId}/members`))
        .send({ name: 'Otto', email: otherA.email, team_role: '9' });
      const list = await adminA.auth(http().get(`/api/teams/${teamId}/members`)).set('X-Min-Position', at(added));
      expect(list.body.responseObj.map((m: { email: string; team_role: string }) => [m.email, m.team_role])).toEqual([
        [memberA.email, '2'],
        [otherA.email, '9'],
      ]);
      // no personal data in the events: members by user id only
      const events = await store.readStream(`team-${teamId}`);
      expect(JSON.stringify(events.map((e) => e.data))).not.toContain(memberA.email);
    });

    it.each([
      [
        'a member already in the team',
        409,
        'This email already exists',
        () => ({ name: 'Mia', email: memberA.email, team_role: '4' }),
      ],
      [
        'an email nobody has',
        404,
        'User not found',
        () => ({ name: 'Nobody', email: 'nobody@example.test', team_role: '2' }),
      ],
      ['a user of another client', 404, 'User not found', () => ({ name: 'B', email: userB.email, team_role: '2' })],
      [
        'the Select Role placeholder',
        400,
        'Please Select Role',
        () => ({ name: 'Mia', email: memberA.email, team_role: 'Select Role' }),
      ],
      [
        'a role the client does not have',
        400,
        'Please Select Role',
        () => ({ name: 'Ada', email: adminA.email, team_role: 'made-up' }),
      ],
      ['a bad email', 400, 'Input a valid email.', () => ({ name: 'Mia', email: 'not-an-email', team_role: '2' })],
      ['a blank name', 400, 'Please fill in this field.', () => ({ name: ' ', email: memberA.email, team_role: '2' })],
      [
        'a 10001-character name',
        400,
        'Please use at most 10000 characters.',
        () => ({ name: 'x'.repeat(10001), email: memberA.email, team_role: '2' }),
      ],
    ])('given %s, when added, then %i "%s" and nothing changes', async (_label, status, message, body) => {
      const before = await snapshot();
      const res = await adminA.auth(http().post(`/api/teams/${teamId}/members`)).send(body());
      expect([res.status, res.body.message]).toEqual([status, message]);
      if (message === 'User not found') expect(res.body.code).toBe('USER_NOT_FOUND');
      expect(await snapshot()).toEqual(before);
    });

    it('given a member, when their team role changes, then the member shows it; an unknown member is 404', async () => {
      const res = await adminA
        .auth(http().put(`/api/teams/${teamId}/members/${encodeURIComponent(otherA.email)}`))
        .send({ team_role: '4' });
      expect(res.status).toBe(200);
      expect(res.body.responseObj).toMatchObject({ email: otherA.email, team_role: '4', team_role_name: 'OS Lead' });
      const placeholder = await adminA
        .auth(http().put(`/api/teams/${teamId}/members/${otherA.email}`))
        .send({ team_role: 'Select Role' });
      expect([placeholder.status, placeholder.body.message]).toEqual([400, 'Please Select Role']);
      expect(
        (await adminA.auth(http().put(`/api/teams/${teamId}/members/nobody@example.test`)).send({ team_role: '4' }))
          .status,
      ).toBe(404);
      expect(
        (await adminA.auth(http().put(`/api/teams/${secondTeamId}/members/${otherA.email}`)).send({ team_role: '4' }))
          .status,
      ).toBe(404);
    });

    it('given a member, then they see only the teams they belong to, and 404 for the others', async () => {
      const mine = await memberA.auth(http().get('/api/teams'));
      expect(mine.body.responseObj.map((t: { team_id: string }) => t.team_id)).toEqual([teamId]);
      expect(mine.body.responseObj[0].members).toHaveLength(2);
      expect((await memberA.auth(http().get(`/api/teams/${teamId}`))).status).toBe(200);
      expect((await memberA.auth(http().get(`/api/teams/${secondTeamId}`))).status).toBe(404);
      expect((await memberA.auth(http().get(`/api/teams/${secondTeamId}/members`))).status).toBe(404);
    });

    it('given a User, when they add, change or remove members, then 403 and nothing changes', async () => {
      const before = await snapshot();
      expect(
        (
          await memberA
            .auth(http().post(`/api/teams/${teamId}/members`))
            .send({ name: 'O', email: otherA.email, team_role: '2' })
        ).status,
      ).toBe(403);
      expect(
        (await memberA.auth(http().put(`/api/teams/${teamId}/members/${otherA.email}`)).send({ team_role: '2' }))
          .status,
      ).toBe(403);
      expect((await memberA.auth(http().delete(`/api/teams/${teamId}/members/${otherA.email}`))).status).toBe(403);
      expect(await snapshot()).toEqual(before);
    });

    it("given a Client Administrator of B, when they reach client A's team and members, then 404 everywhere and nothing changes", async () => {
      const before = await snapshot();
      expect((await adminB.auth(http().get(`/api/teams/${teamId}`))).status).toBe(404);
      expect((await adminB.auth(http().get(`/api/teams/${teamId}/members`))).status).toBe(404);
      expect((await adminB.auth(http().put(`/api/teams/${teamId}`)).send(teamForm)).status).toBe(404);
      expect((await adminB.auth(http().delete(`/api/teams/${teamId}`))).status).toBe(404);
      expect(
        (
          await adminB
            .auth(http().post(`/api/teams/${teamId}/members`))
            .send({ name: 'B', email: userB.email, team_role: '2' })
        ).status,
      ).toBe(404);
      expect(
        (await adminB.auth(http().put(`/api/teams/${teamId}/members/${memberA.email}`)).send({ team_role: '9' }))
          .status,
      ).toBe(404);
      expect((await adminB.auth(http().delete(`/api/teams/${teamId}/members/${memberA.email}`))).status).toBe(404);
      const theirs = await adminB.auth(http().get('/api/teams'));
      expect(theirs.body.responseObj).toEqual([]);
      expect(await snapshot()).toEqual(before);
    });

    it('given a member, when removed, then the team no longer lists them and they no longer see it', async () => {
      const res = await adminA.auth(http().delete(`/api/teams/${teamId}/members/${memberA.email}`));
      expect(res.status).toBe(200);
      const list = await adminA.auth(http().get(`/api/teams/${teamId}/members`)).set('X-Min-Position', at(res));
      expect(list.body.responseObj.map((m: { email: string }) => m.email)).toEqual([otherA.email]);
      expect((await memberA.auth(http().get('/api/teams'))).body.responseObj).toEqual([]);
      expect((await adminA.auth(http().delete(`/api/teams/${teamId}/members/${memberA.email}`))).status).toBe(404);
    });
  });
});
