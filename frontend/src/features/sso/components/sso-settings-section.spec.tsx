import { renderRoute, sessionOf } from '../../../shared/testing/render-route';
import { apiUrl, ok, setupApiServer } from '../../../shared/testing/api-server';
import { SsoMessages, type SsoSettingsView, type SsoTestView } from '@gc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SsoSettingsSection } from './sso-settings-section';

const { server, requests } = setupApiServer();

const REDIRECT = 'http://localhost/api/auth/sso/callback';
const none: SsoSettingsView = {
  configured: false,
  issuer: null,
  oidc_client_id: null,
  has_secret: false,
  domains: [],
  role: 8,
  required: false,
  sms_after_sso: false,
  redirect_uri: REDIRECT,
  updated_on: null,
};
const saved: SsoSettingsView = {
  configured: true,
  issuer: 'https://login.acme.example',
  oidc_client_id: 'growth',
  has_secret: true,
  domains: ['acme.example'],
  role: 8,
  required: false,
  sms_after_sso: false,
  redirect_uri: REDIRECT,
  updated_on: '2026-11-01T00:00:00.000Z',
};

/** The API holding the client's settings; PUT answers them as saved (the secret never comes back). */
function answerSettings(start: SsoSettingsView) {
  let current = start;
  server.use(
    http.get(apiUrl('clients/c-1/sso'), () => ok(current)),
    http.put(apiUrl('clients/c-1/sso'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      current = {
        ...current,
        configured: true,
        issuer: body.issuer as string,
        oidc_client_id: body.oidc_client_id as string,
        has_secret: current.has_secret || typeof body.client_secret === 'string',
        domains: body.domains as string[],
        role: body.role as number,
        required: body.required as boolean,
        sms_after_sso: body.sms_after_sso as boolean,
      };
      return ok(current);
    }),
    http.delete(apiUrl('clients/c-1/sso'), () => {
      current = none;
      return ok(current);
    }),
  );
}

const open = () =>
  renderRoute(<SsoSettingsSection clientId="c-1" />, {
    path: '/app/dashboard',
    url: '/app/dashboard',
    session: sessionOf({ role: 0, clientId: 'c-1' }),
  });
const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const writes = () => requests.filter((r) => r.method !== 'GET');

describe("Client details: 'Single sign-on'", () => {
  it('checks the issuer and the domains with the API’s rules, then sends the DTO', async () => {
    answerSettings(none);
    const { user } = open();
    await screen.findByRole('form', { name: 'Single sign-on settings' });
    expect(field(/^Redirect URI to register at your identity provider/).value).toBe(REDIRECT);
    expect(screen.queryByRole('button', { name: 'Remove single sign-on' })).toBeNull();

    await user.type(field(/^Issuer URL/), 'http://login.acme.example');
    await user.type(field(/^Client ID/), 'growth');
    await user.type(field(/^Email domains/), 'acme, @Acme.example');
    await user.click(screen.getByRole('button', { name: 'Save single sign-on' }));

    expect(await screen.findByText(SsoMessages.issuer)).toBeTruthy();
    expect(screen.getByText(SsoMessages.domainFormat)).toBeTruthy();
    expect(screen.getByText(SsoMessages.secretRequired)).toBeTruthy();
    expect(field(/^Issuer URL/).getAttribute('aria-invalid')).toBe('true');
    expect(writes()).toEqual([]);

    await user.clear(field(/^Issuer URL/));
    await user.type(field(/^Issuer URL/), ' https://login.acme.example ');
    await user.type(field(/^Client secret/), 's3cret');
    await user.clear(field(/^Email domains/));
    await user.type(field(/^Email domains/), 'Acme.example, @eu.acme.example, acme.example');
    await user.click(screen.getByRole('combobox', { name: 'Role for new people' }));
    await user.click(await screen.findByRole('option', { name: 'Client Administrator' }));
    await user.click(screen.getByRole('switch', { name: "Require single sign-on for this client's people" }));
    await user.click(screen.getByRole('button', { name: 'Save single sign-on' }));

    expect(await screen.findByText(SsoMessages.saved)).toBeTruthy();
    expect(writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/clients/c-1/sso',
        body: {
          issuer: 'https://login.acme.example',
          oidc_client_id: 'growth',
          client_secret: 's3cret',
          domains: ['acme.example', 'eu.acme.example'],
          role: 0,
          required: true,
          sms_after_sso: false,
        },
      },
    ]);
    // saved: the secret field empties and says one is kept; removal is offered
    await screen.findByText('A secret is saved. Leave empty to keep it.');
    expect(field(/^Client secret/).value).toBe('');
    expect(screen.getByRole('button', { name: 'Remove single sign-on' })).toBeTruthy();
  });

  it('keeps the saved secret when its field is left empty, and shows the API’s refusal under its field', async () => {
    answerSettings(saved);
    server.use(
      http.put(apiUrl('clients/c-1/sso'), () =>
        HttpResponse.json({ statusCode: 409, message: SsoMessages.domainTaken }, { status: 409 }),
      ),
    );
    const { user } = open();
    await screen.findByText('A secret is saved. Leave empty to keep it.');
    expect(field(/^Email domains/).value).toBe('acme.example');

    await user.click(screen.getByRole('switch', { name: 'Also ask for an SMS code after single sign-on' }));
    await user.click(screen.getByRole('button', { name: 'Save single sign-on' }));

    const domains = field(/^Email domains/);
    await waitFor(() => expect(domains.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(SsoMessages.domainTaken)).toBeTruthy();
    expect(writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/clients/c-1/sso',
        body: {
          issuer: 'https://login.acme.example',
          oidc_client_id: 'growth',
          domains: ['acme.example'],
          role: 8,
          required: false,
          sms_after_sso: true,
        },
      },
    ]);
  });

  it('tests the typed issuer and shows what discovery found, or why it failed', async () => {
    answerSettings(none);
    const found: SsoTestView = {
      issuer: 'https://login.acme.example',
      authorization_endpoint: 'https://login.acme.example/auth',
      token_endpoint: 'https://login.acme.example/token',
      userinfo_endpoint: null,
      end_session_endpoint: 'https://login.acme.example/logout',
      pkce_s256: false,
      scopes_supported: ['openid', 'email'],
      id_token_signing_alg_values_supported: ['RS256'],
    };
    let answer: 'found' | 'down' = 'found';
    server.use(
      http.post(apiUrl('clients/c-1/sso/test'), () =>
        answer === 'found'
          ? ok(found)
          : HttpResponse.json({ statusCode: 502, message: 'The issuer did not answer.' }, { status: 502 }),
      ),
    );
    const { user } = open();
    await screen.findByRole('form', { name: 'Single sign-on settings' });

    // nothing is sent for an issuer the rules refuse
    await user.type(field(/^Issuer URL/), 'login.acme.example');
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText(SsoMessages.issuer)).toBeTruthy();
    expect(writes()).toEqual([]);

    await user.clear(field(/^Issuer URL/));
    await user.type(field(/^Issuer URL/), 'https://login.acme.example');
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    const result = await screen.findByRole('status', { name: '' });
    await within(result).findByText('https://login.acme.example/token');
    const detail = (label: string) =>
      within(result).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(detail('Sign-out supported')).toBe('Yes');
    expect(detail('PKCE S256')).toBe('No');
    expect(writes()).toEqual([
      { method: 'POST', path: '/api/clients/c-1/sso/test', body: { issuer: 'https://login.acme.example' } },
    ]);

    answer = 'down';
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The issuer did not answer.');
  });

  it('removes single sign-on after the confirmation', async () => {
    answerSettings(saved);
    const { user } = open();

    await user.click(await screen.findByRole('button', { name: 'Remove single sign-on' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove single sign-on?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText(SsoMessages.removed)).toBeTruthy();
    expect(writes()).toEqual([{ method: 'DELETE', path: '/api/clients/c-1/sso', body: null }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove single sign-on' })).toBeNull());
    expect(field(/^Issuer URL/).value).toBe('');
  });
});
