import { renderRoute, sessionOf } from '../../../shared/testing/render-route';
import { apiUrl, ok, setupApiServer } from '../../../shared/testing/api-server';
import type { TeamView } from '@gc/contracts';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
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
});
