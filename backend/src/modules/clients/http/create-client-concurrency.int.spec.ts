import { BOOTSTRAP_CLIENT_ID, RoleId, comparePositions, formatPosition, parsePosition } from '@gc/contracts';
import type { EventStore } from '../../../shared/event-store.port';
import { EVENT_STORE } from '../../../infrastructure/tokens';
import { createSignedInUser, type SignedInUser } from '../../../test-support/identity';
import type { TestApp } from '../../../test-support/test-app';
import { INDUSTRY, createWorkspacesTestApp } from '../../../test-support/workspaces-test-kit';

jest.setTimeout(120_000);

describe('creating clients concurrently', () => {
  let testApp: TestApp;
  let admin: SignedInUser;
  beforeAll(async () => {
    testApp = await createWorkspacesTestApp();
    admin = await createSignedInUser(testApp, { role: RoleId.GlobalAdministrator, clientId: BOOTSTRAP_CLIENT_ID });
  });
  afterAll(() => testApp.close());

  it('given 20 parallel creates by one administrator with one name, then every create completes: 20 clients (names are not unique), each administered by its creator', async () => {
    const name = 'Parallel Ventures';
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        admin
          .auth(testApp.http().post('/api/clients'))
          .send({ client_name: name, description: 'Same form, twenty tabs', industry_id: INDUSTRY }),
      ),
    );
    // the creator's role grants all append to the creator's user stream: those conflicts are not the caller's
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    const ids = answers.map((a) => a.body.responseObj?.client_id as string);
    expect(new Set(ids).size).toBe(20);

    const store = testApp.app.get<EventStore>(EVENT_STORE);
    const created = (await store.readAll()).filter(
      (e) => e.type === 'ClientCreated' && (e.data as { clientName: string }).clientName === name,
    );
    expect(created).toHaveLength(20);

    const latest = answers
      .map((a) => parsePosition(a.body.position)!)
      .reduce((a, b) => (comparePositions(a, b) >= 0 ? a : b));
    const mine = await admin
      .auth(testApp.http().get('/api/clients'))
      .set('X-Min-Position', formatPosition(latest))
      .expect(200);
    const named = (mine.body.responseObj as { client_id: string; client_name: string; role_id: number }[]).filter(
      (c) => c.client_name === name,
    );
    // no client is left without its administrator
    expect(named.map((c) => c.client_id).sort()).toEqual([...ids].sort());
    expect(named.every((c) => Number(c.role_id) === RoleId.GlobalAdministrator)).toBe(true);
  });
});
