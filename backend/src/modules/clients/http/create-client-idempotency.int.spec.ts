import { BOOTSTRAP_CLIENT_ID, RoleId } from '@gc/contracts';
import type { EventStore } from '../../../infrastructure/event-store/event-store.port';
import { EVENT_STORE } from '../../../infrastructure/tokens';
import { createSignedInUser, type SignedInUser } from '../../../test-support/identity';
import type { TestApp } from '../../../test-support/test-app';
import { INDUSTRY, createWorkspacesTestApp } from '../test-support/workspaces-test-kit';

jest.setTimeout(60_000);

describe('creating a client with an Idempotency-Key', () => {
  let testApp: TestApp;
  let admin: SignedInUser;
  beforeAll(async () => {
    testApp = await createWorkspacesTestApp();
    admin = await createSignedInUser(testApp, { role: RoleId.GlobalAdministrator, clientId: BOOTSTRAP_CLIENT_ID });
  });
  afterAll(() => testApp.close());

  const create = () =>
    admin
      .auth(testApp.http().post('/api/clients'))
      .set('Idempotency-Key', 'create-orbit-labs')
      .send({ client_name: 'Orbit Labs', description: 'Carbon capture', industry_id: INDUSTRY })
      .expect(201);

  it('given the request was sent twice, then one client exists, both answers name it, and the creator holds a role in it', async () => {
    const first = await create();
    const second = await create();
    const clientId = first.body.responseObj.client_id;
    expect(second.body.responseObj.client_id).toBe(clientId);
    expect(second.body.position).toBe(first.body.position);

    const store = testApp.app.get<EventStore>(EVENT_STORE);
    const created = (await store.readStream(`client-${clientId}`)).filter((e) => e.type === 'ClientCreated');
    expect(created).toHaveLength(1);

    const mine = await admin
      .auth(testApp.http().get('/api/clients'))
      .set('X-Min-Position', second.body.position)
      .expect(200);
    const orbit = mine.body.responseObj.filter((c: { client_name: string }) => c.client_name === 'Orbit Labs');
    expect(orbit).toHaveLength(1);
    expect(Number(orbit[0].role_id)).toBe(RoleId.GlobalAdministrator);
  });
});
