import { renderRoute } from '../../../shared/testing/render-route';
import { apiUrl, fails, ok, setupApiServer } from '../../../shared/testing/api-server';
import type { ChatMessageView, ChatSessionView } from '@gc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { GrowthMentorPage } from './growth-mentor-page';

const { server, requests } = setupApiServer();

const answer = (over: Partial<ChatMessageView> = {}): ChatMessageView => ({
  session_id: 's-1',
  session_name: 'Cofounder equity',
  mentor_message_id: 'm-1',
  message: 'How do we split equity?',
  response: 'Split it by future contribution, with vesting.',
  suggestions: ['What is a vesting cliff?', 'Should advisors get equity?'],
  liked: null,
  offline: false,
  createdOn: 1_700_000_000_000,
  ...over,
});

/** The API's Server-Sent Events answer: start, the text in pieces, done. */
function streamed(view: ChatMessageView) {
  const encoder = new TextEncoder();
  const half = Math.ceil(view.response.length / 2);
  const events = [
    [
      'start',
      { session_id: view.session_id, session_name: view.session_name, mentor_message_id: view.mentor_message_id },
    ],
    ['delta', { text: view.response.slice(0, half) }],
    ['delta', { text: view.response.slice(half) }],
    ['done', view],
  ] as const;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const [event, data] of events)
        controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      controller.close();
    },
  });
  return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
}

const session = (over: Partial<ChatSessionView> = {}): ChatSessionView => ({
  session_id: 's-1',
  session_name: 'Cofounder equity',
  createdOn: 1_700_000_000_000,
  updatedOn: 1_700_000_000_000,
  ...over,
});

function answerReads(sessions: () => ChatSessionView[]) {
  server.use(
    http.get(apiUrl('mentor/chats/sessions'), () => ok(sessions())),
    http.get(apiUrl('mentor/settings'), () => ok({ use_results: false })),
  );
}

const open = () => renderRoute(<GrowthMentorPage />, { path: '/app/growth-mentor/*', url: '/app/growth-mentor' });
const messageBox = () => screen.getByRole('textbox', { name: 'Message GrowthMentor' });

beforeEach(() => window.localStorage.clear());

describe('/app/growth-mentor (GrowthMentor, max mode)', () => {
  it('greets the member, streams the answer to the first message and sends Q1 as its option text', async () => {
    let stored: ChatSessionView[] = [];
    answerReads(() => stored);
    server.use(
      http.post(apiUrl('mentor/chats'), () => {
        stored = [session()];
        return streamed(answer());
      }),
      http.put(apiUrl('mentor/chats/sessions/s-1'), () =>
        streamed(
          answer({
            mentor_message_id: 'm-2',
            message: 'What is a vesting cliff?',
            response: 'A year.',
            suggestions: [],
          }),
        ),
      ),
    );
    const { user } = open();

    expect(screen.getByRole('heading', { name: 'GrowthMentor', level: 1 })).toBeTruthy();
    expect(screen.getByText("Hi Ada, my name is GrowthMentor and I'm here to help you grow...")).toBeTruthy();
    const prompts = screen.getByRole('list', { name: 'Suggested questions' });
    expect(within(prompts).getAllByRole('button')).toHaveLength(3);
    expect(await screen.findByText(/No chats yet/)).toBeTruthy();

    // Enter on blank text sends nothing; Shift+Enter is a new line
    await user.type(messageBox(), '   {Enter}');
    await user.clear(messageBox());
    await user.type(messageBox(), 'How do we split{Shift>}{Enter}{/Shift}equity?');
    expect((messageBox() as HTMLTextAreaElement).value).toBe('How do we split\nequity?');
    await user.clear(messageBox());
    await user.type(messageBox(), 'How do we split equity?{Enter}');

    expect(await screen.findByText('Split it by future contribution, with vesting.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Q1: What is a vesting cliff?' })).toBeTruthy();
    // the new chat appears in the history, and is the active one
    const history = screen.getByRole('navigation', { name: 'History' });
    expect(await within(history).findByText('Cofounder equity')).toBeTruthy();
    expect(window.localStorage.getItem('gc.mentor.activeSessionId')).toBe('s-1');

    await user.type(messageBox(), 'q1{Enter}');
    expect(await screen.findByText('A year.')).toBeTruthy();
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([
      { method: 'POST', path: '/api/mentor/chats', body: { message: 'How do we split equity?' } },
      { method: 'PUT', path: '/api/mentor/chats/sessions/s-1', body: { message: 'What is a vesting cliff?' } },
    ]);
  });

  it("shows 'Server failed us. So sad' when the answer fails, and 'Try again?' replays the stored action", async () => {
    answerReads(() => []);
    let calls = 0;
    server.use(
      http.post(apiUrl('mentor/chats'), () => {
        calls += 1;
        return calls === 1
          ? fails(502, 'GrowthMentor could not get an answer from the AI model right now. Please try again.')
          : streamed(answer());
      }),
    );
    const { user } = open();

    await user.type(messageBox(), 'How do we split equity?{Enter}');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Server failed us. So sad')).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem('gc.mentor.failedAction') ?? 'null')).toEqual({
      type: 'post',
      message: 'How do we split equity?',
    });

    await user.click(within(alert).getByRole('button', { name: 'Try again?' }));
    expect(await screen.findByText('Split it by future contribution, with vesting.')).toBeTruthy();
    expect(screen.queryByText('Server failed us. So sad')).toBeNull();
    expect(window.localStorage.getItem('gc.mentor.failedAction')).toBeNull();
    expect(calls).toBe(2);
  });

  it('reloads the stored active chat, likes an answer, renames and deletes the chat', async () => {
    window.localStorage.setItem('gc.mentor.activeSessionId', 's-1');
    window.localStorage.setItem('gc.mentor.activeSessionName', 'Cofounder equity');
    let stored = [session()];
    answerReads(() => stored);
    let renameWorks = false;
    server.use(
      http.get(apiUrl('mentor/chats/sessions/s-1'), () =>
        ok({ session_id: 's-1', session_name: 'Cofounder equity', createdOn: 1, messages: [answer()] }),
      ),
      http.post(apiUrl('mentor/chats/sessions/s-1/messages/m-1/like'), () => ok(answer({ liked: true }))),
      http.patch(apiUrl('mentor/chats/sessions/s-1'), () => {
        if (!renameWorks) return fails(500, 'boom');
        stored = [session({ session_name: 'Equity' })];
        return ok({ session_id: 's-1', session_name: 'Equity' });
      }),
      http.delete(apiUrl('mentor/chats/sessions/s-1'), () => {
        stored = [];
        return ok({ deleted: true });
      }),
    );
    const { user } = open();

    expect(await screen.findByText('Split it by future contribution, with vesting.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Helpful' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Helpful' }).getAttribute('aria-pressed')).toBe('true'),
    );

    await user.click(await screen.findByRole('button', { name: 'Rename chat Cofounder equity' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename chat' });
    await user.clear(within(dialog).getByLabelText('Chat name'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Chat name can not be empty, please provide a name.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Chat name'), 'Equity');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Chat session rename failed!')).toBeTruthy();
    renameWorks = true;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rename chat' })).toBeNull());
    expect(window.localStorage.getItem('gc.mentor.activeSessionName')).toBe('Equity');

    await user.click(await screen.findByRole('button', { name: 'Delete chat Equity' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this chat?' });
    expect(within(confirm).getByText(/Trash cannot be recovered/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Chat session successfully deleted!')).toBeTruthy();
    expect(screen.queryByText('Split it by future contribution, with vesting.')).toBeNull();
    expect(window.localStorage.getItem('gc.mentor.activeSessionId')).toBeNull();
  });
});
