import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { api } from '../shared/api/api-slice';
import { authSlice } from '../shared/auth/auth-slice';
import { loadAuthState, saveAuthState } from '../shared/auth/auth-storage';
import { notificationsSlice } from '../shared/ui/notifications/notifications-slice';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  auth: authSlice.reducer,
  notifications: notificationsSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** `storage` is the browser's localStorage in the app and a fake (or nothing) in tests. */
export function makeStore(storage: Storage | undefined = globalThis.localStorage) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { auth: loadAuthState(storage) },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });

  // The session survives reloads; only the auth slice is persisted, server data is always fetched fresh.
  let persisted = store.getState().auth;
  store.subscribe(() => {
    const auth = store.getState().auth;
    if (auth !== persisted) {
      persisted = auth;
      saveAuthState(storage, auth);
      // Cached answers belong to the person who asked: drop them when the session ends.
      if (auth.accessToken === null) store.dispatch(api.util.resetApiState());
    }
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
