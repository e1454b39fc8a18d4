/** The API answers `{ responseObj, message? }`; most screens only want what is inside. */
export function unwrapResponse(body: unknown): unknown {
  if (typeof body === 'object' && body !== null && 'responseObj' in body) {
    return (body as { responseObj: unknown }).responseObj;
  }
  return body;
}

/** What every screen says when the request never reached the API (offline, DNS, the API or its proxy down). */
export const UNREACHABLE_MESSAGE = 'We could not reach GrowthCatalyst. Check your connection and try again.';

/** A failed request that never got an answer from the API: fetch failed, timed out, or the gateway had no API. */
export function isUnreachable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const status = (error as { status?: unknown }).status;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR' || status === 502 || status === 503 || status === 504;
}

/**
 * The server's `message` (a string or class-validator's list), else a generic line; for red lines and toasts. A
 * request that never reached the API reads UNREACHABLE_MESSAGE, never the browser's 'TypeError: Failed to fetch'.
 */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (typeof error !== 'object' || error === null) return fallback;
  if (isUnreachable(error) && !hasServerMessage(error)) return UNREACHABLE_MESSAGE;
  const data = (error as { data?: unknown }).data;
  if (typeof data === 'object' && data !== null && 'message' in data) {
    const message = (data as { message: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
    if (Array.isArray(message) && message.length > 0) return message.map(String).join(' ');
  }
  const text = (error as { error?: unknown }).error;
  return typeof text === 'string' && text !== '' ? text : fallback;
}

function hasServerMessage(error: object): boolean {
  const data = (error as { data?: unknown }).data;
  return typeof data === 'object' && data !== null && 'message' in data;
}
