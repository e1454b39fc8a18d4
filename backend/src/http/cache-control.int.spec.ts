import { BOOTSTRAP_CLIENT_ID, RoleId } from '@gc/contracts';
import type { Response, Test } from 'supertest';
import { createSignedInUser, type SignedInUser } from '../test-support/identity';
import { operationsOf, type OpenApiDocument, type Operation } from '../test-support/openapi-arbitraries';
import { binaryBody } from '../test-support/pdf-text';
import { createReflectionsTestApp } from '../test-support/reflections-test-kit';
import { RULES, type Rightful } from '../test-support/tenancy-matrix-rules';
import { createTenancyWorld, type TenancyWorld } from '../test-support/tenancy-world';
import type { TestApp } from '../test-support/test-app';

jest.setTimeout(120_000);

/**
 * Issue 28, item 7: no answer of the api that carries personal data may be kept by a browser, a proxy or a CDN.
 * Every answer under /api carries `Cache-Control: no-store` (security-headers.ts), unless its route sets its own.
 */

interface NamedRoute {
  who: Rightful | 'globalAdmin';
  method: 'get' | 'put';
  url: (w: TenancyWorld) => string;
  body?: object;
}

/** The routes issue 28 found without Cache-Control, and the downloads, called as the people they belong to. */
const NAMED: NamedRoute[] = [
  { who: 'admin', method: 'get', url: (w) => `/api/stats?assessment_id=${w.published.assessment_id}&type=MINDSET` },
  { who: 'receiver', method: 'get', url: () => '/api/stats/dropdowns/teams' },
  { who: 'receiver', method: 'get', url: (w) => `/api/stats/gaps?assessment_id=${w.published.assessment_id}` },
  { who: 'receiver', method: 'get', url: (w) => `/api/stats/trends?team_id=${w.teamId}&type=MINDSET` },
  { who: 'admin', method: 'get', url: () => '/api/stats/settings' },
  { who: 'admin', method: 'get', url: (w) => `/api/stats/export.csv?assessment_id=${w.published.assessment_id}` },
  {
    who: 'admin',
    method: 'get',
    url: (w) => `/api/stats/report.pdf?assessment_id=${w.published.assessment_id}&receiver_id=${w.receiver.userId}`,
  },
  { who: 'receiver', method: 'get', url: () => '/api/assessments/take' },
  { who: 'receiver', method: 'get', url: (w) => `/api/assessments/take/${w.published.assessment_id}` },
  {
    who: 'observer',
    method: 'put',
    url: (w) => `/api/assessments/take/${w.published.assessment_id}`,
    body: { section_index: 1 },
  },
  { who: 'admin', method: 'get', url: (w) => `/api/assessments/${w.published.assessment_id}` },
  { who: 'admin', method: 'get', url: (w) => `/api/assessments/${w.published.assessment_id}/history` },
  { who: 'receiver', method: 'get', url: () => '/api/mentor/chats/sessions' },
  { who: 'receiver', method: 'get', url: (w) => `/api/mentor/chats/sessions/${w.sessionId}` },
  { who: 'receiver', method: 'get', url: () => '/api/reminders/preferences' },
  { who: 'globalAdmin', method: 'get', url: () => '/api/demo-requests' },
];

/** Query parameters that name something of a client (the tenancy matrix's ID_QUERY_PARAMS). */
const ID_QUERY_PARAMS = ['assessment_id', 'team_id', 'receiver_id'];

const noStore = (res: Response) => String(res.headers['cache-control'] ?? '').includes('no-store');
const line = (method: string, url: string, res: Response) =>
  `${method.toUpperCase()} ${url} -> ${res.status} cache-control: ${res.headers['cache-control'] ?? '(none)'}`;

describe('Cache-Control on the api', () => {
  let t: TestApp;
  let w: TenancyWorld;
  let callers: Record<Rightful | 'globalAdmin', SignedInUser>;
  let document: OpenApiDocument;

  beforeAll(async () => {
    t = await createReflectionsTestApp({
      llm: { apiKey: null, baseUrl: null, model: 'none', maxRetries: 0, timeoutMs: 5000 },
      mentor: { messagesPerMinute: 1000, dailyTokenBudget: 1_000_000 },
    });
    w = await createTenancyWorld(t, 'Cache Control Co');
    const globalAdmin = await createSignedInUser(t, {
      role: RoleId.GlobalAdministrator,
      clientId: BOOTSTRAP_CLIENT_ID,
    });
    callers = { admin: w.admin, receiver: w.receiver, observer: w.observer, globalAdmin };
    document = (await t.http().get('/api/docs-json').expect(200)).body as OpenApiDocument;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** supertest for `method url`, binary bodies (CSV, PDF) read whole. */
  const request = (method: string, url: string): Test => {
    const http = t.http() as unknown as Record<string, (url: string) => Test>;
    return http[method.toLowerCase()](url).buffer(true).parse(binaryBody);
  };

  it('given the routes that carry personal data, when their owners call them, then each answer is no-store', async () => {
    const wrong: string[] = [];
    for (const route of NAMED) {
      const url = route.url(w);
      const req = callers[route.who].auth(request(route.method, url));
      const res = await (route.body ? req.send(route.body) : req);
      if (res.status >= 300 || !noStore(res)) wrong.push(line(route.method, url, res));
    }
    expect(wrong).toEqual([]);
  });

  it('given a refusal, then it is no-store too: an error answer is no more cacheable than a success', async () => {
    const res = await request('get', '/api/stats/dropdowns/teams');
    expect([res.status, noStore(res)]).toEqual([401, true]);
  });

  it('given a percent-encoded path that Fastify routes to the api (/%61pi/...), then it is no-store as well', async () => {
    const res = await w.receiver.auth(request('get', '/%61pi/stats/dropdowns/teams'));
    expect([res.status, noStore(res)]).toEqual([200, true]);
  });

  it('given every GET of the OpenAPI document that needs a sign-in, when the caller it belongs to calls it, then 2xx and no-store', async () => {
    const gets = operationsOf(document).filter((op) => op.method === 'GET');
    /** the route with A's real ids (the tenancy matrix's rules) where it takes any, as the caller they belong to */
    const callOf = (op: Operation): { url: string; who: SignedInUser[] } => {
      const rule = RULES[`${op.method} ${op.path}`];
      const ids = rule?.ids(w) ?? {};
      const path = op.path.replace(/\{([^}]+)\}/g, (_m, p: string) => encodeURIComponent(ids[p] ?? 'none'));
      const query = new URLSearchParams(rule?.query);
      for (const q of op.queryParams.filter((p) => ID_QUERY_PARAMS.includes(p))) if (ids[q]) query.set(q, ids[q]);
      const url = query.size ? `${path}?${query}` : path;
      // a route without a rule takes no id: whoever of them may call it
      return { url, who: rule ? [callers[rule.rightful[0]]] : Object.values(callers) };
    };
    const checked: string[] = [];
    const wrong: string[] = [];
    for (const op of gets) {
      const { url, who } = callOf(op);
      // needs a sign-in: refused without a bearer (a public route is not this suite's concern)
      if ((await request('GET', url)).status !== 401) continue;
      let answered: Response | undefined;
      for (const caller of who) {
        answered = await caller.auth(request('GET', url));
        if (answered.status < 300 || !noStore(answered)) break;
      }
      checked.push(`GET ${op.path}`);
      if (!answered || answered.status >= 300 || !noStore(answered)) wrong.push(line('GET', url, answered!));
    }
    expect(wrong).toEqual([]);
    // the walk reached the routes of the issue (and the document did not lose them)
    for (const path of [
      '/api/stats',
      '/api/stats/export.csv',
      '/api/stats/report.pdf',
      '/api/assessments/take/{id}',
      '/api/assessments/{id}/history',
      '/api/mentor/chats/sessions/{sessionId}',
      '/api/reminders/preferences',
      '/api/demo-requests',
    ])
      expect(checked).toContain(`GET ${path}`);
  });
});
