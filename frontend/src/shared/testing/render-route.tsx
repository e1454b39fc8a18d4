// First: React DOM, Emotion and Testing Library look for a document when they load.
import './dom-globals';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { SessionUserView } from '@gc/contracts';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { makeStore, type AppStore } from '../../app/store';
import { theme } from '../../app/theme';
import { api } from '../api/api-slice';
import { AUTH_STORAGE_KEY } from '../auth/auth-storage';
import { NotificationHost } from '../ui/notifications/notification-host';

// After each test: unmount, drop the cached answers (their removal timers would keep Jest waiting) and let React's
// scheduler finish what it queued, so nothing touches the page after the test file is done.
const rendered = new Set<AppStore>();
afterEach(async () => {
  cleanup();
  for (const store of rendered) store.dispatch(api.util.resetApiState());
  rendered.clear();
  await new Promise((resolve) => setImmediate(resolve));
});

// The app's styles without the rules whose selectors use `:has()` (MUI's Select and NativeSelect carry four, for an
// adornment's padding). jsdom's selector engine evaluates `:has()` by searching the document again for every element
// it styles, and getComputedStyle, which Testing Library's role queries call, styles each element's ancestors too:
// those four rules were a quarter of the builder specs' time. Nothing a spec asserts depends on them.
const styleCache = createCache({
  key: 'css',
  stylisPlugins: [
    (element) => {
      if (element.type === 'rule' && Array.isArray(element.props)) {
        element.props = element.props.filter((selector) => !selector.includes(':has('));
      }
    },
  ],
});

/** A signed-in person; role 5 Global Administrator, 0 Client Administrator, 8 User. */
export function sessionOf(user: Partial<SessionUserView> = {}) {
  return {
    accessToken: 'access-token',
    refreshToken: 'refresh-token',
    user: { id: 'u-1', email: 'ada@example.com', name: 'Ada Lovelace', role: 5, clientId: 'c-1', ...user },
  };
}

function memoryStorage(session: ReturnType<typeof sessionOf> | null): Storage {
  const items = new Map<string, string>(session ? [[AUTH_STORAGE_KEY, JSON.stringify(session)]] : []);
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/** Where the router is now, for tests that follow a navigation. */
function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <output aria-label="Current location">{`${pathname}${search}`}</output>;
}

export interface RouteOptions {
  /** The route's pattern as the app's router mounts it, e.g. '/app/users/*'. */
  path: string;
  /** The address the test opens, e.g. '/app/users'. */
  url: string;
  /** Signed in (default: a Global Administrator) or signed out (null). */
  session?: ReturnType<typeof sessionOf> | null;
}

/**
 * Renders a feature's page at its route as the app does: the app's store (signed in from storage, as after a
 * reload), theme, notifications and a memory router; any other address renders its location, so a redirect or a
 * navigation away can be asserted. Answer the API with setupApiServer (msw) in the same test file.
 */
export function renderRoute(page: ReactElement, { path, url, session = sessionOf() }: RouteOptions) {
  const store = makeStore(memoryStorage(session));
  rendered.add(store);
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: <CurrentLocation /> },
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup();
  const view = render(
    <CacheProvider value={styleCache}>
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <RouterProvider router={router} />
          <NotificationHost />
        </ThemeProvider>
      </Provider>
    </CacheProvider>,
  );
  return { ...view, store, router, user };
}
