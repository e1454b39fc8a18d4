/**
 * An OpenID Provider in process (panva's oidc-provider), the tests' stand-in for Okta, Entra ID or Keycloak (issue 31).
 *
 * - listens on 127.0.0.1 on a free port; issuer http://127.0.0.1:<port>, discovery at /.well-known/openid-configuration;
 * - authorization code flow only, PKCE (S256) required for every client, client_secret_basic or client_secret_post;
 * - its own RS256 signing key (so tamperIdTokens can re-sign what it rewrites with the very key the JWKS publishes);
 * - the accounts are a Map the tests change at any time, keyed by the login typed on the provider's login page
 *   (its built-in devInteractions page; the password is ignored). An unknown login is refused on that page;
 * - consent is granted without a page; RP-initiated logout is on (end_session_endpoint in discovery).
 *
 * Loads under Jest (jest.config.js lets SWC turn the ESM-only packages into CommonJS) and from plain Node 20
 * (require(esm)): free of any Jest import, for the browser journeys and the dev provider (src/dev/oidc-dev-provider.ts).
 */
import { createPrivateKey, generateKeyPairSync, randomBytes, randomUUID, sign, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { freePort } from '../dev/ports';

export interface TestAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
}

export interface TestProviderClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
  post_logout_redirect_uris?: string[];
}

export interface TestProvider {
  /** http://127.0.0.1:<port> */
  issuer: string;
  /** keyed by the login name typed on the provider's login page; tests add to it (or delete from it) any time */
  accounts: Map<string, TestAccount>;
  /** rewrite the claims of the next ID tokens the token endpoint answers (re-signed with the provider's own key); null = off */
  tamperIdTokens(rewrite: ((claims: Record<string, unknown>) => Record<string, unknown>) | null): void;
  /** stop answering (server closed, open connections cut): a provider that is down */
  pause(): Promise<void>;
  /** answer again, on the same port */
  resume(): Promise<void>;
  stop(): Promise<void>;
}

export interface TestProviderOptions {
  clients: TestProviderClient[];
  /** a list (each account's login is its email) or a record keyed by login */
  accounts?: TestAccount[] | Record<string, TestAccount>;
  /** the port to listen on; left out (or 0), a free one */
  port?: number;
}

/** The parts of oidc-provider used here (the package ships no type declarations). */
interface OidcContext {
  path: string;
  method: string;
  status: number;
  body: unknown;
  type: string;
  req: http.IncomingMessage & { body?: unknown };
  oidc?: any;
  redirect(url: string): void;
  is(type: string): string | false | null;
}
type Middleware = (ctx: OidcContext, next: () => Promise<void>) => Promise<void>;
interface OidcProvider {
  callback(): (req: http.IncomingMessage, res: http.ServerResponse) => void;
  use(middleware: Middleware): void;
}
interface OidcProviderModule {
  Provider: new (issuer: string, configuration: Record<string, unknown>) => OidcProvider;
}

const LOGIN_PAGE = /^\/interaction\/([^/]+)$/;
const TOKEN_PATH = '/token';

/**
 * oidc-provider warns on the console when it loads (Node 20 is not its supported LTS) and when it is built
 * (development interactions and keys): true, and known. Its own lines are held back while `run` runs; others pass.
 */
function quietly<T>(run: () => T): T {
  const { warn, info } = console;
  const keep =
    (write: (...args: unknown[]) => void) =>
    (...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].includes('oidc-provider ')) return;
      write(...args);
    };
  console.warn = keep(warn);
  console.info = keep(info);
  try {
    return run();
  } finally {
    console.warn = warn;
    console.info = info;
  }
}

let loaded: OidcProviderModule | undefined;
function oidcProvider(): OidcProviderModule {
  // ESM only: Node 20 loads it through require(esm), Jest through its transform (jest.config.js transformIgnorePatterns)
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  loaded ??= quietly(() => require('oidc-provider') as OidcProviderModule);
  return loaded;
}

/** The provider's storage (sessions, interactions, codes, grants), its own: nothing shared between providers. */
function memoryAdapter() {
  const store = new Map<string, { payload: Record<string, any>; expiresAt?: number }>();
  const grants = new Map<string, Set<string>>();
  const now = () => Math.floor(Date.now() / 1000);
  const live = (key: string) => {
    const entry = store.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt !== undefined && entry.expiresAt <= now()) {
      store.delete(key);
      return undefined;
    }
    return entry.payload;
  };
  return class MemoryAdapter {
    constructor(private readonly model: string) {}
    private key(id: string) {
      return `${this.model}:${id}`;
    }
    async upsert(id: string, payload: Record<string, any>, expiresIn?: number) {
      const key = this.key(id);
      store.set(key, { payload: { ...payload }, expiresAt: expiresIn ? now() + expiresIn : undefined });
      if (payload.grantId) {
        const keys = grants.get(payload.grantId) ?? new Set<string>();
        keys.add(key);
        grants.set(payload.grantId, keys);
      }
      if (payload.uid) store.set(`${this.model}:uid:${payload.uid}`, { payload: { id } });
      if (payload.userCode) store.set(`${this.model}:userCode:${payload.userCode}`, { payload: { id } });
    }
    async find(id: string) {
      return live(this.key(id));
    }
    async findByUid(uid: string) {
      const ref = live(`${this.model}:uid:${uid}`);
      return ref ? live(this.key(ref.id)) : undefined;
    }
    async findByUserCode(userCode: string) {
      const ref = live(`${this.model}:userCode:${userCode}`);
      return ref ? live(this.key(ref.id)) : undefined;
    }
    async consume(id: string) {
      const payload = live(this.key(id));
      if (payload) payload.consumed = now();
    }
    async destroy(id: string) {
      store.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string) {
      for (const key of grants.get(grantId) ?? []) store.delete(key);
      grants.delete(grantId);
    }
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const page = (title: string, body: string) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
  `<meta name="viewport" content="width=device-width, initial-scale=1"></head>` +
  `<body style="font-family:sans-serif;max-width:32rem;margin:2rem auto">${body}</body></html>`;

function accountsFrom(accounts: TestProviderOptions['accounts']): Map<string, TestAccount> {
  if (!accounts) return new Map();
  if (Array.isArray(accounts)) return new Map(accounts.map((account) => [account.email, account]));
  return new Map(Object.entries(accounts));
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The same ID token with other claims, signed again with the provider's key (same header: alg, kid, typ). */
function resign(
  idToken: string,
  rewrite: (claims: Record<string, unknown>) => Record<string, unknown>,
  key: KeyObject,
): string {
  const [header, payload] = idToken.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  const input = `${header}.${base64url(rewrite({ ...claims }))}`;
  return `${input}.${sign('sha256', Buffer.from(input), key).toString('base64url')}`;
}

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req.iterator({ destroyOnReturn: false })) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startTestProvider(options: TestProviderOptions): Promise<TestProvider> {
  const { Provider } = oidcProvider();
  const accounts = accountsFrom(options.accounts);
  let rewrite: ((claims: Record<string, unknown>) => Record<string, unknown>) | null = null;

  const port = options.port || (await freePort());
  const issuer = `http://127.0.0.1:${port}`;

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomUUID();
  const signingKey = createPrivateKey(privateKey.export({ format: 'pem', type: 'pkcs8' }));
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };

  /** interaction uid -> the unknown login last typed there (shown on the login page again) */
  const refusedLogins = new Map<string, string>();

  const configuration = {
    adapter: memoryAdapter(),
    clients: options.clients.map((client) => ({
      client_id: client.client_id,
      client_secret: client.client_secret,
      redirect_uris: client.redirect_uris,
      post_logout_redirect_uris: client.post_logout_redirect_uris ?? [],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      // client_secret_post is accepted too: oidc-provider takes either of the two for a client registered with one
      token_endpoint_auth_method: 'client_secret_basic',
      id_token_signed_response_alg: 'RS256',
    })),
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    responseTypes: ['code'],
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // email and email_verified in the ID token itself, as Okta and Entra ID put them (not only at userinfo)
    conformIdTokenClaims: false,
    clientBasedCORS: () => false,
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    features: {
      devInteractions: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: OidcContext, form: string) => {
          ctx.type = 'html';
          ctx.body = page(
            'Sign out',
            `<h1>Sign out of the test identity provider?</h1>${form}` +
              `<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">Yes, sign me out</button> ` +
              `<button type="submit" form="op.logoutForm">No, stay signed in</button>`,
          );
        },
        postLogoutSuccessSource: async (ctx: OidcContext) => {
          ctx.type = 'html';
          ctx.body = page('Signed out', '<h1>You are signed out of the test identity provider.</h1>');
        },
      },
      introspection: { enabled: false },
      revocation: { enabled: false },
    },
    async findAccount(_ctx: unknown, id: string) {
      const account = [...accounts.values()].find((candidate) => candidate.sub === id);
      if (!account) return undefined;
      return {
        accountId: id,
        async claims() {
          const { sub, email, email_verified, name } = account;
          return name === undefined ? { sub, email, email_verified } : { sub, email, email_verified, name };
        },
      };
    },
    // consent without a page: the grant the client asked for (our backend asks for 'openid email profile')
    async loadExistingGrant(ctx: any) {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({
        accountId: ctx.oidc.session.accountId,
        clientId: ctx.oidc.client.clientId,
      });
      grant.addOIDCScope(['openid', 'email', 'profile', ...String(ctx.oidc.params?.scope ?? '').split(' ')].join(' '));
      await grant.save();
      return grant;
    },
    async renderError(ctx: OidcContext, out: Record<string, string>) {
      ctx.type = 'html';
      ctx.body = page(
        'Sign-in error',
        `<h1>The test identity provider refused this request</h1>` +
          Object.entries(out)
            .map(([key, value]) => `<p><strong>${escapeHtml(key)}</strong>: ${escapeHtml(String(value))}</p>`)
            .join(''),
      );
    },
  };

  const provider = quietly(() => new Provider(issuer, configuration));

  // An unknown login does not sign in: the same login page again, with the error, and no session changed.
  provider.use(async (ctx, next) => {
    const uid = LOGIN_PAGE.exec(ctx.path)?.[1];
    if (!uid || ctx.method !== 'POST' || !ctx.is('application/x-www-form-urlencoded')) return next();
    const raw = await readBody(ctx.req);
    const form = new URLSearchParams(raw.toString('utf8'));
    const login = form.get('login') ?? '';
    if (form.get('prompt') === 'login' && !accounts.has(login)) {
      refusedLogins.set(uid, login);
      ctx.status = 303;
      ctx.redirect(ctx.path);
      return;
    }
    // the body is read: oidc-provider takes it from req.body (and warns once that it did). The provider knows the
    // person by their subject (the ID token's sub is the account id), the login is only what they typed.
    if (form.get('prompt') === 'login') form.set('login', accounts.get(login)!.sub);
    ctx.req.body = Buffer.from(form.toString());
    await quietlyAsync(next);
  });
  provider.use(async (ctx, next) => {
    await next();
    const uid = LOGIN_PAGE.exec(ctx.path)?.[1];
    if (uid && ctx.method === 'GET' && typeof ctx.body === 'string' && refusedLogins.has(uid)) {
      const login = refusedLogins.get(uid)!;
      refusedLogins.delete(uid);
      ctx.body = ctx.body.replace(
        '<form',
        `<p class="red" role="alert">Unknown login '${escapeHtml(login)}': no such account at this provider.</p><form`,
      );
    }
    // its pages load a web font from fonts.googleapis.com: not from a test (no network, nothing to wait for)
    if (typeof ctx.body === 'string' && ctx.body.includes('@import url(https://fonts.googleapis.com')) {
      ctx.body = ctx.body.replace(/@import url\(https:\/\/fonts\.googleapis\.com[^)]*\);/g, '');
    }
  });
  // tamperIdTokens: the ID token the token endpoint answers, with rewritten claims and a valid signature
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: unknown } | undefined;
    if (rewrite && ctx.path === TOKEN_PATH && ctx.status === 200 && typeof body?.id_token === 'string') {
      ctx.body = { ...body, id_token: resign(body.id_token, rewrite, signingKey) };
    }
  });

  const server = http.createServer(provider.callback());
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const close = () =>
    new Promise<void>((resolve, reject) => {
      if (!server.listening) return resolve();
      server.close((error) => (error ? reject(error) : resolve()));
      server.closeAllConnections();
      for (const socket of sockets) socket.destroy();
    });

  await listen();
  if ((server.address() as AddressInfo).port !== port) throw new Error('test provider: not on the port it asked for');

  return {
    issuer,
    accounts,
    tamperIdTokens(next) {
      rewrite = next;
    },
    pause: close,
    async resume() {
      if (!server.listening) await listen();
    },
    stop: close,
  };
}

async function quietlyAsync(run: () => Promise<void>): Promise<void> {
  const { warn } = console;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('oidc-provider ')) return;
    warn(...args);
  };
  try {
    await run();
  } finally {
    console.warn = warn;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The browser's part, with fetch

/** Cookies by name, as a browser keeps them for one site (paths ignored: one sign-in at a time). */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq < 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key, v] = attribute.split('=').map((s) => s.trim().toLowerCase());
        return (key === 'expires' && Date.parse(v) <= Date.now()) || (key === 'max-age' && Number(v) <= 0);
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

interface HtmlForm {
  action: string;
  method: string;
  fields: Map<string, string>;
}

const decodeHtml = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39|#x27|#x2F);/g,
    (_m, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", '#x2F': '/' })[e]!,
  );

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match ? decodeHtml(match[1]) : undefined;
}

function firstForm(html: string): HtmlForm | undefined {
  const form = /<form\b[^>]*>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) return undefined;
  const open = /<form\b[^>]*>/i.exec(form[0])![0];
  const fields = new Map<string, string>();
  for (const input of form[1].match(/<input\b[^>]*>/gi) ?? []) {
    const name = attribute(input, 'name');
    if (name) fields.set(name, attribute(input, 'value') ?? '');
  }
  return {
    action: attribute(open, 'action') ?? '',
    method: (attribute(open, 'method') ?? 'get').toUpperCase(),
    fields,
  };
}

const textOf = (html: string) =>
  decodeHtml(
    html
      .replace(/<(style|script)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  ).trim();

/**
 * Drives the provider's own login (and, if it shows one, consent) page with fetch from an authorization URL our
 * backend produced, as a browser would, and returns the URL the provider finally redirects to: the client's redirect
 * URI with code, state and iss, or with error=... . `login` is the name typed on the login page (the password is
 * ignored by the provider). Throws when the provider refuses the login or answers with an error page of its own.
 */
export async function signInAtProvider(
  authorizationUrl: string,
  login: string,
  password = 'any password',
): Promise<URL> {
  const origin = new URL(authorizationUrl).origin;
  const jar = new CookieJar();
  let url = new URL(authorizationUrl);
  let request: { method: string; body?: string } = { method: 'GET' };
  let loginsTyped = 0;

  for (let step = 0; step < 20; step += 1) {
    const response = await fetch(url, {
      method: request.method,
      body: request.body,
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(request.body === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
      },
    });
    jar.take(response);

    if (response.status >= 300 && response.status < 400) {
      const location = response.headers.get('location');
      if (!location) throw new Error(`The provider answered ${response.status} without a Location at ${url.href}`);
      const next = new URL(location, url);
      if (next.origin !== origin) return next;
      url = next;
      request = { method: 'GET' };
      continue;
    }

    const html = await response.text();
    const form = response.status === 200 ? firstForm(html) : undefined;
    if (!form) {
      throw new Error(`The provider answered ${response.status} at ${url.pathname}: ${textOf(html).slice(0, 500)}`);
    }
    const prompt = form.fields.get('prompt');
    if (prompt === 'login') {
      if (loginsTyped > 0) {
        const alert = /<p\b[^>]*role="alert"[^>]*>([\s\S]*?)<\/p>/i.exec(html);
        const why = alert ? textOf(alert[1]) : 'its login page came back';
        throw new Error(`The provider did not sign in '${login}': ${why}`);
      }
      loginsTyped += 1;
      form.fields.set('login', login);
      form.fields.set('password', password);
    } else if (prompt !== 'consent') {
      throw new Error(
        `The provider showed a page this helper does not know at ${url.pathname}: ${textOf(html).slice(0, 300)}`,
      );
    }
    url = new URL(form.action, url);
    request = { method: form.method, body: new URLSearchParams([...form.fields]).toString() };
  }
  throw new Error(`The provider kept redirecting within itself from ${authorizationUrl}`);
}
