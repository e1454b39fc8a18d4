import { BOOTSTRAP_CLIENT_ID, parsePosition, RoleId } from '@gc/contracts';
import { waitForPosition } from '@gc/projections';
import { systemContext } from '../../../shared/command-context';
import { createSignedInUser, type SignedInUser } from '../../../test-support/identity';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { UserAccounts } from '../../identity';
import { ReadYourWrites } from '../../../http/read-your-writes';

jest.setTimeout(180_000);

const A = BOOTSTRAP_CLIENT_ID;
const B = '00000000-0000-4000-8000-0000000000bb';
const B_SECRET_ORG = 'Bravo Secret Org';

/**
 * Issue 16: every /users route, read from the OpenAPI document (a new route joins without anyone editing this),
 * called by each kind of caller of client A on each kind of person of client B, with every body shape the routes
 * take. Whatever the answer, nothing client B sees of the person changes, and nothing of B is revealed about a
 * person who belongs to B only.
 *
 * Left out, by construction: routes under /users/me (they act on the caller alone, and DELETE /users/me would
 * delete the caller in the middle of the matrix).
 */
describe('users across clients: the tenancy matrix (generated from OpenAPI)', () => {
  let t: TestApp;
  let routes: { method: string; path: string }[];
  beforeAll(async () => {
    t = await createTestApp();
    const doc = (await t.http().get('/api/docs-json').expect(200)).body as { paths: Record<string, object> };
    routes = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/users') && !path.startsWith('/api/users/me'))
      .flatMap(([path, operations]) =>
        Object.keys(operations)
          .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
          .map((method) => ({ method, path })),
      );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('finds the /users routes to probe', () => {
    const names = routes.map((r) => `${r.method.toUpperCase()} ${r.path}`);
    expect(names).toEqual(
      expect.arrayContaining(
        [
          'get /api/users/{email}',
          'put /api/users/{email}',
          'delete /api/users/{email}',
          'post /api/users',
          'delete /api/users',
          'post /api/users/import',
          'post /api/users/{email}/forgotpassword',
        ].map((n) => n.replace(/^(\w+)/, (m) => m.toUpperCase())),
      ),
    );
  });

  /** Every body shape a /users route takes, aimed at `email`. */
  const bodiesFor = (email: string): (object | undefined)[] => [
    undefined,
    {},
    [{ name: 'Matrix Probe', email, custom_role: RoleId.User }],
    [{ name: 'Matrix Probe', email, custom_role: RoleId.ClientAdministrator }],
    [{ email }],
    { users: [{ name: 'Matrix Probe', email, custom_role: RoleId.User }] },
    { emails: [email] },
    { custom_role: RoleId.ClientAdministrator, name: 'Matrix Renamed', custom_organization: 'Matrix Org' },
    { name: 'Matrix Renamed' },
    { custom_organization: 'Matrix Org' },
    { custom_role: RoleId.User },
    { csv: `name,email,permission\nMatrix Probe,${email},User\n`, file_name: 'matrix.csv' },
    { data: { name: 'Matrix Renamed', phone_number: '+15550009999', alternate_email: '' } },
    { custom_client_id: B },
    { phone_number: '+15550009999', email, Username: email },
    { code: '123456', phone_number: '+15550009999' },
  ];

  /** What client B sees of a person, read straight from the tables. */
  async function bSide(person: SignedInUser, withModified: boolean) {
    const db = t.db as any;
    const role = await db
      .selectFrom('user_client_roles')
      .select(['role'])
      .where('user_id', '=', person.userId)
      .where('client_id', '=', B)
      .executeTakeFirst();
    const account = await db
      .selectFrom('user_accounts')
      .select(['enabled', 'status', 'organization', 'modified_on', 'current_client_id'])
      .where('user_id', '=', person.userId)
      .executeTakeFirst();
    const personal = await db
      .selectFrom('personal_data')
      .selectAll()
      .where('user_id', '=', person.userId)
      .executeTakeFirst();
    const credentials = await db
      .selectFrom('credentials')
      .select(['password_hash', 'temporary'])
      .where('user_id', '=', person.userId)
      .executeTakeFirst();
    const sessions = await db
      .selectFrom('auth_sessions')
      .select(['session_id', 'revoked_at'])
      .where('user_id', '=', person.userId)
      .orderBy('session_id')
      .execute();
    if (!withModified) delete account.modified_on;
    return { role, account, personal, credentials, sessions };
  }

  async function probeEverything(caller: SignedInUser, target: SignedInUser, onAnswer: (text: string) => void) {
    let probes = 0;
    for (const route of routes) {
      const url = route.path.replace('{email}', encodeURIComponent(target.email)).replace('{clientId}', B);
      for (const body of bodiesFor(target.email)) {
        const req = caller.auth((t.http() as any)[route.method](url));
        const res = body === undefined ? await req : await req.send(body);
        probes++;
        expect(res.status).toBeLessThan(500);
        onAnswer(res.text);
        const position = parsePosition(res.body?.position);
        if (position) await waitForPosition(t.db, position, { timeoutMs: 5000 });
      }
    }
    return probes;
  }

  const callers = [
    ['a Client Administrator of A', RoleId.ClientAdministrator],
    ['a member (User) of A', RoleId.User],
    ['a Global Administrator working in A', RoleId.GlobalAdministrator],
  ] as const;

  it.each(callers)(
    'given %s, when it calls every /users route on a person of B only, then nothing of B changes or shows',
    async (_label, role) => {
      const caller = await createSignedInUser(t, { role, clientId: A });
      const target = await createSignedInUser(t, { role: RoleId.User, clientId: B, name: 'Beatrix Bonly' });
      const accounts = t.app.get(UserAccounts);
      await accounts
        .execute(target.userId, { type: 'ChangeOrganization', organization: B_SECRET_ORG }, systemContext())
        .then((r) => t.app.get(ReadYourWrites).settle(r.position));
      const before = await bSide(target, true);

      const leaks: string[] = [];
      const probes = await probeEverything(caller, target, (text) => {
        for (const secret of [target.name, target.phone, B_SECRET_ORG, B, target.userId])
          if (text.includes(secret)) leaks.push(`${secret} in ${text.slice(0, 200)}`);
      });
      expect(probes).toBeGreaterThan(100);
      expect(leaks).toEqual([]);
      expect(await bSide(target, true)).toEqual(before);
      // and the person still works normally in B
      await target.auth(t.http().get('/api/auth/me')).expect(200);
    },
  );

  it.each(callers)(
    'given %s, when it calls every /users route on a person of A and B, then nothing B sees of them changes',
    async (_label, role) => {
      const caller = await createSignedInUser(t, { role, clientId: A });
      const target = await createSignedInUser(t, { role: RoleId.User, clientId: B, name: 'Dora Double' });
      const accounts = t.app.get(UserAccounts);
      await accounts
        .execute(
          target.userId,
          { type: 'GrantClientRole', userId: target.userId, clientId: A, role: RoleId.User },
          systemContext(),
        )
        .then((r) => t.app.get(ReadYourWrites).settle(r.position));
      const before = await bSide(target, false);

      const probes = await probeEverything(caller, target, () => undefined);
      expect(probes).toBeGreaterThan(100);
      expect(await bSide(target, false)).toEqual(before);
      await target.auth(t.http().get('/api/auth/me')).expect(200);
    },
  );
});
