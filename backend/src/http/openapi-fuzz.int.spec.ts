import { createHash } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { BOOTSTRAP_CLIENT_ID, RoleId } from '@gc/contracts';
import fc from 'fast-check';
import type { Response, Test } from 'supertest';
import {
  collectKnownValues,
  fieldNamesOf,
  operationsOf,
  requestFor,
  type FuzzRequest,
  type KnownValues,
  type OpenApiDocument,
  type Operation,
} from '../test-support/openapi-arbitraries';
import { encodeSegment } from '../test-support/hostile-values';
import { SignInService } from '../modules/identity';
import { createSignedInUser, type SignedInUser } from '../test-support/identity';
import { createWorkspacesTestApp } from '../test-support/workspaces-test-kit';
import type { TestApp } from '../test-support/test-app';
import { writtenState } from '../test-support/written-state';

jest.setTimeout(120_000);

/**
 * Every route of the OpenAPI document (`GET /api/docs-json`), fuzzed with fast-check, without a bearer and as a
 * Global Administrator. Each request is a plausible one (path parameters and body fields from what the api answers
 * or well-typed guesses, shaped by the documented schema or by the contracts DTO a schema names) with one hostile
 * part: a string with NUL or a lone surrogate, a huge string, a wrong type, null, an array for an object, deep
 * nesting, an undeclared field, another kind of body, or garbage path/query parameters or headers. No answer may
 * be a 5xx, and a 4xx must carry a message and write nothing (`es_events` and `personal_data` as they were). A new
 * route is fuzzed as soon as it is documented; undocumented routes (the local-only `/api/dev/*`) are not.
 *
 * Nothing is excluded. Routes that end the fuzzing administrator's session or rights (POST /auth/sign-out,
 * DELETE /users/me, POST /auth/terms/decline, POST /users/{email}/forgotpassword or a role change on oneself) are
 * fuzzed like the others: after such an answer the administrator is checked with GET /auth/me and given new
 * tokens, terms accepted again, or replaced by a new administrator.
 */
const SEED = 16;
const RUNS_PER_ROUTE = 25;
/** Fewer runs where one call is slow, so the whole file stays well under a minute on 2 cores. */
const SLOW_ROUTES: Record<string, number> = {
  // a password hash (argon2, deliberately slow) per call that passes validation
  'POST /api/auth/sign-in': 8,
  'POST /api/auth/change-password': 6,
  // deletes the fuzzing administrator whatever it is sent: each call costs a new administrator (a password hash)
  'DELETE /api/users/me': 6,
};
/** Query parameter names tried on every route, beside the documented ones (the document lists none today). */
const QUERY_POOL = ['role', 'email', 'id', 'client_id'];
/** What Node answers before the app sees the request (headers too large): no JSON body, no message. */
const TRANSPORT_STATUSES = [431];

describe('OpenAPI fuzz: every documented route, hostile input', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  let operations: Operation[];
  let fieldPool: string[];
  let admin: SignedInUser;
  let adminsCreated = 0;

  const newAdmin = async () => {
    adminsCreated++;
    admin = await createSignedInUser(t, { role: RoleId.GlobalAdministrator, clientId: BOOTSTRAP_CLIENT_ID });
  };

  beforeAll(async () => {
    // reference data and the bootstrap client seeded, so that teams, roles and members can be made in it
    t = await createWorkspacesTestApp();
    await newAdmin();
    adminsCreated = 0;
    document = (await t.http().get('/api/docs-json').expect(200)).body as OpenApiDocument;
    operations = operationsOf(document);
    fieldPool = fieldNamesOf(document);
  });
  afterAll(async () => {
    await t?.close();
  });

  /**
   * After a call that may have ended the administrator's session or rights: new tokens when the session ended
   * (sign-out), terms accepted again when declined, and a new administrator when the account itself is gone
   * (deleted, reset, demoted, moved to another client).
   */
  async function keepAdmin(): Promise<void> {
    const me = async () => {
      const res = await admin.auth(t.http().get('/api/auth/me'));
      return { status: res.status, view: res.body?.responseObj };
    };
    let current = await me();
    if (current.status === 401) {
      // refused for an account that is disabled or deleted: a new administrator below
      const tokens = await t.app
        .get(SignInService)
        .issueTokens(admin.userId, null)
        .catch(() => null);
      if (tokens) {
        const bearer = `Bearer ${tokens.accessToken}`;
        admin = { ...admin, ...tokens, auth: (req: Test) => req.set('Authorization', bearer) };
        current = await me();
      }
    }
    if (current.status === 200 && current.view?.terms_accepted === false) {
      await admin.auth(t.http().post('/api/auth/terms/accept'));
      current = await me();
    }
    const fine =
      current.status === 200 &&
      current.view?.role === RoleId.GlobalAdministrator &&
      current.view?.clientId === BOOTSTRAP_CLIENT_ID &&
      current.view?.terms_accepted === true;
    if (!fine) await newAdmin();
  }

  /** Ids, emails... the api answers with now, so some requests name things that exist. */
  async function knownValues(): Promise<KnownValues> {
    const known: KnownValues = new Map();
    for (const op of operations.filter((o) => o.method === 'GET' && !o.pathParams.length)) {
      const res = await admin.auth(t.http().get(op.path));
      if (res.status === 200) collectKnownValues(res.body, known);
    }
    return known;
  }

  function send(op: Operation, request: FuzzRequest, bearer: SignedInUser | null): Test {
    const query = Object.entries(request.query)
      .map(([k, v]) => `${encodeSegment(k)}=${encodeSegment(v)}`)
      .join('&');
    const http = t.http() as unknown as Record<string, (url: string) => Test>;
    let req = http[op.method.toLowerCase()](query ? `${request.url}?${query}` : request.url);
    req = req.set(request.headers);
    if (bearer) req = bearer.auth(req);
    if (request.body) {
      const { contentType, payload, raw } = request.body;
      req = req.set('Content-Type', contentType).send(raw ?? JSON.stringify(payload) ?? 'null');
    }
    return req;
  }

  const describeRequest = (op: Operation, request: FuzzRequest, res?: Response) =>
    JSON.stringify({
      route: `${op.method} ${op.path}`,
      url: request.url.slice(0, 300),
      query: request.query,
      headers: request.headers,
      body: request.body && {
        contentType: request.body.contentType,
        payload: (request.body.raw ?? JSON.stringify(request.body.payload) ?? '').slice(0, 500),
      },
      status: res?.status,
      answer: res && JSON.stringify(res.body).slice(0, 300),
    });

  /** Fuzzes every operation as `who`; answers the failures found (one per route at most) and the calls made. */
  async function fuzzAll(who: 'anonymous' | 'administrator'): Promise<{ failures: string[]; calls: number }> {
    const failures: string[] = [];
    const statuses: Record<string, Record<string, number>> = {};
    let calls = 0;
    let known: KnownValues = new Map();
    let harvestedAt = '';
    for (const op of operations) {
      const key = `${op.method} ${op.path}`;
      const state = JSON.stringify(await writtenState(t));
      if (state !== harvestedAt) [known, harvestedAt] = [await knownValues(), state];
      const property = fc.asyncProperty(requestFor(op, document, known, fieldPool, QUERY_POOL), async (request) => {
        calls++;
        const before = await writtenState(t);
        const res = await send(op, request, who === 'administrator' ? admin : null);
        const answer = `${res.status} ${res.status >= 400 ? String(res.body?.message).slice(0, 60) : ''}`;
        statuses[key] ??= {};
        statuses[key][answer] = (statuses[key][answer] ?? 0) + 1;
        if (res.status >= 500) throw new Error(`5xx: ${describeRequest(op, request, res)}`);
        if (res.status >= 400 && !TRANSPORT_STATUSES.includes(res.status)) {
          if (typeof res.body?.message !== 'string')
            throw new Error(`4xx without message: ${describeRequest(op, request, res)}`);
          const after = await writtenState(t);
          if (JSON.stringify(after) !== JSON.stringify(before))
            throw new Error(`4xx wrote: ${describeRequest(op, request, res)} ${JSON.stringify({ before, after })}`);
        }
        if (who === 'administrator' && (res.status < 400 || res.status === 401 || res.status === 403))
          await keepAdmin();
      });
      const details = await fc.check(property, {
        seed: seedOf(`${who} ${key}`),
        numRuns: SLOW_ROUTES[key] ?? RUNS_PER_ROUTE,
        endOnFailure: true,
      });
      if (details.failed) failures.push(String(details.errorInstance ?? details.counterexample));
    }
    // FUZZ_REPORT=<file> writes what each route answered (to judge how deep the fuzzer gets)
    if (process.env.FUZZ_REPORT) appendFileSync(process.env.FUZZ_REPORT, JSON.stringify({ who, statuses }) + '\n');
    return { failures, calls };
  }

  it('finds every route in the document (the fuzzer is not fuzzing nothing)', () => {
    expect(operations.length).toBeGreaterThanOrEqual(40);
    expect(operations.map((o) => `${o.method} ${o.path}`)).toEqual(
      expect.arrayContaining(['POST /api/auth/sign-in', 'GET /api/users/{email}', 'PUT /api/users/{email}']),
    );
  });

  it('given no bearer, when every route is fuzzed, then no 5xx and no 4xx writes anything', async () => {
    const { failures, calls } = await fuzzAll('anonymous');
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThanOrEqual(operations.length * 5);
  });

  it('given a Global Administrator, when every route is fuzzed, then no 5xx and no 4xx writes anything', async () => {
    const { failures, calls } = await fuzzAll('administrator');
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThanOrEqual(operations.length * 5);
    // the routes that end the administrator's account did run, and the suite recovered from them
    expect(adminsCreated).toBeGreaterThan(0);
  });
});

/** A fixed seed per route, so adding a route does not change what the others are sent. */
function seedOf(label: string): number {
  return (createHash('sha256').update(`${SEED}:${label}`).digest().readUInt32BE(0) & 0x7fffffff) | 0;
}
