import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedCall {
  authorization: string | undefined;
  body: {
    model: string;
    stream?: boolean;
    messages: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string } };
  };
}

export interface FakeOpenAiServer {
  /** e.g. http://127.0.0.1:54321/v1: what OPENAI_BASE_URL would be */
  baseUrl: string;
  calls: RecordedCall[];
  /** the answer streamed in pieces (default: 'Talk to ten customers this week.' in three pieces) */
  answerPieces: string[];
  suggestions: string[];
  /** reported usage per call (total tokens) */
  tokensPerCall: number;
  /** statuses to answer the next chat calls with, in order, before answering normally */
  failNext: { status: number; message?: string }[];
  close(): Promise<void>;
}

/**
 * A real OpenAI-compatible HTTP server for tests (node:http on 127.0.0.1, a free port): POST /v1/chat/completions
 * answers a streamed completion as Server-Sent Events (`data: {chunk}` lines, a usage chunk, `data: [DONE]`) when
 * asked `stream: true`, and a JSON completion holding `{ "suggestions": [...] }` for a json_schema request.
 * Scripted failures answer an OpenAI-shaped error body whose message quotes the key, as OpenAI's own 401 does.
 */
export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  const state: Omit<FakeOpenAiServer, 'baseUrl' | 'close'> = {
    calls: [],
    answerPieces: ['Talk to ten ', 'customers this ', 'week.'],
    suggestions: ['How do I find customers?', 'What should I ask them?', 'When do I stop interviewing?'],
    tokensPerCall: 120,
    failNext: [],
  };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      const body = JSON.parse(raw) as RecordedCall['body'];
      state.calls.push({ authorization: req.headers.authorization, body });
      const failure = state.failNext.shift();
      if (failure) {
        res.writeHead(failure.status, { 'content-type': 'application/json', 'retry-after-ms': '10' }).end(
          JSON.stringify({
            error: {
              message: failure.message ?? `Incorrect API key provided: ${req.headers.authorization}`,
              type: 'server_error',
            },
          }),
        );
        return;
      }
      const created = Math.floor(Date.now() / 1000);
      const base = { id: `chatcmpl-${state.calls.length}`, created, model: body.model };
      const usage = {
        prompt_tokens: state.tokensPerCall - 20,
        completion_tokens: 20,
        total_tokens: state.tokensPerCall,
      };
      if (body.stream) {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        const send = (chunk: unknown) => res.write(`data: ${JSON.stringify(chunk)}\n\n`);
        send({
          ...base,
          object: 'chat.completion.chunk',
          choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }],
        });
        for (const piece of state.answerPieces) {
          send({
            ...base,
            object: 'chat.completion.chunk',
            choices: [{ index: 0, delta: { content: piece }, finish_reason: null }],
          });
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        send({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] });
        send({ ...base, object: 'chat.completion.chunk', choices: [], usage });
        res.end('data: [DONE]\n\n');
        return;
      }
      const content =
        body.response_format?.type === 'json_schema'
          ? JSON.stringify({ suggestions: state.suggestions })
          : state.answerPieces.join('');
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          ...base,
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage,
        }),
      );
    })().catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (data += chunk));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}
