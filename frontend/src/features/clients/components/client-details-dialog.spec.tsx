import { renderRoute, sessionOf } from '../../../shared/testing/render-route';
import { apiUrl, ok, setupApiServer } from '../../../shared/testing/api-server';
import {
  confidential,
  ConfidentialityMessages,
  confidentialityPromise,
  type ClientView,
  type ConfidentialityDefaultsView,
} from '@gc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { ClientDetailsDialog } from './client-details-dialog';

const { server, requests } = setupApiServer();

const acme = (over: Partial<ClientView> = {}): ClientView => ({
  client_id: 'c-1',
  client_name: 'Acme',
  description: 'Makes rockets',
  industry_id: 'i-1',
  industry_name: 'Fintech',
  organization_id: 'o-1',
  organization_name: 'Acme Group',
  createdBy: null,
  createdOn: '2026-01-01T00:00:00.000Z',
  modifiedBy: null,
  modifiedOn: '2026-01-01T00:00:00.000Z',
  role_id: 0,
  client_selected: true,
  ...over,
});

/** The API: the client's team roles and its confidentiality defaults, which a PUT replaces. */
function answerClient(start: ConfidentialityDefaultsView) {
  let defaults = start;
  server.use(
    http.get(apiUrl('clients/:clientId/team_roles'), () => ok([])),
    http.get(apiUrl('stats/settings'), () => ok(defaults)),
    http.put(apiUrl('stats/settings'), async ({ request }) => {
      defaults = (await request.json()) as ConfidentialityDefaultsView;
      return ok(defaults);
    }),
  );
}

const open = (client: ClientView, role = 0) =>
  renderRoute(<ClientDetailsDialog client={client} open onClose={() => {}} />, {
    path: '/app/dashboard',
    url: '/app/dashboard',
    session: sessionOf({ role, clientId: 'c-1' }),
  });

const section = () => screen.getByRole('region', { name: 'Confidentiality defaults' });
const detail = (label: string) =>
  within(section()).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('Client details: Confidentiality defaults', () => {
  it('shows the current client’s defaults for OS teams, and its administrators change them', async () => {
    answerClient({ default_mode: 'CONFIDENTIAL', min_raters: 3 });
    const { user } = open(acme());

    expect(await screen.findByText('Confidential, at least 3 raters')).toBeTruthy();
    expect(detail("OS teams' reflections start")).toBe('Confidential, at least 3 raters');
    expect(detail("Cofounder teams' reflections start")).toBe('Open');

    await user.click(within(section()).getByRole('button', { name: 'Edit defaults' }));
    const form = screen.getByRole('form', { name: 'Edit confidentiality defaults' });
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    const n = within(form).getByRole('spinbutton', { name: /At least N raters/ }) as HTMLInputElement;
    expect(n.value).toBe('3');
    await user.clear(n);
    await user.type(n, '1');
    await user.click(save);
    expect(await within(form).findByText(ConfidentialityMessages.badMinRaters)).toBeTruthy();
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([]);

    await user.clear(n);
    await user.type(n, '5');
    expect(within(form).getByRole('note', { name: 'Their takers will read' }).textContent).toContain(
      confidentialityPromise(confidential(5)),
    );
    await user.click(save);

    expect(await screen.findByText('Client successfully updated!')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/api/stats/settings', body: { default_mode: 'CONFIDENTIAL', min_raters: 5 } },
    ]);
    await waitFor(() => expect(detail("OS teams' reflections start")).toBe('Confidential, at least 5 raters'));
    expect(screen.queryByRole('form', { name: 'Edit confidentiality defaults' })).toBeNull();
  });

  it('makes OS teams start Open, keeping N for a later Confidential', async () => {
    answerClient({ default_mode: 'CONFIDENTIAL', min_raters: 4 });
    const { user } = open(acme());

    await user.click(await screen.findByRole('button', { name: 'Edit defaults' }));
    const form = screen.getByRole('form', { name: 'Edit confidentiality defaults' });
    await user.click(
      within(
        within(form).getByRole('radiogroup', { name: "How ratings are shown in OS teams' reflections" }),
      ).getByRole('radio', { name: 'Open' }),
    );
    expect(within(form).queryByRole('spinbutton')).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Client successfully updated!')).toBeTruthy();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ default_mode: 'OPEN', min_raters: 4 });
    await waitFor(() => expect(detail("OS teams' reflections start")).toBe('Open'));
  });

  it('is neither shown nor read for a User (the API would refuse the read)', async () => {
    answerClient({ default_mode: 'CONFIDENTIAL', min_raters: 3 });
    open(acme({ role_id: 8 }), 8);

    expect(await screen.findByText('Makes rockets')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Confidentiality defaults' })).toBeNull();
    expect(requests.some((r) => r.path === '/api/stats/settings')).toBe(false);
  });

  it('is not shown for a client other than the caller’s current one (the settings act on the current client)', async () => {
    answerClient({ default_mode: 'CONFIDENTIAL', min_raters: 3 });
    open(acme({ client_id: 'c-2', client_name: 'Globex', client_selected: false }));

    expect(await screen.findByText('Makes rockets')).toBeTruthy();
    // the administrator's other reads have gone out (and come back): the defaults were not among them
    await waitFor(() => expect(requests.some((r) => r.path === '/api/clients/c-2/team_roles')).toBe(true));
    expect(await screen.findByRole('list', { name: 'Team roles' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Confidentiality defaults' })).toBeNull();
    expect(requests.some((r) => r.path === '/api/stats/settings')).toBe(false);
  });
});

/** What another feature adds for those who edit the details (app/ composes single sign-on in here). */
function AddedSection({ clientId }: { clientId: string }) {
  return <section aria-label="Added section">{`for ${clientId}`}</section>;
}

describe('Client details: sections app/ adds for those who edit the details', () => {
  it('shows them to a Client Administrator, for the client shown', async () => {
    answerClient({ default_mode: 'CONFIDENTIAL', min_raters: 3 });
    renderRoute(<ClientDetailsDialog client={acme()} open onClose={() => {}} adminSections={[AddedSection]} />, {
      path: '/app/dashboard',
      url: '/app/dashboard',
      session: sessionOf({ role: 0, clientId: 'c-1' }),
    });

    expect((await screen.findByRole('region', { name: 'Added section' })).textContent).toBe('for c-1');
  });

  it('hides them from a User', async () => {
    answerClient({ default_mode: 'CONFIDENTIAL', min_raters: 3 });
    renderRoute(
      <ClientDetailsDialog client={acme({ role_id: 8 })} open onClose={() => {}} adminSections={[AddedSection]} />,
      { path: '/app/dashboard', url: '/app/dashboard', session: sessionOf({ role: 8, clientId: 'c-1' }) },
    );

    expect(await screen.findByText('Makes rockets')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Added section' })).toBeNull();
  });
});
