import { renderRoute } from '../../../shared/testing/render-route';
import { apiUrl, ok, setupApiServer } from '../../../shared/testing/api-server';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { CreateClientPage } from './create-client-page';

const { server, requests } = setupApiServer();

const INDUSTRIES = [
  { industry_id: 'i-1', industry_name: 'Fintech', sub_industries: [] },
  { industry_id: 'i-2', industry_name: 'Healthcare', sub_industries: [] },
];

describe('/app/create-client (Add a New Client)', () => {
  beforeEach(() => server.use(http.get(apiUrl('industries'), () => ok(INDUSTRIES))));

  it('validates as the person types and sends nothing while the form is invalid', async () => {
    const { user } = renderRoute(<CreateClientPage />, { path: '/app/create-client/*', url: '/app/create-client' });
    const create = screen.getByRole('button', { name: 'Create Client' }) as HTMLButtonElement;

    const name = screen.getByRole('textbox', { name: 'Client name' });
    await user.type(name, '   ');
    expect(await screen.findByText('Please fill in this field.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(create.disabled).toBe(true);
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('creates the client once the form is valid, then goes to the dashboard', async () => {
    server.use(http.post(apiUrl('clients'), () => ok({ client_id: 'c-9', client_name: 'Acme' }, 201)));
    const { user, router } = renderRoute(<CreateClientPage />, {
      path: '/app/create-client/*',
      url: '/app/create-client',
    });

    await user.type(screen.getByRole('textbox', { name: 'Client name' }), 'Acme');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Makes rockets');
    await user.click(await screen.findByRole('combobox', { name: 'Industry' }));
    await user.click(await screen.findByRole('option', { name: 'Healthcare' }));
    const create = screen.getByRole('button', { name: 'Create Client' }) as HTMLButtonElement;
    expect(create.disabled).toBe(false);
    await user.click(create);

    expect(await screen.findByLabelText('Current location')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/dashboard');
    expect(requests.filter((request) => request.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/clients',
        body: { client_name: 'Acme', description: 'Makes rockets', industry_id: 'i-2' },
      },
    ]);
  });
});
