import { renderRoute } from '../../../shared/testing/render-route';
import { apiUrl, fails, ok, setupApiServer } from '../../../shared/testing/api-server';
import type { ReflectionView, DraftGeneralSettingsDto } from '@gc/contracts';
import { ReflectionMessages } from '@gc/contracts';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { builderReads } from '../testing/builder-handlers';
import { reflectionView, scale } from '../testing/reflection-fixtures';
import { ReflectionBuilderPage } from './reflection-builder-page';

/** Issue 29: General setup kept with a draft, the Cofounder assignee rule, Save as template, Leave to the list. */
const { server, requests } = setupApiServer();

const draft = reflectionView({ assessment_id: 'd-1', sections: [reflectionView({ assessment_id: 'x' }).sections[0]] });
const cofounderDraft = reflectionView({
  assessment_id: 'd-1',
  sections: [
    {
      section_id: 's-1',
      section_name: 'Build',
      section_description: '',
      questions: [
        {
          assessment_question_id: 'q-1',
          question_type: 'SKILL_BUILD',
          category_id: 'customer',
          category_name: 'Customer obsession',
          question_id: 'build-customer',
          question_name: 'Builds with customers',
          question_prompt: 'How does {name} build with customers?',
          definition: '',
          detailed_definition: [],
          question_scale: scale,
          question_scale_type: 'SCALE_0_4',
        },
      ],
    },
  ],
});
function answer(view: ReflectionView = draft) {
  server.use(
    ...builderReads(view),
    http.put(apiUrl(`assessments/${view.assessment_id}`), () => ok({ ...view, revision: view.revision + 1 })),
  );
}

const open = (url = '/app/assessment/build/d-1') =>
  renderRoute(<ReflectionBuilderPage />, { path: '/app/assessment/build/*', url });
const saveButton = () => screen.getByRole('button', { name: 'Save' });
const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

async function chooseRocket(user: ReturnType<typeof open>['user']) {
  await user.click(screen.getByRole('combobox', { name: /Team/ }));
  await user.click(screen.getByRole('option', { name: 'Rocket' }));
  await screen.findByRole('checkbox', { name: 'Receiver: Grace Hopper' });
}

beforeEach(() => window.localStorage.clear());

/** The draft as GET /assessments/{id} answers it after a Save that sent `settings` (the server's shape). */
function withSavedSetup(view: ReflectionView, settings: DraftGeneralSettingsDto): ReflectionView {
  const flags = new Map((settings.members_with_roles ?? []).map((m) => [m.email, m]));
  const members = [
    ['grace@example.com', 'Grace Hopper', '2', 'Cofounder'],
    ['alan@example.com', 'Alan Turing', '3', 'Executive Sponsor'],
  ].map(([email, name, team_role_id, team_role]) => ({
    user_id: email,
    email,
    name,
    team_role_id,
    team_role,
    observer: flags.get(email)?.observer ?? false,
    reciever: flags.get(email)?.reciever ?? false,
    completion: 'NOT_ASSIGNED' as const,
  }));
  return {
    ...view,
    revision: view.revision + 1,
    general_settings: {
      team_id: settings.team_id ?? '',
      team_name: 'Rocket',
      launch_date: settings.launch_date ?? '',
      due_date: settings.due_date ?? '',
      members: [...flags.keys()],
      members_with_roles: members,
      confidentiality: settings.confidentiality
        ? { mode: settings.confidentiality.mode, min_raters: settings.confidentiality.min_raters ?? null }
        : { mode: 'CONFIDENTIAL', min_raters: 3 },
      answered: false,
      draft: true,
      role: settings.role ?? null,
    },
  };
}

describe('General setup of a draft (issue 29)', () => {
  it('enables Save when General setup changes, saves it with the draft on the server and restores it from there', async () => {
    answer();
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Assign to Team' }));
    expect(saveButton().hasAttribute('disabled')).toBe(true);

    await chooseRocket(user);
    await user.type(screen.getByLabelText(/Launch date/), '2030-01-10T09:00');
    await user.type(screen.getByLabelText(/Due date/), '2030-01-20T17:00');
    await user.click(checkbox('Receiver: Grace Hopper'));
    await user.click(checkbox('Observer: Alan Turing'));
    expect(saveButton().hasAttribute('disabled')).toBe(false);

    await user.click(saveButton());
    expect(await screen.findByText(ReflectionMessages.saved)).toBeTruthy();
    const put = requests.find((r) => r.method === 'PUT' && r.path === '/api/assessments/d-1');
    const sent = (put?.body as { general_settings: DraftGeneralSettingsDto }).general_settings;
    expect(sent).toEqual({
      team_id: 't-1',
      launch_date: expect.stringMatching(/^2030-01-1\dT.*Z$/),
      due_date: expect.stringMatching(/^2030-01-2\dT.*Z$/),
      members_with_roles: [
        { email: 'grace@example.com', observer: false, reciever: true },
        { email: 'alan@example.com', observer: true, reciever: false },
      ],
      confidentiality: { mode: 'OPEN' },
    });
    await waitFor(() => expect(saveButton().hasAttribute('disabled')).toBe(true));
    // nothing is kept in this browser: the server has it
    expect(window.localStorage.length).toBe(0);

    // leave and open the draft again, as the server now answers it
    cleanup();
    answer(withSavedSetup(draft, sent));
    const again = open();
    await again.user.click(await screen.findByRole('button', { name: 'Assign to Team' }));
    expect(screen.getByRole('combobox', { name: /Team/ }).textContent).toBe('Rocket');
    expect((screen.getByLabelText(/Launch date/) as HTMLInputElement).value).toBe('2030-01-10T09:00');
    expect((screen.getByLabelText(/Due date/) as HTMLInputElement).value).toBe('2030-01-20T17:00');
    await waitFor(() => expect(checkbox('Receiver: Grace Hopper').checked).toBe(true));
    expect(checkbox('Observer: Alan Turing').checked).toBe(true);
    expect(checkbox('Receiver: Alan Turing').checked).toBe(false);
    expect((screen.getByRole('radio', { name: /Open/ }) as HTMLInputElement).checked).toBe(true);
    expect(saveButton().hasAttribute('disabled')).toBe(true);
  });

  it('drops the copy an earlier build kept in this browser', async () => {
    window.localStorage.setItem('gc.builder.draftSetup.d-1', JSON.stringify({ team_id: 't-1' }));
    answer();
    open();
    await screen.findByRole('button', { name: 'Assign to Team' });
    await waitFor(() => expect(window.localStorage.getItem('gc.builder.draftSetup.d-1')).toBeNull());
  });
});

describe('a reflection asking cofounder questions needs a Cofounder assignee (issue 29)', () => {
  it('says so near the member list and keeps Publish from going ahead until a Cofounder is assigned', async () => {
    answer(cofounderDraft);
    server.use(
      http.post(apiUrl('assessments/d-1/publish'), () => fails(400, ReflectionMessages.cofounderAssigneeRequired)),
    );
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Assign to Team' }));
    await chooseRocket(user);
    await user.type(screen.getByLabelText(/Launch date/), '2030-01-10T09:00');
    await user.type(screen.getByLabelText(/Due date/), '2030-01-20T17:00');
    // no error before anyone is ticked
    expect(screen.queryByText(ReflectionMessages.cofounderAssigneeRequired)).toBeNull();
    await user.click(checkbox('Receiver: Alan Turing'));

    const message = await screen.findByText(ReflectionMessages.cofounderAssigneeRequired);
    expect(message.closest('[role="alert"]')?.parentElement?.textContent).toContain('Members with roles');
    const publish = screen.getByRole('button', { name: 'Publish' });
    expect(publish.hasAttribute('disabled')).toBe(true);

    await user.click(checkbox('Observer: Grace Hopper'));
    await waitFor(() => expect(screen.queryByText(ReflectionMessages.cofounderAssigneeRequired)).toBeNull());
    expect(publish.hasAttribute('disabled')).toBe(false);

    // the server's refusal, if it comes anyway, is shown
    await user.click(publish);
    const dialog = await screen.findByRole('dialog', { name: 'Ready to publish?' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish reflection' }));
    expect(await screen.findByText(ReflectionMessages.cofounderAssigneeRequired)).toBeTruthy();
  });

  it('says so after a Publish attempt with no one ticked, and keeps Publish disabled', async () => {
    answer(cofounderDraft);
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Assign to Team' }));
    await chooseRocket(user);
    expect(screen.queryByText(ReflectionMessages.cofounderAssigneeRequired)).toBeNull();
    const publish = screen.getByRole('button', { name: 'Publish' });
    await user.click(publish);
    expect(await screen.findByText(ReflectionMessages.cofounderAssigneeRequired)).toBeTruthy();
    expect(publish.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('dialog', { name: 'Ready to publish?' })).toBeNull();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('says nothing for a reflection without cofounder questions', async () => {
    answer();
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Assign to Team' }));
    await chooseRocket(user);
    await user.click(checkbox('Receiver: Alan Turing'));
    expect(screen.queryByText(ReflectionMessages.cofounderAssigneeRequired)).toBeNull();
  });
});

describe('Save as template (issue 29)', () => {
  it('asks for the name and POSTs the form to /assessments/templates', async () => {
    answer();
    server.use(
      http.post(apiUrl('assessments/templates'), async ({ request }) =>
        ok({ ...draft, assessment_id: 'tpl-9', kind: 'TEMPLATE', ...((await request.json()) as object) }),
      ),
    );
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'More save options' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Save',
      'Clone',
      'Save as template',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Save as template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as template' });
    const name = within(dialog).getByRole('textbox', { name: /Template name/ }) as HTMLInputElement;
    expect(name.value).toBe(draft.assessment_name);
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
    expect(await within(dialog).findByText(ReflectionMessages.required)).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    await user.type(name, 'Acme quarterly');
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Acme quarterly is in your templates.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save as template' })).toBeNull());
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.path).toBe('/api/assessments/templates');
    expect(post?.body).toMatchObject({
      assessment_name: 'Acme quarterly',
      assessment_instructions: draft.assessment_instructions,
      sections: [{ section_name: 'Customers', questions: [{ question_id: 'mindset-customer' }, {}] }],
    });
  });
});

describe('Leave Page? (issue 29)', () => {
  it('Leave returns to the reflection list, wherever the navigation was going', async () => {
    answer();
    const { user, router } = open();
    await user.type(await screen.findByRole('textbox', { name: /Reflection title/ }), '!');
    await act(() => router.navigate('/app/dashboard'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Page?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/assessment'));
  });

  it('Stay keeps the form', async () => {
    answer();
    const { user, router } = open();
    await user.type(await screen.findByRole('textbox', { name: /Reflection title/ }), '!');
    await act(() => router.navigate('/app/dashboard'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Page?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Leave Page?' })).toBeNull());
    expect(router.state.location.pathname).toBe('/app/assessment/build/d-1');
  });
});
