import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OpenAI-compatible model server for journeys: POST /v1/chat/completions streams the answer as the
 * chat-completions protocol does (`data: {chunk}` lines, then `data: [DONE]`) when asked `stream: true`, and answers
 * the follow-up questions as JSON for a `json_schema` request. `stop()` and `start()` keep the same port, so a
 * journey can take the model away (the error view) and bring it back (the retry).
 */
export interface OpenAiStub {
  /** what OPENAI_BASE_URL is set to, e.g. http://127.0.0.1:41234/v1 */
  baseUrl: string;
  /** the answer to the next questions, streamed in pieces */
  answer: string;
  suggestions: string[];
  /** the questions the api sent (last user message of each streamed call) */
  asked: string[];
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
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

export async function startOpenAiStub(): Promise<OpenAiStub> {
  let server: Server | null = null;
  let port = 0;
  const stub = {
    baseUrl: '',
    answer: 'Talk to ten customers this week, then decide what to build.',
    suggestions: ['How do I find customers?', 'What should I ask them?', 'When do I stop interviewing?'],
    asked: [] as string[],
  };

  const handle = async (req: IncomingMessage, res: import('node:http').ServerResponse) => {
    const raw = await readBody(req);
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
      return;
    }
    const body = JSON.parse(raw) as {
      model: string;
      stream?: boolean;
      messages: { role: string; content: string }[];
      response_format?: { type: string };
    };
    const base = { id: `chatcmpl-${Date.now()}`, created: Math.floor(Date.now() / 1000), model: body.model };
    const usage = { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 };
    if (body.stream) {
      stub.asked.push([...body.messages].reverse().find((m) => m.role === 'user')?.content ?? '');
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const send = (chunk: unknown) => res.write(`data: ${JSON.stringify(chunk)}\n\n`);
      const choice = (delta: object, finish: string | null = null) => ({
        ...base,
        object: 'chat.completion.chunk',
        choices: [{ index: 0, delta, finish_reason: finish }],
      });
      send(choice({ role: 'assistant', content: '' }));
      for (const piece of stub.answer.match(/\S+\s*/g) ?? [stub.answer]) {
        send(choice({ content: piece }));
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      send(choice({}, 'stop'));
      send({ ...base, object: 'chat.completion.chunk', choices: [], usage });
      res.end('data: [DONE]\n\n');
      return;
    }
    const content =
      body.response_format?.type === 'json_schema' ? JSON.stringify({ suggestions: stub.suggestions }) : stub.answer;
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        ...base,
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage,
      }),
    );
  };

  const start = async () => {
    const next = createServer((req, res) => void handle(req, res).catch(() => res.destroy()));
    await new Promise<void>((resolve) => next.listen(port, '127.0.0.1', resolve));
    port = (next.address() as AddressInfo).port;
    server = next;
  };
  const stop = async () => {
    const current = server;
    server = null;
    if (!current) return;
    current.closeAllConnections();
    await new Promise<void>((resolve) => current.close(() => resolve()));
  };
  await start();
  return Object.assign(stub, { baseUrl: `http://127.0.0.1:${port}/v1`, start, stop, close: stop });
}
