import '../../../shared/testing/dom-globals';
import { fireEvent } from '@testing-library/react';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { eventually, renderSignedIn, type SignedInRender } from '../../../shared/testing/signed-in-store';
import { ClientSelector } from './client-selector';

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

describe('ClientSelector', () => {
  let container: HTMLElement;
  let store: SignedInRender['store'];
  let rendered: SignedInRender;

  async function render() {
    rendered = await renderSignedIn(
      <MemoryRouter>
        <ClientSelector reload={() => {}} />
      </MemoryRouter>,
    );
    ({ container, store } = rendered);
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
    await rendered.unmount();
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
