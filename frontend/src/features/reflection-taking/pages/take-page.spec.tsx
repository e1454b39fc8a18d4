import { renderRoute, sessionOf } from '../../../shared/testing/render-route';
import { apiUrl, fails, ok, setupApiServer } from '../../../shared/testing/api-server';
import {
  confidential,
  confidentialityPromise,
  OPEN,
  TakeMessages,
  type ReflectionQuestionView,
  type QuestionType,
  type TakeListItemView,
  type TakeView,
} from '@gc/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { WELCOME_SEEN_KEY } from '../components/baseline-welcome';
import { ALL_SAVED, RETRYING, SAVING } from '../components/save-status';
import { COMMENT_PAUSE_MS, keepaliveBodies } from '../hooks/use-take-autosave';
import { TakePage } from './take-page';

const { server, requests } = setupApiServer();
/** A save's body without the page's id and the save's number (`writer`, `writer_seq`: checked on their own). */
const withoutWriter = (body: unknown) => {
  const { writer: _writer, writer_seq: _seq, ...rest } = body as { writer?: string; writer_seq?: number };
  return rest;
};
const member = () => sessionOf({ role: 8, id: 'u-ada' });

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

const scale = [0, 1, 2, 3, 4].map((value) => ({
  value: value as 0 | 1 | 2 | 3 | 4,
  label: `Level ${value}`,
  tooltip: `What level ${value} looks like`,
}));

const question = (id: string, type: QuestionType, prompt: string): ReflectionQuestionView => ({
  assessment_question_id: id,
  question_type: type,
  category_id: 'c',
  category_name: 'Category',
  question_id: `cat-${id}`,
  question_name: prompt,
  question_prompt: prompt,
  definition: '',
  detailed_definition: [],
  question_scale: type === 'OPEN' ? [] : scale,
  question_scale_type: type === 'OPEN' ? 'OPEN_TEXT' : 'SCALE_0_4',
});

const take = (over: Partial<TakeView> = {}): TakeView => ({
  ...item({ assessment_take_user_phase: 'IN_PROGRESS', status: 'IN_PROGRESS' }),
  assessment_instructions: 'Answer for the last month.',
  sections: [
    {
      section_id: 's-1',
      section_name: 'Mindset',
      section_description: '',
      questions: [question('q-1', 'MINDSET', 'How do you handle setbacks?')],
    },
    {
      section_id: 's-2',
      section_name: 'Team',
      section_description: '',
      questions: [
        question('q-2', 'TEAM_DYNAMIC', 'How well does the team decide?'),
        question('q-3', 'OPEN', 'What should the team start doing?'),
      ],
    },
  ],
  subjects: [
    { user_id: 'u-ada', name: 'Ada Lovelace', email: 'ada@example.com', self: true },
    { user_id: 'u-bob', name: 'Bob Noyce', email: 'bob@example.com', self: false },
  ],
  answers: [],
  section_index: 0,
  submitted_at: null,
  editable: true,
  confidentiality: { mode: 'CONFIDENTIAL', min_raters: 3 },
  confidentiality_promise: confidentialityPromise(confidential(3)),
  ...over,
});

/** A question's scale for one person: labelled by the prompt (numbered) and the person. */
const group = (prompt: string, person: string) =>
  screen.getByRole('radiogroup', { name: (name) => name.includes(prompt) && name.endsWith(` ${person}`) });

beforeEach(() => window.localStorage.setItem(WELCOME_SEEN_KEY, 'true'));
afterEach(() => window.localStorage.clear());

describe('/app/assessment/take (the inbox)', () => {
  it('says welcome when there is nothing at all', async () => {
    server.use(http.get(apiUrl('assessments/take'), () => ok([])));
    renderRoute(<TakePage />, { path: '/app/assessment/take/*', url: '/app/assessment/take', session: member() });

    expect(await screen.findByText('Welcome to your GrowthCatalyst Inbox!')).toBeTruthy();
    expect(screen.getByText('Forms awaiting your response will magically appear here. Stay tuned!')).toBeTruthy();
  });

  it('lists pending forms soonest due first with their labels, and completed forms apart', async () => {
    server.use(
      http.get(apiUrl('assessments/take'), () =>
        ok([
          item({
            assessment_id: 'a-3',
            assessment_name: 'Done',
            assessment_take_user_phase: 'COMPLETED',
            status: 'COMPLETED',
          }),
          item({ assessment_id: 'a-2', assessment_name: 'Later', due_date: '2026-04-21T12:00:00.000Z' }),
          item({ assessment_id: 'a-1', assessment_name: 'Sooner', status: 'DUE_SOON' }),
        ]),
      ),
    );
    renderRoute(<TakePage />, { path: '/app/assessment/take/*', url: '/app/assessment/take', session: member() });

    const pending = await screen.findByRole('region', { name: 'Pending forms (2)' });
    const links = within(pending).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'SoonerRocket · Due March 21, 2026Due Soon',
      'LaterRocket · Due April 21, 2026New',
    ]);
    expect(links[0].getAttribute('href')).toBe('/app/assessment/take/a-1');
    const completed = screen.getByRole('region', { name: 'Completed forms (1)' });
    expect(within(completed).getByText('Complete')).toBeTruthy();
  });

  it('says hooray when nothing is pending', async () => {
    server.use(
      http.get(apiUrl('assessments/take'), () =>
        ok([item({ assessment_take_user_phase: 'COMPLETED', status: 'COMPLETED' })]),
      ),
    );
    renderRoute(<TakePage />, { path: '/app/assessment/take/*', url: '/app/assessment/take', session: member() });

    expect(await screen.findByText('Hooray! You have no pending forms.')).toBeTruthy();
    expect(screen.getByText('Feel free to relax and check back later!')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Completed forms (1)' })).toBeTruthy();
  });

  it('welcomes a member with a baseline once per browser', async () => {
    window.localStorage.clear();
    server.use(http.get(apiUrl('assessments/take'), () => ok([item({ is_baseline: true })])));
    const { user, router } = renderRoute(<TakePage />, {
      path: '/app/assessment/take/*',
      url: '/app/assessment/take',
      session: member(),
    });

    const dialog = await screen.findByRole('dialog', { name: 'Welcome to GrowthCatalyst!' });
    await user.click(within(dialog).getByRole('button', { name: 'Take reflection' }));
    expect(router.state.location.pathname).toBe('/app/assessment/take/a-1');
    expect(window.localStorage.getItem(WELCOME_SEEN_KEY)).toBe('true');
  });
});

describe('/app/assessment/take/{id} (the fill-in screen)', () => {
  const at = { path: '/app/assessment/take/*', url: '/app/assessment/take/a-1', session: member() };

  it('blocks Next with the warning until the section is answered, then saves only the changed answers', async () => {
    server.use(
      http.get(apiUrl('assessments/take/a-1'), () => ok(take({ answers: [] }))),
      http.put(apiUrl('assessments/take/a-1'), () => ok(take())),
    );
    const { user } = renderRoute(<TakePage />, at);

    await user.click(await screen.findByRole('button', { name: 'Begin reflection' }));
    expect(await screen.findByRole('heading', { name: 'Mindset' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText(TakeMessages.incompleteTitle)).toBeTruthy();
    expect(screen.getByText(TakeMessages.incomplete)).toBeTruthy();
    expect(screen.getAllByText(TakeMessages.makeSelection)).toHaveLength(2);
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([]);

    const prompt = 'How do you handle setbacks?';
    await user.click(within(group(prompt, 'Ada Lovelace (SA)')).getByRole('radio', { name: 'Level 3' }));
    await user.click(within(group(prompt, 'Bob Noyce')).getByRole('radio', { name: 'Level 2' }));
    await user.type(screen.getByRole('textbox', { name: `Comment (optional) — Bob Noyce — ${prompt}` }), 'Calm');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Team' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(ALL_SAVED));
    const puts = requests.filter((r) => r.method === 'PUT').map((r) => r.body as { answers?: unknown[] });
    const sent = puts.flatMap((body) => body.answers ?? []);
    // each answer once: a rating at once, the comment on its blur, Next the section; nothing unchanged again
    expect(sent).toEqual(
      expect.arrayContaining([
        { assessment_question_id: 'q-1', subject: 'u-ada', response: 3 },
        expect.objectContaining({ assessment_question_id: 'q-1', subject: 'u-bob', comment: 'Calm' }),
      ]),
    );
    const bob = sent.filter((a) => (a as { subject: string }).subject === 'u-bob');
    expect(bob.some((a) => (a as { response?: number }).response === 2)).toBe(true);
    expect(puts.at(-1)).toEqual(expect.objectContaining({ section_index: 1 }));
    const adaSent = sent.filter((a) => (a as { subject: string }).subject === 'u-ada');
    expect(adaSent).toHaveLength(1);
  });

  it('resumes at section_index and submits after the confirmation', async () => {
    server.use(
      http.get(apiUrl('assessments/take/a-1'), () =>
        ok(
          take({
            section_index: 1,
            answers: [
              { assessment_question_id: 'q-1', subject: 'u-ada', response: 3, comment: '' },
              { assessment_question_id: 'q-1', subject: 'u-bob', response: 2, comment: '' },
              { assessment_question_id: 'q-2', subject: 'TEAM', response: 4, comment: '' },
            ],
          }),
        ),
      ),
      http.put(apiUrl('assessments/take/a-1'), () => ok(take())),
      http.post(apiUrl('assessments/take/a-1/complete'), () =>
        ok({ assessment_id: 'a-1', assessment_take_user_phase: 'COMPLETED', recorded: 1 }),
      ),
    );
    const { user, router } = renderRoute(<TakePage />, at);

    expect(await screen.findByRole('heading', { name: 'Team' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit reflection' }));
    expect(await screen.findByText(TakeMessages.required)).toBeTruthy();

    await user.type(
      screen.getByRole('textbox', { name: 'Your answer — What should the team start doing?' }),
      'Ship weekly',
    );
    await user.click(screen.getByRole('button', { name: 'Submit reflection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit reflection?' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(TakeMessages.submitted)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/assessment/take'));
    const complete = requests.find((r) => r.path.endsWith('/complete'));
    const body = complete?.body as { answers: unknown[]; section_index: number };
    expect(body.section_index).toBe(1);
    // only what was not saved yet goes along (the blur may already have saved it)
    for (const answer of body.answers)
      expect(answer).toEqual({ assessment_question_id: 'q-3', subject: 'TEAM', comment: 'Ship weekly' });
  });

  it('heads the one card of a team-dynamics and of an open question "The team", where a person card shows the name', async () => {
    server.use(http.get(apiUrl('assessments/take/a-1'), () => ok(take({ section_index: 1 }))));
    const { user } = renderRoute(<TakePage />, at);

    expect(await screen.findByRole('heading', { name: 'Team' })).toBeTruthy();
    /** The block of a question: its numbered prompt (an h3) and the cards below it. */
    const block = (prompt: string) => screen.getByRole('heading', { level: 3, name: (name) => name.endsWith(prompt) });
    for (const prompt of ['How well does the team decide?', 'What should the team start doing?']) {
      const cards = block(prompt).parentElement as HTMLElement;
      expect(within(cards).getByText('The team', { exact: true })).toBeTruthy();
      expect(within(cards).queryByText(/Ada Lovelace|Bob Noyce/)).toBeNull();
    }
    expect(screen.getAllByText('The team', { exact: true })).toHaveLength(2);
    expect(group('How well does the team decide?', 'The team')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Mindset' })).toBeTruthy();
    expect(screen.getByText('Ada Lovelace (SA)', { exact: true })).toBeTruthy();
    expect(screen.getByText('Bob Noyce', { exact: true })).toBeTruthy();
    expect(screen.queryByText('The team', { exact: true })).toBeNull();
  });

  it('says how the ratings will be shown on the instructions, before the first answer, and once above each section’s cards', async () => {
    const promise = confidentialityPromise(confidential(4));
    server.use(
      http.get(apiUrl('assessments/take/a-1'), () =>
        ok(take({ confidentiality: { mode: 'CONFIDENTIAL', min_raters: 4 }, confidentiality_promise: promise })),
      ),
      http.put(apiUrl('assessments/take/a-1'), () => ok(take())),
    );
    const { user } = renderRoute(<TakePage />, at);

    const note = await screen.findByRole('note', { name: 'How your ratings are shown' });
    expect(note.textContent).toContain(promise);
    expect(screen.queryAllByRole('radiogroup')).toHaveLength(0);
    // read before 'Begin reflection': the note comes first in the page's order
    const begin = screen.getByRole('button', { name: 'Begin reflection' });
    expect(note.compareDocumentPosition(begin) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(begin);
    expect(await screen.findByRole('heading', { name: 'Mindset' })).toBeTruthy();
    // one line for the section, above its cards (two people rated: not one per card)
    const line = screen.getByRole('note', { name: 'How your ratings are shown' });
    expect(line.textContent).toBe(`How your ratings are shown: ${promise}`);
    expect(screen.getAllByRole('note')).toHaveLength(1);
    const firstCard = group('How do you handle setbacks?', 'Ada Lovelace (SA)');
    expect(line.compareDocumentPosition(firstCard) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(
      within(group('How do you handle setbacks?', 'Ada Lovelace (SA)')).getByRole('radio', { name: 'Level 3' }),
    );
    await user.click(within(group('How do you handle setbacks?', 'Bob Noyce')).getByRole('radio', { name: 'Level 2' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Team' })).toBeTruthy();
    expect(screen.getAllByRole('note').map((n) => n.textContent)).toEqual([`How your ratings are shown: ${promise}`]);
  });

  it('says an Open promise in its own words', async () => {
    server.use(
      http.get(apiUrl('assessments/take/a-1'), () =>
        ok(
          take({
            confidentiality: { mode: 'OPEN', min_raters: null },
            confidentiality_promise: confidentialityPromise(OPEN),
          }),
        ),
      ),
    );
    renderRoute(<TakePage />, at);
    const note = await screen.findByRole('note', { name: 'How your ratings are shown' });
    expect(note.textContent).toContain(
      "Open: your ratings are averaged with the others', but in a team this small they can be recognised.",
    );
  });

  it('retries a failed save and says so', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('assessments/take/a-1'), () => ok(take())),
      http.put(apiUrl('assessments/take/a-1'), () =>
        ++calls === 1 ? HttpResponse.json({ message: 'down' }, { status: 500 }) : ok(take()),
      ),
    );
    const { user } = renderRoute(<TakePage />, at);
    await user.click(await screen.findByRole('button', { name: 'Begin reflection' }));
    // no blur, no Next: the rating is saved as it is chosen
    await user.click(within(group('How do you handle setbacks?', 'Bob Noyce')).getByRole('radio', { name: 'Level 1' }));

    expect(await screen.findByText(RETRYING)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(ALL_SAVED));
    const sent = requests.filter((r) => r.method === 'PUT').map((r) => withoutWriter(r.body));
    expect(sent).toEqual([
      { answers: [{ assessment_question_id: 'q-1', subject: 'u-bob', response: 1 }] },
      { answers: [{ assessment_question_id: 'q-1', subject: 'u-bob', response: 1 }] },
    ]);
  });

  it('shows a submitted reflection read-only behind See responses', async () => {
    server.use(
      http.get(apiUrl('assessments/take/a-1'), () =>
        ok(
          take({
            editable: false,
            assessment_take_user_phase: 'COMPLETED',
            status: 'COMPLETED',
            answers: [{ assessment_question_id: 'q-1', subject: 'u-bob', response: 2, comment: 'Calm' }],
          }),
        ),
      ),
    );
    const { user } = renderRoute(<TakePage />, at);
    await user.click(await screen.findByRole('button', { name: 'See responses' }));
    const bob = group('How do you handle setbacks?', 'Bob Noyce');
    expect((within(bob).getByRole('radio', { name: 'Level 2' }) as HTMLInputElement).checked).toBe(true);
    expect(within(bob).getByRole('radio', { name: 'Level 3' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Team' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit reflection' })).toBeNull();
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('keeps Begin reflection disabled before the launch', async () => {
    server.use(
      http.get(apiUrl('assessments/take/a-1'), () =>
        ok(take({ editable: false, assessment_status: 'UPCOMING', launch_date: '2099-01-01T12:00:00.000Z' })),
      ),
    );
    renderRoute(<TakePage />, at);
    expect((await screen.findByRole('button', { name: 'Begin reflection' })).hasAttribute('disabled')).toBe(true);
  });

  it('says why when a save is refused (409)', async () => {
    server.use(
      http.get(apiUrl('assessments/take/a-1'), () => ok(take())),
      http.put(apiUrl('assessments/take/a-1'), () => fails(409, TakeMessages.closed)),
    );
    const { user } = renderRoute(<TakePage />, at);
    await user.click(await screen.findByRole('button', { name: 'Begin reflection' }));
    // no blur, no Next: the rating is saved as it is chosen
    await user.click(within(group('How do you handle setbacks?', 'Bob Noyce')).getByRole('radio', { name: 'Level 1' }));
    expect(await screen.findByText(TakeMessages.closed)).toBeTruthy();
  });
});

describe('/app/assessment/take/{id}: saving as the member answers (issue 29)', () => {
  const at = { path: '/app/assessment/take/*', url: '/app/assessment/take/a-1', session: member() };
  const prompt = 'How do you handle setbacks?';
  const bobComment = () => screen.getByRole('textbox', { name: `Comment (optional) — Bob Noyce — ${prompt}` });
  const puts = () => requests.filter((r) => r.method === 'PUT').map((r) => withoutWriter(r.body));
  const writers = () =>
    requests
      .filter((r) => r.method === 'PUT')
      .map((r) => r.body as { writer?: string; writer_seq?: number })
      .map(({ writer, writer_seq }) => ({ writer, writer_seq }));
  const status = () => screen.getByRole('status').textContent;
  /** A beforeunload as the browser sends it: false when the page asks before leaving. */
  const leaves = () => window.dispatchEvent(new window.Event('beforeunload', { cancelable: true }));

  const hide = (how: 'visibilitychange' | 'pagehide') => {
    if (how === 'visibilitychange') {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new window.Event('visibilitychange'));
    } else window.dispatchEvent(new window.Event('pagehide'));
  };
  afterEach(() => {
    delete (document as { visibilityState?: unknown }).visibilityState;
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('saves a rating the moment it is chosen (no blur, no Next), saying Saving… then All changes saved', async () => {
    let answer: () => void = () => undefined;
    server.use(
      http.get(apiUrl('assessments/take/a-1'), () => ok(take())),
      http.put(apiUrl('assessments/take/a-1'), async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return ok({ assessment_id: 'a-1', recorded: 1, section_index: null });
      }),
    );
    const { user } = renderRoute(<TakePage />, at);
    await user.click(await screen.findByRole('button', { name: 'Begin reflection' }));
    await user.click(within(group(prompt, 'Bob Noyce')).getByRole('radio', { name: 'Level 2' }));

    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]).toEqual({ answers: [{ assessment_question_id: 'q-1', subject: 'u-bob', response: 2 }] });
    expect(status()).toBe(SAVING);
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
    // in flight: leaving asks first
    expect(leaves()).toBe(false);

    act(() => answer());
    await waitFor(() => expect(status()).toBe(ALL_SAVED));
    expect(leaves()).toBe(true);
  });

  it('saves a comment once the typing pauses for COMMENT_PAUSE_MS, in one save with the whole text', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    server.use(
      http.get(apiUrl('assessments/take/a-1'), () => ok(take())),
      http.put(apiUrl('assessments/take/a-1'), () => ok({ assessment_id: 'a-1', recorded: 1, section_index: null })),
    );
    renderRoute(<TakePage />, at);
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await user.click(await screen.findByRole('button', { name: 'Begin reflection' }));
    await user.type(bobComment(), 'Calm');

    expect(puts()).toEqual([]);
    expect(status()).toBe(SAVING);
    expect(leaves()).toBe(false);
    act(() => jest.advanceTimersByTime(COMMENT_PAUSE_MS - 1));
    expect(puts()).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]).toEqual({ answers: [{ assessment_question_id: 'q-1', subject: 'u-bob', comment: 'Calm' }] });
    await waitFor(() => expect(status()).toBe(ALL_SAVED));
    expect(leaves()).toBe(true);
  });

  for (const how of ['visibilitychange', 'pagehide'] as const) {
    it(`sends what is pending at once with keepalive and the same auth header and body when the page is hidden (${how})`, async () => {
      jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
      server.use(
        http.get(apiUrl('assessments/take/a-1'), () => ok(take())),
        http.put(apiUrl('assessments/take/a-1'), () => ok({ assessment_id: 'a-1', recorded: 1, section_index: null })),
      );
      const fetches = jest.spyOn(globalThis, 'fetch');
      renderRoute(<TakePage />, at);
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      await user.click(await screen.findByRole('button', { name: 'Begin reflection' }));
      await user.type(bobComment(), 'Calm');
      expect(puts()).toEqual([]);

      // before the pause is over
      act(() => hide(how));
      const keepalive = fetches.mock.calls.filter(([, init]) => init?.keepalive === true);
      expect(keepalive).toHaveLength(1);
      const [url, init] = keepalive[0];
      expect(String(url)).toBe(apiUrl('assessments/take/a-1'));
      expect(init?.method).toBe('PUT');
      expect((init?.headers as Record<string, string>).Authorization).toMatch(/^Bearer \S+$/);
      expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
      expect(JSON.parse(String(init?.body))).toEqual({
        answers: [{ assessment_question_id: 'q-1', subject: 'u-bob', comment: 'Calm' }],
        writer: expect.any(String),
        writer_seq: expect.any(Number),
      });
      await waitFor(() => expect(puts().length).toBeGreaterThanOrEqual(1));
      expect(puts()[0]).toEqual({ answers: [{ assessment_question_id: 'q-1', subject: 'u-bob', comment: 'Calm' }] });
      // a page that stays confirms it in order
      await waitFor(() => expect(status()).toBe(ALL_SAVED));
    });
  }

  it('sends nothing when the page is hidden with nothing pending', async () => {
    server.use(http.get(apiUrl('assessments/take/a-1'), () => ok(take())));
    const fetches = jest.spyOn(globalThis, 'fetch');
    const { user } = renderRoute(<TakePage />, at);
    await user.click(await screen.findByRole('button', { name: 'Begin reflection' }));
    act(() => hide('visibilitychange'));
    act(() => hide('pagehide'));
    expect(fetches.mock.calls.filter(([, init]) => init?.keepalive === true)).toEqual([]);
    expect(puts()).toEqual([]);
  });

  it('keeps saves in order: a change made while one is in flight waits for it and goes next, latest value only', async () => {
    const answers: (() => void)[] = [];
    server.use(
      http.get(apiUrl('assessments/take/a-1'), () => ok(take())),
      http.put(apiUrl('assessments/take/a-1'), async () => {
        await new Promise<void>((resolve) => answers.push(resolve));
        return ok({ assessment_id: 'a-1', recorded: 1, section_index: null });
      }),
    );
    const { user } = renderRoute(<TakePage />, at);
    await user.click(await screen.findByRole('button', { name: 'Begin reflection' }));
    const bob = () => within(group(prompt, 'Bob Noyce'));
    await user.click(bob().getByRole('radio', { name: 'Level 1' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    await user.click(bob().getByRole('radio', { name: 'Level 2' }));
    await user.click(bob().getByRole('radio', { name: 'Level 4' }));
    // the first is still in flight: nothing else has left
    expect(puts()).toHaveLength(1);
    expect(status()).toBe(SAVING);

    act(() => answers[0]());
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(status()).toBe(SAVING);
    act(() => answers[1]());
    await waitFor(() => expect(status()).toBe(ALL_SAVED));
    expect(puts()).toEqual([
      { answers: [{ assessment_question_id: 'q-1', subject: 'u-bob', response: 1 }] },
      { answers: [{ assessment_question_id: 'q-1', subject: 'u-bob', response: 4 }] },
    ]);
    // one page, its saves numbered in the order made
    const [one, two] = writers();
    expect(one.writer).toEqual(expect.any(String));
    expect(two.writer).toBe(one.writer);
    expect(two.writer_seq).toBeGreaterThan(one.writer_seq ?? Infinity);
  });

  it('a keepalive flush while a save is in flight carries the in-flight answer at its latest value too', async () => {
    const answers: (() => void)[] = [];
    server.use(
      http.get(apiUrl('assessments/take/a-1'), () => ok(take())),
      http.put(apiUrl('assessments/take/a-1'), async () => {
        await new Promise<void>((resolve) => answers.push(resolve));
        return ok({ assessment_id: 'a-1', recorded: 1, section_index: null });
      }),
    );
    const fetches = jest.spyOn(globalThis, 'fetch');
    const { user } = renderRoute(<TakePage />, at);
    await user.click(await screen.findByRole('button', { name: 'Begin reflection' }));
    await user.click(within(group(prompt, 'Bob Noyce')).getByRole('radio', { name: 'Level 1' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    await user.click(within(group(prompt, 'Ada Lovelace (SA)')).getByRole('radio', { name: 'Level 3' }));
    act(() => hide('pagehide'));
    const keepalive = fetches.mock.calls.filter(([, init]) => init?.keepalive === true);
    expect(keepalive).toHaveLength(1);
    const last = JSON.parse(String(keepalive[0][1]?.body)) as { writer: string; writer_seq: number };
    expect(last).toEqual({
      answers: expect.arrayContaining([
        { assessment_question_id: 'q-1', subject: 'u-bob', response: 1 },
        { assessment_question_id: 'q-1', subject: 'u-ada', response: 3 },
      ]),
      writer: expect.any(String),
      writer_seq: expect.any(Number),
    });
    // numbered after the save in flight, by the same page: should that one land later, the server ignores it
    const [inFlight] = writers();
    expect(last.writer).toBe(inFlight.writer);
    expect(last.writer_seq).toBeGreaterThan(inFlight.writer_seq ?? Infinity);
    // every save answered in turn (the keepalive one too): the page that stays ends with everything saved
    await waitFor(() => {
      for (const release of answers.splice(0)) release();
      expect(status()).toBe(ALL_SAVED);
    });
  });
});

describe('keepaliveBodies (what a page going away sends)', () => {
  const rating = (n: number) => ({ assessment_question_id: `q-${n}`, subject: 'u-bob', response: 2 });
  const comment = (n: number, size: number) => ({
    assessment_question_id: `q-${n}`,
    subject: 'TEAM',
    comment: 'x'.repeat(size),
  });

  it('sends everything pending when it fits, with the section', () => {
    expect(keepaliveBodies([rating(1), comment(2, 10)], 1)).toEqual({
      fits: { answers: [rating(1), comment(2, 10)], section_index: 1 },
      rest: null,
    });
  });

  it('keeps the body under the keepalive limit: ratings first, comments while they fit, the rest apart', () => {
    const { fits, rest } = keepaliveBodies([comment(1, 600), rating(2), comment(3, 600)], undefined, 1000);
    expect(fits.answers).toEqual([rating(2), comment(1, 600)]);
    expect(new TextEncoder().encode(JSON.stringify(fits)).length).toBeLessThanOrEqual(1000);
    expect(rest).toEqual({ answers: [comment(3, 600)] });
  });
});
