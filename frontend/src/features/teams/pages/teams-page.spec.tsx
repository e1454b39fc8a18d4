import { renderRoute, sessionOf } from '../../../shared/testing/render-route';
import { apiUrl, ok, setupApiServer } from '../../../shared/testing/api-server';
import type { TeamMemberView, TeamRoleView, TeamView, UserView } from '@gc/contracts';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TeamsPage } from './teams-page';

const { server, requests } = setupApiServer();

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

  it("opens a team from its name: a keyboard-reachable link to the team's page, which shows it expanded", async () => {
    // jsdom has no scrolling; the opened card is scrolled into view.
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const { user } = renderRoute(<TeamsPage />, { path: '/app/teams/*', url: '/app/teams' });

    const name = await screen.findByRole('link', { name: 'Lighthouse' });
    expect(name.getAttribute('href')).toBe('/app/teams/edit-team/t-2');
    expect(screen.queryByText('What Lighthouse does')).toBeNull();

    act(() => name.focus());
    expect(document.activeElement).toBe(name);
    await user.keyboard('{Enter}');

    expect(await screen.findByText('What Lighthouse does')).toBeTruthy();
    expect(screen.queryByText('What Rocket does')).toBeNull();
    expect(scrollIntoView).toHaveBeenCalled();
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

describe('/app/teams/team-members/:teamId (adding a member)', () => {
  const person = (name: string | null, email: string, Enabled = 'true'): UserView =>
    ({
      user_id: `u-${email}`,
      name,
      email,
      custom_role: '8',
      role_label: 'User',
      profile: null,
      custom_organization: null,
      Enabled,
      phone_number: null,
      phone_number_verified: false,
      status: 'ACTIVE',
      UserCreateDate: '2024-01-01T00:00:00.000Z',
      UserLastModifiedDate: '2024-01-01T00:00:00.000Z',
      reactivatable_until: null,
      custom_baseline_assessment: null,
      action: 'EDIT USER',
    }) as UserView;
  const ada: TeamMemberView = {
    user_id: 'u-ada',
    email: 'ada@acme.test',
    name: 'Ada Lovelace',
    role: 8,
    team_role: '2',
    team_role_name: 'Cofounder',
    Enabled: true,
  };
  const advisor: TeamRoleView = {
    team_role_id: 'r-9',
    client_id: 'c-1',
    name: 'Advisor',
    label: 'Advisor',
    value: 'r-9',
    system: false,
  };

  beforeEach(() =>
    server.use(
      http.get(apiUrl('teams/t-1'), () => ok([team('t-1', 'Rocket')])),
      http.get(apiUrl('teams/t-1/members'), () => ok([ada])),
      http.get(apiUrl('clients/c-1/team_roles'), () => ok([advisor])),
      http.get(apiUrl('users'), () =>
        ok([
          person('Ada Lovelace', 'ada@acme.test'),
          person('Grace Hopper', 'grace.hopper@acme.test'),
          person('Gregor Mendel', 'gregor@acme.test', 'false'),
          person('Alan Turing', 'alan@acme.test'),
        ]),
      ),
      http.post(apiUrl('teams/t-1/members'), () => ok(null, 201)),
    ),
  );

  it("offers the client's people with type-ahead: picking one fills name and email; members are marked, not pickable", async () => {
    const { user } = renderRoute(<TeamsPage />, { path: '/app/teams/*', url: '/app/teams/team-members/t-1' });

    const name = await screen.findByRole('combobox', { name: /^Name/ });
    await user.type(name, 'a');
    const listbox = await screen.findByRole('listbox');
    // everyone active whose name or email has an 'a'; the deactivated account is left out
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Ada Lovelaceada@acme.test · Already in the team',
      'Grace Hoppergrace.hopper@acme.test',
      'Alan Turingalan@acme.test',
    ]);
    expect(
      within(listbox)
        .getByRole('option', { name: /Ada Lovelace/ })
        .getAttribute('aria-disabled'),
    ).toBe('true');

    await user.type(name, '{Backspace}hop');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1);
    await user.click(screen.getByRole('option', { name: /Grace Hopper/ }));

    expect((name as HTMLInputElement).value).toBe('Grace Hopper');
    expect((screen.getByRole('textbox', { name: /^Email/ }) as HTMLInputElement).value).toBe('grace.hopper@acme.test');

    await user.click(screen.getByRole('combobox', { name: /^Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Advisor' }));
    await user.click(screen.getByRole('button', { name: 'Add Member' }));

    await screen.findByRole('combobox', { name: /^Name/ });
    expect(requests.filter((request) => request.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/teams/t-1/members',
        body: { name: 'Grace Hopper', email: 'grace.hopper@acme.test', team_role: 'r-9' },
      },
    ]);
  });

  it("still takes a typed name and email, and says 'User not found' for someone without an account", async () => {
    server.use(
      http.post(apiUrl('teams/t-1/members'), () =>
        HttpResponse.json({ message: 'User not found', code: 'USER_NOT_FOUND' }, { status: 404 }),
      ),
    );
    const { user } = renderRoute(<TeamsPage />, { path: '/app/teams/*', url: '/app/teams/team-members/t-1' });

    const name = await screen.findByRole('combobox', { name: /^Name/ });
    await user.type(name, 'Nobody Here');
    // no one matches: no list in the way, the typed name stays
    expect(screen.queryByRole('listbox')).toBeNull();
    expect((name as HTMLInputElement).value).toBe('Nobody Here');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'nobody@acme.test');
    await user.click(screen.getByRole('combobox', { name: /^Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Advisor' }));
    await user.click(screen.getByRole('button', { name: 'Add Member' }));

    expect(await screen.findByText('Please invite them to create an account through', { exact: false })).toBeTruthy();
    expect(screen.getAllByText('User not found').length).toBeGreaterThan(0);
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Nobody Here',
      email: 'nobody@acme.test',
      team_role: 'r-9',
    });
  });
});
