import { configureStore } from '@reduxjs/toolkit';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { createBaseQuery, PositionTracker } from '../api/api-base-query';
import { authSlice, signedIn } from './auth-slice';

const user = { id: 'u1', email: 'ada@example.com', name: 'Ada Lovelace', role: 8, clientId: 'c1' };

function storeWith(accessToken: string, refreshToken: string) {
  const store = configureStore({ reducer: { auth: authSlice.reducer } });
  store.dispatch(signedIn({ accessToken, refreshToken, user }));
  return store;
}

function apiOf(store: ReturnType<typeof storeWith>): BaseQueryApi {
  return {
    getState: store.getState,
    dispatch: store.dispatch,
    signal: new AbortController().signal,
    abort: () => undefined,
    extra: undefined,
    endpoint: 'test',
    type: 'query',
  } as unknown as BaseQueryApi;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fake API: 'good' is the only access token it takes; refresh-1 may be exchanged once. */
function fakeApi(options: { refreshWorks?: boolean; rejectWith?: string } = {}) {
  const calls: { path: string; auth: string | null; body?: unknown }[] = [];
  const fetchFn = (async (request: Request) => {
    const path = new URL(request.url).pathname;
    const body = request.method === 'POST' ? await request.clone().json() : undefined;
    calls.push({ path, auth: request.headers.get('Authorization'), body });
    if (path === '/api/auth/refresh') {
      // let concurrent requests pile up on the one refresh
      await new Promise((done) => setTimeout(done, 20));
      return options.refreshWorks && (body as { refreshToken: string }).refreshToken === 'refresh-1'
        ? json(200, { responseObj: { accessToken: 'good', refreshToken: 'refresh-2', expiresIn: 900, user } })
        : json(401, { statusCode: 401, message: 'The user is not authenticated' });
    }
    if (request.headers.get('Authorization') === 'Bearer good') return json(200, { responseObj: { ok: true } });
    return json(401, { statusCode: 401, message: options.rejectWith ?? 'The user is not authenticated' });
  }) as unknown as typeof fetch;
  return { fetchFn, calls };
}

describe('token refresh before signing out', () => {
  it('given an expired access token, rotates it once through /auth/refresh and retries the request', async () => {
    const store = storeWith('expired', 'refresh-1');
    const { fetchFn, calls } = fakeApi({ refreshWorks: true });
    const query = createBaseQuery('http://api.test/api', fetchFn, new PositionTracker());
    const result = await query('teams', apiOf(store), {});
    expect(result).toMatchObject({ data: { ok: true } });
    expect(calls.map((c) => [c.path, c.auth])).toEqual([
      ['/api/teams', 'Bearer expired'],
      ['/api/auth/refresh', 'Bearer expired'],
      ['/api/teams', 'Bearer good'],
    ]);
    expect(store.getState().auth).toMatchObject({ accessToken: 'good', refreshToken: 'refresh-2' });
  });

  it('given several requests failing at once, they share one refresh (a spent refresh token would end the session)', async () => {
    const store = storeWith('expired', 'refresh-1');
    const { fetchFn, calls } = fakeApi({ refreshWorks: true });
    const query = createBaseQuery('http://api.test/api', fetchFn, new PositionTracker());
    const results = await Promise.all(['teams', 'clients', 'users'].map((url) => query(url, apiOf(store), {})));
    expect(results.every((r) => 'data' in r && r.data !== undefined)).toBe(true);
    expect(calls.filter((c) => c.path === '/api/auth/refresh')).toHaveLength(1);
    expect(store.getState().auth.accessToken).toBe('good');
  });

  it('given a refresh the server refuses, signs the person out', async () => {
    const store = storeWith('expired', 'spent');
    const { fetchFn } = fakeApi({ refreshWorks: true });
    const result = await createBaseQuery('http://api.test/api', fetchFn, new PositionTracker())(
      'teams',
      apiOf(store),
      {},
    );
    expect(result.error?.status).toBe(401);
    expect(store.getState().auth.accessToken).toBeNull();
  });

  it("given 'User is disabled.', signs out at once without trying to refresh", async () => {
    const store = storeWith('expired', 'refresh-1');
    const { fetchFn, calls } = fakeApi({ refreshWorks: true, rejectWith: 'User is disabled.' });
    await createBaseQuery('http://api.test/api', fetchFn, new PositionTracker())('teams', apiOf(store), {});
    expect(calls.map((c) => c.path)).toEqual(['/api/teams']);
    expect(store.getState().auth.user).toBeNull();
  });
});
