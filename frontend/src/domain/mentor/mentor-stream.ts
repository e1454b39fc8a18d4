import type { ChatMessageView, MentorStreamEvent } from '@gc/contracts';
import { errorMessage, unwrapResponse, UNREACHABLE_MESSAGE } from '../../shared/api/base-query';

/** A chat call that failed: the server's message when it sent one, and its status (429: rate limit or budget). */
export class ChatRequestError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface ChatStreamRequest {
  /** null: the first message, which starts a session (POST /mentor/chats); else PUT /mentor/chats/sessions/{id} */
  sessionId: string | null;
  message: string;
  /** the bearer token as the auth slice holds it now */
  token: () => string | null;
  /** A rejected token: renew it as the API slice's base query does (refresh, or sign out); true to try again. */
  renew: () => Promise<boolean>;
  onStart?: (start: Extract<MentorStreamEvent, { event: 'start' }>['data']) => void;
  onDelta?: (text: string) => void;
  signal?: AbortSignal;
}

/** Splits Server-Sent Events as they arrive: each block ends with a blank line, `event:` and `data:` lines. */
export function parseEvents(buffer: string): { events: { event: string; data: string }[]; rest: string } {
  const blocks = buffer.split(/\r?\n\r?\n/);
  const rest = blocks.pop() ?? '';
  const events = blocks.flatMap((block) => {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split(/\r?\n/)) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    return data.length ? [{ event, data: data.join('\n') }] : [];
  });
  return { events, rest };
}

async function failureOf(response: Response): Promise<ChatRequestError> {
  const body: unknown = await response.json().catch(() => null);
  return new ChatRequestError(errorMessage({ status: response.status, data: body }), response.status);
}

async function post(request: ChatStreamRequest): Promise<Response> {
  const path = request.sessionId
    ? `/api/mentor/chats/sessions/${encodeURIComponent(request.sessionId)}`
    : '/api/mentor/chats';
  const token = request.token();
  try {
    return await fetch(new URL(path, window.location.href), {
      method: request.sessionId ? 'PUT' : 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'text/event-stream',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ message: request.message }),
      signal: request.signal,
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ChatRequestError(UNREACHABLE_MESSAGE);
  }
}

/**
 * Sends one message and reads the answer as it is generated (`start`, `delta`..., then `done` with the stored
 * message). A server that answers JSON instead is read the same way. Resolves with the stored message.
 */
export async function streamChatMessage(request: ChatStreamRequest): Promise<ChatMessageView> {
  let response = await post(request);
  if (response.status === 401 && (await request.renew())) response = await post(request);
  if (!response.ok) throw await failureOf(response);
  if (!(response.headers.get('Content-Type') ?? '').includes('text/event-stream')) {
    const view = unwrapResponse(await response.json()) as ChatMessageView;
    request.onStart?.(view);
    request.onDelta?.(view.response);
    return view;
  }
  const reader = response.body?.getReader();
  if (!reader) throw new ChatRequestError(UNREACHABLE_MESSAGE);
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch (error) {
      if ((error as Error)?.name === 'AbortError') throw error;
      throw new ChatRequestError(UNREACHABLE_MESSAGE);
    }
    buffer += decoder.decode(chunk.value, { stream: !chunk.done });
    const { events, rest } = parseEvents(chunk.done ? `${buffer}\n\n` : buffer);
    buffer = rest;
    for (const { event, data } of events) {
      const payload: unknown = JSON.parse(data);
      if (event === 'start') request.onStart?.(payload as ChatMessageView);
      else if (event === 'delta') request.onDelta?.((payload as { text: string }).text);
      else if (event === 'done') {
        void reader.cancel().catch(() => undefined);
        return payload as ChatMessageView;
      } else if (event === 'error') {
        throw new ChatRequestError((payload as { message?: string }).message || 'The answer stopped.');
      }
    }
    if (chunk.done) throw new ChatRequestError('The answer stopped before it was complete.');
  }
}
