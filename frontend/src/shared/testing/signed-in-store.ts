import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { act } from 'react';
import { api } from '../api/api-slice';
import { authSlice } from '../auth/auth-slice';
import { notificationsSlice } from '../ui/notifications/notifications-slice';

/**
 * A store with a signed-in User, the API slice and notifications: for component tests that render one component
 * with its real RTK Query endpoints (route-level tests use render-route.tsx instead).
 */
export function storeSignedIn() {
  return configureStore({
    reducer: combineReducers({
      [api.reducerPath]: api.reducer,
      auth: authSlice.reducer,
      notifications: notificationsSlice.reducer,
    }),
    preloadedState: {
      auth: {
        accessToken: 'tok',
        refreshToken: 'ref',
        user: { id: 'u1', email: 'ada@example.com', name: 'Ada', role: 8, clientId: 'c0' },
      },
    } as never,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

/** Lets fetches and renders run until `expectation` holds (or its last failure after a second). */
export async function eventually(expectation: () => void) {
  for (let waited = 0; ; waited += 10) {
    try {
      return expectation();
    } catch (failure) {
      if (waited >= 1000) throw failure;
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    }
  }
}
