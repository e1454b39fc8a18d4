import type { BaseQueryApi, BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { IdentityMessages, type TokensView } from '@gc/contracts';
import { tokensRefreshed, type AuthState } from './auth-slice';

type RawQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

export const REFRESH_URL = 'auth/refresh';

/** The server's message on a failed call, when it sent one. */
export function serverMessage(error: FetchBaseQueryError | undefined): string | null {
  const data = (error as { data?: unknown } | undefined)?.data;
  const message = typeof data === 'object' && data !== null ? (data as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : null;
}

/** A disabled (suspended, deleted) account cannot be refreshed back: it signs out straight away. */
export function isDisabled(error: FetchBaseQueryError | undefined): boolean {
  return serverMessage(error) === IdentityMessages.disabled;
}

function tokensIn(body: unknown): TokensView | null {
  const inner =
    typeof body === 'object' && body !== null && 'responseObj' in body
      ? (body as { responseObj: unknown }).responseObj
      : body;
  const tokens = inner as Partial<TokensView> | null;
  return tokens && typeof tokens.accessToken === 'string' && typeof tokens.refreshToken === 'string'
    ? (tokens as TokensView)
    : null;
}

/**
 * Requests that fail together refresh together: refresh tokens rotate and presenting a spent one revokes the
 * whole session, so every 401 that arrives while a refresh of the same token is under way waits for that one.
 */
let inFlight: { refreshToken: string; done: Promise<boolean> } | null = null;

/** Exchanges the refresh token for a new pair (POST /auth/refresh) once; true when the session goes on. */
export async function refreshSession(api: BaseQueryApi, raw: RawQuery): Promise<boolean> {
  const { refreshToken } = (api.getState() as { auth: AuthState }).auth;
  if (!refreshToken) return false;
  if (inFlight?.refreshToken === refreshToken) return inFlight.done;
  const done = (async () => {
    const result = await raw({ url: REFRESH_URL, method: 'POST', body: { refreshToken } }, api, {});
    const tokens = result.error ? null : tokensIn(result.data);
    if (!tokens) return false;
    // Still the same session? (it may have been signed out while the refresh was under way)
    if ((api.getState() as { auth: AuthState }).auth.refreshToken !== refreshToken) return false;
    api.dispatch(
      tokensRefreshed({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, user: tokens.user }),
    );
    return true;
  })();
  inFlight = { refreshToken, done };
  try {
    return await done;
  } finally {
    if (inFlight?.done === done) inFlight = null;
  }
}
