import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { AuthState } from '../auth/auth-slice';
import { createBaseQuery } from './api-base-query';
import { errorMessage, unwrapResponse } from './base-query';

function apiFor(auth: Partial<AuthState>) {
  const dispatched: unknown[] = [];
  const api = {
    getState: () => ({ auth: { accessToken: null, refreshToken: null, user: null, ...auth } }),
    dispatch: (action: unknown) => dispatched.push(action),
    signal: new AbortController().signal,
    abort: () => undefined,
    extra: undefined,
    endpoint: 'test',
    type: 'query',
  } as unknown as BaseQueryApi;
  return { api, dispatched };
}

function answering(status: number, body: unknown) {
  const requests: Request[] = [];
  const fetchFn = async (input: RequestInfo | URL) => {
    requests.push(input as Request);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { fetchFn: fetchFn as typeof fetch, requests };
}

describe('base query', () => {
  it('unwraps responseObj and leaves other bodies alone', () => {
    expect(unwrapResponse({ responseObj: [1, 2] })).toEqual([1, 2]);
    expect(unwrapResponse({ responseObj: null })).toBeNull();
    expect(unwrapResponse({ ok: true })).toEqual({ ok: true });
  });

  it('sends the bearer token of the session and returns what is inside responseObj', async () => {
    const { fetchFn, requests } = answering(200, { responseObj: { id: 'c1' } });
    const { api } = apiFor({ accessToken: 'tok' });
    const result = await createBaseQuery('http://api.test/api', fetchFn)('clients', api, {});
    expect(result).toMatchObject({ data: { id: 'c1' } });
    expect(requests[0].url).toBe('http://api.test/api/clients');
    expect(requests[0].headers.get('Authorization')).toBe('Bearer tok');
    expect(requests[0].headers.get('Accept')).toBe('application/json');
  });

  it('signs the person out when the API rejects their token', async () => {
    const { fetchFn } = answering(401, { message: 'The user is not authenticated' });
    const { api, dispatched } = apiFor({ accessToken: 'expired' });
    const result = await createBaseQuery('http://api.test/api', fetchFn)('clients', api, {});
    expect(result.error?.status).toBe(401);
    expect(dispatched).toEqual([{ type: 'auth/signedOut', payload: undefined }]);
  });

  it('does not sign anyone out for a failed sign-in (no token was sent)', async () => {
    const { fetchFn, requests } = answering(401, { message: 'Incorrect username or password.' });
    const { api, dispatched } = apiFor({});
    const result = await createBaseQuery('http://api.test/api', fetchFn)('auth/sign-in', api, {});
    expect(errorMessage(result.error)).toBe('Incorrect username or password.');
    expect(requests[0].headers.has('Authorization')).toBe(false);
    expect(dispatched).toEqual([]);
  });

  it('reads class-validator message lists and falls back to a generic line', () => {
    expect(errorMessage({ status: 400, data: { message: ['email must be an email'] } })).toBe('email must be an email');
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      'We could not reach GrowthCatalyst. Check your connection and try again.',
    );
    expect(errorMessage(undefined)).toBe('Something went wrong. Please try again.');
  });
});

describe('read-your-writes', () => {
  it('sends the highest position a command answered with as X-Min-Position on later reads only', async () => {
    const { createBaseQuery, PositionTracker } = await import('./api-base-query');
    const seen: { method: string; minPosition: string | null }[] = [];
    const fetchFn = (async (input: Request) => {
      seen.push({ method: input.method, minPosition: input.headers.get('X-Min-Position') });
      const body = input.method === 'POST' ? { responseObj: {}, position: '12.7' } : { responseObj: [] };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }) as unknown as typeof fetch;
    const query = createBaseQuery('http://api.test/api', fetchFn, new PositionTracker());
    const api = {
      getState: () => ({ auth: { accessToken: null } }),
      dispatch: () => undefined,
      signal: new AbortController().signal,
    } as never;
    await query('teams', api, {});
    await query({ url: 'teams', method: 'POST', body: {} }, api, {});
    await query('teams', api, {});
    await query({ url: 'teams/1', method: 'PUT', body: {} }, api, {});
    expect(seen).toEqual([
      { method: 'GET', minPosition: null },
      { method: 'POST', minPosition: null },
      { method: 'GET', minPosition: '12.7' },
      { method: 'PUT', minPosition: null },
    ]);
  });
});

describe('request bodies', () => {
  it('sends a DTO class instance as a plain JSON object and leaves plain objects and form data alone', async () => {
    const { plainBody } = await import('./api-base-query');
    class ChangePassword {
      current = 'a';
      next = 'b';
    }
    const sent = plainBody(new ChangePassword());
    expect(Object.getPrototypeOf(sent)).toBe(Object.prototype);
    expect(sent).toEqual({ current: 'a', next: 'b' });
    const plain = { a: 1 };
    expect(plainBody(plain)).toBe(plain);
    expect(plainBody('text')).toBe('text');
  });
});
