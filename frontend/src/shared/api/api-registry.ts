import type { api } from './api-slice';

type Api = typeof api;

let loaded: Api | undefined;
const waiting = new Set<(api: Api) => void>();

/**
 * Calls `use` with the API slice once its module has loaded, at once if it already has. The store attaches the
 * slice this way instead of importing it: RTK Query comes with the first page that asks the server for something,
 * not with /login's first download (frontend/scripts/check-budget.mjs), whose sign-in form loads it when used.
 */
export function whenApiLoaded(use: (api: Api) => void): void {
  if (loaded) use(loaded);
  else waiting.add(use);
}

/** Called once, by api-slice.ts as it loads (before any endpoint can be used). */
export function apiLoaded(api: Api): void {
  loaded = api;
  for (const use of waiting) use(api);
  waiting.clear();
}
