import { renderRoute, sessionOf } from '../../../shared/testing/render-route';
import { apiUrl, ok, setupApiServer } from '../../../shared/testing/api-server';
import type { ReflectionListItemView } from '@gc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { listItem, systemTemplates } from '../testing/reflection-fixtures';
import { ReflectionListPage } from './reflection-list-page';

const { server, requests } = setupApiServer();

const clientTemplates = [
  listItem({ assessment_id: 'tpl-1', assessment_name: 'Acme onboarding', kind: 'TEMPLATE' }),
  listItem({ assessment_id: 'tpl-2', assessment_name: 'Acme offboarding', kind: 'TEMPLATE' }),
];
const drafts = [
  listItem({ assessment_id: 'd-1', assessment_name: 'Rocket Q3 reflection' }),
  listItem({ assessment_id: 'd-2', assessment_name: 'Lighthouse kickoff' }),
];
const published = [
  listItem({
    assessment_id: 'p-1',
    assessment_name: 'Rocket baseline',
    kind: 'PUBLISHED',
    assessment_status: 'UPCOMING',
    team_id: 't-1',
    team_name: 'Rocket',
    launch_date: '2030-01-10T09:00:00.000Z',
    due_date: '2030-01-20T09:00:00.000Z',
  }),
];

function answerLists(lists: { drafts?: ReflectionListItemView[] } = {}) {
  server.use(
    http.get(apiUrl('assessments'), ({ request }) => {
      const kind = new URL(request.url).searchParams.get('kind');
      if (kind === 'TEMPLATE') return ok([...systemTemplates, ...clientTemplates]);
      if (kind === 'DRAFT') return ok(lists.drafts ?? drafts);
      return ok(published);
    }),
  );
}

const open = (session = sessionOf()) =>
  renderRoute(<ReflectionListPage />, { path: '/app/assessment', url: '/app/assessment', session });

const templateNames = () =>
  within(screen.getByRole('region', { name: /Choose a template|Templates/ }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('a')?.textContent ?? '');

describe('/app/assessment (the reflections list)', () => {
  beforeEach(() => answerLists());

  it('shows the first 5 templates, SEE ALL + for the rest and SEE LESS - to fold them again', async () => {
    const { user } = open();

    expect(await screen.findByRole('heading', { name: 'Choose a template' })).toBeTruthy();
    expect(templateNames()).toHaveLength(5);
    expect(templateNames()[0]).toContain('Cofounder Assessment - Baseline');

    await user.click(screen.getByRole('button', { name: 'SEE ALL +' }));
    expect(templateNames()).toHaveLength(9);
    await user.click(screen.getByRole('button', { name: 'SEE LESS -' }));
    expect(templateNames()).toHaveLength(5);

    const card = screen.getByRole('link', { name: /Cofounder Assessment - Baseline/ });
    expect(card.getAttribute('href')).toBe(
      '/app/assessment/build?template=system-0&kind=TEMPLATE&template_name=Cofounder%20Assessment%20-%20Baseline',
    );
    expect(screen.getByRole('link', { name: 'Build custom form' }).getAttribute('href')).toBe('/app/assessment/build');
  });

  it('finds forms by name, type, status or team, with Templates (n) and Load More pages of 3', async () => {
    const { user } = open();
    await screen.findByRole('heading', { name: 'Drafts' });
    const search = screen.getByRole('searchbox', { name: 'Find form...' });

    await user.type(search, 'a');
    expect(screen.getByRole('heading', { name: 'Templates (9)' })).toBeTruthy();
    expect(templateNames()).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(templateNames()).toHaveLength(8);
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(templateNames()).toHaveLength(9);
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();

    await user.clear(search);
    await user.type(search, 'upcoming');
    const publishedList = screen.getByRole('region', { name: 'Published Forms' });
    expect(within(publishedList).getByRole('link', { name: 'Rocket baseline' })).toBeTruthy();
    const draftList = screen.getByRole('region', { name: 'Drafts' });
    expect(within(draftList).getByText('No forms found.')).toBeTruthy();
    expect(within(draftList).getByText('Try searching by name, type, status, or team.')).toBeTruthy();

    await user.clear(search);
    await user.type(search, 'lighthouse');
    expect(
      within(screen.getByRole('region', { name: 'Drafts' })).getByRole('link', { name: 'Lighthouse kickoff' }),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Drafts' })).queryByRole('link', { name: 'Rocket Q3 reflection' }),
    ).toBeNull();
  });

  it('offers Rename, Clone, Delete and Preview on a draft and Manage Form, Rename, Clone as Draft on a published one', async () => {
    const { user, router } = open();
    await user.click(await screen.findByRole('button', { name: 'Options for Rocket Q3 reflection' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Rename',
      'Clone',
      'Delete',
      'Preview',
    ]);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Options for Rocket baseline' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Manage Form',
      'Rename',
      'Clone as Draft',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Manage Form' }));
    expect(router.state.location.pathname).toBe('/app/teams/edit-assessment/p-1');
    expect(router.state.location.search).toBe('?phase=UPCOMING');
  });

  it('hides Rename on a published reflection once it is Complete, Closed or Admin Closed (issue 29)', async () => {
    const closed = (
      assessment_id: string,
      assessment_status: ReflectionListItemView['assessment_status'],
      admin_closed = false,
    ) => listItem({ ...published[0], assessment_id, assessment_name: assessment_id, assessment_status, admin_closed });
    server.use(
      http.get(apiUrl('assessments'), ({ request }) => {
        const kind = new URL(request.url).searchParams.get('kind');
        if (kind === 'TEMPLATE') return ok(systemTemplates);
        if (kind === 'DRAFT') return ok([]);
        return ok([
          published[0],
          closed('Done baseline', 'CLOSED'),
          closed('Finished baseline', 'COMPLETED'),
          closed('Stopped baseline', 'ADMIN_CLOSED', true),
        ]);
      }),
    );
    const { user } = open();
    const items = async (name: string) => {
      await user.click(await screen.findByRole('button', { name: `Options for ${name}` }));
      const texts = screen.getAllByRole('menuitem').map((item) => item.textContent);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
      return texts;
    };
    expect(await items('Rocket baseline')).toEqual(['Manage Form', 'Rename', 'Clone as Draft']);
    for (const name of ['Done baseline', 'Finished baseline', 'Stopped baseline'])
      expect(await items(name)).toEqual(['Manage Form', 'Clone as Draft']);
  });

  it('offers no Delete to a Client Administrator (spec section 6: role 5 only)', async () => {
    const { user } = open(sessionOf({ role: 0 }));
    await user.click(await screen.findByRole('button', { name: 'Options for Rocket Q3 reflection' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Rename', 'Clone', 'Preview']);
  });

  it('deletes a draft after the confirmation and says Reflection deleted', async () => {
    server.use(http.delete(apiUrl('assessments/d-1'), () => ok({ position: '1.1' })));
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Options for Rocket Q3 reflection' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));

    const dialog = screen.getByRole('dialog', { name: 'Delete reflection?' });
    expect(dialog.textContent).toContain('Trashed items cannot be recovered.');
    answerLists({ drafts: drafts.slice(1) });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Reflection deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Rocket Q3 reflection' })).toBeNull());
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/api/assessments/d-1']);
  });

  it('clones a draft with the original name plus a timestamp', async () => {
    server.use(
      http.post(apiUrl('assessments/d-1/copy'), async ({ request }) => {
        const body = (await request.json()) as { assessment_name: string };
        return ok({ assessment_id: 'd-3', assessment_name: body.assessment_name });
      }),
    );
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Options for Rocket Q3 reflection' }));
    await user.click(screen.getByRole('menuitem', { name: 'Clone' }));

    expect(await screen.findByText('Assessment successfully cloned!')).toBeTruthy();
    const copy = requests.find((r) => r.path === '/api/assessments/d-1/copy');
    expect((copy?.body as { assessment_name: string }).assessment_name).toMatch(
      /^Rocket Q3 reflection \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    );
  });

  it('renames a draft, requiring a name', async () => {
    server.use(http.patch(apiUrl('assessments/d-2'), () => ok({ assessment_id: 'd-2' })));
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Options for Lighthouse kickoff' }));
    await user.click(screen.getByRole('menuitem', { name: 'Rename' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename' });
    const name = within(dialog).getByLabelText(/Reflection name/);

    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();

    await user.type(name, 'Lighthouse launch');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((r) => r.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: '/api/assessments/d-2',
      body: { assessment_name: 'Lighthouse launch' },
    });
  });

  it('says the reflections could not load, with Retry, instead of No forms found.', async () => {
    server.use(http.get(apiUrl('assessments'), () => HttpResponse.json({ message: 'Down.' }, { status: 500 })));
    open();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the reflections. Down.');
    expect(screen.queryByText('No forms found.')).toBeNull();
  });
});
