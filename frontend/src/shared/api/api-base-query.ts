import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { formatPosition, laterPosition, parsePosition, type GlobalPosition } from '@gc/contracts';
import { selectAccessToken, signedOut, type AuthState } from '../auth/auth-slice';
import { isDisabled, REFRESH_URL, refreshSession } from '../auth/token-refresh';
import { unwrapResponse } from './base-query';
import { fromWire, toWire } from './wire-names';

// The API slice's base query. Apart from base-query.ts (answers and error lines, which any screen reads) because
// this one brings RTK Query: /login's first download shows errors without it (frontend/scripts/check-budget.mjs).

type BaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

/**
 * Read-your-writes: commands answer with the `position` they wrote. The highest one seen is sent back as
 * X-Min-Position on every later read, so the API answers only once its read models include this person's own
 * writes (it waits, bounded). Kept per tab, outside Redux: it is a transport detail, not app state.
 */
export class PositionTracker {
  private latest: GlobalPosition | null = null;
  observe(body: unknown): void {
    const text = typeof body === 'object' && body !== null ? (body as { position?: unknown }).position : undefined;
    const position = typeof text === 'string' ? parsePosition(text) : null;
    this.latest = laterPosition(this.latest, position);
  }
  header(): string | null {
    return this.latest ? formatPosition(this.latest) : null;
  }
}

const isRead = (args: string | FetchArgs) =>
  typeof args === 'string' || !args.method || args.method.toUpperCase() === 'GET';

/**
 * Forms validated with class-validator hand over DTO class instances, which fetchBaseQuery would not serialise as
 * JSON (it only does so for plain objects and arrays): send their own fields as a plain object instead.
 */
export function plainBody(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const proto = Object.getPrototypeOf(body);
  if (proto === Object.prototype || proto === null) return body;
  if (
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer
  )
    return body;
  return JSON.parse(JSON.stringify(body));
}

export function createBaseQuery(
  baseUrl = '/api',
  fetchFn?: typeof fetch,
  positions = new PositionTracker(),
): BaseQuery {
  const raw = fetchBaseQuery({
    baseUrl,
    fetchFn,
    prepareHeaders: (headers, { getState }) => {
      headers.set('Accept', 'application/json');
      const token = selectAccessToken(getState() as { auth: AuthState });
      if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  });

  return async (args, api, extraOptions) => {
    const tokenOf = () => selectAccessToken(api.getState() as { auth: AuthState });
    const sentToken = tokenOf();
    const minPosition = isRead(args) ? positions.header() : null;
    const plain: string | FetchArgs = typeof args === 'string' ? args : { ...args, body: toWire(plainBody(args.body)) };
    const request: string | FetchArgs =
      minPosition === null
        ? plain
        : typeof plain === 'string'
          ? { url: plain, headers: { 'X-Min-Position': minPosition } }
          : {
              ...plain,
              headers: { ...(plain.headers as Record<string, string> | undefined), 'X-Min-Position': minPosition },
            };
    let result = await raw(request, api, extraOptions);
    const url = typeof args === 'string' ? args : args.url;
    // A rejected token: rotate it through /auth/refresh once and try again (a request that raced another's
    // refresh just retries with the new token). When that fails too, or the account is disabled, the session is
    // over (member spec section 8): sign out; the route guard then sends the person to /login.
    if (result.error?.status === 401 && sentToken !== null && url !== REFRESH_URL) {
      const renewed = !isDisabled(result.error) && (tokenOf() !== sentToken || (await refreshSession(api, raw)));
      if (renewed) result = await raw(request, api, extraOptions);
      if (result.error?.status === 401 && tokenOf() !== null) api.dispatch(signedOut());
    }
    if (!result.error) positions.observe(result.data);
    if (result.error) return { error: result.error, meta: result.meta };
    // the app's names for the spec's wire typos (wire-names.ts): bodies above, answers here
    return { data: fromWire(unwrapResponse(result.data)), meta: result.meta };
  };
}
