import { HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';

/** The API as route-level tests see it: requests to /api/... of the test page's origin (http://localhost). */
export const apiUrl = (path: string) => new URL(`/api/${path}`, window.location.origin).href;

/** The API's envelope around a successful answer. */
export const ok = (responseObj: JsonBodyType, status = 200) => HttpResponse.json({ responseObj }, { status });

/** An error answer as the API writes it: `{ message }` with the status. */
export const fails = (status: number, message: string) => HttpResponse.json({ message }, { status });

/**
 * One msw server for the test file, answering at the network boundary (fetch), so a page runs its real RTK Query
 * endpoints and base query. A request no handler answers fails the test: each test says what the API holds.
 */
export function setupApiServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  const requests: { method: string; path: string; body: unknown }[] = [];
  server.events.on('request:start', async ({ request }) => {
    const text = request.method === 'GET' ? '' : await request.clone().text();
    requests.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : null,
    });
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    requests.length = 0;
  });
  afterAll(() => server.close());
  return { server, requests };
}
