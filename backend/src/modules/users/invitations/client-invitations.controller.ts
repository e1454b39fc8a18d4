import { Param, ParseUUIDPipe } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ListMyInvitationsQuery } from './my-invitations.query';
import { AnswerClientInvitationCommand } from './answer-client-invitation.handler';
import { SsoMessages, type ClientInvitationView } from '@gc/contracts';
import { ApiController, listOf, Reads, Writes, type SchemaObject } from '../../../http/openapi';
import { ReadYourWrites } from '../../../http/read-your-writes';
import { Caller, refuseInSsoSession } from '../../identity';

const invitationSchema: SchemaObject = {
  type: 'object',
  properties: {
    clientId: { type: 'string' },
    clientName: { type: 'string' },
    role: { type: 'integer' },
    role_label: { type: 'string' },
  },
};

const answeredSchema: SchemaObject = {
  type: 'object',
  properties: { clientId: { type: 'string' }, accepted: { type: 'boolean' } },
};

/**
 * The person's side of joining another client: the invitations waiting for them, and their answer. An
 * administrator's POST /users for an email that already has an account records an invitation; only the person's
 * acceptance gives the client a role for them (and with it their name and contact details).
 */
@ApiController('users/me/invitations', 'users')
export class ClientInvitationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly reads: ReadYourWrites,
  ) {}

  @Reads('', 'Invitations to join other clients, waiting for my answer', listOf(invitationSchema))
  list(@Caller() caller: Caller): Promise<ClientInvitationView[]> {
    return this.queries.execute(new ListMyInvitationsQuery(caller.user.userId));
  }

  @Writes('POST', ':clientId/accept', 'Accept: I hold the invited role in that client from now on', answeredSchema, 200)
  accept(@Caller() caller: Caller, @Param('clientId', ParseUUIDPipe) clientId: string) {
    return this.answer(caller, clientId, true);
  }

  @Writes(
    'POST',
    ':clientId/decline',
    'Decline: the invitation is gone and the client learns nothing about me',
    answeredSchema,
    200,
  )
  decline(@Caller() caller: Caller, @Param('clientId', ParseUUIDPipe) clientId: string) {
    return this.answer(caller, clientId, false);
  }

  /** The answer waits until the read models have it: the client list the person sees next includes it. */
  private answer(caller: Caller, clientId: string, accept: boolean) {
    // joining (or refusing) another client is not for a session that came from one client's provider
    refuseInSsoSession(caller.user, SsoMessages.ssoSessionBound);
    const command = new AnswerClientInvitationCommand(caller.context, caller.user.userId, clientId, accept);
    return this.reads.answerRead(command, async () => ({
      clientId,
      accepted: accept,
    }));
  }
}
