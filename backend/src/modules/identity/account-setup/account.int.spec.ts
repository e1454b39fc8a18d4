import { BOOTSTRAP_CLIENT_ID, IdentityMessages as M, RoleId } from '@gc/contracts';
import { createSignedInUser, TEST_PASSWORD } from '../../../test-support/identity';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { SignInService } from '../sign-in/sign-in.service';

jest.setTimeout(60_000);

describe('change password and terms (HTTP /auth)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('given two sessions, when the password is changed in one, then the other ends and the new password works', async () => {
    const user = await createSignedInUser(t, { role: RoleId.User, clientId: BOOTSTRAP_CLIENT_ID });
    const other = await t.app.get(SignInService).issueTokens(user.userId, null);
    const otherAuth = `Bearer ${other.accessToken}`;
    await t.http().get('/api/auth/me').set('Authorization', otherAuth).expect(200);

    const wrong = await user
      .auth(t.http().post('/api/auth/change-password'))
      .send({ currentPassword: 'Not-The#Pass1', newPassword: 'Fresh-Pass#42', confirmPassword: 'Fresh-Pass#42' })
      .expect(400);
    expect(wrong.body.message).toBe(M.incorrectCredentials);
    const mismatch = await user
      .auth(t.http().post('/api/auth/change-password'))
      .send({ currentPassword: TEST_PASSWORD, newPassword: 'Fresh-Pass#42', confirmPassword: 'Fresh-Pass#43' })
      .expect(400);
    expect(mismatch.body.message).toBe(M.passwordsDoNotMatch);

    const res = await user
      .auth(t.http().post('/api/auth/change-password'))
      .send({ currentPassword: TEST_PASSWORD, newPassword: 'Fresh-Pass#42', confirmPassword: 'Fresh-Pass#42' })
      .expect(200);
    expect(res.body.responseObj.message).toBe('Password successfully changed!');
    await user.auth(t.http().get('/api/auth/me')).expect(200);
    await t.http().get('/api/auth/me').set('Authorization', otherAuth).expect(401);
    await t.http().post('/api/auth/refresh').send({ refreshToken: other.refreshToken }).expect(401);
    const signIn = (password: string) => t.http().post('/api/auth/sign-in').send({ email: user.email, password });
    await signIn(TEST_PASSWORD).expect(401);
    expect((await signIn('Fresh-Pass#42').expect(200)).body.responseObj.challenge).toBe('SMS_MFA');
  });

  it('given a signed-in user, when declining the terms, then signed out with the spec message and terms unaccepted', async () => {
    const user = await createSignedInUser(t, { role: RoleId.User, clientId: BOOTSTRAP_CLIENT_ID });
    const res = await user.auth(t.http().post('/api/auth/terms/decline')).expect(200);
    expect(res.body.responseObj).toEqual({ terms_accepted: false, message: M.termsDeclined });
    await user.auth(t.http().get('/api/auth/me')).expect(401);
    await t.http().post('/api/auth/refresh').send({ refreshToken: user.refreshToken }).expect(401);
    // signing in again works; accepting the terms records them again
    const again = await t.app.get(SignInService).issueTokens(user.userId, null);
    const auth = `Bearer ${again.accessToken}`;
    const before = await t
      .http()
      .get('/api/auth/me')
      .set('Authorization', auth)
      .set('X-Min-Position', res.body.position);
    expect(before.body.responseObj.terms_accepted).toBe(false);
    // until the terms are accepted, the API serves nothing but the session and the terms themselves
    const refused = await t.http().get('/api/industries').set('Authorization', auth).expect(403);
    expect(refused.body).toMatchObject({ message: M.termsDeclined, code: 'TERMS_NOT_ACCEPTED' });
    const accepted = await t.http().post('/api/auth/terms/accept').set('Authorization', auth).expect(200);
    const after = await t
      .http()
      .get('/api/auth/me')
      .set('Authorization', auth)
      .set('X-Min-Position', accepted.body.position)
      .expect(200);
    expect(after.body.responseObj.terms_accepted).toBe(true);
    await t.http().get('/api/industries').set('Authorization', auth).expect(200);
  });
});
