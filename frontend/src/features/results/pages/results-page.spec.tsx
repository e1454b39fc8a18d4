import { renderRoute, sessionOf } from '../../../shared/testing/render-route';
import { apiUrl, ok, setupApiServer } from '../../../shared/testing/api-server';
import type { ResultDatum, ResultItemView, ResultsDropdownGroup, StatOption } from '@gc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ResultsPage } from './results-page';

// The radar is echarts, loaded lazily; Jest's CommonJS cannot load echarts' ESM build, so here the chart's own
// boundary says it could not be drawn, and these tests read the same numbers from the chart's table (the one a
// screen reader gets), checking the chart's container is there. The browser journey draws the real chart.
const { server, requests } = setupApiServer(
  http.get(apiUrl('stats/trends'), () => ok({ axes: [], series: [] })),
  http.get(apiUrl('stats/gaps'), () => ok([])),
);
const member = () => sessionOf({ role: 8, id: 'u-ada', name: 'Ada Lovelace' });
const route = (url = '/app/assessment/results', session = member()) =>
  renderRoute(<ResultsPage />, { path: '/app/assessment/results/*', url, session });

const entry = (id: string, name: string, due: string, over: object = {}) => ({
  assessment_id: id,
  assessment_name: name,
  due_date: due,
  is_reciever: true,
  assessment_status: 'In Progress',
  ...over,
});
const ROCKET: ResultsDropdownGroup = {
  team_id: 't-rocket',
  team_name: 'Rocket',
  assessments: [
    entry('a-base', 'Rocket baseline', '2026-01-15T12:00:00.000Z', { assessment_status: 'Completed' }),
    entry('a-follow', 'Rocket follow-up', '2026-03-21T12:00:00.000Z'),
  ],
};
const ORBIT: ResultsDropdownGroup = {
  team_id: 't-orbit',
  team_name: 'Orbit',
  assessments: [entry('a-orbit', 'Orbit pulse', '2026-02-02T12:00:00.000Z', { is_reciever: false })],
};

const datum = (
  option: StatOption,
  name: string,
  value: number | null,
  score: number,
  withheld = false,
): ResultDatum => ({
  name,
  option,
  value,
  score,
  email: null,
  dials: [0, 4],
  info: { bullets: withheld ? ['Shown once at least 3 people have answered.'] : [], withheld },
});
const scale = [0, 1, 2, 3, 4].map((value) => ({
  value: value as 0 | 1 | 2 | 3 | 4,
  label: `Level ${value}`,
  tooltip: `What level ${value} looks like`,
}));
const question = (
  id: string,
  name: string,
  data: ResultDatum[],
  over: Partial<ResultItemView> = {},
): ResultItemView => ({
  question_id: id,
  assessment_question_id: `k-${id}`,
  question_name: name,
  question_category: 'Founder Mindset',
  desc_2: `How does each founder show ${name.toLowerCase()}?`,
  question_definition: `${name}, defined.`,
  question_detailed_definition: [`${name} in practice`],
  data,
  quotes: { individual_comments: [], team_comments: [] },
  chart: 'MINDSET',
  score_definition: scale,
  question_assessment_name: 'Rocket follow-up',
  question_assessment_status: 'In Progress',
  question_assessment_due_date: '2026-03-21T12:00:00.000Z',
  ...over,
});

/** Ada's Mindset: her self-assessment against her results (others' average), one value held back. */
const MINDSET: ResultItemView[] = [
  question(
    'mindset-ownership',
    'Ownership',
    [datum('MY_SELF_ASSESSMENT', 'Ada Lovelace (SA)', 4, 1), datum('MY_RESULTS', 'My Results', 2.67, 3)],
    {
      quotes: {
        individual_comments: [{ text: 'Ada owns every launch.' }],
        team_comments: [{ text: 'We finish what we start.' }],
      },
    },
  ),
  question('mindset-resilience', 'Resilience', [
    datum('MY_SELF_ASSESSMENT', 'Ada Lovelace (SA)', 2, 1),
    datum('MY_RESULTS', 'My Results', null, 2, true),
  ]),
  question('mindset-learning-velocity', 'Learning Velocity', [
    datum('MY_SELF_ASSESSMENT', 'Ada Lovelace (SA)', 3, 1),
    datum('MY_RESULTS', 'My Results', 3.5, 4),
  ]),
];

const statsCalls = () => requests.filter((r) => r.path === '/api/stats');
const lastStatsQuery = (seen: URL[]) => Object.fromEntries(seen[seen.length - 1].searchParams);

function answerStats(items: ResultItemView[] = MINDSET) {
  const seen: URL[] = [];
  server.use(
    http.get(apiUrl('stats'), ({ request }) => {
      seen.push(new URL(request.url));
      return ok(items);
    }),
  );
  return seen;
}

const optionsOf = async (user: ReturnType<typeof route>['user'], label: string) => {
  await user.click(screen.getByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox');
  const names = within(listbox)
    .getAllByRole('option')
    .map((o) => o.textContent);
  await user.keyboard('{Escape}');
  return names;
};

describe('/app/assessment/results', () => {
  it('welcomes a member with no results yet', async () => {
    server.use(http.get(apiUrl('stats/dropdowns/teams'), () => ok([])));
    route();

    expect(await screen.findByRole('heading', { name: 'Welcome to your Results Hub!' })).toBeTruthy();
    expect(screen.getByText('No results yet. Come back later.')).toBeTruthy();
    expect(statsCalls()).toEqual([]);
  });

  it('groups the history by team, latest due first, and puts the picked reflection in the address', async () => {
    server.use(http.get(apiUrl('stats/dropdowns/teams'), () => ok([ROCKET, ORBIT])));
    const seen = answerStats();
    const { user, router } = route();

    const history = await screen.findByRole('combobox', { name: 'Team/reflection' });
    expect(history.textContent).toBe('Select team/reflection');
    expect(screen.getByText('Select team/reflection above to see its results.')).toBeTruthy();
    await user.click(history);
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Rocket',
      '(03/21/26) Rocket follow-up',
      '(01/15/26) Rocket baseline',
      'Orbit',
      '(02/02/26) Orbit pulse',
    ]);
    await user.click(within(listbox).getByRole('option', { name: '(03/21/26) Rocket follow-up' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/app/assessment/results/a-follow'));
    await screen.findByRole('table', { name: /Mindset: the numbers of the chart/ });
    expect(lastStatsQuery(seen)).toEqual({
      type: 'MINDSET',
      option_1: 'MY_TEAM_SELF_ASSESSMENT',
      option_2: 'NO_COMPARISON',
      assessment_id: 'a-follow',
    });
  });

  it('picks a lone reflection by itself', async () => {
    server.use(http.get(apiUrl('stats/dropdowns/teams'), () => ok([{ ...ORBIT, assessments: ORBIT.assessments }])));
    const seen = answerStats();
    const { router } = route();

    await waitFor(() => expect(router.state.location.pathname).toBe('/app/assessment/results/a-orbit'));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Team/reflection' }).textContent).toBe('(02/02/26) Orbit pulse'),
    );
    await waitFor(() => expect(seen.length).toBeGreaterThan(0));
    expect(lastStatsQuery(seen).assessment_id).toBe('a-orbit');
  });

  it('offers a receiver her own series and others the team’s, with the spec’s defaults per chart type', async () => {
    server.use(http.get(apiUrl('stats/dropdowns/teams'), () => ok([ROCKET, ORBIT])));
    const seen = answerStats();
    const receiver = route('/app/assessment/results/a-follow');

    await screen.findByRole('table', { name: /Mindset/ });
    expect(screen.getByRole('combobox', { name: 'Main' }).textContent).toBe('Team Self-Assessment');
    expect(screen.getByRole('combobox', { name: 'Comparison' }).textContent).toBe('No comparison');
    expect(await optionsOf(receiver.user, 'Main')).toEqual([
      'My Self-Assessment',
      'My Results',
      'Team Self-Assessment',
      'Team Results',
      'Team Max',
    ]);
    await receiver.user.click(screen.getByRole('button', { name: 'Team Dynamics' }));
    await waitFor(() => expect(lastStatsQuery(seen).type).toBe('TEAM_DYNAMICS'));
    expect(lastStatsQuery(seen)).toMatchObject({ option_1: 'MY_TEAM_AVERAGE', option_2: 'NO_COMPARISON' });
    expect(await optionsOf(receiver.user, 'Main')).toEqual(['Team Results', 'Team Self-Assessment']);
    receiver.unmount();

    const observer = route('/app/assessment/results/a-orbit');
    await screen.findByRole('table', { name: /Mindset/ });
    expect(await optionsOf(observer.user, 'Main')).toEqual(['Team Self-Assessment', 'Team Results', 'Team Max']);
    expect(await optionsOf(observer.user, 'Comparison')).toEqual(['No comparison', 'Team Results', 'Team Max']);
    expect(screen.queryByRole('heading', { name: 'Gap view' })).toBeNull();
  });

  it('compares her self-assessment with her results in the chart’s table, withheld values said so', async () => {
    server.use(http.get(apiUrl('stats/dropdowns/teams'), () => ok([ROCKET])));
    const seen = answerStats();
    const { user } = route('/app/assessment/results/a-follow');

    await screen.findByRole('table', { name: /Mindset/ });
    await user.click(screen.getByRole('combobox', { name: 'Main' }));
    await user.click(await screen.findByRole('option', { name: 'My Self-Assessment' }));
    await user.click(screen.getByRole('combobox', { name: 'Comparison' }));
    await user.click(await screen.findByRole('option', { name: 'My Results' }));
    await waitFor(() =>
      expect(lastStatsQuery(seen)).toMatchObject({ option_1: 'MY_SELF_ASSESSMENT', option_2: 'MY_RESULTS' }),
    );

    expect(screen.getByRole('img', { name: /Mindset: radar chart from 0 to 4/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show table' }));
    const table = screen.getByRole('table', { name: /Mindset: the numbers of the chart/ });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Question', 'Ada Lovelace (SA)', 'My Results'],
      ['Ownership', '4', '2.67'],
      ['Resilience', '2', 'Withheld'],
      ['Learning Velocity', '3', '3.5'],
    ]);
    expect(screen.getByText('Shown once at least 3 people have answered.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ada Lovelace (SA)', pressed: true })).toBeTruthy();
  });

  it('steps through the questions with the arrows, with the comments or ‘No quotes’', async () => {
    server.use(http.get(apiUrl('stats/dropdowns/teams'), () => ok([ROCKET])));
    answerStats();
    const { user } = route('/app/assessment/results/a-follow');

    const panel = await screen.findByRole('region', { name: 'Ownership' });
    expect(within(panel).getByText('Question 1 of 3', { exact: false })).toBeTruthy();
    expect(within(panel).getByRole('heading', { name: 'Individual Comments' })).toBeTruthy();
    expect(within(panel).getByText('“Ada owns every launch.”')).toBeTruthy();
    expect(within(panel).getByRole('heading', { name: 'Team Comments' })).toBeTruthy();
    expect(within(panel).getByText('Ownership in practice')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next question' }));
    const second = screen.getByRole('region', { name: 'Resilience' });
    expect(within(second).getByText('No quotes')).toBeTruthy();
    expect(within(second).getByText('My Results: Shown once at least 3 people have answered.')).toBeTruthy();
    expect(within(second).getByText('Ada Lovelace (SA): 2 (1 person)')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Previous question' }));
    await user.click(screen.getByRole('button', { name: 'Previous question' }));
    expect(screen.getByRole('region', { name: 'Learning Velocity' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    expect(screen.getByRole('region', { name: 'Ownership' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Score Definitions' }));
    expect(await screen.findByText('Level 3')).toBeTruthy();
  });

  it('names a receiver’s blind spots and hidden strengths in her gap view', async () => {
    server.use(
      http.get(apiUrl('stats/dropdowns/teams'), () => ok([ROCKET])),
      http.get(apiUrl('stats/gaps'), () =>
        ok([
          {
            question_name: 'Ownership',
            question_category: 'M',
            self: 4,
            others: 2.67,
            raters: 3,
            gap: 1.33,
            kind: 'BLIND_SPOT',
          },
          {
            question_name: 'Resilience',
            question_category: 'M',
            self: 2,
            others: null,
            raters: 2,
            gap: null,
            kind: null,
          },
          {
            question_name: 'Learning Velocity',
            question_category: 'M',
            self: 2,
            others: 3.5,
            raters: 4,
            gap: -1.5,
            kind: 'HIDDEN_STRENGTH',
          },
        ]),
      ),
    );
    answerStats();
    route('/app/assessment/results/a-follow');

    const gaps = await screen.findByRole('region', { name: 'Gap view' });
    expect(await within(gaps).findByText('Ownership', { selector: 'p *, p', exact: false })).toBeTruthy();
    const table = within(gaps).getByRole('table');
    expect(within(table).getAllByRole('row')[1].textContent).toBe('Ownership42.67 (3)+1.33Blind spot');
    expect(within(table).getAllByRole('row')[2].textContent).toBe('Resilience2Withheld–');
    expect(within(table).getAllByRole('row')[3].textContent).toBe('Learning Velocity23.5 (4)-1.5Hidden strength');
  });

  it('lets an administrator download the reflection’s CSV with her token, and a receiver’s PDF report', async () => {
    const authorizations: (string | null)[] = [];
    const asked: string[] = [];
    server.use(
      http.get(apiUrl('stats/dropdowns/teams'), () => ok([ORBIT])),
      http.get(apiUrl('assessments/a-orbit'), () =>
        ok({
          assessment_id: 'a-orbit',
          general_settings: {
            members_with_roles: [
              { user_id: 'u-ada', email: 'ada@example.com', name: 'Ada Lovelace', reciever: true },
              { user_id: 'u-bob', email: 'bob@example.com', name: 'Bob Noyce', reciever: false },
              { user_id: 'u-cy', email: 'cy@example.com', name: 'Cy Young', reciever: true },
            ],
          },
        }),
      ),
      http.get(apiUrl('stats/report.pdf'), ({ request }) => {
        asked.push(new URL(request.url).search);
        return new HttpResponse('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } });
      }),
      http.get(apiUrl('stats/export.csv'), ({ request }) => {
        authorizations.push(request.headers.get('Authorization'));
        return new HttpResponse('question,option,value\n', {
          headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="Orbit-pulse.csv"' },
        });
      }),
    );
    answerStats();
    const created: Blob[] = [];
    const createObjectURL = jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:results';
    });
    const { user } = route('/app/assessment/results/a-orbit', sessionOf({ role: 5 }));

    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(created).toHaveLength(1));
    expect(await created[0].text()).toBe('question,option,value\n');
    expect(authorizations).toEqual(['Bearer access-token']);

    // the receivers only, the first one picked
    await user.click(await screen.findByRole('combobox', { name: 'Receiver' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Ada Lovelace', 'Cy Young']);
    await user.click(screen.getByRole('option', { name: 'Cy Young' }));
    await user.click(screen.getByRole('button', { name: 'Download PDF report' }));
    await waitFor(() => expect(created).toHaveLength(2));
    expect(asked).toEqual(['?assessment_id=a-orbit&receiver_id=u-cy']);
    createObjectURL.mockRestore();
  });

  it('offers a receiver her own PDF report', async () => {
    const asked: string[] = [];
    server.use(
      http.get(apiUrl('stats/dropdowns/teams'), () => ok([ROCKET])),
      http.get(apiUrl('stats/report.pdf'), ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.search);
        return new HttpResponse('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } });
      }),
    );
    answerStats();
    const createObjectURL = jest.spyOn(URL, 'createObjectURL').mockReturnValue('blob:report');
    const { user } = route('/app/assessment/results/a-follow');

    await user.click(await screen.findByRole('button', { name: 'Download PDF report' }));

    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(asked).toEqual(['?assessment_id=a-follow&receiver_id=u-ada']);
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
    createObjectURL.mockRestore();
  });

  it('shows no CSV export to a member, and no PDF report of a reflection she does not receive', async () => {
    server.use(http.get(apiUrl('stats/dropdowns/teams'), () => ok([ORBIT])));
    answerStats();
    route('/app/assessment/results/a-orbit');

    await screen.findByRole('table', { name: /Mindset/ });
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download PDF report' })).toBeNull();
  });
});
