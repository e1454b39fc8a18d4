import { renderRoute } from '../../../shared/testing/render-route';
import { apiUrl, fails, ok, setupApiServer } from '../../../shared/testing/api-server';
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

  it('validates on submit as the other forms do: errors under the fields, focus on the first, then again on change', async () => {
    server.use(http.post(apiUrl('auth/sign-in'), () => fails(401, 'Incorrect username or password.')));
    const { user } = renderRoute(<LoginPage />, { path: '/login', url: '/login', session: null });

    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    const email = screen.getByLabelText('Email');
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This field is required', { selector: `#${email.id}-helper-text` })).toBeTruthy();
    expect(requests).toEqual([]);

    await user.type(email, ' Ada@Example.com ');
    await screen.findByText('This field is required');
    expect(email.getAttribute('aria-invalid')).toBe('false');
    await user.type(screen.getByLabelText('Password'), 'pass word');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByText('Incorrect username or password.')).toBeTruthy();
    expect(screen.queryByText('This field is required')).toBeNull();
    // the request carries the DTO's values (whitespace stripped), as with react-hook-form's resolver
    expect(requests).toEqual([
      { method: 'POST', path: '/api/auth/sign-in', body: { email: 'ada@example.com', password: 'password' } },
    ]);
  });

  it('opens the suspended modal instead of a red line when the account is disabled', async () => {
    server.use(http.post(apiUrl('auth/sign-in'), () => fails(401, 'User is disabled.')));
    const { user } = renderRoute(<LoginPage />, { path: '/login', url: '/login', session: null });

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'her-password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByRole('dialog', { name: 'Account temporarily suspended' })).toBeTruthy();
    expect(screen.queryByText('User is disabled.')).toBeNull();
  });

  it('keeps the reset-password screen free of errors until a field had input and was left, or on submit', async () => {
    const { user } = renderRoute(<LoginPage />, {
      path: '/login',
      url: '/login?step=reset-password',
      session: null,
    });
    const email = await screen.findByLabelText('Email');
    const code = screen.getByLabelText('SMS code');
    const invalid = () =>
      screen.queryAllByRole('textbox').filter((input) => input.getAttribute('aria-invalid') === 'true');

    // arrival, then leaving the autofocused Email for the SMS code without typing: no red line anywhere
    expect(document.activeElement).toBe(email);
    await user.click(code);
    await user.click(screen.getByLabelText('New password'));
    expect(screen.queryByText('This field is required')).toBeNull();
    expect(screen.queryByText('SMS code is invalid.')).toBeNull();
    expect(invalid()).toEqual([]);

    // typing in a field and leaving it: that field, and only it, says what is wrong
    await user.type(code, '12');
    await user.tab();
    expect(await screen.findByText('SMS code is invalid.')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-invalid')).toBe('false');

    // submit: every field's error
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please match the requested format.')).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it("starts the 'Welcome!' form with the name the administrator typed when adding the person", async () => {
    server.use(
      http.post(apiUrl('auth/sign-in'), () => ok({ challenge: 'ACCOUNT_SETUP', session: 's-1', name: 'Nora New' })),
    );
    const { user } = renderRoute(<LoginPage />, { path: '/login', url: '/login', session: null });

    await user.type(screen.getByLabelText('Email'), 'nora@example.com');
    await user.type(screen.getByLabelText('Password'), 'Temp#Pass1234');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    await screen.findByRole('heading', { name: 'Welcome!' });
    expect((screen.getByLabelText(/^Full name/) as HTMLInputElement).value).toBe('Nora New');
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('nora@example.com');
    // still the person's to change
    await user.clear(screen.getByLabelText(/^Full name/));
    await user.type(screen.getByLabelText(/^Full name/), 'Nora Newton');
    expect((screen.getByLabelText(/^Full name/) as HTMLInputElement).value).toBe('Nora Newton');
  });
});
