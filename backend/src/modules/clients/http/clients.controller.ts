import { Body, Controller, Get, Param, Post, Put, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Capability, CreateClientDto, UpdateClientDto, WorkspaceMessages as M, type ClientView } from '@gc/contracts';
import type { FastifyRequest } from 'fastify';
import { withPosition, type WithPosition } from '../../../http/envelope';
import { invalid, notFound } from '../../../shared/domain-error';
import { CurrentUser, RequireCapability, type AuthenticatedUser } from '../../identity';
import { ChangeClientDetailsCommand } from '../commands/change-client-details/change-client-details.handler';
import { CreateClientCommand } from '../commands/create-client/create-client.handler';
import { GetClientQuery, ListMyClientsQuery } from '../queries/clients.queries';
import { clientSchema, createClientBody, envelope, updateClientBody } from './clients.openapi';
import { ReadYourWrites } from '../../../http/read-your-writes';
import { requireClientInScope } from '../../identity';
import { deterministicId } from '../../../shared/aggregate-store';
import { requestContext } from '../../../http/request-context';

@ApiTags('clients')
@ApiBearerAuth()
@Controller('clients')
export class ClientsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly reads: ReadYourWrites,
  ) {}

  @Get()
  @ApiOperation({ summary: "The caller's clients (where they hold a role) with role_id, for the workspace selector" })
  @ApiOkResponse({ schema: envelope({ type: 'array', items: clientSchema }) })
  list(@CurrentUser() user: AuthenticatedUser): Promise<ClientView[]> {
    return this.queries.execute(new ListMyClientsQuery(user.userId, user.clientId));
  }

  @Post()
  @RequireCapability(Capability.CreateClient)
  @ApiOperation({
    summary: 'Create a client (Global Administrator only); the creator gets the Global Administrator role in it',
    description:
      "400 with the form's message ('Please fill in this field.', 'Select an option.'); 403 for everyone else.",
  })
  @ApiBody({ schema: createClientBody })
  @ApiOkResponse({ schema: envelope(clientSchema, true) })
  @ApiForbiddenResponse({ description: 'not a Global Administrator in the current client' })
  async create(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Body() body: CreateClientDto,
  ): Promise<WithPosition<ClientView | null>> {
    const context = requestContext(user, request);
    // With an Idempotency-Key the new client's id follows from it: a retried request (say after the creator's role
    // grant failed) finds the same client, answers it, and completes the grant.
    const clientId = context.idempotencyKey
      ? deterministicId(`create-client:${user.userId}`, context.idempotencyKey, 0)
      : undefined;
    const result = await this.commands.execute(
      new CreateClientCommand(
        context,
        {
          clientName: body.client_name,
          description: body.description,
          industryId: body.industry_id,
          organizationId: body.organization_id,
        },
        clientId,
      ),
    );
    const view = await this.reads.read(result.position, () =>
      this.queries.execute(new GetClientQuery(result.clientId, user.userId, user.clientId)),
    );
    return withPosition(view, result.position);
  }

  @Put(':id')
  @RequireCapability(Capability.EditClientDetails)
  @ApiOperation({
    summary: "Edit the current client's details (Global and Client Administrators); answers the updated client",
    description: "Another client's id answers 404. The frontend shows 'Client successfully updated!'.",
  })
  @ApiBody({ schema: updateClientBody })
  @ApiOkResponse({ schema: envelope(clientSchema, true) })
  @ApiNotFoundResponse({ description: 'not the current client' })
  @ApiConflictResponse({ description: 'changed by someone else meanwhile' })
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Param('id') id: string,
    @Body() body: UpdateClientDto,
  ): Promise<WithPosition<ClientView>> {
    const clientId = requireClientInScope(user, id, M.clientNotFound);
    if (body.client_id !== undefined && body.client_id !== clientId)
      throw invalid("client_id does not match the path's client.", 'CLIENT_ID_MISMATCH');
    const result = await this.commands.execute(
      new ChangeClientDetailsCommand(requestContext(user, request), clientId, {
        clientName: body.client_name,
        description: body.description,
        industryId: body.industry_id,
      }),
    );
    const view = await this.reads.read(result.position, () =>
      this.queries.execute(new GetClientQuery(clientId, user.userId, user.clientId)),
    );
    if (!view) throw notFound(M.clientNotFound, 'CLIENT_NOT_FOUND');
    return withPosition(view, result.position);
  }
}
