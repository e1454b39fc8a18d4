import '../../../shared/testing/dom-globals';
import { fireEvent } from '@testing-library/react';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { api } from '../../../shared/api/api-slice';
import { authSlice } from '../../../shared/auth/auth-slice';
import { notificationsSlice } from '../../../shared/ui/notifications/notifications-slice';
import { ClientSelector } from './client-selector';

function storeSignedIn() {
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

/** GET /clients as fetch sees it, answered with `clients` once `release` is called. */
function clientsAnsweredOnRelease(clients: unknown[]) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  jest.spyOn(globalThis, 'fetch').mockImplementation(async () => {
    await released;
    return new Response(JSON.stringify({ responseObj: clients }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return () => act(async () => release());
}

async function eventually(expectation: () => void) {
  for (let waited = 0; ; waited += 10) {
    try {
      return expectation();
    } catch (failure) {
      if (waited >= 1000) throw failure;
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    }
  }
}

describe('ClientSelector', () => {
  let container: HTMLElement;
  let root: Root;
  let store: ReturnType<typeof storeSignedIn>;

  async function render() {
    store = storeSignedIn();
    container = document.createElement('div');
    document.body.appendChild(container);
    root = createRoot(container);
    await act(async () =>
      root.render(
        <Provider store={store}>
          <MemoryRouter>
            <ClientSelector reload={() => {}} />
          </MemoryRouter>
        </Provider>,
      ),
    );
  }

  /** Opens the select as a pointer does and returns the texts of its options. */
  async function openOptions(): Promise<string[]> {
    const combobox = container.querySelector('[role="combobox"]') as HTMLElement;
    await act(async () => fireEvent.mouseDown(combobox, { button: 0 }));
    const options = [...document.querySelectorAll('[role="option"]')].map((o) => o.textContent ?? '');
    const listbox = document.querySelector('[role="listbox"]') as HTMLElement;
    await act(async () => fireEvent.keyDown(listbox, { key: 'Escape' }));
    return options;
  }

  afterEach(async () => {
    await act(async () => root.unmount());
    container.remove();
    store.dispatch(api.util.resetApiState());
    jest.restoreAllMocks();
  });

  it('says it is loading while the list is on its way, not that there are no clients', async () => {
    const release = clientsAnsweredOnRelease([]);
    await render();
    expect(await openOptions()).toEqual(['Loading your clients…']);

    await release();
    await eventually(() => expect(store.getState().api.queries['getClients(undefined)']?.status).toBe('fulfilled'));
    expect(await openOptions()).toEqual(['No clients yet']);
  });

  it('offers the clients once they have arrived', async () => {
    const release = clientsAnsweredOnRelease([
      { client_id: 'c0', client_name: 'Acme Ventures', client_selected: true },
      { client_id: 'c1', client_name: 'Globex Labs', client_selected: false },
    ]);
    await render();
    await release();
    await eventually(() => expect(store.getState().api.queries['getClients(undefined)']?.status).toBe('fulfilled'));
    expect(await openOptions()).toEqual(['Acme Ventures', 'Globex Labs']);
  });
});
