import { renderRoute } from '../../../shared/testing/render-route';
import { apiUrl, fails, ok, setupApiServer } from '../../../shared/testing/api-server';
import {
  confidential,
  ConfidentialityMessages,
  confidentialityPromise,
  ReflectionMessages,
  TakeMessages,
  type ReflectionListItemView,
  type ReflectionView,
  type MemberWithRoleView,
  type ResultItemView,
  type TeamView,
} from '@gc/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatInTimeZone } from 'date-fns-tz';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { browserTimeZone, formatShownTime, localInputToInstant } from '../../../domain/reflections/reflection-dates';
import type { HistoryEntry } from '../api/audit-api';
import { PICK_INSTANT } from '../components/history-panel';
import { EditReflectionPage } from './edit-reflection-page';
import { ManageReflectionsPage } from './manage-reflections-page';

const { server, requests } = setupApiServer();

// The answers of GET /assessments/{id}, the team groups and GET /teams/{id}.
const reflectionItem = (over: Partial<ReflectionListItemView>): ReflectionListItemView => ({
  assessment_id: 'a-1',
  closed_at: null,
  assessment_name: 'Cofounder Baseline Q1',
  assessment_description: '',
  assessment_type: 'TEAM',
  kind: 'PUBLISHED',
  client_id: 'c-1',
  system: false,
  template_name: 'Cofounder Assessment - Baseline',
  assessment_status: 'UPCOMING',
  admin_closed: false,
  due_soon: false,
  team_id: 't-1',
  team_name: 'Rocket',
  // midday UTC: the same calendar day in every zone the tests may run in
  launch_date: '2026-03-07T12:00:00.000Z',
  due_date: '2026-03-21T12:00:00.000Z',
  question_count: 12,
  revision: 3,
  createdOn: 1_760_000_000,
  modifiedOn: 1_760_000_000,
  response_rate: { finished: 1, total: 3 },
  ...over,
});

const member = (over: Partial<MemberWithRoleView>): MemberWithRoleView => ({
  user_id: 'u-1',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  team_role_id: 'r-1',
  team_role: 'Cofounder',
  observer: false,
  reciever: true,
  completion: 'COMPLETED',
  ...over,
});

const reflection = (over: Partial<ReflectionView> = {}): ReflectionView => ({
  assessment_id: 'a-1',
  closed_at: null,
  assessment_name: 'Cofounder Baseline Q1',
  assessment_description: '',
  assessment_instructions: 'Answer for yourself and your cofounders.',
  assessment_type: 'TEAM',
  kind: 'PUBLISHED',
  client_id: 'c-1',
  system: false,
  template_name: 'Cofounder Assessment - Baseline',
  origin_id: 'tpl-1',
  assessment_status: 'UPCOMING',
  admin_closed: false,
  due_soon: false,
  revision: 3,
  createdOn: 1_760_000_000,
  modifiedOn: 1_760_000_000,
  modifiedBy: 'grace@example.com',
  sections: [
    {
      section_id: 's-1',
      section_name: 'Working together',
      section_description: '',
      questions: [],
    },
  ],
  general_settings: {
    team_id: 't-1',
    team_name: 'Rocket',
    launch_date: '2026-03-07T12:00:00.000Z',
    due_date: '2026-03-21T12:00:00.000Z',
    members: ['ada@example.com', 'bob@example.com'],
    members_with_roles: [
      member({}),
      member({
        user_id: 'u-2',
        email: 'bob@example.com',
        name: 'Bob Noyce',
        observer: true,
        reciever: false,
        completion: 'IN_PROGRESS',
      }),
      member({
        user_id: 'u-3',
        email: 'cy@example.com',
        name: 'Cy Young',
        team_role: 'Other',
        reciever: false,
        completion: 'NOT_ASSIGNED',
      }),
    ],
    confidentiality: { mode: 'CONFIDENTIAL', min_raters: 3 },
    answered: false,
  },
  observers: ['bob@example.com'],
  recievers: ['ada@example.com'],
  response_rate: { finished: 1, total: 2 },
  ...over,
});

const rocket: TeamView = {
  team_id: 't-1',
  team_name: 'Rocket',
  client_id: 'c-1',
  client_name: 'Acme',
  description: 'Builds rockets',
  team_type: 'OS_TEAM',
  stage: 's-1',
  stage_name: 'Idea',
  industry: 'i-1',
  industry_name: 'Fintech',
  date_founded: Date.UTC(2024, 0, 15),
  members: [],
};

/** The two pages at the addresses app/router.tsx mounts them at, so a test can go from one to the other. */
function ReflectionAdmin() {
  return (
    <Routes>
      <Route path="manage-assessments/:teamId" element={<ManageReflectionsPage />} />
      <Route path="edit-assessment/:reflectionId" element={<EditReflectionPage />} />
    </Routes>
  );
}

const openAt = (url: string) => renderRoute(<ReflectionAdmin />, { path: '/app/teams/*', url });
const openManage = () => openAt('/app/teams/manage-assessments/t-1');

const GROUPS = { upcoming: [], 'in-progress': [], 'past-due': [], closed: [] };

describe('/app/teams/manage-assessments/:teamId (Manage Reflections)', () => {
  it('groups the team’s reflections with their phase, suffix and response rate, each linking to its edit page', async () => {
    server.use(
      http.get(apiUrl('teams/t-1'), () => ok([rocket])),
      http.get(apiUrl('teams/t-1/assessments'), () =>
        ok({
          upcoming: [reflectionItem({ assessment_id: 'a-1', assessment_name: 'Baseline Q1' })],
          'in-progress': [
            reflectionItem({
              assessment_id: 'a-2',
              assessment_name: 'Validate',
              assessment_status: 'IN_PROGRESS',
              due_soon: true,
            }),
          ],
          'past-due': [
            reflectionItem({ assessment_id: 'a-3', assessment_name: 'Build', assessment_status: 'PAST_DUE' }),
          ],
          closed: [
            reflectionItem({
              assessment_id: 'a-4',
              assessment_name: 'Last year',
              assessment_status: 'ADMIN_CLOSED',
              admin_closed: true,
              response_rate: { finished: 2, total: 3 },
            }),
          ],
        }),
      ),
    );
    openManage();

    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    const first = within(upcoming).getByRole('link', { name: /Baseline Q1/ });
    expect(first.getAttribute('href')).toBe('/app/teams/edit-assessment/a-1?phase=UPCOMING');
    expect(first.textContent).toBe('Baseline Q1UpcomingLaunch March 07, 20261 of 3 finished');

    const inProgress = within(screen.getByRole('region', { name: 'In Progress' })).getByRole('link');
    expect(inProgress.textContent).toBe('ValidateIn ProgressDue SoonDue March 21, 20261 of 3 finished');
    const pastDue = within(screen.getByRole('region', { name: 'Past Due' })).getByRole('link');
    expect(pastDue.textContent).toBe('BuildPast DueDue March 21, 20261 of 3 finished');
    const closed = within(screen.getByRole('region', { name: 'Closed' })).getByRole('link');
    expect(closed.textContent).toBe('Last yearAdmin ClosedComplete March 21, 20262 of 3 finished');
    expect(closed.getAttribute('href')).toBe('/app/teams/edit-assessment/a-4?phase=ADMIN_CLOSED');
    expect(screen.getByRole('heading', { name: 'Closed (1)' })).toBeTruthy();
  });

  it('sends a reminder for a reflection in progress, showing who has finished and who was reminded', async () => {
    let remindAnswer = () => ok({ assessment_id: 'a-1', reminded: ['bob@example.com'] });
    let lastSent: string | null = null;
    server.use(
      http.get(apiUrl('assessments/a-1/remind'), () =>
        ok({ assessment_id: 'a-1', last_sent_at: lastSent, sent_today: false }),
      ),
      http.get(apiUrl('teams/t-1'), () => ok([rocket])),
      http.get(apiUrl('teams/t-1/assessments'), () =>
        ok({ ...GROUPS, 'in-progress': [reflectionItem({ assessment_status: 'IN_PROGRESS' })] }),
      ),
      http.get(apiUrl('assessments/a-1'), () => ok(reflection({ assessment_status: 'IN_PROGRESS' }))),
      http.post(apiUrl('assessments/a-1/remind'), () => remindAnswer()),
    );
    const { user } = openManage();

    await user.click(await screen.findByRole('button', { name: 'Send reminder: Cofounder Baseline Q1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send reminder: Cofounder Baseline Q1' });
    const finished = await within(dialog).findByRole('region', { name: 'Finished (1)' });
    expect(within(finished).getByText('Ada Lovelace')).toBeTruthy();
    const waiting = within(dialog).getByRole('region', { name: 'Not finished yet (1)' });
    expect(within(waiting).getByText('Bob Noyce')).toBeTruthy();
    expect(within(waiting).getByText('Started')).toBeTruthy();

    expect(await within(dialog).findByText('No reminder sent yet')).toBeTruthy();
    lastSent = SENT_AT;
    await user.click(within(dialog).getByRole('button', { name: 'Send reminder' }));
    expect(await within(dialog).findByText('Reminder sent to bob@example.com.')).toBeTruthy();
    expect(await within(dialog).findByText(`Last reminder sent ${sentAtShown()}`)).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/assessments/a-1/remind', body: null },
    ]);

    // the second time that day: the API's 429 in plain words
    remindAnswer = () => fails(429, TakeMessages.reminderSentToday);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Send reminder: Cofounder Baseline Q1' }));
    const again = await screen.findByRole('dialog', { name: 'Send reminder: Cofounder Baseline Q1' });
    await within(again).findByRole('region', { name: 'Finished (1)' });
    await user.click(within(again).getByRole('button', { name: 'Send reminder' }));
    expect(await within(again).findByText(TakeMessages.reminderSentToday)).toBeTruthy();
  });

  it('says a complete reflection is Complete once, with its date, on its card', async () => {
    server.use(
      http.get(apiUrl('teams/t-1'), () => ok([rocket])),
      http.get(apiUrl('teams/t-1/assessments'), () =>
        ok({
          ...GROUPS,
          closed: [
            reflectionItem({
              assessment_id: 'a-5',
              assessment_name: 'Finished round',
              assessment_status: 'COMPLETED',
              closed_at: '2026-11-27T12:00:00.000Z',
              response_rate: { finished: 3, total: 3 },
            }),
          ],
        }),
      ),
    );
    openManage();

    const closed = within(await screen.findByRole('region', { name: 'Closed' })).getByRole('link');
    expect(closed.textContent).toBe('Finished roundComplete November 27, 20263 of 3 finished');
    expect(closed.textContent?.match(/Complete/g)).toHaveLength(1);
    expect(
      within(screen.getByRole('region', { name: 'Closed' })).queryByRole('button', { name: /Send reminder/ }),
    ).toBeNull();
  });
});

/** A reminder sent at midday UTC: the same calendar day in every zone the tests may run in. */
const SENT_AT = '2026-11-27T12:00:00.000Z';
const sentAtShown = () => formatInTimeZone(SENT_AT, browserTimeZone(), "MMMM dd, yyyy 'at' HH:mm");

function answerReflection(view: ReflectionView) {
  server.use(http.get(apiUrl(`assessments/${view.assessment_id}`), () => ok(view)));
}

const openEdit = (phase = 'UPCOMING') => openAt(`/app/teams/edit-assessment/a-1?phase=${phase}`);

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('/app/teams/edit-assessment/:reflectionId (Edit Reflection)', () => {
  it('shows the phase, suffix, response rate and each member’s completion', async () => {
    answerReflection(reflection());
    openEdit();

    expect(await screen.findByRole('heading', { level: 2, name: 'Cofounder Baseline Q1' })).toBeTruthy();
    const header = screen.getByRole('region', { name: 'Cofounder Baseline Q1' });
    expect(within(header).getByText('Upcoming')).toBeTruthy();
    expect(within(header).getByText('Launch March 07, 2026')).toBeTruthy();
    expect(within(header).getByText('1 of 2 finished')).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Members of Rocket' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').at(-1)?.textContent)).toEqual([
      'Finished',
      'Started',
      'Not Assigned',
    ]);
    expect(screen.getByRole('checkbox', { name: 'Receiver: Ada Lovelace' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Observer: Bob Noyce' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Receiver: Cy Young' })).toHaveProperty('checked', false);
  });

  it('enables Save only when something changed, saves with the revision, says so and goes back', async () => {
    answerReflection(reflection());
    server.use(
      http.put(apiUrl('assessments/a-1/publish'), () => ok(reflection({ revision: 4 }))),
      http.get(apiUrl('teams/t-1'), () => ok([rocket])),
      http.get(apiUrl('teams/t-1/assessments'), () => ok(GROUPS)),
    );
    const { user, router } = openEdit();

    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    expect(input(/Launch date/).disabled).toBe(false);

    const receiverCy = screen.getByRole('checkbox', { name: 'Receiver: Cy Young' });
    await user.click(receiverCy);
    expect(save).toHaveProperty('disabled', false);
    await user.click(receiverCy);
    expect(save).toHaveProperty('disabled', true);

    const due = input(/Due date/);
    const moved = due.value.replace('-21T', '-28T');
    fireEvent.change(due, { target: { value: moved } });
    await user.click(receiverCy);
    await user.click(save);

    expect(await screen.findByText('Changes successfully saved!')).toBeTruthy();
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.body).toEqual({
      launch_date: '2026-03-07T12:00:00.000Z',
      due_date: '2026-03-28T12:00:00.000Z',
      members_with_roles: [
        { email: 'ada@example.com', observer: false, reciever: true },
        { email: 'bob@example.com', observer: true, reciever: false },
        { email: 'cy@example.com', observer: false, reciever: true },
      ],
      revision: 3,
    });
    // opened directly: 'back one page' is the team's Manage Reflections
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/teams/manage-assessments/t-1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Reflections' })).toBeTruthy();
  });

  it('refuses a due date before the launch before sending anything', async () => {
    answerReflection(reflection());
    const { user } = openEdit();

    const due = await screen.findByLabelText(/Due date/);
    fireEvent.change(due, { target: { value: '2026-03-01T09:00' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(ReflectionMessages.dueBeforeLaunch)).toBeTruthy();
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it.each(['IN_PROGRESS', 'PAST_DUE'] as const)('locks the launch date while %s', async (phase) => {
    answerReflection(reflection({ assessment_status: phase }));
    openEdit(phase);

    expect(await screen.findByText(ReflectionMessages.launchLocked)).toBeTruthy();
    expect(input(/Launch date/).disabled).toBe(true);
    expect(input(/Due date/).disabled).toBe(false);
    expect(screen.getByText(`Due March 21, 2026`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark as Complete' })).toBeTruthy();
  });

  it('sends a reminder from beside the completion list, saying when the last one went', async () => {
    let lastSent: string | null = null;
    answerReflection(reflection({ assessment_status: 'IN_PROGRESS' }));
    server.use(
      http.get(apiUrl('assessments/a-1/remind'), () =>
        ok({ assessment_id: 'a-1', last_sent_at: lastSent, sent_today: lastSent !== null }),
      ),
      http.post(apiUrl('assessments/a-1/remind'), () => {
        lastSent = SENT_AT;
        return ok({ assessment_id: 'a-1', reminded: ['bob@example.com'] });
      }),
    );
    const { user } = openEdit('IN_PROGRESS');

    const settings = await screen.findByRole('form', { name: 'Reflection settings' });
    await user.click(within(settings).getByRole('button', { name: 'Send reminder: Cofounder Baseline Q1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send reminder: Cofounder Baseline Q1' });
    const waiting = await within(dialog).findByRole('region', { name: 'Not finished yet (1)' });
    expect(within(waiting).getByText('Bob Noyce')).toBeTruthy();
    expect(await within(dialog).findByText('No reminder sent yet')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send reminder' }));
    expect(await within(dialog).findByText('Reminder sent to bob@example.com.')).toBeTruthy();
    expect(await within(dialog).findByText(`Last reminder sent ${sentAtShown()}`)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Send reminder' })).toHaveProperty('disabled', true);
    // the settings form was not submitted by the dialog
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([
      { method: 'POST', path: '/api/assessments/a-1/remind', body: null },
    ]);
  });

  it('refuses to leave a reflection asking cofounder questions without a Cofounder, near the members, before sending', async () => {
    const view = reflection();
    const skill = { question_type: 'SKILL_BUILD' } as ReflectionView['sections'][number]['questions'][number];
    answerReflection({
      ...view,
      sections: [{ ...view.sections[0], questions: [skill] }],
      general_settings: {
        ...view.general_settings!,
        members_with_roles: view.general_settings!.members_with_roles.map((m) =>
          m.email === 'ada@example.com'
            ? { ...m, team_role_id: '2' }
            : { ...m, team_role_id: '9', team_role: 'OS Team Member' },
        ),
      },
    });
    const { user } = openEdit();

    await user.click(await screen.findByRole('checkbox', { name: 'Receiver: Ada Lovelace' }));
    await user.click(screen.getByRole('checkbox', { name: 'Receiver: Cy Young' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ReflectionMessages.cofounderAssigneeRequired)).toBeTruthy();
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it.each(['UPCOMING', 'CLOSED'] as const)('offers no reminder while %s', async (phase) => {
    answerReflection(reflection({ assessment_status: phase }));
    openEdit(phase);
    await screen.findByRole('form', { name: 'Reflection settings' });
    expect(screen.queryByRole('button', { name: /Send reminder/ })).toBeNull();
  });

  it('says a complete reflection is Complete once, with its date', async () => {
    answerReflection(reflection({ assessment_status: 'COMPLETED', closed_at: '2026-11-27T12:00:00.000Z' }));
    openEdit('COMPLETED');
    const header = await screen.findByRole('region', { name: 'Cofounder Baseline Q1' });
    expect(within(header).getByText('Complete November 27, 2026')).toBeTruthy();
    expect(header.textContent?.match(/Complete/g)).toHaveLength(1);
  });

  it('locks both dates of a closed reflection, which offers neither Mark as Complete, Save nor Rename', async () => {
    answerReflection(reflection({ assessment_status: 'CLOSED' }));
    openEdit('CLOSED');

    expect(await screen.findAllByText(ReflectionMessages.datesLocked)).toHaveLength(2);
    expect(input(/Launch date/).disabled).toBe(true);
    expect(input(/Due date/).disabled).toBe(true);
    expect(screen.getByText('Complete March 21, 2026')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark as Complete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rename' })).toBeNull();
  });

  it('marks an in-progress reflection complete after confirming: it shows Admin Closed', async () => {
    let closed = false;
    server.use(
      http.get(apiUrl('assessments/a-1'), () =>
        ok(
          closed
            ? reflection({ assessment_status: 'ADMIN_CLOSED', admin_closed: true, revision: 4 })
            : reflection({ assessment_status: 'IN_PROGRESS' }),
        ),
      ),
      http.post(apiUrl('assessments/a-1/publish/admin_close'), () => {
        closed = true;
        return ok(reflection({ assessment_status: 'ADMIN_CLOSED', admin_closed: true, revision: 4 }));
      }),
    );
    const { user } = openEdit('IN_PROGRESS');

    await user.click(await screen.findByRole('button', { name: 'Mark as Complete' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark as Complete?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Complete' }));

    expect(await screen.findByText('Admin Closed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark as Complete' })).toBeNull();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/api/assessments/a-1/publish/admin_close',
    ]);
  });

  it('says a save went stale (409) and Reload shows what the server holds now', async () => {
    let version = 3;
    server.use(
      http.get(apiUrl('assessments/a-1'), () =>
        ok(
          reflection({
            revision: version,
            assessment_name: version > 3 ? 'Renamed by Grace' : 'Cofounder Baseline Q1',
          }),
        ),
      ),
      http.put(apiUrl('assessments/a-1/publish'), () => {
        version = 4;
        return fails(409, ReflectionMessages.staleRevision);
      }),
    );
    const { user } = openEdit();

    await user.click(await screen.findByRole('checkbox', { name: 'Receiver: Cy Young' }));
    // Save is enabled once the form knows it changed: click it only then (a loaded CI clicked it disabled)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain(ReflectionMessages.staleRevision);
    // nothing reloads by itself: the message stays, and so do the edits, until the admin chooses Reload
    const reads = () => requests.filter((r) => r.method === 'GET' && r.path === '/api/assessments/a-1').length;
    const readsBefore = reads();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(reads()).toBe(readsBefore);
    expect(screen.getByRole('alert').textContent).toContain(ReflectionMessages.staleRevision);
    expect(screen.getByRole('checkbox', { name: 'Receiver: Cy Young' })).toHaveProperty('checked', true);

    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Reload' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Renamed by Grace' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Receiver: Cy Young' })).toHaveProperty('checked', false);
  });

  describe('how ratings are shown', () => {
    const promised = (over: Partial<NonNullable<ReflectionView['general_settings']>>) => {
      const base = reflection();
      return reflection({ general_settings: { ...base.general_settings!, ...over } });
    };
    const ratings = () => screen.getByRole('radiogroup', { name: 'How ratings are shown' });
    const radio = (name: 'Open' | 'Confidential') => within(ratings()).getByRole('radio', { name }) as HTMLInputElement;
    const minRaters = () => screen.getByRole('spinbutton', { name: /At least N raters/ }) as HTMLInputElement;

    it('starts from the reflection’s promise and sends a stricter one, with the words takers will read', async () => {
      answerReflection(promised({ confidentiality: { mode: 'OPEN', min_raters: null }, answered: true }));
      server.use(
        http.put(apiUrl('assessments/a-1/publish'), () => ok(reflection({ revision: 4 }))),
        http.get(apiUrl('teams/t-1'), () => ok([rocket])),
        http.get(apiUrl('teams/t-1/assessments'), () => ok(GROUPS)),
      );
      const { user } = openEdit();

      expect(await screen.findByRole('radio', { name: 'Open' })).toHaveProperty('checked', true);
      // answered under Open: every Confidential is stricter, so nothing is disabled
      expect(radio('Confidential').disabled).toBe(false);
      expect(screen.getByText(ConfidentialityMessages.onlyStricter)).toBeTruthy();
      await user.click(radio('Confidential'));
      await user.clear(minRaters());
      await user.type(minRaters(), '4');
      expect(screen.getByRole('note', { name: 'Takers will read' }).textContent).toContain(
        confidentialityPromise(confidential(4)),
      );
      await user.click(screen.getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('Changes successfully saved!')).toBeTruthy();
      expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
        confidentiality: { mode: 'CONFIDENTIAL', min_raters: 4 },
        revision: 3,
      });
    });

    it('once someone has answered, disables the looser choices with the reason and keeps N from going down', async () => {
      answerReflection(promised({ confidentiality: { mode: 'CONFIDENTIAL', min_raters: 4 }, answered: true }));
      const { user } = openEdit();

      expect(await screen.findByRole('radio', { name: 'Confidential' })).toHaveProperty('checked', true);
      expect(radio('Open').disabled).toBe(true);
      expect(ratings().getAttribute('aria-describedby')).toBeTruthy();
      const reason = screen.getByText(ConfidentialityMessages.onlyStricter);
      expect(ratings().getAttribute('aria-describedby')?.split(' ')).toContain(reason.id);
      expect(minRaters().value).toBe('4');
      expect(minRaters().min).toBe('4');

      await user.clear(minRaters());
      await user.type(minRaters(), '3');
      await user.click(screen.getByRole('button', { name: 'Save' }));

      expect(await screen.findAllByText(ConfidentialityMessages.onlyStricter)).toHaveLength(2);
      expect(minRaters().getAttribute('aria-invalid')).toBe('true');
      expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
    });

    it('shows the server’s words when someone answered meanwhile (409 CONFIDENTIALITY_ONLY_STRICTER), then disables Open', async () => {
      let answered = false;
      server.use(
        http.get(apiUrl('assessments/a-1'), () => ok(promised({ answered }))),
        http.put(apiUrl('assessments/a-1/publish'), () => {
          answered = true;
          return HttpResponse.json(
            { statusCode: 409, code: 'CONFIDENTIALITY_ONLY_STRICTER', message: ConfidentialityMessages.onlyStricter },
            { status: 409 },
          );
        }),
      );
      const { user } = openEdit();

      await user.click(await screen.findByRole('radio', { name: 'Open' }));
      expect(screen.queryByRole('spinbutton', { name: /At least N raters/ })).toBeNull();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false));
      await user.click(screen.getByRole('button', { name: 'Save' }));

      const alerts = await screen.findAllByRole('alert', {}, { timeout: 10_000 });
      expect(alerts.some((alert) => alert.textContent === ConfidentialityMessages.onlyStricter)).toBe(true);
      expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({ confidentiality: { mode: 'OPEN' } });
      // not a stale revision: no Reload, and the page learns that someone has answered
      expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
      await waitFor(() => expect(radio('Open').disabled).toBe(true));
    });
  });

  it('previews the reflection and closes the preview without losing the form', async () => {
    answerReflection(reflection());
    const { user } = openEdit();

    await user.click(await screen.findByRole('checkbox', { name: 'Receiver: Cy Young' }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Reflection Preview' })).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Close Preview' })[0]);

    expect(screen.getByRole('checkbox', { name: 'Receiver: Cy Young' })).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
  });

  it('renames a published reflection', async () => {
    let name = 'Cofounder Baseline Q1';
    server.use(
      http.get(apiUrl('assessments/a-1'), () => ok(reflection({ assessment_name: name }))),
      http.patch(apiUrl('assessments/a-1/publish'), async ({ request }) => {
        name = ((await request.json()) as { assessment_name: string }).assessment_name;
        return ok(reflection({ assessment_name: name, revision: 4 }));
      }),
    );
    const { user } = openEdit();

    await user.click(await screen.findByRole('button', { name: 'Rename' }));
    const field = screen.getByLabelText('Reflection name');
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText(ReflectionMessages.required)).toBeTruthy();
    await user.type(field, 'Baseline, spring');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Rename' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Baseline, spring' })).toBeTruthy();
    expect(screen.getByText('Changes successfully saved')).toBeTruthy();
  });

  it('deletes a draft after its confirmation', async () => {
    answerReflection(
      reflection({ kind: 'DRAFT', assessment_status: 'NEW', general_settings: null, response_rate: null }),
    );
    server.use(http.delete(apiUrl('assessments/a-1'), () => ok(null)));
    const { user, router } = openEdit('NEW');

    await user.click(await screen.findByRole('button', { name: 'Delete draft' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this draft?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Reflection deleted')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/assessment'));
  });

  it('says a reflection that is not there is not found', async () => {
    server.use(http.get(apiUrl('assessments/a-1'), () => fails(404, ReflectionMessages.reflectionNotFound)));
    openEdit();

    expect(await screen.findByText(ReflectionMessages.reflectionNotFound)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Reflection' })).toBeTruthy();
  });
});

describe('/app/teams/edit-assessment/:reflectionId (History panel)', () => {
  // midday UTC: the same calendar day in every zone the tests may run in
  const CREATED = '2026-03-02T12:00:00.000Z';
  const RENAMED = '2026-03-04T12:00:00.000Z';
  const HISTORY: HistoryEntry[] = [
    {
      position: '10.1',
      at: CREATED,
      actor_id: 'u-9',
      actor: 'Grace Hopper',
      type: 'ReflectionCreated',
      summary: "created the draft 'Baseline draft' from the template 'Cofounder Assessment - Baseline'",
      correlation_id: 'c-1',
    },
    {
      position: '12.1',
      at: RENAMED,
      actor_id: 'u-9',
      actor: 'Grace Hopper',
      type: 'ReflectionRenamed',
      summary: "renamed from 'Baseline draft' to 'Cofounder Baseline Q1'",
      correlation_id: 'c-2',
    },
  ];
  const result = (over: Partial<ResultItemView>, values: [number | null, number | null]): ResultItemView => ({
    question_id: 'q-1',
    assessment_question_id: 'aq-1',
    question_name: 'Shared vision',
    question_category: 'Mindset',
    desc_2: '',
    question_definition: '',
    question_detailed_definition: [],
    data: (['MY_TEAM_SELF_ASSESSMENT', 'MY_TEAM_AVERAGE'] as const).map((option, i) => ({
      name: option,
      option,
      value: values[i],
      score: values[i] === null ? 1 : 3,
      email: null,
      dials: [0, 4],
      info: {
        bullets: values[i] === null ? ['Shown once at least 3 people have answered.'] : [],
        withheld: values[i] === null,
      },
    })),
    quotes: { individual_comments: [], team_comments: [] },
    chart: 'MINDSET',
    score_definition: [],
    question_assessment_name: 'Cofounder Baseline Q1',
    question_assessment_status: 'In Progress',
    question_assessment_due_date: '2026-03-21T12:00:00.000Z',
    ...over,
  });

  /** Now: 'Cofounder Baseline Q1' in progress; asked with ?at=, the draft as it was, or in progress for `then`. */
  function answerNowAndThen(then: Partial<ReflectionView>) {
    const asked: string[] = [];
    server.use(
      http.get(apiUrl('assessments/a-1'), ({ request }) => {
        const at = new URL(request.url).searchParams.get('at');
        if (!at) return ok(reflection({ assessment_status: 'IN_PROGRESS' }));
        asked.push(`assessment ${at}`);
        return ok(reflection({ revision: 1, ...then }));
      }),
      http.get(apiUrl('assessments/a-1/history'), () => ok(HISTORY)),
      http.get(apiUrl('stats'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(`stats ${query.get('type')} ${query.get('option_1')} ${query.get('option_2')} ${query.get('at')}`);
        return ok(query.get('type') === 'MINDSET' ? [result({}, [2.5, null])] : []);
      }),
    );
    return asked;
  }

  it('is folded away until asked for, then shows the timeline newest first with when, who and what', async () => {
    answerNowAndThen({});
    const { user } = openEdit('IN_PROGRESS');

    const panel = await screen.findByRole('region', { name: 'History' });
    expect(requests.some((r) => r.path.endsWith('/history'))).toBe(false);
    const toggle = within(panel).getByRole('button', { name: 'Show history' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);

    const timeline = await within(panel).findByRole('list', { name: 'Timeline, newest first' });
    const entries = within(timeline).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      `${formatShownTime(RENAMED)} · Grace Hopper${HISTORY[1].summary}View as of`,
      `${formatShownTime(CREATED)} · Grace Hopper${HISTORY[0].summary}View as of`,
    ]);
    expect(formatShownTime(RENAMED)).toMatch(/^March 04, 2026, \d{2}:\d{2}$/);
    expect(within(panel).getByRole('button', { name: 'Hide history' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('views the reflection as of an entry, read-only with its results then, and goes back to now', async () => {
    const asked = answerNowAndThen({
      assessment_name: 'Baseline draft',
      assessment_status: 'IN_PROGRESS',
      response_rate: { finished: 0, total: 2 },
    });
    const { user } = openEdit('IN_PROGRESS');
    await user.click(await screen.findByRole('button', { name: 'Show history' }));
    await user.click(await screen.findByRole('button', { name: `View as of ${formatShownTime(CREATED)}` }));

    const banner = await screen.findByRole('heading', {
      level: 2,
      name: `Viewing as of ${formatShownTime(CREATED)} — read-only`,
    });
    await waitFor(() => expect(document.activeElement).toBe(banner));
    const view = screen.getByRole('region', { name: banner.textContent ?? '' });
    expect(await within(view).findByRole('heading', { level: 3, name: 'Baseline draft' })).toBeTruthy();
    expect(within(view).getByText('0 of 2 finished')).toBeTruthy();
    // read-only: nothing of the page's editing is there, only the way back
    expect(screen.queryByRole('heading', { level: 2, name: 'Cofounder Baseline Q1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rename' })).toBeNull();
    expect(within(view).queryAllByRole('checkbox')).toEqual([]);
    const members = within(view).getByRole('table', { name: 'Members of Rocket then' });
    expect(
      within(members)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      'Ada LovelaceCofounderReceiverFinished',
      'Bob NoyceCofounderObserverStarted',
      'Cy YoungOther—Not Assigned',
    ]);

    const mindset = await within(view).findByRole('table', { name: 'Mindset' });
    expect(
      within(mindset)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['QuestionTeam Self-AssessmentTeam Results', 'Shared vision2.50 (3)Withheld']);
    expect(within(view).getByText('Withheld: Shown once at least 3 people have answered.')).toBeTruthy();
    expect(await within(view).findByText('Skills: no questions of this type.')).toBeTruthy();
    expect(asked.sort()).toEqual([
      `assessment ${CREATED}`,
      `stats MINDSET MY_TEAM_SELF_ASSESSMENT MY_TEAM_AVERAGE ${CREATED}`,
      `stats SKILLS MY_TEAM_SELF_ASSESSMENT MY_TEAM_AVERAGE ${CREATED}`,
      `stats TEAM_DYNAMICS MY_TEAM_SELF_ASSESSMENT MY_TEAM_AVERAGE ${CREATED}`,
    ]);
    const chosen = within(screen.getByRole('list', { name: 'Timeline, newest first' })).getAllByRole('listitem')[1];
    expect(chosen.getAttribute('aria-current')).toBe('true');

    await user.click(within(view).getByRole('button', { name: 'Back to now' }));
    const name = await screen.findByRole('heading', { level: 2, name: 'Cofounder Baseline Q1' });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(screen.queryByText(/Viewing as of/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('views it as of a date and time picked in the viewer’s zone; a draft then has no results', async () => {
    const asked = answerNowAndThen({
      kind: 'DRAFT',
      assessment_status: 'NEW',
      assessment_name: 'Baseline draft',
      general_settings: null,
      response_rate: null,
    });
    const { user } = openEdit('IN_PROGRESS');
    await user.click(await screen.findByRole('button', { name: 'Show history' }));

    await user.click(await screen.findByRole('button', { name: 'View' }));
    expect(await screen.findByText(PICK_INSTANT)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('View as of'), { target: { value: '2026-03-03T09:30' } });
    await user.click(screen.getByRole('button', { name: 'View' }));

    const at = localInputToInstant('2026-03-03T09:30', browserTimeZone());
    expect(await screen.findByRole('heading', { level: 3, name: 'Baseline draft' })).toBeTruthy();
    expect(screen.getByText(`Viewing as of March 03, 2026, 09:30 — read-only`)).toBeTruthy();
    expect(screen.getByText('No results then: it was not published yet.')).toBeTruthy();
    expect(screen.getByText('Not assigned to anyone then.')).toBeTruthy();
    expect(asked).toEqual([`assessment ${at}`]);
  });

  it('says the reflection did not exist yet before it was created', async () => {
    answerNowAndThen({});
    server.use(
      http.get(apiUrl('assessments/a-1'), ({ request }) =>
        new URL(request.url).searchParams.get('at')
          ? fails(404, ReflectionMessages.reflectionNotFound)
          : ok(reflection({ assessment_status: 'IN_PROGRESS' })),
      ),
    );
    const { user } = openEdit('IN_PROGRESS');
    await user.click(await screen.findByRole('button', { name: 'Show history' }));
    fireEvent.change(await screen.findByLabelText('View as of'), { target: { value: '2020-01-01T00:00' } });
    await user.click(screen.getByRole('button', { name: 'View' }));

    expect(await screen.findByText('The reflection did not exist yet at that time.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to now' })).toBeTruthy();
  });
});

describe('/app/teams/manage-assessments/:teamId (a failed load)', () => {
  it('says the reflections could not load, with Retry, instead of four empty groups', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('teams/t-1'), () => ok([rocket])),
      http.get(apiUrl('teams/t-1/assessments'), () =>
        ++calls === 1
          ? HttpResponse.json({ message: 'The reflections service is down.' }, { status: 500 })
          : ok({ upcoming: [], 'in-progress': [], 'past-due': [], closed: [] }),
      ),
    );
    const { user } = openManage();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We could not load the team's reflections. The reflections service is down.");
    expect(screen.queryByText('No reflections')).toBeNull();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Upcoming (0)' })).toBeTruthy();
    expect(screen.getAllByText('No reflections')).toHaveLength(4);
  });
});
