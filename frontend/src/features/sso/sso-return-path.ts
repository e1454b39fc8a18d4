import { safeReturnPath } from '@gc/contracts';
import type { ReturnTarget } from '../../shared/auth/return-path';

/** Where /login/sso goes after the round trip through the provider: kept in this tab only, for this one sign-in. */
export const SSO_RETURN_PATH_KEY = 'gc.sso.returnPath';

/** Before leaving for the provider: the in-app path the person was going to (anything else is not kept). */
export function rememberReturnPath(path: string, storage: Storage = window.sessionStorage): void {
  const safe = safeReturnPath(path);
  try {
    if (safe) storage.setItem(SSO_RETURN_PATH_KEY, safe);
    else storage.removeItem(SSO_RETURN_PATH_KEY);
  } catch {
    // storage refused (private mode): the sign-in still works and lands on the app's start page
  }
}

/** Back from the provider: the remembered path as router state's `from`, or null. */
export function rememberedReturnTarget(storage: Storage = window.sessionStorage): ReturnTarget | null {
  let stored: string | null = null;
  try {
    stored = storage.getItem(SSO_RETURN_PATH_KEY);
  } catch {
    return null;
  }
  const safe = safeReturnPath(stored);
  if (!safe) return null;
  const url = new URL(safe, 'http://app.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** Once signed in: the path was used. */
export function forgetReturnPath(storage: Storage = window.sessionStorage): void {
  try {
    storage.removeItem(SSO_RETURN_PATH_KEY);
  } catch {
    // nothing was kept
  }
}
