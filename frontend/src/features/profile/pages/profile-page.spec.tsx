import { renderRoute } from '../../../shared/testing/render-route';
import { apiUrl, ok, setupApiServer } from '../../../shared/testing/api-server';
import type { MeView } from '@gc/contracts';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { ProfilePage } from './profile-page';

const { server, requests } = setupApiServer();

const ADA: MeView = {
  id: 'u-1',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  role: 5,
  clientId: 'c-1',
  phone_number: '+447700900123',
  phone_number_verified: true,
  alternate_email: 'ada@home.example',
  terms_accepted: true,
  signed_in_with_sso: false,
  status: 'ACTIVE',
  clients: [{ clientId: 'c-1', role: 5 }],
};

/** The value beside a label of the profile's definition list. */
const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('/app/profile (My Profile)', () => {
  it('shows the person GET /api/auth/me describes', async () => {
    server.use(
      http.get(apiUrl('auth/me'), () => ok(ADA)),
      http.get(apiUrl('reminders/preferences'), () => ok({ time_zone: 'Europe/Paris', weekly_reminders: true })),
    );

    renderRoute(<ProfilePage />, { path: '/app/profile/*', url: '/app/profile' });

    expect(await screen.findByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'My Profile' })).toBeTruthy();
    expect(valueOf('Full name')).toBe('Ada Lovelace');
    expect(valueOf('Email')).toBe('ada@example.com');
    expect(valueOf('Alternate email')).toBe('ada@home.example');
    expect(valueOf('Phone number')).toBe('+447700900123Verified');
    expect(valueOf('Role')).toBe('Global Administrator');
    // a verified phone: no prompt to verify it
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    [false, 'asks to verify an unverified phone (sign-in codes go to it)'],
    [true, "does not, in a session from the client's identity provider (it owns MFA)"],
  ])('signed in with SSO %s: %s', async (sso) => {
    const unverified = { ...ADA, phone_number_verified: false, signed_in_with_sso: sso };
    server.use(
      http.get(apiUrl('auth/me'), () => ok(unverified)),
      http.get(apiUrl('reminders/preferences'), () => ok({ time_zone: 'Europe/Paris', weekly_reminders: true })),
    );
    renderRoute(<ProfilePage />, { path: '/app/profile/*', url: '/app/profile' });
    expect(await screen.findByText('Ada Lovelace')).toBeTruthy();
    await screen.findByText('Not verified');
    // the provider keeps the password of a person it signed in: no 'Change Password' then
    expect(screen.queryByRole('link', { name: 'Change Password', hidden: true }) === null).toBe(sso);
    if (sso) expect(screen.queryByRole('dialog')).toBeNull();
    else expect(await screen.findByRole('dialog', { name: 'Verify your phone number' })).toBeTruthy();
  });

  it('saves the time zone and weekly reminders with PUT /reminders/preferences', async () => {
    server.use(
      http.get(apiUrl('auth/me'), () => ok(ADA)),
      http.get(apiUrl('reminders/preferences'), () => ok({ time_zone: 'Europe/Paris', weekly_reminders: true })),
      http.put(apiUrl('reminders/preferences'), () => ok({ time_zone: 'America/New_York', weekly_reminders: true })),
    );
    const { user } = renderRoute(<ProfilePage />, { path: '/app/profile/*', url: '/app/profile' });

    const zone = await screen.findByLabelText('Time zone');
    await waitFor(() => expect((zone as HTMLSelectElement).value).toBe('Europe/Paris'));
    await user.selectOptions(zone, 'America/New_York');
    expect(await screen.findByText('Time zone saved')).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: 'Weekly reminders' }));
    expect(await screen.findByText('Weekly reminders saved')).toBeTruthy();

    expect(requests.filter((r) => r.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/api/reminders/preferences', body: { time_zone: 'America/New_York' } },
      { method: 'PUT', path: '/api/reminders/preferences', body: { weekly_reminders: false } },
    ]);
  });
});
