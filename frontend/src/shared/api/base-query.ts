import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { selectAccessToken, signedOut, type AuthState } from '../auth/auth-slice';

/** The API answers `{ responseObj, message? }`; most screens only want what is inside. */
export function unwrapResponse(body: unknown): unknown {
  if (typeof body === 'object' && body !== null && 'responseObj' in body) {
    return (body as { responseObj: unknown }).responseObj;
  }
  return body;
}

/** The server's `message` (a string or class-validator's list), else a generic line; for red lines and toasts. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (typeof error !== 'object' || error === null) return fallback;
  const data = (error as { data?: unknown }).data;
  if (typeof data === 'object' && data !== null && 'message' in data) {
    const message = (data as { message: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
    if (Array.isArray(message) && message.length > 0) return message.map(String).join(' ');
  }
  const text = (error as { error?: unknown }).error;
  return typeof text === 'string' && text !== '' ? text : fallback;
}

type BaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

export function createBaseQuery(baseUrl = '/api', fetchFn?: typeof fetch): BaseQuery {
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
    const hadToken = selectAccessToken(api.getState() as { auth: AuthState }) !== null;
    const result = await raw(args, api, extraOptions);
    // A rejected token means the session is over (member spec section 8: sign out and go to /login); the route
    // guard does the redirect once the auth state is empty. Refreshing the token first is the sign-in flow's job.
    if (result.error?.status === 401 && hadToken) api.dispatch(signedOut());
    if (result.error) return { error: result.error, meta: result.meta };
    return { data: unwrapResponse(result.data), meta: result.meta };
  };
}
