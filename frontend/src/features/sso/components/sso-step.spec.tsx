import { renderRoute } from '../../../shared/testing/render-route';
import { apiUrl, ok, setupApiServer } from '../../../shared/testing/api-server';
import { IdentityMessages, SsoMessages } from '@gc/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { SSO_RETURN_PATH_KEY } from '../sso-return-path';
import { SsoStep } from './sso-step';

const { server, requests } = setupApiServer();

/** The step as /login shows it: its red lines (here plain text) above the form. */
function Step({ leaveFor, onBack = () => {} }: { leaveFor: (url: string) => void; onBack?: () => void }) {
  const [errors, setErrors] = useState<string[]>([]);
  return (
    <SsoStep
      errorLines={<div role="alert">{errors.join(' ')}</div>}
      onError={(error) => setErrors([String((error as { data: { message: string } }).data.message)])}
      clearErrors={() => setErrors([])}
      onBack={onBack}
      leaveFor={leaveFor}
    />
  );
}

const open = (leaveFor: (url: string) => void, onBack?: () => void) =>
  renderRoute(<Step leaveFor={leaveFor} onBack={onBack} />, { path: '/login', url: '/login', session: null });

beforeEach(() => window.sessionStorage.clear());

describe("/login?step=sso, 'Sign in with SSO'", () => {
  it('sends the work email to start, keeps where the person was going, then leaves for the provider', async () => {
    server.use(
      http.post(apiUrl('auth/sso/start'), () =>
        ok({ authorization_url: 'https://idp.example.com/authorize?state=s1' }),
      ),
    );
    const leaveFor = jest.fn();
    const { user, router } = open(leaveFor);
    // the route guard sent the person here from a protected page
    await act(() =>
      router.navigate('/login?step=sso', { state: { from: { pathname: '/app/teams', search: '?tab=2', hash: '' } } }),
    );

    await user.type(await screen.findByLabelText(/^Email/), ' Ada@Example.COM ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('https://idp.example.com/authorize?state=s1'));
    expect(requests).toEqual([{ method: 'POST', path: '/api/auth/sso/start', body: { email: 'ada@example.com' } }]);
    expect(window.sessionStorage.getItem(SSO_RETURN_PATH_KEY)).toBe('/app/teams?tab=2');
    // no second start while the provider's page loads
    expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(true);
  });

  it('says the field is required before asking the API', async () => {
    const leaveFor = jest.fn();
    const { user } = open(leaveFor);

    await user.click(await screen.findByRole('button', { name: 'Continue' }));

    expect(await screen.findByText(IdentityMessages.required)).toBeTruthy();
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(requests).toEqual([]);
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it('shows the API’s refusal for an unknown domain, stays, and can go back to the password form', async () => {
    server.use(
      http.post(apiUrl('auth/sso/start'), () =>
        HttpResponse.json(
          { statusCode: 404, message: SsoMessages.unknownDomain, code: 'UNKNOWN_DOMAIN' },
          { status: 404 },
        ),
      ),
    );
    const leaveFor = jest.fn();
    const onBack = jest.fn();
    const { user } = open(leaveFor, onBack);

    await user.type(await screen.findByLabelText(/^Email/), 'ada@nowhere.example');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect((await screen.findByRole('alert')).textContent).toBe(SsoMessages.unknownDomain);
    expect(leaveFor).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(SSO_RETURN_PATH_KEY)).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
