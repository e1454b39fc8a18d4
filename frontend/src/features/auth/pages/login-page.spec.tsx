import { renderRoute } from '../../../shared/testing/render-route';
import { apiUrl, fails, setupApiServer } from '../../../shared/testing/api-server';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { LoginPage } from './login-page';

const { server, requests } = setupApiServer();

describe('/login', () => {
  it('shows the spec’s red line when the API answers 401 to the sign-in, and stays signed out on /login', async () => {
    server.use(http.post(apiUrl('auth/sign-in'), () => fails(401, 'Incorrect username or password.')));
    const { user, store, router } = renderRoute(<LoginPage />, { path: '/login', url: '/login', session: null });

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'not-her-password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByText('Incorrect username or password.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Incorrect username or password.');
    expect(requests).toEqual([
      { method: 'POST', path: '/api/auth/sign-in', body: { email: 'ada@example.com', password: 'not-her-password' } },
    ]);
    expect(store.getState().auth.accessToken).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });
});
