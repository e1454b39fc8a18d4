import { BOOTSTRAP_CLIENT_ID, IdentityMessages, RoleId } from '@gc/contracts';
import { createSignedInUser, latestSmsCode, TEST_PASSWORD, type SignedInUser } from '../../../test-support/identity';
import type { TestApp } from '../../../test-support/test-app';
import {
  createTestAppWithMail,
  temporaryPasswordMailedTo,
  type TestMailCatcher,
} from '../../../test-support/mail-catcher';
import { UserAccounts } from '../shared/user-accounts.service';

jest.setTimeout(90_000);

/**
 * The MFA rule (docs/identity.md, "Sign-in never skips MFA"): sign-in and password-reset codes go only to a phone
 * confirmed by a code; a number typed into the profile receives nothing until confirmed; an account with no
 * verified phone gets no tokens from its password and is sent through set-up again by an administrator's reset.
 */
describe('MFA phone rule (HTTP)', () => {
  let t: TestApp;
  let mail: TestMailCatcher;
  let admin: SignedInUser;
  beforeAll(async () => {
    const app = await createTestAppWithMail();
    [t, mail] = [app, app.mail];
    admin = await createSignedInUser(t, { role: RoleId.ClientAdministrator, clientId: BOOTSTRAP_CLIENT_ID });
  });
  afterAll(async () => {
    await t?.close();
  });

  const signIn = (email: string, password: string) => t.http().post('/api/auth/sign-in').send({ email, password });
  const textsTo = async (phone: string) =>
    (await t.http().get('/api/dev/outbox').query({ to: phone }).expect(200)).body.responseObj as unknown[];
  const editProfile = (user: SignedInUser, phone: string) =>
    user
      .auth(t.http().put(`/api/users/${user.email}`))
      .send({ data: { name: user.name, phone_number: phone, alternate_email: '' } })
      .expect(200);

  it('given a phone changed in the profile, when signing in or resetting, then the codes go to the verified phone until the new one is confirmed', async () => {
    const user = await createSignedInUser(t, { role: RoleId.User, clientId: BOOTSTRAP_CLIENT_ID });
    const newPhone = `+1444${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    await editProfile(user, newPhone);
    const me = await user.auth(t.http().get('/api/auth/me')).expect(200);
    expect(me.body.responseObj).toMatchObject({ phone_number: newPhone, phone_number_verified: false });

    const started = await signIn(user.email, TEST_PASSWORD).expect(200);
    expect(started.body.responseObj).toMatchObject({
      challenge: 'SMS_MFA',
      destination: `+*******${user.phone.slice(-4)}`,
    });
    const reset = await t.http().post('/api/auth/forgot-password').send({ email: user.email }).expect(200);
    expect(reset.body.responseObj.destination).toBe(`+*******${user.phone.slice(-4)}`);
    expect(await textsTo(newPhone)).toHaveLength(0);

    // confirming the new number by a code makes it the one codes go to
    await user
      .auth(t.http().post(`/api/users/${user.email}/sendcode`))
      .send({ data: { phone_number: newPhone } })
      .expect(200);
    const code = await latestSmsCode(t, newPhone);
    await user
      .auth(t.http().post(`/api/users/${user.email}/confirmcode`))
      .send({ code, phone_number: newPhone })
      .expect(200);
    const after = await signIn(user.email, TEST_PASSWORD).expect(200);
    expect(after.body.responseObj).toMatchObject({
      challenge: 'SMS_MFA',
      destination: `+*******${newPhone.slice(-4)}`,
    });
  });

  it('given an account with no verified phone, when signing in with its password, then no tokens; an administrator reset sends it through set-up, which verifies one', async () => {
    const user = await createSignedInUser(t, { role: RoleId.User, clientId: BOOTSTRAP_CLIENT_ID });
    // An account that changed its phone before verified numbers were kept apart (the migration leaves it none).
    await editProfile(user, '+14440000001');
    await t.app
      .get(UserAccounts)
      .db.updateTable('personal_data')
      .set({ verified_phone_number: null })
      .where('user_id', '=', user.userId)
      .execute();

    const refused = await signIn(user.email, TEST_PASSWORD).expect(401);
    expect(refused.body).toMatchObject({ message: IdentityMessages.noVerifiedPhone, code: 'NO_VERIFIED_PHONE' });
    expect(refused.body.responseObj).toBeUndefined();
    const reset = await t.http().post('/api/auth/forgot-password').send({ email: user.email }).expect(200);
    expect(reset.body.responseObj.destination).toBeNull();

    await admin.auth(t.http().post(`/api/users/${user.email}/forgotpassword`)).expect(200);
    const temporary = await temporaryPasswordMailedTo(mail.webUrl, user.email);
    const started = await signIn(user.email, temporary).expect(200);
    expect(started.body.responseObj.challenge).toBe('ACCOUNT_SETUP');
    const session = started.body.responseObj.session;
    const phone = '+14440000002';
    await t
      .http()
      .post(`/api/users/${user.email}/sendcode`)
      .send({ session, phone_number: phone, email: user.email, Username: user.email })
      .expect(200);
    const code = await latestSmsCode(t, phone);
    await t
      .http()
      .post(`/api/users/${user.email}/confirmcode`)
      .send({ session, code, phone_number: phone })
      .expect(200);
    const password = 'Fresh-Start#2026';
    const done = await t
      .http()
      .post('/api/auth/challenge')
      .send({
        session,
        challenge: 'ACCOUNT_SETUP',
        name: 'Again Person',
        password,
        confirm_password: password,
        phone_number: phone,
        terms_accepted: true,
      })
      .expect(200);
    expect(done.body.responseObj.accessToken).toEqual(expect.any(String));

    const next = await signIn(user.email, password).expect(200);
    expect(next.body.responseObj).toMatchObject({ challenge: 'SMS_MFA', destination: `+*******${phone.slice(-4)}` });
  });
});
