import { randomUUID } from 'node:crypto';
import { parsePosition } from '@gc/contracts';
import type { Response, Test } from 'supertest';
import { ReadYourWrites } from './read-your-writes';
import type { SignedInUser } from '../test-support/identity';
import { operationsOf, type OpenApiDocument, type Operation } from '../test-support/openapi-arbitraries';
import { createClientWithAdmin, createReflectionsTestApp } from '../test-support/reflections-test-kit';
import { RULES, type Rightful, type Rule, type UserRule } from '../test-support/tenancy-matrix-rules';
import { createTenancyWorld, tenancyWrittenState, type TenancyWorld } from '../test-support/tenancy-world';
import type { TestApp } from '../test-support/test-app';

jest.setTimeout(120_000);

/**
 * Issue 14, 'Abuse': every route of the OpenAPI document (`GET /api/docs-json`) that takes an id (a path
 * parameter, or a query parameter of ID_QUERY_PARAMS) is called with every method it has, with client A's real ids
 * and a body that would succeed, by
 *   1. an administrator of client B: 404, always (an id of another client is an id that does not exist);
 *   2. a User of A who is not concerned (on no team, assigned nothing, owning nothing): 403 where the route is for
 *      administrators (`@RequireCapability`), 404 where the id is not theirs (someone else's take, results or
 *      mentor session, a team they are not on);
 *   3. the caller the id belongs to (A's administrator, the receiver or the observer): the 2xx of RULES
 *      (test-support/tenancy-matrix-rules.ts), which proves the ids and bodies are real (a matrix that meets only
 *      404s because its ids are wrong proves nothing).
 * A refused request writes nothing (events, personal data, mentor chats, reminder days, credentials), and no answer
 * to 1 or 2 contains anything of A's (names, emails, phones, team, reflection, template and session names,
 * comments, mentor messages). A route with an id that has neither a rule nor a reason in SKIPPED fails the suite.
 */

/** Query parameters that name something of a client, as path parameters do. */
const ID_QUERY_PARAMS = ['assessment_id', 'team_id', 'receiver_id'];

/** Routes with an id the matrix does not call, and why. */
const SKIPPED: Record<string, string> = {
  'POST /api/users/{email}/sendcode':
    'public, account set-up: authorised by the sign-in session of the account being set up, never by a bearer ' +
    '(sign-in and mfa-phone specs)',
  'POST /api/users/{email}/confirmcode':
    'public, account set-up: authorised by the sign-in session of the account being set up, never by a bearer ' +
    '(sign-in and mfa-phone specs)',
  'POST /api/users/me/invitations/{clientId}/accept':
    "/users/me: the caller's own invitation; the id is the inviting client (users spec: one that did not invite, 404)",
  'POST /api/users/me/invitations/{clientId}/decline':
    "/users/me: the caller's own invitation; the id is the inviting client (users spec: one that did not invite, 404)",
};

const keyOf = (op: Operation) => `${op.method} ${op.path}`;
const idParamsOf = (op: Operation) => [...op.pathParams, ...op.queryParams.filter((q) => ID_QUERY_PARAMS.includes(q))];
/** An id like `value` that names nothing anywhere. */
const ghostOf = (value: string) =>
  value.includes('@') ? `nobody-${randomUUID().slice(0, 8)}@example.test` : randomUUID();

describe('tenant isolation: every route with an id, from the OpenAPI document', () => {
  let t: TestApp;
  let w: TenancyWorld;
  let otherAdmin: SignedInUser;
  let idRoutes: Operation[];

  beforeAll(async () => {
    t = await createReflectionsTestApp({
      llm: { apiKey: null, baseUrl: null, model: 'none', maxRetries: 0, timeoutMs: 5000 },
      mentor: { messagesPerMinute: 1000, dailyTokenBudget: 1_000_000 },
    });
    const document = (await t.http().get('/api/docs-json').expect(200)).body as OpenApiDocument;
    idRoutes = operationsOf(document).filter((op) => idParamsOf(op).length > 0);
    w = await createTenancyWorld(t, 'Alpha Matrix Co');
    otherAdmin = (await createClientWithAdmin(t, 'Bravo Matrix Co')).admin;
  });
  afterAll(async () => {
    await t?.close();
  });

  const probed = () => idRoutes.filter((op) => !(keyOf(op) in SKIPPED));

  /** Each call the matrix makes of a route: plain, then with each variant's query. */
  interface Probe {
    op: Operation;
    rule: Rule;
    query: Record<string, string>;
  }
  const probes = (): Probe[] =>
    probed().flatMap((op) => {
      const rule = RULES[keyOf(op)];
      return [{}, ...(rule.variants?.() ?? [])].map((variant) => ({ op, rule, query: { ...rule.query, ...variant } }));
    });

  function call({ op, rule, query: fixed }: Probe, caller: SignedInUser, ids = rule.ids(w)): Test {
    const url = op.path.replace(/\{([^}]+)\}/g, (_m, p: string) => encodeURIComponent(ids[p]));
    const query = new URLSearchParams(fixed);
    for (const q of op.queryParams.filter((p) => ID_QUERY_PARAMS.includes(p))) if (ids[q]) query.set(q, ids[q]);
    const http = t.http() as unknown as Record<string, (url: string) => Test>;
    const req = caller.auth(http[op.method.toLowerCase()](query.size ? `${url}?${query}` : url));
    return rule.body ? req.send(rule.body(w)) : req;
  }

  /** The answer as a reader would see it: headers (a file name) and body (JSON, CSV or PDF). */
  const textOf = (res: Response) =>
    JSON.stringify(res.headers) + (Buffer.isBuffer(res.body) ? res.body.toString('latin1') : (res.text ?? ''));
  const summary = ({ op, query }: Probe, res: Response) =>
    `${keyOf(op)}${Object.keys(query).length ? ` ?${Object.keys(query)}` : ''} -> ${res.status} ${(Buffer.isBuffer(res.body) ? '<file>' : (res.text ?? '')).slice(0, 160)}`;
  const outcome = (res: Response) => [res.status, res.body?.message, res.body?.code];

  it('has a rule or a reason for every route with an id in the document, and no rule for a route that is gone', () => {
    const missing = idRoutes.map(keyOf).filter((k) => !(k in RULES) && !(k in SKIPPED));
    expect(missing).toEqual([]);
    const documented = new Set(idRoutes.map(keyOf));
    const stale = [...Object.keys(RULES), ...Object.keys(SKIPPED)].filter(
      (k) => !documented.has(k) && !RULES[k]?.ifDocumented,
    );
    expect(stale).toEqual([]);
    // each rule names every id the route takes
    const unnamed = probed().flatMap((op) =>
      idParamsOf(op)
        .filter((p) => !RULES[keyOf(op)].ids(w)[p])
        .map((p) => `${keyOf(op)} {${p}}`),
    );
    expect(unnamed).toEqual([]);
    expect(probed().length).toBeGreaterThanOrEqual(40);
  });

  /**
   * Calls every probed route as `caller` with A's ids, then with ids that name nothing: what differs from
   * `expected`, what leaked, what a refusal wrote, and where A's ids answer otherwise than ids of nothing.
   */
  async function probeAll(caller: SignedInUser, expected: (rule: Rule) => UserRule, secrets: string[]) {
    const found = { wrong: [] as string[], leaks: [] as string[], wrote: [] as string[], reveals: [] as string[] };
    for (const probe of probes()) {
      const { rule } = probe;
      const want = rule.deviation ?? expected(rule);
      const status = typeof want === 'number' ? want : want.status;
      const before = await tenancyWrittenState(t);
      const res = await call(probe, caller);
      if (res.status !== status) found.wrong.push(`${summary(probe, res)} (want ${status})`);
      for (const secret of secrets)
        if (textOf(res).includes(secret)) found.leaks.push(`${secret} in ${summary(probe, res)}`);
      if (res.status >= 400 && (await tenancyWrittenState(t)) !== before) found.wrote.push(summary(probe, res));
      if (typeof want === 'number') {
        const ghosts = Object.fromEntries(Object.entries(rule.ids(w)).map(([p, v]) => [p, ghostOf(v)]));
        const ghost = await call(probe, caller, ghosts);
        if (JSON.stringify(outcome(ghost)) !== JSON.stringify(outcome(res)))
          found.reveals.push(`${summary(probe, res)} but ${JSON.stringify(outcome(ghost))} for ids of nothing`);
      }
    }
    return found;
  }
  const clean = { wrong: [], leaks: [], wrote: [], reveals: [] };

  it("given an administrator of another client, when it calls every route with A's ids, then 404 as for ids of nothing, and nothing of A", async () => {
    const { client, team, private: own } = w.secrets;
    expect(await probeAll(otherAdmin, () => 404, [...client, ...team, ...own])).toEqual(clean);
  });

  it("given a User of A on no team, when it calls every route with A's ids, then 403 or 404 as the rules say, and nothing of A's teams or people", async () => {
    expect(await probeAll(w.outsider, (rule) => rule.user, [...w.secrets.team, ...w.secrets.private])).toEqual(clean);
  });

  it("given a User of A's team who is assigned nothing, when it calls every route, then 403 or 404 as the rules say, and nothing beyond the team", async () => {
    expect(await probeAll(w.bystander, (rule) => rule.member ?? rule.user, w.secrets.private)).toEqual(clean);
  });

  it('given the caller each id belongs to, when it calls every route, then the 2xx of the rules (the ids are real and the secrets show)', async () => {
    const callers: Record<Rightful, SignedInUser> = {
      admin: w.admin,
      globalAdmin: w.globalAdmin,
      receiver: w.receiver,
      observer: w.observer,
    };
    const ordered = probes().sort((x, y) => (x.rule.order ?? 0) - (y.rule.order ?? 0));
    const wrong: string[] = [];
    let seen = '';
    for (const probe of ordered) {
      const [who, status] = probe.rule.rightful;
      const res = await call(probe, callers[who]);
      if (res.status !== status) wrong.push(`${who}: ${summary(probe, res)} (want ${status})`);
      seen += textOf(res);
      const position = parsePosition(res.body?.position);
      if (position) await t.app.get(ReadYourWrites).settle(position);
    }
    expect(wrong).toEqual([]);
    // the leak checks above look for strings these routes do answer with (phones show on the users' screens
    // only; no route with an id answers with the administrator's email, nor the spare team's name once deleted)
    const { client, team, private: own } = w.secrets;
    const shown = [...client, ...team, ...own].filter(
      (s) => !s.startsWith('+') && s !== 'Alpha Spare Squad' && s !== w.admin.email,
    );
    expect(shown.filter((s) => !seen.includes(s))).toEqual([]);
  });
});
