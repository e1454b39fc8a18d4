import { renderRoute } from '../testing/render-route';
import { apiUrl, ok, setupApiServer } from '../testing/api-server';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { useSignOut } from './session-api';

const { server, requests } = setupApiServer();

function SignOutButton({ leaveFor }: { leaveFor: (url: string) => void }) {
  const signOut = useSignOut(leaveFor);
  return <button onClick={() => void signOut()}>Sign out</button>;
}

const open = (leaveFor: (url: string) => void) =>
  renderRoute(<SignOutButton leaveFor={leaveFor} />, { path: '/app/dashboard', url: '/app/dashboard' });

describe('signing out', () => {
  it('ends the identity provider’s session too when the server names its sign-out page', async () => {
    server.use(
      http.post(apiUrl('auth/sign-out'), () =>
        ok({ signedOut: true, logout_url: 'https://idp.example/logout?id_token_hint=x' }),
      ),
    );
    const leaveFor = jest.fn();
    const { user, store, router } = open(leaveFor);

    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('https://idp.example/logout?id_token_hint=x'));
    // our own session was ended and forgotten first
    expect(requests).toEqual([{ method: 'POST', path: '/api/auth/sign-out', body: null }]);
    expect(store.getState().auth.accessToken).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('stays on /login after a password session', async () => {
    server.use(http.post(apiUrl('auth/sign-out'), () => ok({ signedOut: true })));
    const leaveFor = jest.fn();
    const { user, store, router } = open(leaveFor);

    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(store.getState().auth.accessToken).toBeNull());
    expect(router.state.location.pathname).toBe('/login');
    expect(leaveFor).not.toHaveBeenCalled();
  });
});
