import { BOOTSTRAP_CLIENT_ID, IdentityMessages as M, RoleId } from '@gc/contracts';
import { createSignedInUser, type SignedInUser } from '../../../test-support/identity';
import type { TestApp } from '../../../test-support/test-app';
import { createTestAppWithMail } from '../../../test-support/mail-catcher';

jest.setTimeout(120_000);

describe('adding one person concurrently (POST /users)', () => {
  let t: TestApp;
  let admin: SignedInUser;
  beforeAll(async () => {
    t = await createTestAppWithMail();
    admin = await createSignedInUser(t, { role: RoleId.GlobalAdministrator, clientId: BOOTSTRAP_CLIENT_ID });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('given 20 parallel requests with one email, then one is fulfilled and every other is told the person is already a user', async () => {
    const email = `twenty-${Math.random().toString(36).slice(2, 8)}@example.test`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        admin.auth(t.http().post('/api/users')).send([{ name: 'Tess Twenty', email, custom_role: RoleId.User }]),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    const items = answers.map((a) => a.body.responseObj[0]);
    const fulfilled = items.filter((i) => i.status === 'fulfilled');
    expect(fulfilled).toHaveLength(1);
    expect(fulfilled[0].value).toMatchObject({ email, custom_role: String(RoleId.User) });
    expect(items.filter((i) => i.status === 'rejected')).toEqual(
      Array(19).fill({ status: 'rejected', reason: { message: M.alreadyInClient, email } }),
    );

    const accounts = await t.db
      .selectFrom('personal_data' as never)
      .select('user_id' as never)
      .where('email' as never, '=', email as never)
      .execute();
    expect(accounts).toHaveLength(1);
  });
});
