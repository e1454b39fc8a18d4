import '../../../shared/testing/dom-globals';
import { act } from 'react';
import { eventually, renderSignedIn, type SignedInRender } from '../../../shared/testing/signed-in-store';
import { ClientInvitations } from './client-invitations';

const ACME = { clientId: '7f1c9a52-3c1e-4c55-9a53-0d1d7c9a0a01', clientName: 'Acme', role: 8, role_label: 'User' };

/** The API as fetch sees it: every request is recorded, `answer` decides the reply. */
function serverAnswering(answer: (request: Request) => unknown) {
  const requests: Request[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    requests.push(request);
    return new Response(JSON.stringify(answer(request)), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return requests;
}

describe('ClientInvitations', () => {
  let container: HTMLElement;
  let store: SignedInRender['store'];
  let rendered: SignedInRender;

  async function render() {
    rendered = await renderSignedIn(<ClientInvitations />);
    ({ container, store } = rendered);
  }

  const button = (name: string) =>
    [...container.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement;

  afterEach(async () => {
    await rendered.unmount();
    jest.restoreAllMocks();
  });

  it('shows each pending invitation with its client and role, and accepting calls the accept endpoint', async () => {
    let pending = [ACME];
    const requests = serverAnswering((request) => {
      if (request.method === 'GET') return { responseObj: pending };
      pending = [];
      return { responseObj: { clientId: ACME.clientId, accepted: true }, position: '1' };
    });
    await render();

    await eventually(() => expect(container.querySelector('[role="region"]')).not.toBeNull());
    const alert = container.querySelector('[role="region"]');
    expect(alert?.getAttribute('aria-label')).toBe('Invitation to join Acme');
    expect(alert?.textContent).toContain('Acme invited you to join as User.');
    expect(button('Accept').disabled).toBe(false);
    expect(button('Decline').disabled).toBe(false);

    await act(async () => button('Accept').click());
    await eventually(() => expect(container.textContent).toBe(''));

    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => new URL(r.url).pathname)).toEqual([`/api/users/me/invitations/${ACME.clientId}/accept`]);
    expect(store.getState().notifications.items).toMatchObject([{ type: 'success', title: 'You joined Acme.' }]);
  });

  it('renders nothing when no invitation is waiting', async () => {
    const requests = serverAnswering(() => ({ responseObj: [] }));
    await render();

    await eventually(() =>
      expect(store.getState().api.queries['getClientInvitations(undefined)']?.status).toBe('fulfilled'),
    );
    expect(new URL(requests[0].url).pathname).toBe('/api/users/me/invitations');
    expect(container.innerHTML).toBe('');
  });
});
