import { renderRoute } from '../../../shared/testing/render-route';
import { apiUrl, fails, ok, setupApiServer } from '../../../shared/testing/api-server';
import type { ReflectionView, TeamMemberView, TeamView } from '@gc/contracts';
import { confidential, ConfidentialityMessages, confidentialityPromise, OPEN, ReflectionMessages } from '@gc/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { reflectionView, catalogue, categories, listItem } from '../testing/reflection-fixtures';
import { ReflectionBuilderPage } from './reflection-builder-page';

const { server, requests } = setupApiServer();

const draft = reflectionView({ assessment_id: 'd-1' });
const complete = reflectionView({
  assessment_id: 'd-1',
  sections: [{ ...draft.sections[0] }],
});

function answer(view: ReflectionView | null = draft) {
  server.use(
    http.get(apiUrl('categories'), () => ok(categories)),
    http.get(apiUrl('assessments/questions'), () => ok(catalogue)),
    http.get(apiUrl('teams'), () => ok([])),
    http.get(apiUrl('assessments'), () =>
      ok([listItem({ assessment_id: 'd-1', assessment_name: draft.assessment_name })]),
    ),
    ...(view ? [http.get(apiUrl(`assessments/${view.assessment_id}`), () => ok(view))] : []),
  );
}

const open = (url: string) => renderRoute(<ReflectionBuilderPage />, { path: '/app/assessment/build/*', url });

const sectionNamed = (name: string) => screen.getByRole('region', { name });
const sectionTitles = () =>
  screen.getAllByRole('textbox', { name: /Section title/ }).map((input) => (input as HTMLInputElement).value);

describe('/app/assessment/build (the builder)', () => {
  it('builds a blank form: New Section, a question chosen by type, category and selection, then Save POSTs it', async () => {
    answer(null);
    server.use(
      http.get(apiUrl('assessments/d-9'), () => ok(reflectionView({ assessment_id: 'd-9' }))),
      http.post(apiUrl('assessments'), async ({ request }) =>
        ok({ ...reflectionView({ assessment_id: 'd-9' }), ...((await request.json()) as object) }),
      ),
    );
    const { user, router } = open('/app/assessment/build');

    expect(await screen.findByRole('heading', { level: 1, name: 'Build Reflections' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(ReflectionMessages.atLeastOneSectionAndQuestion)).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: /Reflection title/ }), 'Founders check-in');
    await user.type(screen.getByRole('textbox', { name: /Instruction text/ }), 'Answer for the last month.');
    await user.click(screen.getByRole('button', { name: 'New Section' }));
    const section = sectionNamed('Section 1');
    expect(
      within(section)
        .getByRole('textbox', { name: /Section description/ })
        .getAttribute('placeholder'),
    ).toBe('Describe what this section evaluates in one or two sentences.');
    await user.type(within(section).getByRole('textbox', { name: /Section title/ }), 'Mindset');

    await user.click(within(sectionNamed('Mindset')).getByRole('button', { name: 'Add to Mindset' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'New Section',
      'Mindsets Question',
      'Skills - Build Question',
      'Skills - Validate Question',
      'Team Dynamics Question',
      'Open-ended Question',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Mindsets Question' }));
    const question = screen.getByRole('group', { name: 'Question 1 of Mindset' });
    await user.click(within(question).getByRole('combobox', { name: /Category/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Customer obsession', 'Grit']);
    await user.click(screen.getByRole('option', { name: 'Grit' }));
    await user.click(within(question).getByRole('combobox', { name: /Selection/ }));
    await user.click(screen.getByRole('option', { name: 'Perseverance' }));
    const phrasing = within(screen.getByRole('group', { name: /Question 1 \(Perseverance\)/ })).getByRole('textbox', {
      name: /Phrasing/,
    }) as HTMLTextAreaElement;
    expect(phrasing.value).toBe('How does {name} keep going after a setback?');
    expect(screen.queryByText(ReflectionMessages.atLeastOneSectionAndQuestion)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Assessment successfully saved!')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/assessments',
      body: {
        assessment_name: 'Founders check-in',
        assessment_description: '',
        assessment_instructions: 'Answer for the last month.',
        sections: [
          {
            section_name: 'Mindset',
            section_description: '',
            questions: [
              {
                question_type: 'MINDSET',
                category_id: 'grit',
                question_id: 'mindset-grit',
                question_prompt: 'How does {name} keep going after a setback?',
              },
            ],
          },
        ],
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/assessment/build/d-9'));
  });

  it('refuses to save without the required fields (This field is required)', async () => {
    answer(null);
    const { user } = open('/app/assessment/build');
    await user.click(await screen.findByRole('button', { name: 'New Section' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText('This field is required').length).toBeGreaterThanOrEqual(3));
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('reorders questions by keyboard with Move up / Move down, keeping focus on the button, and saves the new order', async () => {
    answer();
    server.use(
      http.put(apiUrl('assessments/d-1'), async ({ request }) =>
        ok({ ...draft, revision: 4, ...((await request.json()) as object) }),
      ),
    );
    const { user } = open('/app/assessment/build/d-1');

    const down = await screen.findByRole('button', { name: 'Move down: Question 1 (Customer focus) of Customers' });
    down.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe(
        'Move up: Question 2 (Customer focus) of Customers',
      ),
    );
    expect(screen.getByText('Moved Question 1 (Customer focus) of Customers to position 2 of 2')).toBeTruthy();
    const groups = within(sectionNamed('Customers'))
      .getAllByRole('group')
      .map((g) => g.getAttribute('aria-label'));
    expect(groups).toEqual(['Question 1 (Perseverance) of Customers', 'Question 2 (Customer focus) of Customers']);

    // sections too
    await user.click(screen.getByRole('button', { name: 'Move up: Team' }));
    expect(sectionTitles()).toEqual(['Team', 'Customers']);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Assessment successfully saved!')).toBeTruthy();
    const put = requests.find((r) => r.method === 'PUT');
    const body = put?.body as {
      revision: number;
      sections: { section_name: string; questions: { question_id: string }[] }[];
    };
    expect(put?.path).toBe('/api/assessments/d-1');
    expect(body.revision).toBe(3);
    expect(body.sections.map((s) => s.section_name)).toEqual(['Team', 'Customers']);
    expect(body.sections[1].questions.map((q) => q.question_id)).toEqual(['mindset-grit', 'mindset-customer']);
  });

  it('offers Reload when someone else saved in between (409), and Reload starts again from their version', async () => {
    answer();
    let version = draft;
    server.use(
      http.get(apiUrl('assessments/d-1'), () => ok(version)),
      http.put(apiUrl('assessments/d-1'), () =>
        HttpResponse.json({ code: 'STALE_REVISION', message: ReflectionMessages.staleRevision }, { status: 409 }),
      ),
    );
    const { user } = open('/app/assessment/build/d-1');
    const title = (await screen.findByRole('textbox', { name: /Reflection title/ })) as HTMLInputElement;
    await user.type(title, ' (mine)');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(ReflectionMessages.staleRevision);
    version = { ...draft, assessment_name: 'Quarterly check-in (theirs)', revision: 5 };
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));

    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: /Reflection title/ }) as HTMLInputElement).value).toBe(
        'Quarterly check-in (theirs)',
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('publishes through General setup and Ready to publish?, with the team, assignees and their team roles', async () => {
    answer(complete);
    server.use(
      http.get(apiUrl('teams'), () => ok([{ team_id: 't-1', team_name: 'Rocket', team_type: 'COFOUNDER_TEAM' }])),
      http.get(apiUrl('stats/settings'), () => ok({ default_mode: 'CONFIDENTIAL', min_raters: 5 })),
      http.get(apiUrl('teams/t-1/members'), () =>
        ok([
          {
            user_id: 'u-2',
            email: 'grace@example.com',
            name: 'Grace Hopper',
            role: 8,
            team_role: 'r-1',
            team_role_name: 'Cofounder',
            Enabled: true,
          },
          {
            user_id: 'u-3',
            email: 'alan@example.com',
            name: 'Alan Turing',
            role: 8,
            team_role: 'r-2',
            team_role_name: 'Executive Sponsor',
            Enabled: true,
          },
        ]),
      ),
      http.post(apiUrl('assessments/d-1/publish'), () => ok({ ...complete, kind: 'PUBLISHED' })),
    );
    const { user } = open('/app/assessment/build/d-1');

    await user.click(await screen.findByRole('button', { name: 'Assign to Team' }));
    expect(screen.getByRole('tab', { name: 'General setup', selected: true })).toBeTruthy();
    const publish = screen.getByRole('button', { name: 'Publish' });
    await user.click(publish);
    expect(await screen.findByText('Please select a team')).toBeTruthy();
    expect(screen.getAllByText('Please select a date')).toHaveLength(2);

    await user.click(screen.getByRole('combobox', { name: /Team/ }));
    await user.click(screen.getByRole('option', { name: 'Rocket' }));
    await user.type(screen.getByLabelText(/Launch date/), '2030-01-10T09:00');
    await user.type(screen.getByLabelText(/Due date/), '2030-01-20T17:00');
    await user.click(await screen.findByRole('checkbox', { name: 'Receiver: Grace Hopper' }));
    await user.click(screen.getByRole('checkbox', { name: 'Observer: Alan Turing' }));
    await user.click(publish);

    const dialog = await screen.findByRole('dialog', { name: 'Ready to publish?' });
    expect(dialog.textContent).toContain('Rocket');
    expect(dialog.textContent).toContain('Grace Hopper (Cofounder) — Receiver');
    expect(dialog.textContent).toContain('Alan Turing (Executive Sponsor) — Observer');
    expect(dialog.textContent).toContain('How ratings are shown: Open');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Publish reflection' }));

    await waitFor(() => expect(requests.some((r) => r.path === '/api/assessments/d-1/publish')).toBe(true));
    const body = requests.find((r) => r.path === '/api/assessments/d-1/publish')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      team_id: 't-1',
      members_with_roles: [
        { email: 'grace@example.com', observer: false, reciever: true },
        { email: 'alan@example.com', observer: true, reciever: false },
      ],
      // a cofounder team's reflection starts Open
      confidentiality: { mode: 'OPEN' },
      revision: 3,
    });
    expect(typeof body.launch_date).toBe('string');
  });

  describe('how ratings are shown (the promise takers read)', () => {
    const team = (team_id: string, team_name: string, team_type: TeamView['team_type']) =>
      ({ team_id, team_name, team_type }) as TeamView;
    const grace: TeamMemberView = {
      user_id: 'u-2',
      email: 'grace@example.com',
      name: 'Grace Hopper',
      role: 8,
      team_role: 'r-1',
      team_role_name: 'Cofounder',
      Enabled: true,
    } as TeamMemberView;

    function answerTeams(settings: () => Response) {
      answer(complete);
      server.use(
        http.get(apiUrl('teams'), () => ok([team('t-1', 'Rocket', 'COFOUNDER_TEAM'), team('t-2', 'Orbit', 'OS_TEAM')])),
        http.get(apiUrl('teams/t-1/members'), () => ok([grace])),
        http.get(apiUrl('teams/t-2/members'), () => ok([grace])),
        http.get(apiUrl('stats/settings'), settings),
        http.post(apiUrl('assessments/d-1/publish'), () => ok({ ...complete, kind: 'PUBLISHED' })),
      );
    }

    const ratings = () => screen.getByRole('radiogroup', { name: 'How ratings are shown' });
    const checked = () =>
      within(ratings())
        .getAllByRole('radio')
        .filter((radio) => (radio as HTMLInputElement).checked)
        .map((radio) => radio.getAttribute('value'));
    const minRaters = () => screen.getByRole('spinbutton', { name: /At least N raters/ }) as HTMLInputElement;
    const takersRead = () => screen.getByRole('note', { name: 'Takers will read' }).textContent;

    async function chooseTeam(user: ReturnType<typeof open>['user'], name: string) {
      await user.click(screen.getByRole('combobox', { name: /Team/ }));
      await user.click(screen.getByRole('option', { name }));
    }

    it('starts from the team’s type (cofounder Open, OS the client’s defaults) until the admin chooses, and publishes the choice', async () => {
      answerTeams(() => ok({ default_mode: 'CONFIDENTIAL', min_raters: 5 }));
      const { user } = open('/app/assessment/build/d-1');
      await user.click(await screen.findByRole('button', { name: 'Assign to Team' }));
      // before a team is chosen: the stricter reading, and where the start will come from
      expect(checked()).toEqual(['CONFIDENTIAL']);
      expect(screen.getByText(/Set by the team chosen/)).toBeTruthy();

      await chooseTeam(user, 'Rocket');
      await waitFor(() => expect(checked()).toEqual(['OPEN']));
      expect(screen.queryByRole('spinbutton', { name: /At least N raters/ })).toBeNull();
      expect(takersRead()).toContain(confidentialityPromise(OPEN));

      await chooseTeam(user, 'Orbit');
      await waitFor(() => expect(checked()).toEqual(['CONFIDENTIAL']));
      expect(minRaters().value).toBe('5');
      expect(takersRead()).toContain(confidentialityPromise(confidential(5)));

      // the admin's own choice stays when the team changes
      await user.clear(minRaters());
      await user.type(minRaters(), '6');
      await chooseTeam(user, 'Rocket');
      await user.click(await screen.findByRole('checkbox', { name: 'Receiver: Grace Hopper' }));
      expect(checked()).toEqual(['CONFIDENTIAL']);
      expect(minRaters().value).toBe('6');
      expect(takersRead()).toContain(confidentialityPromise(confidential(6)));

      await user.type(screen.getByLabelText(/Launch date/), '2030-01-10T09:00');
      await user.type(screen.getByLabelText(/Due date/), '2030-01-20T17:00');
      await user.click(screen.getByRole('button', { name: 'Publish' }));
      const dialog = await screen.findByRole('dialog', { name: 'Ready to publish?' });
      expect(dialog.textContent).toContain('How ratings are shown: Confidential, at least 6 raters');
      expect(dialog.textContent).toContain(confidentialityPromise(confidential(6)));
      await user.click(within(dialog).getByRole('button', { name: 'Publish reflection' }));

      await waitFor(() => expect(requests.some((r) => r.path === '/api/assessments/d-1/publish')).toBe(true));
      const body = requests.find((r) => r.path === '/api/assessments/d-1/publish')?.body as Record<string, unknown>;
      expect(body).toMatchObject({ team_id: 't-1', confidentiality: { mode: 'CONFIDENTIAL', min_raters: 6 } });
    });

    it('refuses an N outside 2 to 10 with the DTO’s words before anything is sent', async () => {
      answerTeams(() => ok({ default_mode: 'OPEN', min_raters: 4 }));
      const { user } = open('/app/assessment/build/d-1');
      await user.click(await screen.findByRole('button', { name: 'Assign to Team' }));
      await chooseTeam(user, 'Orbit');
      // the client's default for OS teams is Open here
      await waitFor(() => expect(checked()).toEqual(['OPEN']));
      await user.click(within(ratings()).getByRole('radio', { name: 'Confidential' }));
      expect(minRaters().value).toBe('4');
      await user.clear(minRaters());
      await user.type(minRaters(), '11');
      await user.click(screen.getByRole('button', { name: 'Publish' }));

      expect(await screen.findByText(ConfidentialityMessages.badMinRaters)).toBeTruthy();
      expect(minRaters().getAttribute('aria-invalid')).toBe('true');
      expect(screen.queryByRole('dialog', { name: 'Ready to publish?' })).toBeNull();
      expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    });

    it('falls back to Confidential with 3 raters for an OS team when the client’s defaults cannot be read', async () => {
      answerTeams(() => fails(500, 'down'));
      const { user } = open('/app/assessment/build/d-1');
      await user.click(await screen.findByRole('button', { name: 'Assign to Team' }));
      await chooseTeam(user, 'Rocket');
      await waitFor(() => expect(checked()).toEqual(['OPEN']));
      await waitFor(() => expect(requests.some((r) => r.path === '/api/stats/settings')).toBe(true));
      await chooseTeam(user, 'Orbit');
      await waitFor(() => expect(checked()).toEqual(['CONFIDENTIAL']));
      expect(minRaters().value).toBe('3');
      expect(takersRead()).toContain(confidentialityPromise(confidential(3)));
    });
  });

  it('keeps Publish off while a section has no question (Reflection can not be published)', async () => {
    answer();
    const { user } = open('/app/assessment/build/d-1');
    await user.click(await screen.findByRole('button', { name: 'Assign to Team' }));
    expect(screen.getByRole('button', { name: 'Publish' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(ReflectionMessages.cannotPublish)).toBeTruthy();
  });

  it('previews the form with the scale, a comment field and the Team member placeholder', async () => {
    answer();
    const { user } = open('/app/assessment/build/d-1');
    await user.click(await screen.findByRole('button', { name: 'Preview' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Reflection Preview' })).toBeTruthy();
    const group = screen.getAllByRole('radiogroup')[0];
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    expect(screen.getAllByText('Team member').length).toBeGreaterThan(0);
    const ids = [...document.querySelectorAll('[data-question-id]')].map((el) => el.getAttribute('data-question-id'));
    expect(ids.every((id) => /^\d{10}$/.test(id ?? ''))).toBe(true);

    await user.click(screen.getAllByRole('button', { name: 'Close Preview' })[0]);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Preview'));
  });

  it('asks Leave Page? before leaving unsaved changes', async () => {
    answer();
    const { user, router } = open('/app/assessment/build/d-1');
    await user.type(await screen.findByRole('textbox', { name: /Reflection title/ }), '!');
    await act(() => router.navigate('/app/assessment'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Page?' });
    expect(dialog.textContent).toContain('your changes will not be saved');
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/assessment'));
  });
});
