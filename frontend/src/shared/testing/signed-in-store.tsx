import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { act, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
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

/** A component rendered with storeSignedIn's store into a container of its own. */
export interface SignedInRender {
  readonly store: ReturnType<typeof storeSignedIn>;
  readonly container: HTMLElement;
  /** unmounts, removes the container and drops the cached answers (their timers would keep Jest waiting) */
  unmount(): Promise<void>;
}

export async function renderSignedIn(ui: ReactElement): Promise<SignedInRender> {
  const store = storeSignedIn();
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  await act(async () => root.render(<Provider store={store}>{ui}</Provider>));
  return {
    store,
    container,
    unmount: async () => {
      await act(async () => root.unmount());
      container.remove();
      store.dispatch(api.util.resetApiState());
    },
  };
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
