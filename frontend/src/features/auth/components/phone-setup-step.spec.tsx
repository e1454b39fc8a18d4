import { renderRoute } from '../../../shared/testing/render-route';
import { apiUrl, fails, ok, setupApiServer } from '../../../shared/testing/api-server';
import type { ChallengeView, MeView, TokensView } from '@gc/contracts';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { useEffect } from 'react';
import { LoginPage, type SsoReturnSlotProps } from '../pages/login-page';
import { PHONE_SETUP_TEXT, PHONE_SETUP_TITLE } from './phone-setup-step';

const { server, requests } = setupApiServer();

const email = 'ada@acme.example';
const challenge: ChallengeView = { challenge: 'PHONE_SETUP', session: 'phone-1', email };
const tokens: TokensView = {
  accessToken: 'sso-access',
  refreshToken: 'sso-refresh',
  expiresIn: 3600,
  user: { id: 'u-7', email, name: 'Ada Lovelace', role: 8, clientId: 'c-1' },
};
const me: MeView = {
  ...tokens.user,
  phone_number: '+15551234567',
  phone_number_verified: true,
  alternate_email: null,
  terms_accepted: true,
  signed_in_with_sso: false,
  status: 'ACTIVE',
  clients: [{ clientId: 'c-1', role: 8 }],
};

/**
 * /login/sso's slot as the single sign-on feature fills it (features do not import each other): the completed
 * sign-in answered PHONE_SETUP, handed to the login page once, as the landing page does.
 */
function HandsOverPhoneSetup({ onSignIn }: SsoReturnSlotProps) {
  useEffect(() => {
    void onSignIn(challenge);
  }, []);
  return null;
}

const afterSso = () =>
  renderRoute(<LoginPage ssoReturn={HandsOverPhoneSetup} />, { path: '/login/sso', url: '/login/sso', session: null });

const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

/** The phone part of the 'Welcome!' form: codes to +1 555 123 4567, '123456' the right one. */
function answerCodes() {
  server.use(
    http.post(apiUrl(`users/${encodeURIComponent(email)}/sendcode`), () => ok({ destination: '+*******4567' })),
    http.post(apiUrl(`users/${encodeURIComponent(email)}/confirmcode`), async ({ request }) => {
      const body = (await request.json()) as { code: string };
      return body.code === '123456' ? ok({ verified: true }) : fails(400, 'SMS code is invalid.');
    }),
  );
}

describe('PHONE_SETUP, after a sign-in through the client’s identity provider', () => {
  it('verifies a phone as the Welcome form does, then answers the challenge and signs in', async () => {
    answerCodes();
    server.use(
      http.post(apiUrl('auth/challenge'), () => ok(tokens)),
      http.get(apiUrl('auth/me'), () => ok(me)),
    );
    const { user, store, router } = afterSso();

    expect(await screen.findByRole('heading', { name: PHONE_SETUP_TITLE })).toBeTruthy();
    expect(screen.getByText(PHONE_SETUP_TEXT)).toBeTruthy();
    expect(screen.getByRole('form', { name: PHONE_SETUP_TITLE })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Country code' }) as HTMLInputElement).value).toBe('+1');
    expect(isDisabled(screen.getByRole('button', { name: 'SEND CODE' }))).toBe(true);
    expect(isDisabled(continueButton())).toBe(true);

    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '5551234567');
    await user.click(screen.getByRole('button', { name: 'SEND CODE' }));
    expect(await screen.findByText('Code successfully sent!')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'SMS code' }), '123456');
    expect(await screen.findByTitle('SMS code confirmed')).toBeTruthy();
    await waitFor(() => expect(isDisabled(continueButton())).toBe(false));
    await user.click(continueButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(store.getState().auth.accessToken).toBe('sso-access');
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: `/api/users/${encodeURIComponent(email)}/sendcode`,
        body: { email, Username: email, session: 'phone-1', phone_number: '+15551234567' },
      },
      {
        method: 'POST',
        path: `/api/users/${encodeURIComponent(email)}/confirmcode`,
        body: { email, Username: email, session: 'phone-1', phone_number: '+15551234567', code: '123456' },
      },
      {
        method: 'POST',
        path: '/api/auth/challenge',
        body: { session: 'phone-1', challenge: 'PHONE_SETUP', phone_number: '+15551234567' },
      },
    ]);
  });

  it('keeps Continue disabled for a wrong code, and again once the number changes after a confirmed code', async () => {
    answerCodes();
    const { user } = afterSso();

    const phone = await screen.findByRole('textbox', { name: 'Phone number' });
    await user.type(phone, '5551234567');
    await user.click(screen.getByRole('button', { name: 'SEND CODE' }));
    const code = screen.getByRole('textbox', { name: 'SMS code' });
    await user.type(code, '654321');
    expect(await screen.findByTitle('SMS code is invalid')).toBeTruthy();
    expect(screen.getByText('SMS code is invalid.')).toBeTruthy();
    expect(isDisabled(continueButton())).toBe(true);

    await user.clear(code);
    await user.type(code, '123456');
    expect(await screen.findByTitle('SMS code confirmed')).toBeTruthy();
    await waitFor(() => expect(isDisabled(continueButton())).toBe(false));

    // the code was for the number typed before: another number needs its own
    await user.type(phone, '8');
    expect(isDisabled(continueButton())).toBe(true);
    expect(screen.queryByTitle('SMS code confirmed')).toBeNull();
    expect(requests.some((r) => r.path === '/api/auth/challenge')).toBe(false);
  });

  it('shows the API’s refusal as a red line and stays signed out; Log In goes back to the sign-in form', async () => {
    answerCodes();
    server.use(
      http.post(apiUrl('auth/challenge'), () => fails(401, 'Invalid session for the user, session is expired.')),
    );
    const { user, store, router } = afterSso();

    await user.type(await screen.findByRole('textbox', { name: 'Phone number' }), '5551234567');
    await user.click(screen.getByRole('button', { name: 'SEND CODE' }));
    await user.type(screen.getByRole('textbox', { name: 'SMS code' }), '123456');
    await waitFor(() => expect(isDisabled(continueButton())).toBe(false));
    await user.click(continueButton());

    expect(
      (await screen.findByText('Invalid session for the user, session is expired.')).closest('[role=alert]'),
    ).toBeTruthy();
    expect(store.getState().auth.accessToken).toBeNull();
    expect(router.state.location.pathname).toBe('/login/sso');

    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('opens the suspended modal when the account was disabled meanwhile', async () => {
    answerCodes();
    server.use(http.post(apiUrl('auth/challenge'), () => fails(401, 'User is disabled.')));
    const { user } = afterSso();

    await user.type(await screen.findByRole('textbox', { name: 'Phone number' }), '5551234567');
    await user.click(screen.getByRole('button', { name: 'SEND CODE' }));
    await user.type(screen.getByRole('textbox', { name: 'SMS code' }), '123456');
    await waitFor(() => expect(isDisabled(continueButton())).toBe(false));
    await user.click(continueButton());

    expect(await screen.findByRole('dialog', { name: 'Account temporarily suspended' })).toBeTruthy();
    expect(screen.queryByText('User is disabled.')).toBeNull();
  });
});
