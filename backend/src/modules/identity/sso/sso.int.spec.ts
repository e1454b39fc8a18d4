import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { BOOTSTRAP_CLIENT_ID, formatPosition, RoleId, SSO_FAILURES, SsoMessages } from '@gc/contracts';
import { sql } from 'kysely';
import request from 'supertest';
import { EVENT_STORE } from '../../../infrastructure/tokens';
import { ReadYourWrites } from '../../../http/read-your-writes';
import type { EventStore } from '../../../shared/event-store.port';
import { systemContext } from '../../../shared/command-context';
import { createSignedInUser, latestSmsCode, type SignedInUser } from '../../../test-support/identity';
import { signInAtProvider, startTestProvider, type TestProvider } from '../../../test-support/oidc-test-provider';
import type { TestApp } from '../../../test-support/test-app';
import { createWorkspacesTestApp, INDUSTRY } from '../../../test-support/workspaces-test-kit';
import { TokenService } from '../auth/token.service';
import { UserAccounts } from '../shared/user-accounts.service';

jest.setTimeout(90_000);

const SECRET = `provider-secret-${randomUUID()}`;
const OIDC_CLIENT = 'growthcatalyst-test';

/**
 * Single sign-on against a real OpenID Provider (oidc-provider, in process, the stand-in for Okta or Entra ID):
 * the settings, the whole round trip, and every refusal the issue names, each writing nothing and logging no secret.
 */
describe('single sign-on through a client identity provider', () => {
  let t: TestApp;
  let provider: TestProvider;
  let store: EventStore;
  let logged = '';
  let globalAdmin: SignedInUser;
  let clientA: string;
  let clientB: string;
  let adminA: SignedInUser;
  let adminB: SignedInUser;
  const domainA = `acme-${randomUUID().slice(0, 6)}.test`;
  const domainB = `bravo-${randomUUID().slice(0, 6)}.test`;
  const http = () => t.http();
  /** one browser: it keeps the cookie that binds a sign-in to the browser that started it */
  let browser: ReturnType<typeof request.agent>;

  /** the event store head, sessions and people: a refused sign-in must leave them as they were */
  const snapshot = async () => ({
    // the last committed event, also one still hidden behind an older open transaction (headPosition would not
    // count it yet, and count it later: a write from before the snapshot seen as one after it)
    head: formatPosition(await store.lastCommittedPosition()),
    sessions: Number((await sql<{ n: string }>`select count(*) as n from auth_sessions`.execute(t.db)).rows[0].n),
    people: Number((await sql<{ n: string }>`select count(*) as n from personal_data`.execute(t.db)).rows[0].n),
    links: Number((await sql<{ n: string }>`select count(*) as n from sso_identities`.execute(t.db)).rows[0].n),
  });

  async function createClient(name: string): Promise<string> {
    const res = await globalAdmin
      .auth(http().post('/api/clients'))
      .send({ client_name: name, description: `${name} workspace`, industry_id: INDUSTRY });
    expect(res.status).toBe(201);
    return res.body.responseObj.client_id;
  }

  const settings = (overrides: Record<string, unknown> = {}) => ({
    issuer: provider.issuer,
    oidc_client_id: OIDC_CLIENT,
    client_secret: SECRET,
    domains: [domainA],
    role: RoleId.User,
    required: false,
    sms_after_sso: false,
    ...overrides,
  });

  const account = (login: string, email: string, verified = true) =>
    provider.accounts.set(login, { sub: `sub-${randomUUID()}`, email, email_verified: verified, name: 'Ada Lovelace' });

  /** start -> the provider's login page -> our callback: where the callback sends the browser */
  async function roundTrip(email: string, login = email): Promise<URL> {
    const started = await browser.post('/api/auth/sso/start').send({ email }).expect(200);
    const back = await signInAtProvider(started.body.responseObj.authorization_url, login);
    return callback(back);
  }

  async function callback(back: URL): Promise<URL> {
    const res = await browser.get(`/api/auth/sso/callback${back.search}`).expect(302);
    return new URL(res.headers.location);
  }

  /** the one-time code the callback put in the fragment of the SPA's address */
  const handoffOf = (landing: URL) => new URLSearchParams(landing.hash.slice(1)).get('handoff');

  async function complete(landing: URL) {
    const handoff = handoffOf(landing);
    expect(handoff).toBeTruthy();
    return browser.post('/api/auth/sso/complete').send({ handoff });
  }

  async function expectRefused(
    landing: URL,
    code: keyof typeof SSO_FAILURES,
    before: Awaited<ReturnType<typeof snapshot>>,
  ) {
    expect(landing.pathname).toBe('/login/sso');
    expect(landing.searchParams.get('error')).toBe(code);
    expect(handoffOf(landing)).toBeNull();
    const after = await snapshot();
    // what was appended meanwhile, by stream and type, so that a failure says what was written
    const appended =
      after.head === before.head
        ? []
        : (
            await sql<{ stream_name: string; event_type: string }>`select stream_name, event_type from es_events
              where global_seq > ${before.head.split('.')[1]} order by global_seq`.execute(t.db)
          ).rows.map((r) => `${r.stream_name} ${r.event_type}`);
    expect({ ...after, appended }).toEqual({ ...before, appended: [] });
  }

  beforeAll(async () => {
    const sink = new PassThrough();
    sink.on('data', (chunk) => (logged += chunk.toString()));
    t = await createWorkspacesTestApp({ logLevel: 'info' }, { logDestination: sink });
    store = t.app.get(EVENT_STORE);
    browser = request.agent(t.app.getHttpServer());
    provider = await startTestProvider({
      clients: [
        {
          client_id: OIDC_CLIENT,
          client_secret: SECRET,
          redirect_uris: ['http://localhost:3000/api/auth/sso/callback'],
          post_logout_redirect_uris: ['http://localhost:3000/login'],
        },
      ],
    });
    globalAdmin = await createSignedInUser(t, { role: RoleId.GlobalAdministrator, clientId: BOOTSTRAP_CLIENT_ID });
    clientA = await createClient('Acme');
    clientB = await createClient('Bravo');
    adminA = await createSignedInUser(t, { role: RoleId.ClientAdministrator, clientId: clientA });
    adminB = await createSignedInUser(t, { role: RoleId.ClientAdministrator, clientId: clientB });
  });

  afterAll(async () => {
    await provider?.stop();
    await t?.close();
  });

  describe('settings on the client details screen', () => {
    it('given no settings, then GET answers not configured with the redirect URI to register', async () => {
      const res = await adminA.auth(http().get(`/api/clients/${clientA}/sso`)).expect(200);
      expect(res.body.responseObj).toMatchObject({
        configured: false,
        has_secret: false,
        redirect_uri: 'http://localhost:3000/api/auth/sso/callback',
      });
    });

    it('refuses bad input with the messages, and a first save without a secret, changing nothing', async () => {
      const before = await snapshot();
      const cases: [Record<string, unknown>, string][] = [
        [{ issuer: 'ftp://idp.example.com' }, SsoMessages.issuer],
        [{ issuer: 'http://idp.example.com' }, SsoMessages.issuer],
        [{ domains: [] }, SsoMessages.domains],
        [{ domains: ['not a domain'] }, SsoMessages.domainFormat],
        [{ role: RoleId.GlobalAdministrator }, SsoMessages.role],
        [{ oidc_client_id: '' }, SsoMessages.oidcClientId],
        [{ client_secret: undefined }, SsoMessages.secretRequired],
      ];
      for (const [overrides, message] of cases) {
        const res = await adminA.auth(http().put(`/api/clients/${clientA}/sso`)).send(settings(overrides));
        expect([res.status, res.body.message]).toEqual([400, message]);
      }
      expect(await snapshot()).toEqual(before);
    });

    it('saves the settings; the secret is never answered, is stored sealed, and no event carries it', async () => {
      const res = await adminA
        .auth(http().put(`/api/clients/${clientA}/sso`))
        .send(settings({ domains: [`${domainA.toUpperCase()}`, ` @${domainA}`] }))
        .expect(200);
      expect(res.body.responseObj).toMatchObject({
        configured: true,
        issuer: provider.issuer,
        oidc_client_id: OIDC_CLIENT,
        has_secret: true,
        domains: [domainA],
        role: RoleId.User,
        required: false,
      });
      expect(JSON.stringify(res.body)).not.toContain(SECRET);
      const read = await adminA.auth(http().get(`/api/clients/${clientA}/sso`)).expect(200);
      expect(JSON.stringify(read.body)).not.toContain(SECRET);
      const rows = await sql<{ secret_ciphertext: string }>`select secret_ciphertext from sso_settings`.execute(t.db);
      expect(rows.rows.every((r) => !r.secret_ciphertext.includes(SECRET))).toBe(true);
      const events = await sql<{
        data: unknown;
      }>`select data from es_events where event_type = 'SsoConfigured'`.execute(t.db);
      expect(events.rows.length).toBeGreaterThan(0);
      expect(JSON.stringify(events.rows)).not.toContain(SECRET);
      expect(events.rows.at(-1)!.data).toMatchObject({ clientId: clientA, secretReplaced: true });
    });

    it('keeps the saved secret when it is left out for the same provider', async () => {
      const res = await adminA
        .auth(http().put(`/api/clients/${clientA}/sso`))
        .send(settings({ client_secret: undefined }))
        .expect(200);
      expect(res.body.responseObj.has_secret).toBe(true);
    });

    it("refuses a domain another client's provider vouches for (409), and changes nothing", async () => {
      const before = await snapshot();
      const res = await adminB
        .auth(http().put(`/api/clients/${clientB}/sso`))
        .send(settings({ domains: [domainB, domainA] }));
      expect([res.status, res.body.message]).toEqual([409, SsoMessages.domainTaken]);
      expect(await snapshot()).toEqual(before);
      const read = await adminB.auth(http().get(`/api/clients/${clientB}/sso`)).expect(200);
      expect(read.body.responseObj.configured).toBe(false);
    });

    it("answers another client's id with 404 and a User with 403", async () => {
      await adminB.auth(http().get(`/api/clients/${clientA}/sso`)).expect(404);
      await adminB
        .auth(http().put(`/api/clients/${clientA}/sso`))
        .send(settings())
        .expect(404);
      await adminB.auth(http().delete(`/api/clients/${clientA}/sso`)).expect(404);
      await adminB
        .auth(http().post(`/api/clients/${clientA}/sso/test`))
        .send({ issuer: provider.issuer })
        .expect(404);
      const user = await createSignedInUser(t, { role: RoleId.User, clientId: clientA });
      await user.auth(http().get(`/api/clients/${clientA}/sso`)).expect(403);
      await user
        .auth(http().put(`/api/clients/${clientA}/sso`))
        .send(settings())
        .expect(403);
    });

    it('Test runs discovery and reports what it found; an issuer that does not answer is a 502 saying so', async () => {
      const res = await adminA
        .auth(http().post(`/api/clients/${clientA}/sso/test`))
        .send({ issuer: provider.issuer })
        .expect(200);
      expect(res.body.responseObj).toMatchObject({
        issuer: provider.issuer,
        authorization_endpoint: expect.stringContaining(provider.issuer),
        token_endpoint: expect.stringContaining(provider.issuer),
        end_session_endpoint: expect.stringContaining(provider.issuer),
        pkce_s256: true,
      });
      const down = await adminA
        .auth(http().post(`/api/clients/${clientA}/sso/test`))
        .send({ issuer: 'http://127.0.0.1:9/' });
      expect(down.status).toBe(502);
      expect(down.body.message).toMatch(/^Discovery at http:\/\/127\.0\.0\.1:9\/ failed: /);
    });
  });

  describe('signing in', () => {
    it('refuses an unknown domain at the start (404), writing nothing', async () => {
      const before = await snapshot();
      const res = await browser.post('/api/auth/sso/start').send({ email: 'someone@unknown-domain.test' });
      expect([res.status, res.body.code, res.body.message]).toEqual([404, 'UNKNOWN_DOMAIN', SsoMessages.unknownDomain]);
      expect(await snapshot()).toEqual(before);
    });

    it('sends the browser to the provider with PKCE (S256), state, nonce and the registered redirect URI', async () => {
      const res = await http()
        .post('/api/auth/sso/start')
        .send({ email: `ada@${domainA}` })
        .expect(200);
      const url = new URL(res.body.responseObj.authorization_url);
      expect(url.href.startsWith(provider.issuer)).toBe(true);
      expect(url.searchParams.get('code_challenge_method')).toBe('S256');
      expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
      expect(url.searchParams.get('state')).toBeTruthy();
      expect(url.searchParams.get('nonce')).toBeTruthy();
      expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/sso/callback');
      expect(url.searchParams.get('scope')).toBe('openid email profile');
    });

    it('brings a newcomer in as a User of the client, recorded as events, signed in with a session bound to it', async () => {
      const email = `newcomer-${randomUUID().slice(0, 6)}@${domainA}`;
      account(email, email);
      const landing = await roundTrip(email);
      expect(landing.origin + landing.pathname).toBe('http://localhost:3000/login/sso');
      const res = await complete(landing);
      expect(res.status).toBe(200);
      const { accessToken, user } = res.body.responseObj;
      expect(user).toMatchObject({ email, name: 'Ada Lovelace', role: RoleId.User, clientId: clientA });
      const me = await http().get('/api/auth/me').set('Authorization', `Bearer ${accessToken}`).expect(200);
      expect(me.body.responseObj).toMatchObject({
        status: 'ACTIVE',
        terms_accepted: false,
        clients: [{ clientId: clientA, role: 8 }],
      });
      const events = await sql<{ event_type: string; data: Record<string, unknown> }>`
        select event_type, data from es_events where stream_name = ${`user-${user.id}`} order by stream_revision`.execute(
        t.db,
      );
      expect(events.rows.map((e) => e.event_type)).toEqual([
        'UserSignedUpWithSso',
        'UserRoleGrantedInClient',
        'CurrentClientSelected',
        'UserAccountSetUp',
      ]);
      expect(events.rows[0].data).toMatchObject({ userId: user.id, clientId: clientA, issuer: provider.issuer });
      expect(events.rows[0].data.subject).toBe(provider.accounts.get(email)!.sub);
      // the handoff is single use
      const again = await browser.post('/api/auth/sso/complete').send({ handoff: handoffOf(landing) });
      expect([again.status, again.body.code, again.body.message]).toEqual([
        401,
        'STATE_INVALID',
        SSO_FAILURES.STATE_INVALID,
      ]);
      // a second sign-in finds the same person by the provider's subject
      const second = await complete(await roundTrip(email));
      expect(second.body.responseObj.user.id).toBe(user.id);
    });

    it('links an existing account of the client whose email matches (UserIdentityLinked)', async () => {
      const existing = await createSignedInUser(t, {
        role: RoleId.ClientAdministrator,
        clientId: clientA,
        email: `grace@${domainA}`,
      });
      account(existing.email, existing.email);
      const res = await complete(await roundTrip(existing.email));
      expect(res.status).toBe(200);
      expect(res.body.responseObj.user).toMatchObject({ id: existing.userId, role: RoleId.ClientAdministrator });
      const linked = await sql<{ n: string }>`select count(*) as n from es_events
        where stream_name = ${`user-${existing.userId}`} and event_type = 'UserIdentityLinked'`.execute(t.db);
      expect(Number(linked.rows[0].n)).toBe(1);
    });

    it('refuses a replayed state: the second visit of the same callback writes nothing', async () => {
      const email = `replay-${randomUUID().slice(0, 6)}@${domainA}`;
      account(email, email);
      const started = await browser.post('/api/auth/sso/start').send({ email }).expect(200);
      const back = await signInAtProvider(started.body.responseObj.authorization_url, email);
      expect(handoffOf(await callback(back))).toBeTruthy();
      const before = await snapshot();
      await expectRefused(await callback(back), 'STATE_INVALID', before);
    });

    it('refuses a callback in another browser than the one that started (login CSRF), writing nothing', async () => {
      const email = `csrf-${randomUUID().slice(0, 6)}@${domainA}`;
      account(email, email);
      const started = await browser.post('/api/auth/sso/start').send({ email }).expect(200);
      const cookie = String(started.headers['set-cookie']);
      expect(cookie).toMatch(/^gc_sso_flow=[\w-]{40,}; Path=\/api\/auth\/sso; Max-Age=600; HttpOnly; SameSite=Lax/);
      const back = await signInAtProvider(started.body.responseObj.authorization_url, email);
      const before = await snapshot();
      // the callback address sent to someone else: their browser has no cookie, or the cookie of its own sign-in
      const victim = request.agent(t.app.getHttpServer());
      await victim
        .post('/api/auth/sso/start')
        .send({ email: `victim@${domainA}` })
        .expect(200);
      for (const other of [http(), victim]) {
        const res = await other.get(`/api/auth/sso/callback${back.search}`).expect(302);
        const landing = new URL(res.headers.location);
        // the first visit spends the flow: the second finds no state any more
        expect(['BROWSER_MISMATCH', 'STATE_INVALID']).toContain(landing.searchParams.get('error'));
      }
      expect(await snapshot()).toEqual(before);
      // and the browser that started finds it spent too: start again
      const starter = await browser.get(`/api/auth/sso/callback${back.search}`).expect(302);
      expect(new URL(starter.headers.location).searchParams.get('error')).toBe('STATE_INVALID');
    });

    it('refuses a callback without the starting browser cookie as BROWSER_MISMATCH', async () => {
      const email = `nocookie-${randomUUID().slice(0, 6)}@${domainA}`;
      account(email, email);
      const started = await browser.post('/api/auth/sso/start').send({ email }).expect(200);
      const back = await signInAtProvider(started.body.responseObj.authorization_url, email);
      const before = await snapshot();
      const res = await http().get(`/api/auth/sso/callback${back.search}`).expect(302);
      await expectRefused(new URL(res.headers.location), 'BROWSER_MISMATCH', before);
    });

    it('refuses a wrong (forged) state and a missing one', async () => {
      const before = await snapshot();
      await expectRefused(await callback(new URL('http://x/?code=abc&state=forged')), 'STATE_INVALID', before);
      await expectRefused(await callback(new URL('http://x/?code=abc')), 'STATE_INVALID', before);
    });

    it('refuses a replayed code under a fresh state (the provider refuses it: CODE_REJECTED)', async () => {
      const email = `code-${randomUUID().slice(0, 6)}@${domainA}`;
      account(email, email);
      const first = await browser.post('/api/auth/sso/start').send({ email }).expect(200);
      const back = await signInAtProvider(first.body.responseObj.authorization_url, email);
      await complete(await callback(back));
      const fresh = await browser.post('/api/auth/sso/start').send({ email }).expect(200);
      const freshState = new URL(fresh.body.responseObj.authorization_url).searchParams.get('state')!;
      const replayed = new URL(back);
      replayed.searchParams.set('state', freshState);
      const before = await snapshot();
      await expectRefused(await callback(replayed), 'CODE_REJECTED', before);
    });

    it('refuses an ID token whose nonce is not the one this sign-in sent (NONCE_MISMATCH)', async () => {
      const email = `nonce-${randomUUID().slice(0, 6)}@${domainA}`;
      account(email, email);
      const started = await browser.post('/api/auth/sso/start').send({ email }).expect(200);
      const url = new URL(started.body.responseObj.authorization_url);
      url.searchParams.set('nonce', 'a-nonce-of-another-sign-in');
      const back = await signInAtProvider(url.href, email);
      const before = await snapshot();
      await expectRefused(await callback(back), 'NONCE_MISMATCH', before);
    });

    it.each([
      ['another issuer', { iss: 'https://evil.example.com' }, 'ISSUER_MISMATCH'],
      ['another audience', { aud: 'another-application' }, 'AUDIENCE_MISMATCH'],
      [
        'an expired token',
        { exp: Math.floor(Date.now() / 1000) - 3600, iat: Math.floor(Date.now() / 1000) - 7200 },
        'TOKEN_EXPIRED',
      ],
    ] as const)('refuses an ID token from %s, writing nothing', async (_what, rewrite, code) => {
      const email = `tamper-${randomUUID().slice(0, 6)}@${domainA}`;
      account(email, email);
      const started = await browser.post('/api/auth/sso/start').send({ email }).expect(200);
      const back = await signInAtProvider(started.body.responseObj.authorization_url, email);
      const before = await snapshot();
      provider.tamperIdTokens((claims) => ({ ...claims, ...rewrite }));
      try {
        await expectRefused(await callback(back), code, before);
      } finally {
        provider.tamperIdTokens(null);
      }
    });

    it('refuses an email the provider has not verified, and one outside the vouched domains', async () => {
      const unverified = `unverified-${randomUUID().slice(0, 6)}@${domainA}`;
      account(unverified, unverified, false);
      let before = await snapshot();
      await expectRefused(await roundTrip(unverified), 'EMAIL_UNVERIFIED', before);
      // the person typed an email of the domain, but the provider vouches for another address
      const login = `elsewhere-${randomUUID().slice(0, 6)}`;
      account(login, `${login}@gmail.test`);
      before = await snapshot();
      await expectRefused(await roundTrip(`${login}@${domainA}`, login), 'DOMAIN_NOT_VOUCHED', before);
    });

    it("accepts Entra ID's xms_edov in place of an absent email_verified, and nothing else in its place", async () => {
      const email = `entra-${randomUUID().slice(0, 6)}@${domainA}`;
      // a provider that says nothing of email_verified, in the ID token or userinfo (as Entra ID)
      provider.accounts.set(email, {
        sub: `sub-${randomUUID()}`,
        email,
        email_verified: undefined as unknown as boolean,
      });
      let before = await snapshot();
      await expectRefused(await roundTrip(email), 'EMAIL_UNVERIFIED', before);
      provider.tamperIdTokens((claims) => ({ ...claims, xms_edov: true }));
      try {
        expect((await complete(await roundTrip(email))).status).toBe(200);
      } finally {
        provider.tamperIdTokens(null);
      }
      // an explicit email_verified: false is not overridden by xms_edov
      const denied = `entra-no-${randomUUID().slice(0, 6)}@${domainA}`;
      account(denied, denied, false);
      provider.tamperIdTokens((claims) => ({ ...claims, xms_edov: true }));
      try {
        before = await snapshot();
        await expectRefused(await roundTrip(denied), 'EMAIL_UNVERIFIED', before);
      } finally {
        provider.tamperIdTokens(null);
      }
    });

    it('never signs anyone into another client, or into a Global Administrator account', async () => {
      const elsewhere = await createSignedInUser(t, { role: RoleId.User, clientId: clientB, email: `bea@${domainA}` });
      account(elsewhere.email, elsewhere.email);
      let before = await snapshot();
      await expectRefused(await roundTrip(elsewhere.email), 'NOT_IN_CLIENT', before);
      const global = await createSignedInUser(t, {
        role: RoleId.GlobalAdministrator,
        clientId: clientA,
        email: `root@${domainA}`,
      });
      account(global.email, global.email);
      before = await snapshot();
      await expectRefused(await roundTrip(global.email), 'GLOBAL_ADMINISTRATOR', before);
    });

    it('stops a disabled person whatever the provider says, at the callback and at the handoff', async () => {
      const person = await createSignedInUser(t, {
        role: RoleId.User,
        clientId: clientA,
        email: `gone-${randomUUID().slice(0, 6)}@${domainA}`,
      });
      account(person.email, person.email);
      // signed in through the provider, then disabled before the SPA redeems the handoff
      const landing = await roundTrip(person.email);
      const accounts = t.app.get(UserAccounts);
      await accounts.execute(
        person.userId,
        { type: 'DeleteUser', now: new Date().toISOString() },
        systemContext(new Date()),
      );
      const res = await complete(landing);
      expect([res.status, res.body.code, res.body.message]).toEqual([401, 'USER_DISABLED', 'User is disabled.']);
      const before = await snapshot();
      await expectRefused(await roundTrip(person.email), 'USER_DISABLED', before);
    });

    it('tells the person when the provider is down, at the start (503) and at the callback, and lets them retry', async () => {
      const email = `down-${randomUUID().slice(0, 6)}@${domainA}`;
      account(email, email);
      const started = await browser.post('/api/auth/sso/start').send({ email }).expect(200);
      const back = await signInAtProvider(started.body.responseObj.authorization_url, email);
      await provider.pause();
      try {
        const before = await snapshot();
        await expectRefused(await callback(back), 'PROVIDER_UNAVAILABLE', before);
      } finally {
        await provider.resume();
      }
      // a fresh start on a new discovery (the cache is per provider: forget it by saving the settings again)
      await adminA
        .auth(http().put(`/api/clients/${clientA}/sso`))
        .send(settings({ client_secret: undefined }))
        .expect(200);
      await provider.pause();
      try {
        const res = await browser.post('/api/auth/sso/start').send({ email });
        expect([res.status, res.body.code, res.body.message]).toEqual([
          503,
          'PROVIDER_UNAVAILABLE',
          SSO_FAILURES.PROVIDER_UNAVAILABLE,
        ]);
      } finally {
        await provider.resume();
      }
      const retried = await complete(await roundTrip(email));
      expect(retried.status).toBe(200);
    });
  });

  describe('sessions, SSO required, sign-out and the SMS step', () => {
    it('keeps a session from the provider in its client, and out of what protects the whole account', async () => {
      const person = await createSignedInUser(t, {
        role: RoleId.User,
        clientId: clientA,
        email: `bound-${randomUUID().slice(0, 6)}@${domainA}`,
      });
      account(person.email, person.email);
      const res = await complete(await roundTrip(person.email));
      const bearer = `Bearer ${res.body.responseObj.accessToken}`;
      expect(res.body.responseObj.user.clientId).toBe(clientA);
      // later the person gets a role in B (and selects it elsewhere): this session still works in A only
      const accounts = t.app.get(UserAccounts);
      const context = systemContext(new Date());
      await accounts.execute(
        person.userId,
        { type: 'GrantClientRole', userId: person.userId, clientId: clientB, role: 8 },
        context,
      );
      await person
        .auth(http().put(`/api/users/${person.email}`))
        .send({ custom_client_id: clientB })
        .expect(200);
      const clients = await http().get('/api/clients').set('Authorization', bearer).expect(200);
      expect(clients.body.responseObj.map((c: { client_id: string }) => c.client_id)).toEqual([clientA]);
      const me = await http().get('/api/auth/me').set('Authorization', bearer).expect(200);
      expect(me.body.responseObj).toMatchObject({
        clientId: clientA,
        clients: [{ clientId: clientA, role: 8 }],
        signed_in_with_sso: true,
      });
      const refusals = [
        http().put(`/api/users/${person.email}`).send({ custom_client_id: clientB }),
        http()
          .post(`/api/users/${encodeURIComponent(person.email)}/sendcode`)
          .send({ data: { phone_number: '+15550009999' } }),
        http()
          .post(`/api/users/${encodeURIComponent(person.email)}/confirmcode`)
          .send({ code: '123456', phone_number: '+15550009999' }),
        http()
          .post('/api/auth/change-password')
          .send({ currentPassword: 'x', newPassword: 'Tq9!Horizon.Lane', confirmPassword: 'Tq9!Horizon.Lane' }),
        http()
          .put(`/api/users/${person.email}`)
          .send({ data: { name: person.name, phone_number: '+15550009999' } }),
        http().post(`/api/users/me/invitations/${clientB}/accept`),
      ];
      for (const call of refusals) {
        const refused = await call.set('Authorization', bearer);
        expect([refused.status, refused.body.code]).toEqual([403, 'SSO_SESSION_BOUND']);
      }
      // the provider may sign the person in no more: the account now works in another client too
      const before = await snapshot();
      await expectRefused(await roundTrip(person.email), 'OTHER_CLIENTS', before);
      // and once the role in A is gone, the session works in no client at all
      const removed = await accounts.execute(person.userId, { type: 'RemoveFromClient', clientId: clientA }, context);
      await t.app.get(ReadYourWrites).settle(removed.position);
      const after = await http().get('/api/auth/me').set('Authorization', bearer).expect(200);
      expect(after.body.responseObj).toMatchObject({ clientId: null, role: null, clients: [] });
      await http().get(`/api/clients/${clientA}/sso`).set('Authorization', bearer).expect(403);
    });

    it('refuses a handoff redeemed in another browser than the one that started (BROWSER_MISMATCH)', async () => {
      const email = `handoff-${randomUUID().slice(0, 6)}@${domainA}`;
      account(email, email);
      const landing = await roundTrip(email);
      const stolen = await http()
        .post('/api/auth/sso/complete')
        .send({ handoff: handoffOf(landing) });
      expect([stolen.status, stolen.body.code, stolen.body.message]).toEqual([
        401,
        'BROWSER_MISMATCH',
        SSO_FAILURES.BROWSER_MISMATCH,
      ]);
      const sessions = await sql<{ n: string }>`select count(*) as n from auth_sessions s join personal_data p
        on p.user_id = s.user_id where p.email = ${email}`.execute(t.db);
      expect(Number(sessions.rows[0].n)).toBe(0);
    });

    it('refuses an account the provider knows under another subject (a reused address is not the same person)', async () => {
      const email = `reused-${randomUUID().slice(0, 6)}@${domainA}`;
      account(email, email);
      expect((await complete(await roundTrip(email))).status).toBe(200);
      account(email, email); // a new subject for the same address
      const before = await snapshot();
      await expectRefused(await roundTrip(email), 'SUBJECT_CHANGED', before);
    });

    it('keeps sessions from a provider shorter (SSO_SESSION_MAX_AGE_SECONDS, 12 hours)', async () => {
      const email = `short-${randomUUID().slice(0, 6)}@${domainA}`;
      account(email, email);
      const res = await complete(await roundTrip(email));
      const tokens = t.app.get(TokenService);
      const later = new Date(Date.now() + 11 * 3600 * 1000);
      const refreshed = await tokens.refresh(res.body.responseObj.refreshToken, later);
      await expect(tokens.refresh(refreshed.refreshToken, new Date(Date.now() + 13 * 3600 * 1000))).rejects.toThrow(
        'The user is not authenticated',
      );
    });

    it("once SSO is required, refuses the client's people a password sign-in, but not a Global Administrator", async () => {
      const at = (name: string) => `${name}-${randomUUID().slice(0, 6)}@${domainA}`;
      const member = await createSignedInUser(t, { role: RoleId.User, clientId: clientA, email: at('member') });
      const global = await createSignedInUser(t, {
        role: RoleId.GlobalAdministrator,
        clientId: clientA,
        email: at('root'),
      });
      // who keeps a password: someone of another domain, and someone who also works in another client
      const outsider = await createSignedInUser(t, { role: RoleId.User, clientId: clientA });
      const twoClients = await createSignedInUser(t, { role: RoleId.User, clientId: clientA, email: at('two') });
      await t.app
        .get(UserAccounts)
        .execute(
          twoClients.userId,
          { type: 'GrantClientRole', userId: twoClients.userId, clientId: clientB, role: 8 },
          systemContext(new Date()),
        );
      await member.auth(http().get('/api/auth/me')).expect(200);
      await adminA
        .auth(http().put(`/api/clients/${clientA}/sso`))
        .send(settings({ client_secret: undefined, required: true }))
        .expect(200);
      try {
        const refused = await http().post('/api/auth/sign-in').send({ email: member.email, password: member.password });
        expect([refused.status, refused.body.code, refused.body.message]).toEqual([
          401,
          'SSO_REQUIRED',
          SsoMessages.ssoRequired,
        ]);
        // a wrong password still answers as for anyone
        const wrong = await http()
          .post('/api/auth/sign-in')
          .send({ email: member.email, password: `${member.password}x` });
        expect(wrong.status).toBe(401);
        expect(wrong.body.code).not.toBe('SSO_REQUIRED');
        // the member's password session ended when SSO became required; the others' did not
        await member.auth(http().get('/api/auth/me')).expect(401);
        await outsider.auth(http().get('/api/auth/me')).expect(200);
        for (const kept of [outsider, twoClients]) {
          const answer = await http().post('/api/auth/sign-in').send({ email: kept.email, password: kept.password });
          expect([answer.status, answer.body.responseObj?.challenge]).toEqual([200, 'SMS_MFA']);
        }
        const kept = await http()
          .post('/api/auth/sign-in')
          .send({ email: global.email, password: global.password })
          .expect(200);
        expect(kept.body.responseObj.challenge).toBe('SMS_MFA');
      } finally {
        await adminA
          .auth(http().put(`/api/clients/${clientA}/sso`))
          .send(settings({ client_secret: undefined }))
          .expect(200);
      }
    });

    it('signs out of the provider too: sign-out answers its end-session URL with the ID token hint', async () => {
      const email = `out-${randomUUID().slice(0, 6)}@${domainA}`;
      account(email, email);
      const res = await complete(await roundTrip(email));
      const bearer = `Bearer ${res.body.responseObj.accessToken}`;
      const out = await http().post('/api/auth/sign-out').set('Authorization', bearer).expect(200);
      const logout = new URL(out.body.responseObj.logout_url);
      expect(logout.href.startsWith(provider.issuer)).toBe(true);
      expect(logout.searchParams.get('post_logout_redirect_uri')).toBe('http://localhost:3000/login');
      expect(logout.searchParams.get('id_token_hint')).toMatch(/^ey/);
      await http().get('/api/auth/me').set('Authorization', bearer).expect(401);
      // a password session answers no logout_url
      const someone = await createSignedInUser(t, { role: RoleId.User, clientId: clientB });
      const plain = await http()
        .post('/api/auth/sign-out')
        .set('Authorization', `Bearer ${someone.accessToken}`)
        .expect(200);
      expect(plain.body.responseObj).toEqual({ signedOut: true });
    });

    it('asks for our SMS code after the provider when the client wants it: verify a phone first, then the code', async () => {
      await adminA
        .auth(http().put(`/api/clients/${clientA}/sso`))
        .send(settings({ client_secret: undefined, sms_after_sso: true }))
        .expect(200);
      try {
        const email = `sms-${randomUUID().slice(0, 6)}@${domainA}`;
        account(email, email);
        const first = await complete(await roundTrip(email));
        expect(first.body.responseObj).toEqual({ challenge: 'PHONE_SETUP', session: expect.any(String), email });
        const { session } = first.body.responseObj;
        const phone = `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
        await http()
          .post(`/api/users/${encodeURIComponent(email)}/sendcode`)
          .send({ session, phone_number: phone })
          .expect(200);
        const code = await latestSmsCode(t, phone);
        await http()
          .post(`/api/users/${encodeURIComponent(email)}/confirmcode`)
          .send({ session, code, phone_number: phone })
          .expect(200);
        const done = await http()
          .post('/api/auth/challenge')
          .send({ session, challenge: 'PHONE_SETUP', phone_number: phone })
          .expect(200);
        expect(done.body.responseObj.user).toMatchObject({ email, clientId: clientA });
        // the next time: the code goes to that phone, and the session is still bound to the client
        const next = await complete(await roundTrip(email));
        expect(next.body.responseObj).toMatchObject({
          challenge: 'SMS_MFA',
          destination: expect.stringMatching(/^\+\*+\d{4}$/),
        });
        const sms = await latestSmsCode(t, phone);
        const tokens = await http()
          .post('/api/auth/challenge')
          .send({ session: next.body.responseObj.session, challenge: 'SMS_MFA', code: sms })
          .expect(200);
        const bound = await sql<{ sso_client_id: string | null }>`select sso_client_id from auth_sessions
          where user_id = ${tokens.body.responseObj.user.id} order by created_at desc limit 1`.execute(t.db);
        expect(bound.rows[0].sso_client_id).toBe(clientA);
      } finally {
        await adminA
          .auth(http().put(`/api/clients/${clientA}/sso`))
          .send(settings({ client_secret: undefined }))
          .expect(200);
      }
    });

    it('removes single sign-on: the domain finds no client any more', async () => {
      await adminB
        .auth(http().put(`/api/clients/${clientB}/sso`))
        .send(settings({ domains: [domainB] }))
        .expect(200);
      const res = await adminB.auth(http().delete(`/api/clients/${clientB}/sso`)).expect(200);
      expect(res.body.responseObj.configured).toBe(false);
      await http()
        .post('/api/auth/sso/start')
        .send({ email: `x@${domainB}` })
        .expect(404);
      await adminB.auth(http().delete(`/api/clients/${clientB}/sso`)).expect(404);
    });
  });

  it('logged every refusal with its code, and never a secret, code, state, nonce or token', () => {
    expect(logged).toContain('sso sign-in refused');
    for (const code of [
      'STATE_INVALID',
      'BROWSER_MISMATCH',
      'CODE_REJECTED',
      'NONCE_MISMATCH',
      'ISSUER_MISMATCH',
      'EMAIL_UNVERIFIED',
    ])
      expect(logged).toContain(code);
    expect(logged).not.toContain(SECRET);
    expect(logged).not.toMatch(/"(code|state|nonce|id_token|access_token|handoff)":"[\w-]{16,}/);
    expect(logged).not.toMatch(/eyJ[\w-]+\.eyJ[\w-]+\./); // no JWT anywhere
    expect(logged).not.toMatch(/[?&](code|state|handoff)=[\w-]{16,}/); // nor in a logged URL
  });
});
