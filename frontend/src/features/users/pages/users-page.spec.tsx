import { renderRoute } from '../../../shared/testing/render-route';
import { apiUrl, ok, setupApiServer } from '../../../shared/testing/api-server';
import type { UserView } from '@gc/contracts';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { UsersPage } from './users-page';

const { server, requests } = setupApiServer();

function userRow(user: Partial<UserView> & Pick<UserView, 'email'>): UserView {
  return {
    user_id: user.email,
    name: null,
    custom_role: '8',
    role_label: 'User',
    profile: null,
    custom_organization: null,
    Enabled: 'true',
    phone_number: null,
    phone_number_verified: false,
    status: 'ACTIVE',
    UserCreateDate: '2026-01-05T10:00:00.000Z',
    UserLastModifiedDate: '2026-01-05T10:00:00.000Z',
    reactivatable_until: null,
    custom_baseline_assessment: null,
    action: 'EDIT USER',
    ...user,
  };
}

describe('/app/users (Manage Users)', () => {
  it('lists the users GET /api/users answers, one row each with its role and action', async () => {
    server.use(
      http.get(apiUrl('users'), () =>
        ok([
          userRow({
            email: 'grace@example.com',
            name: 'Grace Hopper',
            custom_role: '0',
            role_label: 'Client Administrator',
          }),
          userRow({ email: 'new@example.com', status: 'PENDING_LOGIN', action: 'RESET PASSWORD' }),
        ]),
      ),
    );

    renderRoute(<UsersPage />, { path: '/app/users/*', url: '/app/users' });

    const table = await screen.findByRole('table', { name: 'Users' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('Grace Hopper');
    expect(rows[0].textContent).toContain('grace@example.com');
    expect(rows[0].textContent).toContain('Client Administrator');
    expect(within(rows[0]).getByRole('button', { name: 'EDIT USER Grace Hopper' })).toBeTruthy();
    expect(rows[1].textContent).toContain('Pending Login');
    expect(within(rows[1]).getByRole('button', { name: /RESET PASSWORD/ })).toBeTruthy();
    expect(requests).toEqual([{ method: 'GET', path: '/api/users', body: null }]);
  });

  it('says so when the client has no users', async () => {
    server.use(http.get(apiUrl('users'), () => ok([])));

    renderRoute(<UsersPage />, { path: '/app/users/*', url: '/app/users' });

    expect(await screen.findByText('No existing users found')).toBeTruthy();
  });
});
