import { renderRoute, sessionOf } from '../../../shared/testing/render-route';
import { apiUrl, ok, setupApiServer } from '../../../shared/testing/api-server';
import {
  confidentialityPromise,
  type OpenAnswersView,
  type ResultDatum,
  type ResultItemView,
  type ResultsDropdownGroup,
  type ResultsStatusView,
  type StatOption,
} from '@gc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ResultsPage } from './results-page';

// The radar is echarts, loaded lazily; Jest's CommonJS cannot load echarts' ESM build, so here the chart's own
// boundary says it could not be drawn, and these tests read the same numbers from the chart's table (the one a
// screen reader gets), checking the chart's container is there. The browser journey draws the real chart.
/** What a reflection can show: by default Open, running, every figure released, no receivers to choose. */
const statusOf = (reflectionId: string, over: Partial<ResultsStatusView> = {}): ResultsStatusView => ({
  assessment_id: reflectionId,
  confidentiality: { mode: 'OPEN', min_raters: null },
  promise: confidentialityPromise({ mode: 'OPEN', minRaters: 1 }),
  assessment_status: 'In Progress',
  closed: false,
  due_date: '2026-03-21T12:00:00.000Z',
  released: true,
  message: null,
  response_rate: { submitted: 3, assigned: 3 },
  is_reciever: false,
  receivers: [],
  ...over,
});
const { server, requests } = setupApiServer(
  http.get(apiUrl('stats/trends'), () => ok({ axes: [], series: [] })),
  http.get(apiUrl('stats/gaps'), () => ok([])),
  http.get(apiUrl('stats/status'), ({ request }) =>
    ok(statusOf(new URL(request.url).searchParams.get('assessment_id') ?? '')),
  ),
  http.get(apiUrl('stats/open-answers'), () => ok([])),
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

const RECEIVERS = [
  { user_id: 'u-ada', name: 'Ada Lovelace' },
  { user_id: 'u-cy', name: 'Cy Young' },
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
      option_1: 'MY_SELF_ASSESSMENT',
      option_2: 'MY_RESULTS',
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

  it('opens a receiver on her self-assessment against her results, and offers her own series besides the team’s', async () => {
    server.use(http.get(apiUrl('stats/dropdowns/teams'), () => ok([ROCKET, ORBIT])));
    const seen = answerStats();
    const { user } = route('/app/assessment/results/a-follow');

    await screen.findByRole('table', { name: /Mindset/ });
    expect(screen.getByRole('combobox', { name: 'Main' }).textContent).toBe('My Self-Assessment');
    expect(screen.getByRole('combobox', { name: 'Comparison' }).textContent).toBe('My Results');
    expect(lastStatsQuery(seen)).toMatchObject({ option_1: 'MY_SELF_ASSESSMENT', option_2: 'MY_RESULTS' });
    expect(await optionsOf(user, 'Main')).toEqual([
      'My Self-Assessment',
      'My Results',
      'Team Self-Assessment',
      'Team Results',
      'Team Max',
    ]);
    expect(screen.getByRole('heading', { name: 'Gap view' })).toBeTruthy();
  });

  it('opens everyone else on Team Results without a comparison, and team dynamics against the team’s self-assessment', async () => {
    server.use(http.get(apiUrl('stats/dropdowns/teams'), () => ok([ROCKET, ORBIT])));
    const seen = answerStats();
    const { user } = route('/app/assessment/results/a-orbit');

    await screen.findByRole('table', { name: /Mindset/ });
    expect(screen.getByRole('combobox', { name: 'Main' }).textContent).toBe('Team Results');
    expect(screen.getByRole('combobox', { name: 'Comparison' }).textContent).toBe('No comparison');
    expect(lastStatsQuery(seen)).toMatchObject({ option_1: 'MY_TEAM_AVERAGE', option_2: 'NO_COMPARISON' });
    expect(await optionsOf(user, 'Main')).toEqual(['Team Self-Assessment', 'Team Results', 'Team Max']);
    expect(await optionsOf(user, 'Comparison')).toEqual(['No comparison', 'Team Self-Assessment', 'Team Max']);
    expect(screen.queryByRole('heading', { name: 'Gap view' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Team Dynamics' }));
    await waitFor(() => expect(lastStatsQuery(seen).type).toBe('TEAM_DYNAMICS'));
    expect(lastStatsQuery(seen)).toMatchObject({ option_1: 'MY_TEAM_AVERAGE', option_2: 'MY_TEAM_SELF_ASSESSMENT' });
    expect(await optionsOf(user, 'Main')).toEqual(['Team Results', 'Team Self-Assessment']);
  });

  it('keeps her main and comparison across chart types, per type, and the defaults only where not offered', async () => {
    server.use(http.get(apiUrl('stats/dropdowns/teams'), () => ok([ROCKET])));
    const seen = answerStats();
    const { user } = route('/app/assessment/results/a-follow');
    const choose = async (label: string, option: string) => {
      await user.click(screen.getByRole('combobox', { name: label }));
      await user.click(await screen.findByRole('option', { name: option }));
    };
    const shown = () => [
      screen.getByRole('combobox', { name: 'Main' }).textContent,
      screen.getByRole('combobox', { name: 'Comparison' }).textContent,
    ];

    await screen.findByRole('table', { name: /Mindset/ });
    await choose('Main', 'Team Max');
    await choose('Comparison', 'My Results');
    await waitFor(() =>
      expect(lastStatsQuery(seen)).toMatchObject({ option_1: 'MY_TEAM_MAX', option_2: 'MY_RESULTS' }),
    );

    // Skills offers both: carried over
    await user.click(screen.getByRole('button', { name: 'Skills' }));
    await waitFor(() => expect(lastStatsQuery(seen).type).toBe('SKILLS'));
    expect(lastStatsQuery(seen)).toMatchObject({ option_1: 'MY_TEAM_MAX', option_2: 'MY_RESULTS' });
    expect(shown()).toEqual(['Team Max', 'My Results']);

    // Team Dynamics offers neither: its defaults; a choice made there is its own
    await user.click(screen.getByRole('button', { name: 'Team Dynamics' }));
    await waitFor(() => expect(lastStatsQuery(seen).type).toBe('TEAM_DYNAMICS'));
    expect(shown()).toEqual(['Team Results', 'Team Self-Assessment']);
    await choose('Comparison', 'No comparison');
    await waitFor(() => expect(lastStatsQuery(seen)).toMatchObject({ option_2: 'NO_COMPARISON' }));

    // back on Mindset: what she chose for Mindset (its answer still cached: no new request)
    await user.click(screen.getByRole('button', { name: 'Mindset' }));
    await screen.findByRole('heading', { level: 2, name: 'Mindset' });
    expect(shown()).toEqual(['Team Max', 'My Results']);
    expect(statsCalls().length).toBe(seen.length);
  });

  it('compares her self-assessment with her results in the chart’s table, withheld values said so', async () => {
    server.use(http.get(apiUrl('stats/dropdowns/teams'), () => ok([ROCKET])));
    const seen = answerStats();
    const { user } = route('/app/assessment/results/a-follow');

    await screen.findByRole('table', { name: /Mindset/ });
    expect(lastStatsQuery(seen)).toMatchObject({ option_1: 'MY_SELF_ASSESSMENT', option_2: 'MY_RESULTS' });

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
      http.get(apiUrl('stats/status'), () => ok(statusOf('a-orbit', { receivers: RECEIVERS }))),
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

  it('shows an administrator the results of the receiver she chooses, the same one her PDF report is about', async () => {
    server.use(
      http.get(apiUrl('stats/dropdowns/teams'), () => ok([ORBIT])),
      http.get(apiUrl('stats/status'), () => ok(statusOf('a-orbit', { receivers: RECEIVERS }))),
    );
    const seen = answerStats();
    const { user } = route('/app/assessment/results/a-orbit', sessionOf({ role: 5 }));

    // the first receiver is chosen; the chart opens on Team Results, her results one choice away
    const receiver = await screen.findByRole('combobox', { name: 'Receiver' });
    expect(receiver.textContent).toBe('Ada Lovelace');
    await screen.findByRole('table', { name: /Mindset/ });
    expect(lastStatsQuery(seen)).toEqual({
      type: 'MINDSET',
      option_1: 'MY_TEAM_AVERAGE',
      option_2: 'NO_COMPARISON',
      assessment_id: 'a-orbit',
      receiver_id: 'u-ada',
    });
    expect(await optionsOf(user, 'Main')).toEqual([
      'Ada Lovelace (Results)',
      'Team Self-Assessment',
      'Team Results',
      'Team Max',
    ]);

    // choosing Cy puts Cy's results beside the main
    await user.click(receiver);
    await user.click(await screen.findByRole('option', { name: 'Cy Young' }));
    await waitFor(() => expect(lastStatsQuery(seen)).toMatchObject({ receiver_id: 'u-cy', option_2: 'MY_RESULTS' }));
    expect(lastStatsQuery(seen)).toMatchObject({ option_1: 'MY_TEAM_AVERAGE' });
    expect(screen.getByRole('combobox', { name: 'Comparison' }).textContent).toBe('Cy Young (Results)');
    expect(screen.getAllByRole('combobox', { name: 'Receiver' })).toHaveLength(1);
  });

  it('says why nothing from others shows yet, when that changes and how many have submitted', async () => {
    const promise = confidentialityPromise({ mode: 'CONFIDENTIAL', minRaters: 3 });
    const notYet = 'Results appear when the reflection closes.';
    server.use(
      http.get(apiUrl('stats/dropdowns/teams'), () => ok([ROCKET])),
      http.get(apiUrl('stats/status'), () =>
        ok(
          statusOf('a-follow', {
            confidentiality: { mode: 'CONFIDENTIAL', min_raters: 3 },
            promise,
            due_date: '2036-12-04T12:00:00.000Z',
            released: false,
            message: 'Results appear when the reflection closes on December 4.',
            response_rate: { submitted: 3, assigned: 5 },
            is_reciever: true,
          }),
        ),
      ),
    );
    const withheld = (option: StatOption, name: string): ResultDatum => ({
      ...datum(option, name, null, 0, true),
      info: { bullets: [notYet], withheld: true },
    });
    answerStats(
      MINDSET.map((item) => ({
        ...item,
        data: [item.data[0], withheld('MY_RESULTS', 'My Results')],
        quotes: { individual_comments: [], team_comments: [] },
      })),
    );
    route('/app/assessment/results/a-follow');

    const when = await screen.findByText('Results appear when the reflection closes on December 4.');
    expect(when.closest('[role="note"]')?.textContent).toBe(
      'Results appear when the reflection closes on December 4.3 of 5 have submitted',
    );
    expect(screen.getByRole('note', { name: 'How figures are shown' }).textContent).toBe(
      `How figures are shown: ${promise}`,
    );
    // her own self-assessment still shows; her results are withheld until the close
    const table = await screen.findByRole('table', { name: /Mindset: the numbers of the chart/ });
    expect(within(table).getAllByRole('row')[1].textContent).toBe('Ownership4Withheld');
    // said once, with its date, rather than again under the chart
    const figure = screen.getByRole('figure', { name: 'Mindset' });
    expect(within(figure).queryByText(notYet)).toBeNull();
  });

  it('lists each open question’s answers, or why they are held back', async () => {
    const answers: OpenAnswersView[] = [
      {
        assessment_question_id: 'k-open-strength',
        question_name: 'Greatest Strength',
        prompt: "What is the team's greatest strength? Describe a recent example.",
        answers: ['We ship every Friday.', 'We tell each other the truth.'],
        withheld_message: null,
      },
      {
        assessment_question_id: 'k-open-support',
        question_name: 'Support Needed',
        prompt: 'What support does the team need to do its best work?',
        answers: [],
        withheld_message: 'Results appear when the reflection closes.',
      },
    ];
    server.use(
      http.get(apiUrl('stats/dropdowns/teams'), () => ok([ROCKET])),
      http.get(apiUrl('stats/open-answers'), ({ request }) =>
        new URL(request.url).searchParams.get('assessment_id') === 'a-follow' ? ok(answers) : ok([]),
      ),
    );
    answerStats();
    route('/app/assessment/results/a-follow');

    const section = await screen.findByRole('region', { name: 'Open answers' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Greatest Strength', 'Support Needed']);
    expect(within(section).getByText("What is the team's greatest strength? Describe a recent example.")).toBeTruthy();
    const list = within(section).getByRole('list', { name: 'Greatest Strength' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['We ship every Friday.', 'We tell each other the truth.']);
    expect(within(section).getAllByRole('list')).toHaveLength(1);
    expect(within(section).getByText('Results appear when the reflection closes.')).toBeTruthy();
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

  it('labels the Skills chart’s skill-level radio ‘Skills - future’, with Validate and Build', async () => {
    server.use(http.get(apiUrl('stats/dropdowns/teams'), () => ok([ROCKET])));
    answerStats([
      question('skill-validate-interviews', 'Customer Interviews', [datum('MY_RESULTS', 'My Results', 3, 3)], {
        chart: 'SKILLS',
      }),
      question('skill-build-prototype', 'Prototyping', [datum('MY_RESULTS', 'My Results', 2, 3)], { chart: 'SKILLS' }),
    ]);
    const { user } = route('/app/assessment/results/a-follow');

    await screen.findByRole('table', { name: /Mindset/ });
    expect(screen.queryByRole('radiogroup', { name: 'Skills - future' })).toBeNull(); // Skills only
    await user.click(screen.getByRole('button', { name: 'Skills' }));
    const radios = await screen.findByRole('radiogroup', { name: 'Skills - future' });
    expect(screen.getByRole('group', { name: 'Skills - future' })).toBeTruthy(); // the fieldset's legend
    expect(within(radios).getByRole('radio', { name: 'Validate' })).toBeTruthy();
    expect(within(radios).getByRole('radio', { name: 'Build' })).toBeTruthy();
    expect(screen.queryByText('Skill level')).toBeNull();
    // Build narrows the chart to the building skills
    await user.click(within(radios).getByRole('radio', { name: 'Build' }));
    const table = await screen.findByRole('table', { name: /^Skills \(Build\)/ });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.firstChild?.textContent),
    ).toEqual(['Question', 'Prototyping']);
  });

  it('says ‘Withheld’ in the trends table where the promise holds a reflection’s figures back', async () => {
    server.use(
      http.get(apiUrl('stats/dropdowns/teams'), () => ok([ROCKET])),
      http.get(apiUrl('stats/trends'), () =>
        ok({
          axes: ['Ownership'],
          series: [
            {
              assessment_id: 'a-base',
              assessment_name: 'Rocket baseline',
              due_date: '2026-01-15T12:00:00.000Z',
              values: [2.5],
              withheld: [false],
            },
            {
              assessment_id: 'a-follow',
              assessment_name: 'Rocket follow-up',
              due_date: '2026-03-21T12:00:00.000Z',
              values: [null],
              withheld: [true],
            },
          ],
        }),
      ),
    );
    answerStats();
    route('/app/assessment/results/a-follow');

    const table = await screen.findByRole('table', { name: /Mindset trends/ });
    expect(within(table).getAllByRole('row')[1].textContent).toBe('Ownership2.5Withheld');
  });
});
