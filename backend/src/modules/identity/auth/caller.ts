import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { requestContext } from '../../../http/request-context';
import type { CommandContext } from '../../../shared/command-context';
import type { AuthenticatedUser } from './authenticated-user';
import { currentClientOf } from './current-client';

/**
 * Who calls, as a handler needs it: `@Caller() caller: Caller` on any route that is not @Public().
 *   - `caller.user`: the authenticated user (role in the current client, terms, session);
 *   - `caller.clientId`: their current client, the tenant a route acts in; reading it answers 404 'Client not
 *     found' for a caller without one (`currentClientOf`), so read it only where the route needs a client, as late
 *     as the check used to run;
 *   - `caller.context`: the command context of this request (`requestContext`: actor, tenant, request id as
 *     correlation id, Idempotency-Key), built once on first use.
 */
export interface Caller {
  readonly user: AuthenticatedUser;
  readonly clientId: string;
  readonly context: CommandContext;
}

class RequestCaller implements Caller {
  private built?: CommandContext;

  constructor(
    readonly user: AuthenticatedUser,
    private readonly request: FastifyRequest,
  ) {}

  get clientId(): string {
    return currentClientOf(this.user);
  }

  get context(): CommandContext {
    return (this.built ??= requestContext(this.user, this.request));
  }
}

export const Caller = createParamDecorator((_data: unknown, context: ExecutionContext): Caller => {
  const request = context.switchToHttp().getRequest<FastifyRequest & { user: AuthenticatedUser }>();
  return new RequestCaller(request.user, request);
});
