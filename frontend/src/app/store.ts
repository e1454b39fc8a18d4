import { combineSlices, configureStore, createDynamicMiddleware, type WithSlice } from '@reduxjs/toolkit';
import { whenApiLoaded } from '../shared/api/api-registry';
import type { api } from '../shared/api/api-slice';
import { authSlice } from '../shared/auth/auth-slice';
import { loadAuthState, saveAuthState } from '../shared/auth/auth-storage';
import { notificationsSlice } from '../shared/ui/notifications/notifications-slice';

/**
 * The API slice (RTK Query) is attached when its module loads, not imported here: /login's first download
 * (frontend/scripts/check-budget.mjs) has no RTK Query; the sign-in form loads it when used, any other page with
 * its own code. Its state is `undefined` until then.
 */
const rootReducer = combineSlices(authSlice, notificationsSlice).withLazyLoadedSlices<WithSlice<typeof api>>();

export type RootState = ReturnType<typeof rootReducer>;

/** `storage` is the browser's localStorage in the app and a fake (or nothing) in tests. */
export function makeStore(storage: Storage | undefined = globalThis.localStorage) {
  const apiMiddleware = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { auth: loadAuthState(storage) },
    middleware: (getDefault) => getDefault().concat(apiMiddleware.middleware),
  });

  let resetApiState = () => {};
  whenApiLoaded((loadedApi) => {
    rootReducer.inject(loadedApi);
    apiMiddleware.addMiddleware(loadedApi.middleware);
    // the slice's initial state, before any component reads it
    store.dispatch({ type: `${loadedApi.reducerPath}/attached` });
    resetApiState = () => store.dispatch(loadedApi.util.resetApiState());
  });

  // The session survives reloads; only the auth slice is persisted, server data is always fetched fresh.
  let persisted = store.getState().auth;
  store.subscribe(() => {
    const auth = store.getState().auth;
    if (auth !== persisted) {
      persisted = auth;
      saveAuthState(storage, auth);
      // Cached answers belong to the person who asked: drop them when the session ends.
      if (auth.accessToken === null) resetApiState();
    }
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
