import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ListMyInvitationsQuery } from './my-invitations.query';
import type { FastifyRequest } from 'fastify';
import { AnswerClientInvitationCommand } from './answer-client-invitation.handler';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ClientInvitationView } from '@gc/contracts';
import { withPosition } from '../../../http/envelope';
import { requestContext } from '../../../http/request-context';
import { CurrentUser, type AuthenticatedUser } from '../../identity';
import { ReadYourWrites } from '../../../http/read-your-writes';

/**
 * The person's side of joining another client: the invitations waiting for them, and their answer. An
 * administrator's POST /users for an email that already has an account records an invitation; only the person's
 * acceptance gives the client a role for them (and with it their name and contact details).
 */
@ApiTags('users')
@ApiBearerAuth()
@Controller('users/me/invitations')
export class ClientInvitationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly reads: ReadYourWrites,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Invitations to join other clients, waiting for my answer' })
  @ApiOkResponse({ description: 'list of { clientId, clientName, role, role_label }' })
  list(@CurrentUser() caller: AuthenticatedUser): Promise<ClientInvitationView[]> {
    return this.queries.execute(new ListMyInvitationsQuery(caller.userId));
  }

  @Post(':clientId/accept')
  @HttpCode(200)
  @ApiOperation({ summary: 'Accept: I hold the invited role in that client from now on' })
  accept(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('clientId', ParseUUIDPipe) clientId: string,
    @Req() request: FastifyRequest,
  ) {
    return this.answer(caller, request, clientId, true);
  }

  @Post(':clientId/decline')
  @HttpCode(200)
  @ApiOperation({ summary: 'Decline: the invitation is gone and the client learns nothing about me' })
  decline(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('clientId', ParseUUIDPipe) clientId: string,
    @Req() request: FastifyRequest,
  ) {
    return this.answer(caller, request, clientId, false);
  }

  private async answer(caller: AuthenticatedUser, request: FastifyRequest, clientId: string, accept: boolean) {
    const result = await this.commands.execute(
      new AnswerClientInvitationCommand(requestContext(caller, request), caller.userId, clientId, accept),
    );
    await this.reads.settle(result.position);
    return withPosition({ clientId, accepted: accept }, result.position);
  }
}
