import { randomUUID } from 'node:crypto';
import type { CommandContext } from '../shared/command-context';
import type { AuthenticatedUser } from '../modules/identity/auth/authenticated-user';

/**
 * The command context of an HTTP request: the caller as actor (null before sign-in), their current client as
 * tenant, the request id as correlation id (Fastify takes it from X-Request-Id or generates one), and the
 * Idempotency-Key header when the client sent one.
 */
export function requestContext(
  user: AuthenticatedUser | null,
  request?: { id?: unknown; headers: Record<string, unknown> },
  now = new Date(),
): CommandContext {
  const key = request?.headers['idempotency-key'];
  const idempotencyKey = typeof key === 'string' && key.trim() ? key.trim() : undefined;
  const requestId = request?.id ?? request?.headers['x-request-id'];
  return {
    actorId: user?.userId ?? null,
    clientId: user?.clientId ?? null,
    correlationId: typeof requestId === 'string' && requestId ? requestId : randomUUID(),
    causationId: null,
    now,
    ...(idempotencyKey ? { idempotencyKey } : {}),
  };
}
