import { BOOTSTRAP_CLIENT_ID, RoleId, formatPosition } from '@gc/contracts';
import type { EventStore } from '../../../shared/event-store.port';
import { EVENT_STORE } from '../../../infrastructure/tokens';
import { createSignedInUser, type SignedInUser } from '../../../test-support/identity';
import type { TestApp } from '../../../test-support/test-app';
import { INDUSTRY, createWorkspacesTestApp } from '../../../test-support/workspaces-test-kit';

jest.setTimeout(60_000);

describe('creating a client with an Idempotency-Key', () => {
  let testApp: TestApp;
  let store: EventStore;
  let admin: SignedInUser;
  let otherAdmin: SignedInUser;
  beforeAll(async () => {
    testApp = await createWorkspacesTestApp();
    store = testApp.app.get<EventStore>(EVENT_STORE);
    admin = await createSignedInUser(testApp, { role: RoleId.GlobalAdministrator, clientId: BOOTSTRAP_CLIENT_ID });
    otherAdmin = await createSignedInUser(testApp, { role: RoleId.GlobalAdministrator, clientId: BOOTSTRAP_CLIENT_ID });
  });
  afterAll(() => testApp.close());

  const create = (who: SignedInUser, key: string, clientName: string, description = 'Carbon capture') =>
    who
      .auth(testApp.http().post('/api/clients'))
      .set('Idempotency-Key', key)
      .send({ client_name: clientName, description, industry_id: INDUSTRY });
  const myClients = async (who: SignedInUser, position: string) =>
    (await who.auth(testApp.http().get('/api/clients')).set('X-Min-Position', position).expect(200)).body
      .responseObj as { client_id: string; client_name: string; role_id: number }[];
  const createdNamed = async (name: string) =>
    (await store.readAll()).filter(
      (e) => e.type === 'ClientCreated' && (e.data as { clientName: string }).clientName === name,
    );

  it('given the request was sent twice, then one client exists, both answers name it, and the creator holds a role in it', async () => {
    const first = await create(admin, 'create-orbit-labs', 'Orbit Labs').expect(201);
    const second = await create(admin, 'create-orbit-labs', 'Orbit Labs').expect(201);
    const clientId = first.body.responseObj.client_id;
    expect(second.body.responseObj.client_id).toBe(clientId);
    expect(second.body.position).toBe(first.body.position);

    const created = (await store.readStream(`client-${clientId}`)).filter((e) => e.type === 'ClientCreated');
    expect(created).toHaveLength(1);

    const orbit = (await myClients(admin, second.body.position)).filter((c) => c.client_name === 'Orbit Labs');
    expect(orbit).toHaveLength(1);
    expect(Number(orbit[0].role_id)).toBe(RoleId.GlobalAdministrator);
  });

  it('given a key already used, when it comes back with a different body, then 422 IDEMPOTENCY_KEY_REUSED and nothing is written', async () => {
    await create(admin, 'reused-key', 'Nimbus').expect(201);
    const head = formatPosition(await store.headPosition());

    const res = await create(admin, 'reused-key', 'Stratus').expect(422);
    expect(res.body).toMatchObject({
      statusCode: 422,
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This Idempotency-Key was already used for a different request.',
    });
    // a changed description is a different request too, and so is another route
    await create(admin, 'reused-key', 'Nimbus', 'Another description').expect(422);
    await admin
      .auth(testApp.http().post(`/api/clients/${BOOTSTRAP_CLIENT_ID}/team_roles`))
      .set('Idempotency-Key', 'reused-key')
      .send({ name: 'Mentor' })
      .expect(422);

    expect(formatPosition(await store.headPosition())).toBe(head);
    expect(await createdNamed('Stratus')).toHaveLength(0);
    // the same request again still answers the original client
    const again = await create(admin, 'reused-key', 'Nimbus').expect(201);
    expect(again.body.responseObj.client_name).toBe('Nimbus');
  });

  it('given a request refused as malformed (400), when the same key comes back corrected, then it runs: the 400 freed the key', async () => {
    const refused = await create(admin, 'malformed-first', '').expect(400);
    expect(refused.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(refused.body.responseObj).toBeUndefined();
    const created = await create(admin, 'malformed-first', 'Altostratus').expect(201);
    expect(created.body.responseObj.client_name).toBe('Altostratus');
    expect(await createdNamed('Altostratus')).toHaveLength(1);
  });

  it('given two callers sending the same key, then each request is their own: two clients, each with its creator as administrator', async () => {
    const mine = await create(admin, 'shared-key', 'Cirrus').expect(201);
    const theirs = await create(otherAdmin, 'shared-key', 'Cirrus').expect(201);
    expect(theirs.body.responseObj.client_id).not.toBe(mine.body.responseObj.client_id);
    expect(await createdNamed('Cirrus')).toHaveLength(2);
    const theirClients = await myClients(otherAdmin, theirs.body.position);
    expect(theirClients.filter((c) => c.client_name === 'Cirrus')).toEqual([
      expect.objectContaining({ client_id: theirs.body.responseObj.client_id, role_id: RoleId.GlobalAdministrator }),
    ]);
  });

  it("given two callers writing to one stream with the same key, then the second is not answered with the first one's result", async () => {
    const addRole = (who: SignedInUser, name: string) =>
      who
        .auth(testApp.http().post(`/api/clients/${BOOTSTRAP_CLIENT_ID}/team_roles`))
        .set('Idempotency-Key', 'same-key-same-stream')
        .send({ name })
        .expect(201);
    const first = await addRole(admin, 'Scout');
    const second = await addRole(otherAdmin, 'Ranger');
    expect(second.body.responseObj.name).toBe('Ranger');
    expect(second.body.position).not.toBe(first.body.position);
    const added = (await store.readStream(`client-${BOOTSTRAP_CLIENT_ID}`))
      .filter((e) => e.type === 'TeamRoleAdded')
      .map((e) => (e.data as { name: string }).name);
    expect(added).toEqual(expect.arrayContaining(['Scout', 'Ranger']));
  });
});
