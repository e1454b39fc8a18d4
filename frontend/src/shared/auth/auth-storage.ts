import { signedOutState, type AuthState } from './auth-slice';

/** localStorage key of the persisted session; browser tests seed it to start signed in. */
export const AUTH_STORAGE_KEY = 'gc.auth';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isAuthState(value: unknown): value is AuthState {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const user = v.user as Record<string, unknown> | null;
  return (
    typeof v.accessToken === 'string' &&
    typeof v.refreshToken === 'string' &&
    typeof user === 'object' &&
    user !== null &&
    typeof user.email === 'string' &&
    (typeof user.role === 'number' || user.role === null)
  );
}

/** A stored session that does not parse (older shape, hand edits) counts as signed out rather than crashing. */
export function loadAuthState(storage: KeyValueStore | undefined): AuthState {
  try {
    const raw = storage?.getItem(AUTH_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isAuthState(parsed) ? parsed : signedOutState;
  } catch {
    return signedOutState;
  }
}

export function saveAuthState(storage: KeyValueStore | undefined, state: AuthState): void {
  if (!storage) return;
  if (state.accessToken === null) storage.removeItem(AUTH_STORAGE_KEY);
  else storage.setItem(AUTH_STORAGE_KEY, JSON.stringify(state));
}
