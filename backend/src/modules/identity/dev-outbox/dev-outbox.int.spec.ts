import { BOOTSTRAP_CLIENT_ID, RoleId } from '@gc/contracts';
import { createSignedInUser } from '../../../test-support/identity';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

describe('dev SMS outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('given a sign-in sent an SMS code, then the outbox lists the text sent to it, as JSON and as a page', async () => {
    const user = await createSignedInUser(t, { role: RoleId.User, clientId: BOOTSTRAP_CLIENT_ID });
    const signIn = await t
      .http()
      .post('/api/auth/sign-in')
      .send({ email: user.email, password: user.password })
      .expect(200);
    expect(signIn.body.responseObj.challenge).toBe('SMS_MFA');
    const json = await t.http().get('/api/dev/outbox').query({ to: user.phone }).expect(200);
    expect(json.body.responseObj.length).toBeGreaterThan(0);
    expect(json.body.responseObj[0].to_number).toBe(user.phone);
    expect(json.body.responseObj[0].body).toMatch(/\b\d{6}\b/);

    const page = await t.http().get('/api/dev/outbox/page').query({ to: user.phone }).expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('Dev SMS outbox');
    expect(page.text).toContain(user.phone.replace('+', ''));
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('given a malformed X-Min-Position, then the page answers the usual 400 as JSON (it was a 500: the route declared HTML)', async () => {
    const refused = await t.http().get('/api/dev/outbox/page').set('X-Min-Position', 'not-a-position').expect(400);
    expect(refused.headers['content-type']).toMatch(/application\/json/);
    expect(refused.body.code).toBe('BAD_POSITION');
  });
});
