import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from '@gc/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import type { ErrorBody } from './exception.filter';

/** Field paths are echoed back; a huge key must not make a huge answer. */
const MAX_PATH_CHARS = 200;

/**
 * The text rule of contracts (`isSafeText`: no NUL, no unpaired surrogate) applied to every request before any
 * guard, pipe or handler sees it, so no route can pass such text on to Postgres:
 * - a path parameter names nothing that can exist -> 404 `Cannot <METHOD> <path>` (as an unknown route answers);
 * - a query parameter or anything in the body (strings and keys at any depth, a text/csv body as a whole) ->
 *   400 'Text must not contain NUL characters or invalid Unicode.', code INVALID_TEXT, `errors` naming the field.
 * It runs before authentication: such a request is refused whoever sends it. Call before `app.init()`.
 */
export function refuseUnsafeText(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('preValidation', async (request, reply) => {
      const refusal = unsafeTextRefusal(request);
      if (!refusal) return;
      await reply.status(refusal.statusCode).send(refusal);
      return reply;
    });
}

function unsafeTextRefusal(request: FastifyRequest): ErrorBody | null {
  const requestId = String(request.id);
  if (findUnsafeText(request.params) !== null) {
    const path = request.url.split('?')[0];
    return {
      statusCode: 404,
      error: 'Not Found',
      message: `Cannot ${request.method} ${path}`,
      code: 'INVALID_TEXT',
      requestId,
    };
  }
  for (const [where, value] of [
    ['query', request.query],
    ['body', request.body],
  ] as const) {
    const path = findUnsafeText(value);
    if (path === null) continue;
    const field = (path === '' || path.startsWith('[') ? where + path : `${where}.${path}`).slice(0, MAX_PATH_CHARS);
    return {
      statusCode: 400,
      error: 'Bad Request',
      message: UNSAFE_TEXT_MESSAGE,
      code: 'INVALID_TEXT',
      errors: { [field]: [UNSAFE_TEXT_MESSAGE] },
      requestId,
    };
  }
  return null;
}
