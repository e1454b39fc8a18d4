import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as client from 'openid-client';
import { freePort } from '../dev/ports';
import { signInAtProvider, startTestProvider, type TestProvider } from './oidc-test-provider';

const REDIRECT_URI = 'http://localhost:3999/api/auth/sso/callback';
const CLIENT = {
  client_id: 'growthcatalyst-test',
  client_secret: 'a-secret-of-the-test',
  redirect_uris: [REDIRECT_URI],
};
const insecure = { execute: [client.allowInsecureRequests] };

describe('the in-process OpenID Provider (stand-in for Okta / Entra ID)', () => {
  let provider: TestProvider;

  beforeAll(async () => {
    provider = await startTestProvider({
      clients: [{ ...CLIENT, post_logout_redirect_uris: ['http://localhost:3999/login'] }],
      accounts: [{ sub: 'okta|ada', email: 'ada@example.com', email_verified: true, name: 'Ada Lovelace' }],
    });
  });
  afterAll(() => provider.stop());

  const discover = (auth?: client.ClientAuth) =>
    client.discovery(
      new URL(provider.issuer),
      CLIENT.client_id,
      undefined,
      auth ?? client.ClientSecretPost(CLIENT.client_secret),
      insecure,
    );

  /** what our backend does: an authorization URL with PKCE, state and nonce */
  async function startSignIn(config: client.Configuration) {
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT_URI,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    const finish = (callback: URL) =>
      client.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: verifier,
        expectedState: state,
        expectedNonce: nonce,
        idTokenExpected: true,
      });
    return { url, state, finish };
  }

  it('publishes discovery: its issuer, code flow with PKCE S256, RS256 ID tokens, end_session_endpoint', async () => {
    const config = await discover();
    const metadata = config.serverMetadata();

    expect(provider.issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(metadata.issuer).toBe(provider.issuer);
    expect(metadata.authorization_endpoint).toBe(`${provider.issuer}/auth`);
    expect(metadata.token_endpoint).toBe(`${provider.issuer}/token`);
    expect(metadata.end_session_endpoint).toBe(`${provider.issuer}/session/end`);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    expect(metadata.response_types_supported).toEqual(['code']);
    expect(metadata.id_token_signing_alg_values_supported).toContain('RS256');
    expect(metadata.scopes_supported).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    expect(metadata.token_endpoint_auth_methods_supported).toEqual(
      expect.arrayContaining(['client_secret_basic', 'client_secret_post']),
    );
  });

  it('signs a person in through its login page: code + PKCE + state + nonce, email and email_verified in the ID token', async () => {
    const config = await discover();
    const { url, state, finish } = await startSignIn(config);

    const callback = await signInAtProvider(url.href, 'ada@example.com', 'whatever');

    expect(callback.origin + callback.pathname).toBe(REDIRECT_URI);
    expect(callback.searchParams.get('state')).toBe(state);
    expect(callback.searchParams.get('iss')).toBe(provider.issuer);
    expect(callback.searchParams.get('code')).toEqual(expect.any(String));
    const tokens = await finish(callback);
    expect(tokens.claims()).toMatchObject({
      iss: provider.issuer,
      aud: CLIENT.client_id,
      sub: 'okta|ada',
      email: 'ada@example.com',
      email_verified: true,
      name: 'Ada Lovelace',
    });
    // a code is good once
    await expect(finish(callback)).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('accepts client_secret_basic as well as client_secret_post at the token endpoint', async () => {
    const config = await discover(client.ClientSecretBasic(CLIENT.client_secret));
    const { url, finish } = await startSignIn(config);
    const tokens = await finish(await signInAtProvider(url.href, 'ada@example.com'));
    expect(tokens.claims()?.email).toBe('ada@example.com');
  });

  it('signs in accounts added later, and says when the email is not verified', async () => {
    provider.accounts.set('grace', { sub: 'entra|grace', email: 'grace@example.org', email_verified: false });
    const { url, finish } = await startSignIn(await discover());
    const tokens = await finish(await signInAtProvider(url.href, 'grace'));
    expect(tokens.claims()).toMatchObject({ sub: 'entra|grace', email: 'grace@example.org', email_verified: false });
    expect(tokens.claims()).not.toHaveProperty('name');
  });

  it('refuses an unknown login on its login page (shown again, with the error): signInAtProvider throws', async () => {
    const { url } = await startSignIn(await discover());
    await expect(signInAtProvider(url.href, 'nobody@example.com')).rejects.toThrow(
      "The provider did not sign in 'nobody@example.com': Unknown login 'nobody@example.com'",
    );
  });

  it('requires PKCE: an authorization request without a code challenge comes back with an error', async () => {
    const config = await discover();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT_URI,
      scope: 'openid email profile',
      state: client.randomState(),
    });
    const callback = await signInAtProvider(url.href, 'ada@example.com');
    expect(callback.searchParams.get('error')).toBe('invalid_request');
    expect(callback.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('tamperIdTokens re-signs rewritten ID tokens with its own key: a changed name passes, a changed iss is refused', async () => {
    const config = await discover();
    try {
      // Given a rewrite that keeps the token valid: the signature is the provider's (the client accepts it)
      provider.tamperIdTokens((claims) => ({ ...claims, name: 'Someone Else' }));
      const first = await startSignIn(config);
      const accepted = await first.finish(await signInAtProvider(first.url.href, 'ada@example.com'));
      expect(accepted.claims()).toMatchObject({ name: 'Someone Else', email: 'ada@example.com' });

      // When the rewrite changes the issuer
      provider.tamperIdTokens((claims) => ({ ...claims, iss: 'https://evil.example.com' }));
      const second = await startSignIn(config);
      const callback = await signInAtProvider(second.url.href, 'ada@example.com');
      // Then the client refuses the ID token for its iss claim
      const refused = (await second.finish(callback).then(
        () => new Error('the tampered ID token was accepted'),
        (error: unknown) => error,
      )) as Error & { code?: string; cause?: { cause?: { claim?: string } } };
      expect(refused.code).toBe('OAUTH_JWT_CLAIM_COMPARISON_FAILED');
      expect(refused.cause?.cause?.claim).toBe('iss');
    } finally {
      provider.tamperIdTokens(null);
    }
    const third = await startSignIn(config);
    const untouched = await third.finish(await signInAtProvider(third.url.href, 'ada@example.com'));
    expect(untouched.claims()).toMatchObject({ iss: provider.issuer, name: 'Ada Lovelace' });
  });

  it('pause makes it a provider that is down; resume answers again on the same issuer', async () => {
    await provider.pause();
    await expect(discover()).rejects.toThrow();
    await expect(fetch(`${provider.issuer}/.well-known/openid-configuration`)).rejects.toThrow();

    await provider.resume();
    const config = await discover();
    expect(config.serverMetadata().issuer).toBe(provider.issuer);
    const { url, finish } = await startSignIn(config);
    expect((await finish(await signInAtProvider(url.href, 'ada@example.com'))).claims()?.sub).toBe('okta|ada');
  });
});

describe('the dev provider (src/dev/oidc-dev-provider.ts), from plain Node', () => {
  it('starts on OIDC_DEV_PORT with the growthcatalyst client and the accounts of OIDC_DEV_ACCOUNTS', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gc-oidc-dev-'));
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, '..', 'dev', 'oidc-dev-provider.ts')],
      {
        cwd: path.join(__dirname, '..', '..'),
        env: {
          ...process.env,
          OIDC_DEV_PORT: String(port),
          OIDC_DEV_ACCOUNTS: 'ada@example.com, grace@example.org',
          APP_URL: 'http://localhost:3999',
          DATA_DIR: dataDir,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', () => output.includes('Client secret') && resolve());
        child.once('exit', (code) => reject(new Error(`the dev provider exited with ${code}:\n${output}`)));
      });
      const secret = /Client secret:\s+(\S+)/.exec(output)?.[1];
      expect(output).toContain(`Issuer URL:     http://127.0.0.1:${port}`);
      expect(output).toContain('Client ID:      growthcatalyst');
      expect(output).toContain('http://localhost:3999/api/auth/sso/callback');
      expect(secret).toEqual(expect.any(String));

      const config = await client.discovery(
        new URL(`http://127.0.0.1:${port}`),
        'growthcatalyst',
        secret,
        undefined,
        insecure,
      );
      const verifier = client.randomPKCECodeVerifier();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: 'http://localhost:3999/api/auth/sso/callback',
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state: 'dev-state',
      });
      const callback = await signInAtProvider(url.href, 'grace@example.org');
      const tokens = await client.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: verifier,
        expectedState: 'dev-state',
      });
      expect(tokens.claims()).toMatchObject({ email: 'grace@example.org', email_verified: true });
      // the secret is kept for the next run
      expect(readFileSync(path.join(dataDir, 'oidc-dev-secret'), 'utf8').trim()).toBe(secret);
    } finally {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
