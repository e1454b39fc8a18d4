import { renderRoute } from '../../shared/testing/render-route';
import { apiUrl, fails, ok, setupApiServer } from '../../shared/testing/api-server';
import { SSO_FAILURES, SsoMessages, ssoFailureMessage, type MeView, type TokensView } from '@gc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { LoginPage, type SsoStepSlotProps } from '../../features/auth/pages/login-page';
import { SsoStep } from '../../features/sso/components/sso-step';
import { SsoLandingPage } from '../../features/sso/pages/sso-landing-page';
import { SSO_RETURN_PATH_KEY } from '../../features/sso/sso-return-path';

const { server, requests } = setupApiServer();

const tokens: TokensView = {
  accessToken: 'sso-access',
  refreshToken: 'sso-refresh',
  expiresIn: 3600,
  user: { id: 'u-7', email: 'ada@acme.example', name: 'Ada Lovelace', role: 8, clientId: 'c-1' },
};
const me = (over: Partial<MeView> = {}): MeView => ({
  ...tokens.user,
  phone_number: null,
  phone_number_verified: false,
  alternate_email: null,
  terms_accepted: true,
  signed_in_with_sso: false,
  status: 'ACTIVE',
  clients: [{ clientId: 'c-1', role: 8 }],
  ...over,
});

const leaveFor = jest.fn();
function SsoStepStayingHere(props: SsoStepSlotProps) {
  return <SsoStep {...props} leaveFor={leaveFor} />;
}

const location = () => screen.findByRole('status', { name: 'Current location' });
/** /login/sso as app/router.tsx composes it: the login page finishing what the single sign-on feature completed. */
const landing = (url: string) =>
  renderRoute(<LoginPage ssoStep={SsoStepStayingHere} ssoReturn={SsoLandingPage} />, {
    path: '/login/sso',
    url,
    session: null,
  });

beforeEach(() => window.sessionStorage.clear());

describe('/login/sso, back from the identity provider', () => {
  it('completes the one-time handoff once however often the page mounts, signs in and goes where the person was going', async () => {
    window.sessionStorage.setItem(SSO_RETURN_PATH_KEY, '/app/teams?tab=2');
    server.use(
      http.post(apiUrl('auth/sso/complete'), async () => {
        await delay(100);
        return ok(tokens);
      }),
      http.get(apiUrl('auth/me'), () => ok(me())),
    );
    // mounted, unmounted and mounted again before the answer, as React's strict mode does with effects
    const first = landing('/login/sso#handoff=h-once');
    expect(await screen.findByText('Signing you in…')).toBeTruthy();
    first.unmount();
    const { store } = landing('/login/sso#handoff=h-once');

    expect(await screen.findByText('Signing you in…')).toBeTruthy();
    expect((await location()).textContent).toBe('/app/teams?tab=2');
    expect(requests.filter((r) => r.path === '/api/auth/sso/complete')).toEqual([
      { method: 'POST', path: '/api/auth/sso/complete', body: { handoff: 'h-once' } },
    ]);
    expect(store.getState().auth.accessToken).toBe('sso-access');
    expect(window.sessionStorage.getItem(SSO_RETURN_PATH_KEY)).toBeNull();
  });

  it('shows the terms first to someone who has not accepted them, as a password sign-in does', async () => {
    server.use(
      http.post(apiUrl('auth/sso/complete'), () => ok(tokens)),
      http.get(apiUrl('auth/me'), () => ok(me({ terms_accepted: false }))),
    );
    landing('/login/sso#handoff=h-terms');

    expect((await location()).textContent).toBe('/terms');
  });

  it('says the sign-in expired when the handoff was already used (a reload), with the ways on', async () => {
    server.use(
      http.post(apiUrl('auth/sso/complete'), () =>
        HttpResponse.json(
          { statusCode: 401, message: SSO_FAILURES.STATE_INVALID, code: 'STATE_INVALID' },
          { status: 401 },
        ),
      ),
    );
    const { store, user, router } = landing('/login/sso#handoff=h-used');

    expect((await screen.findByRole('alert')).textContent).toBe(SSO_FAILURES.STATE_INVALID);
    expect(store.getState().auth.accessToken).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in with password' }).getAttribute('href')).toBe('/login');
    await user.click(screen.getByRole('link', { name: 'Try again' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/login?step=sso');
  });

  it.each(['NONCE_MISMATCH', 'EMAIL_UNVERIFIED', 'PROVIDER_UNAVAILABLE', 'NOT_IN_CLIENT', 'SOMETHING_NEW'])(
    'shows what ?error=%s means, without asking the API',
    async (code) => {
      landing(`/login/sso?error=${code}`);

      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(ssoFailureMessage(code));
      expect(requests).toEqual([]);
      expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/login?step=sso');
    },
  );

  it('asks for the SMS code when the client wants it after single sign-on, then signs in', async () => {
    server.use(
      http.post(apiUrl('auth/sso/complete'), () =>
        ok({ challenge: 'SMS_MFA', session: 'mfa-1', destination: '+*******4567' }),
      ),
      http.post(apiUrl('auth/challenge'), () => ok(tokens)),
      http.get(apiUrl('auth/me'), () => ok(me())),
    );
    const { user } = landing('/login/sso#handoff=h-sms');

    await screen.findByRole('heading', { name: 'Verify Phone Number' });
    await user.type(screen.getByLabelText(/^SMS code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect((await location()).textContent).toBe('/app');
    expect(requests.find((r) => r.path === '/api/auth/challenge')?.body).toEqual({
      session: 'mfa-1',
      challenge: 'SMS_MFA',
      code: '123456',
    });
  });
});

describe("/login's 'Sign in with SSO'", () => {
  it('opens the SSO step at ?step=sso and starts from there; Back to sign in returns', async () => {
    server.use(http.post(apiUrl('auth/sso/start'), () => ok({ authorization_url: 'https://idp.example/authorize' })));
    const { user, router } = renderRoute(<LoginPage ssoStep={SsoStepStayingHere} />, {
      path: '/login',
      url: '/login',
      session: null,
    });

    await user.click(screen.getByRole('button', { name: 'Sign in with SSO' }));
    expect(router.state.location.search).toBe('?step=sso');
    const form = await screen.findByRole('form', { name: 'Sign in with SSO' });
    await user.type(within(form).getByLabelText(/^Email/), 'ada@acme.example');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('https://idp.example/authorize'));
    expect(requests).toEqual([{ method: 'POST', path: '/api/auth/sso/start', body: { email: 'ada@acme.example' } }]);

    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeTruthy();
  });

  it('shows a refused password sign-in of a client that requires SSO as a red line, the SSO entry at hand', async () => {
    server.use(
      http.post(apiUrl('auth/sign-in'), () =>
        HttpResponse.json({ statusCode: 401, message: SsoMessages.ssoRequired, code: 'SSO_REQUIRED' }, { status: 401 }),
      ),
    );
    const { user } = renderRoute(<LoginPage ssoStep={SsoStepStayingHere} />, {
      path: '/login',
      url: '/login',
      session: null,
    });

    await user.type(screen.getByLabelText('Email'), 'ada@acme.example');
    await user.type(screen.getByLabelText('Password'), 'her-password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByText(SsoMessages.ssoRequired)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in with SSO' })).toBeTruthy();
  });

  it('offers no SSO entry when nothing provides the step', async () => {
    server.use(http.post(apiUrl('auth/sign-in'), () => fails(401, 'Incorrect username or password.')));
    renderRoute(<LoginPage />, { path: '/login', url: '/login', session: null });

    await screen.findByRole('button', { name: 'Log In' });
    expect(screen.queryByRole('button', { name: 'Sign in with SSO' })).toBeNull();
  });
});
