import { renderRoute, sessionOf } from '../../../shared/testing/render-route';
import { apiUrl, fails, ok, setupApiServer } from '../../../shared/testing/api-server';
import type { TakeListItemView } from '@gc/contracts';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
// The card as the dashboard shows it (the page itself reads Vite's import.meta.env, which Jest's CommonJS cannot load).
import { OfferCards } from '../components/offer-cards';
import { TodoCard } from '../components/todo-card';

const { server } = setupApiServer();

const item = (over: Partial<TakeListItemView>): TakeListItemView => ({
  assessment_id: 'a-1',
  assessment_name: 'Cofounder Baseline',
  assessment_description: '',
  assessment_type: 'TEAM',
  template_name: 'Cofounder Assessment - Baseline',
  team_id: 't-1',
  team_name: 'Rocket',
  launch_date: '2026-03-01T12:00:00.000Z',
  due_date: '2026-03-21T12:00:00.000Z',
  assessment_status: 'IN_PROGRESS',
  admin_closed: false,
  assessment_take_user_phase: 'NEW',
  status: 'NEW',
  is_reciever: true,
  is_observer: false,
  is_baseline: false,
  ...over,
});

const at = { path: '/app/dashboard', url: '/app/dashboard', session: sessionOf({ role: 8 }) };

describe('/app/dashboard (the to-do card)', () => {
  it('lists the member’s pending reflections in the to-do card, soonest due first, with links', async () => {
    server.use(
      http.get(apiUrl('assessments/take'), () =>
        ok([
          item({ assessment_id: 'a-2', assessment_name: 'Team pulse', due_date: '2026-04-02T12:00:00.000Z' }),
          item({ assessment_id: 'a-1', assessment_take_user_phase: 'IN_PROGRESS', status: 'DUE_SOON' }),
          item({ assessment_id: 'a-3', assessment_name: 'Done', assessment_take_user_phase: 'COMPLETED' }),
        ]),
      ),
    );
    renderRoute(<TodoCard />, at);

    const card = await screen.findByRole('region', { name: 'To-do' });
    const links = await within(card).findAllByRole('link', { name: /reflection:/ });
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Continue reflection: Cofounder Baseline', '/app/assessment/take/a-1'],
      ['Take reflection: Team pulse', '/app/assessment/take/a-2'],
    ]);
    expect(within(card).getByText('Due March 21, 2026 · Due Soon')).toBeTruthy();
    expect(within(card).queryByText('Done')).toBeNull();
  });

  it('says so when nothing is pending, and when the list could not load', async () => {
    server.use(http.get(apiUrl('assessments/take'), () => ok([])));
    const first = renderRoute(<TodoCard />, at);
    expect(await screen.findByText('Nothing to do right now. New reflections will show up here.')).toBeTruthy();
    first.unmount();

    server.use(http.get(apiUrl('assessments/take'), () => fails(500, 'Down for maintenance.')));
    renderRoute(<TodoCard />, at);
    expect(await screen.findByText('We could not load your to-do list. Down for maintenance.')).toBeTruthy();
  });
});

describe('/app/dashboard (the GrowthCatalyst card)', () => {
  it('leads to the results hub with ‘See your Insights’; ‘Request more info’ is not available yet', async () => {
    const { user, router } = renderRoute(<OfferCards />, at);

    const card = screen.getByRole('region', { name: 'GrowthCatalyst' });
    expect(within(card).getByRole('button', { name: 'Request more info' }).hasAttribute('disabled')).toBe(true);
    await user.click(within(card).getByRole('link', { name: 'See your Insights' }));

    expect(router.state.location.pathname).toBe('/app/assessment/results');
  });
});

describe("/app/dashboard (the 'Recommended for you' card)", () => {
  it('recommends VentureVerse with a disabled ‘Coming soon’ button and no way in from the card yet', () => {
    renderRoute(<OfferCards />, at);

    const card = screen.getByRole('region', { name: 'VentureVerse' });
    expect(within(card).getByText('Recommended for you')).toBeTruthy();
    expect(within(card).getByRole('heading', { level: 2, name: 'VentureVerse' })).toBeTruthy();
    const soon = within(card).getByRole('button', { name: 'Coming soon' });
    expect(soon.hasAttribute('disabled')).toBe(true);
    expect(within(card).queryAllByRole('link')).toEqual([]);
    expect(within(card).getAllByRole('button')).toEqual([soon]);
  });
});
