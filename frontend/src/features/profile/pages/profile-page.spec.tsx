import { renderRoute } from '../../../shared/testing/render-route';
import { apiUrl, ok, setupApiServer } from '../../../shared/testing/api-server';
import type { MeView } from '@gc/contracts';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { ProfilePage } from './profile-page';

const { server } = setupApiServer();

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
  status: 'ACTIVE',
  clients: [{ clientId: 'c-1', role: 5 }],
};

/** The value beside a label of the profile's definition list. */
const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('/app/profile (My Profile)', () => {
  it('shows the person GET /api/auth/me describes', async () => {
    server.use(http.get(apiUrl('auth/me'), () => ok(ADA)));

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
});
