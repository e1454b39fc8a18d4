import { randomUUID } from 'node:crypto';
import type { CommandContext } from '../shared/command-context';
import { clock } from '../shared/clock';

/**
 * The command context of an HTTP request: the caller as actor (null before sign-in), their current client as
 * tenant, the request id as correlation id (Fastify takes it from X-Request-Id or generates one), and the
 * Idempotency-Key header when a signed-in caller sent one (IdempotencyKeys has bound it to this request;
 * the AggregateStore scopes it to the caller).
 */
/** Who acts: the signed-in caller (identity's AuthenticatedUser fits), or nobody before sign-in. */
export interface Actor {
  readonly userId: string;
  readonly clientId: string | null;
}

export function requestContext(
  user: Actor | null,
  request?: { id?: unknown; headers: Record<string, unknown> },
  now = clock.now(),
): CommandContext {
  const idempotencyKey = user ? idempotencyKeyOf(request?.headers) : undefined;
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

/** The Idempotency-Key header, trimmed; undefined when absent or blank. */
export function idempotencyKeyOf(headers: Record<string, unknown> | undefined): string | undefined {
  const key = headers?.['idempotency-key'];
  return typeof key === 'string' && key.trim() ? key.trim() : undefined;
}
