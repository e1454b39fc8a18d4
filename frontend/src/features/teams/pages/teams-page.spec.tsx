import { renderRoute, sessionOf } from '../../../shared/testing/render-route';
import { apiUrl, ok, setupApiServer } from '../../../shared/testing/api-server';
import type { TeamView } from '@gc/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TeamsPage } from './teams-page';

const { server } = setupApiServer();

const team = (team_id: string, team_name: string): TeamView => ({
  team_id,
  team_name,
  client_id: 'c-1',
  client_name: 'Acme',
  description: `What ${team_name} does`,
  team_type: 'startup' as TeamView['team_type'],
  stage: 's-1',
  stage_name: 'Idea',
  industry: 'i-1',
  industry_name: 'Fintech',
  date_founded: Date.UTC(2024, 0, 15),
  members: [],
});

describe('/app/teams (My Teams)', () => {
  beforeEach(() => server.use(http.get(apiUrl('teams'), () => ok([team('t-1', 'Rocket'), team('t-2', 'Lighthouse')]))));

  it('lists the teams GET /api/teams answers, with Create new team for an administrator', async () => {
    renderRoute(<TeamsPage />, { path: '/app/teams/*', url: '/app/teams' });

    expect(await screen.findByRole('heading', { name: 'Rocket' })).toBeTruthy();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Rocket',
      'Lighthouse',
    ]);
    expect(cards[0].textContent).toContain('Acme');
    expect(screen.getByRole('link', { name: 'Create new team' }).getAttribute('href')).toBe('/app/teams/create-team');
  });

  it('shows a member the same list without Create new team', async () => {
    renderRoute(<TeamsPage />, { path: '/app/teams/*', url: '/app/teams', session: sessionOf({ role: 8 }) });

    expect(await screen.findByRole('heading', { name: 'Lighthouse' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create new team' })).toBeNull();
  });

  it('tells a list that could not load apart from an empty one, and Retry loads it again', async () => {
    let calls = 0;
    server.use(http.get(apiUrl('teams'), () => (++calls === 1 ? HttpResponse.error() : ok([team('t-1', 'Rocket')]))));
    const { user } = renderRoute(<TeamsPage />, { path: '/app/teams/*', url: '/app/teams' });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not reach GrowthCatalyst. Check your connection and try again.');
    expect(screen.queryByText('No teams found!')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'My Teams' })).toBeTruthy();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Rocket' })).toBeTruthy();
  });
});

describe('/app/teams/manage-assessments/:teamId', () => {
  it('says the reflections could not load, with Retry, instead of four empty groups', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('teams/t-1'), () => ok([team('t-1', 'Rocket')])),
      http.get(apiUrl('teams/t-1/assessments'), () =>
        ++calls === 1
          ? HttpResponse.json({ message: 'The reflections service is down.' }, { status: 500 })
          : ok({ upcoming: [], 'in-progress': [], 'past-due': [], closed: [] }),
      ),
    );
    const { user } = renderRoute(<TeamsPage />, { path: '/app/teams/*', url: '/app/teams/manage-assessments/t-1' });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We could not load the team's reflections. The reflections service is down.");
    expect(screen.queryByText('No reflections')).toBeNull();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Upcoming (0)' })).toBeTruthy();
    expect(screen.getAllByText('No reflections')).toHaveLength(4);
  });
});
