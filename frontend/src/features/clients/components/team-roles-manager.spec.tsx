import { renderRoute, sessionOf } from '../../../shared/testing/render-route';
import { apiUrl, ok, setupApiServer } from '../../../shared/testing/api-server';
import type { TeamRoleView } from '@gc/contracts';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { TeamRolesManager } from './team-roles-manager';

const { server, requests } = setupApiServer();

const role = (team_role_id: string, name: string, system: boolean): TeamRoleView => ({
  team_role_id,
  client_id: 'c-1',
  name,
  label: name,
  value: team_role_id,
  system,
});

const show = (roleId: number) =>
  renderRoute(<TeamRolesManager clientId="c-1" />, {
    path: '/app/dashboard',
    url: '/app/dashboard',
    session: sessionOf({ role: roleId, clientId: 'c-1' }),
  });

describe('Team roles: deleting and replacing', () => {
  beforeEach(() =>
    server.use(
      http.get(apiUrl('clients/c-1/team_roles'), () =>
        ok([role('2', 'Cofounder', true), role('r-1', 'Advisor', false), role('r-2', 'Mentor', false)]),
      ),
      http.delete(apiUrl('clients/c-1/team_roles/:id'), ({ params }) => ok({ team_role_id: params.id })),
    ),
  );

  it('offers a Global Administrator Delete and Replace on the non-system roles only', async () => {
    const { user } = show(5);

    const list = await screen.findByRole('list', { name: 'Team roles' });
    await within(list).findByText('Advisor');
    expect(within(list).getByRole('button', { name: 'Delete Advisor' })).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Replace Mentor' })).toBeTruthy();
    expect(within(list).queryByRole('button', { name: 'Delete Cofounder' })).toBeNull();
    expect(within(list).queryByRole('button', { name: 'Replace Cofounder' })).toBeNull();

    await user.click(within(list).getByRole('button', { name: 'Delete Advisor' }));
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      '/api/clients/c-1/team_roles/r-1',
    ]);
  });

  it('offers a Client Administrator no Delete or Replace (Global Administrators only), but still adding a role', async () => {
    show(0);

    const list = await screen.findByRole('list', { name: 'Team roles' });
    await within(list).findByText('Advisor');
    expect(within(list).queryAllByRole('button')).toEqual([]);
    expect(screen.getByText(/other roles only by a Global Administrator/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add role' })).toBeTruthy();
  });
});
