import { BOOTSTRAP_CLIENT_ID, RoleId } from '@gc/contracts';
import { PassThrough } from 'node:stream';
import { createSignedInUser, latestSmsCode } from '../../../test-support/identity';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

/**
 * Every request of a whole sign-in, logged at the most verbose level, and not one password, SMS code or token in
 * the log output (request logging, Nest's own lines, errors).
 */
describe('logs never carry secrets', () => {
  let t: TestApp;
  let logged = '';
  beforeAll(async () => {
    const sink = new PassThrough();
    sink.on('data', (chunk) => (logged += chunk.toString()));
    t = await createTestApp({ logLevel: 'trace' }, { logDestination: sink });
  });
  afterAll(() => t.close());

  it('given a full sign-in with a wrong password, an SMS code, refresh and sign-out, then no secret is logged', async () => {
    const user = await createSignedInUser(t, { role: RoleId.User, clientId: BOOTSTRAP_CLIENT_ID });
    const wrong = `${user.password}-wrong`;
    await t.http().post('/api/auth/sign-in').send({ email: user.email, password: wrong }).expect(401);

    const started = await t
      .http()
      .post('/api/auth/sign-in')
      .send({ email: user.email, password: user.password })
      .expect(200);
    const { session } = started.body.responseObj;
    const code = await latestSmsCode(t, user.phone);
    const signedIn = await t
      .http()
      .post('/api/auth/challenge')
      .send({ session, challenge: 'SMS_MFA', code })
      .expect(200);
    const { accessToken, refreshToken } = signedIn.body.responseObj;

    await t.http().get('/api/auth/me').set('Authorization', `Bearer ${accessToken}`).expect(200);
    const refreshed = await t.http().post('/api/auth/refresh').send({ refreshToken }).expect(200);
    await t
      .http()
      .post('/api/auth/sign-out')
      .set('Authorization', `Bearer ${refreshed.body.responseObj.accessToken}`)
      .expect((res) => expect(res.status).toBeLessThan(300));

    await new Promise((resolve) => setTimeout(resolve, 100)); // let the logger flush
    expect(logged).toContain('"url":"/api/auth/sign-in"'); // the requests were logged at all
    for (const secret of [
      user.password,
      wrong,
      code,
      session,
      accessToken,
      refreshToken,
      refreshed.body.responseObj.refreshToken,
    ]) {
      expect(logged).not.toContain(secret);
    }
  });
});
