import type { FastifyRequest } from 'fastify';
import type { CommandContext } from '../../../shared/command-context';
import type { AuthenticatedUser } from '../../identity/auth/authenticated-user';

/**
 * The command context of an HTTP request: the caller as actor, their current client as tenant, the request id as
 * correlation id, and the Idempotency-Key header when the client sent one.
 */
export function requestContext(user: AuthenticatedUser, request: FastifyRequest, now = new Date()): CommandContext {
  const key = request.headers['idempotency-key'];
  const idempotencyKey = typeof key === 'string' && key.trim() ? key.trim() : undefined;
  return {
    actorId: user.userId,
    clientId: user.clientId,
    correlationId: String(request.id),
    causationId: null,
    now,
    ...(idempotencyKey ? { idempotencyKey } : {}),
  };
}
