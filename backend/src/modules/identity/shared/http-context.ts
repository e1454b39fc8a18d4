import { randomUUID } from 'node:crypto';
import type { CommandContext } from '../../../shared/command-context';
import type { AuthenticatedUser } from '../auth/authenticated-user';

/** The command context of an HTTP request: the caller as actor, their current client as tenant. */
export function httpContext(
  user: AuthenticatedUser | null,
  request?: { headers: Record<string, unknown> },
): CommandContext {
  const header = request?.headers['x-request-id'];
  return {
    actorId: user?.userId ?? null,
    clientId: user?.clientId ?? null,
    correlationId: typeof header === 'string' ? header : randomUUID(),
    causationId: null,
    now: new Date(),
  };
}
