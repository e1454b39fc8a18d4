import { Body, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Capability, CreateClientDto, UpdateClientDto, WorkspaceMessages as M, type ClientView } from '@gc/contracts';
import { ApiController, listOf, Reads, Refuses, Writes } from '../../../http/openapi';
import { ReadYourWrites } from '../../../http/read-your-writes';
import { deterministicId } from '../../../shared/event-envelope';
import { invalid, notFound } from '../../../shared/domain-error';
import { Caller, RequireCapability, requireClientInScope } from '../../identity';
import { ChangeClientDetailsCommand } from '../commands/change-client-details/change-client-details.handler';
import { CreateClientCommand } from '../commands/create-client/create-client.handler';
import { GetClientQuery, ListMyClientsQuery } from '../queries/clients.queries';
import { clientSchema } from './clients.responses';

@ApiController('clients', 'clients')
export class ClientsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly reads: ReadYourWrites,
  ) {}

  @Reads(
    '',
    "The caller's clients (where they hold a role) with role_id, for the workspace selector",
    listOf(clientSchema),
  )
  list(@Caller() caller: Caller): Promise<ClientView[]> {
    const { userId, clientId, ssoClientId } = caller.user;
    return this.queries.execute(new ListMyClientsQuery(userId, clientId, ssoClientId ?? null));
  }

  @Writes(
    'POST',
    '',
    {
      summary: 'Create a client (Global Administrator only); the creator gets the Global Administrator role in it',
      description:
        "400 with the form's message ('Please fill in this field.', 'Select an option.'); 403 for everyone else.",
    },
    clientSchema,
  )
  @RequireCapability(Capability.CreateClient)
  @Refuses({ 403: 'not a Global Administrator in the current client' })
  create(@Caller() caller: Caller, @Body() body: CreateClientDto) {
    const { user, context } = caller;
    // With an Idempotency-Key the new client's id follows from it: a retried request (say after the creator's role
    // grant failed) finds the same client, answers it, and completes the grant.
    const clientId = context.idempotencyKey
      ? deterministicId(`create-client:${user.userId}`, context.idempotencyKey, 0)
      : undefined;
    const details = {
      clientName: body.client_name,
      description: body.description,
      industryId: body.industry_id,
      organizationId: body.organization_id,
    };
    return this.reads.answerRead(
      new CreateClientCommand(context, details, clientId),
      (result) => new GetClientQuery(result.clientId, user.userId, user.clientId),
    );
  }

  @Writes(
    'PUT',
    ':id',
    {
      summary: "Edit the current client's details (Global and Client Administrators); answers the updated client",
      description: "Another client's id answers 404. The frontend shows 'Client successfully updated!'.",
    },
    clientSchema,
  )
  @RequireCapability(Capability.EditClientDetails)
  @Refuses({ 404: 'not the current client', 409: 'changed by someone else meanwhile' })
  update(@Caller() caller: Caller, @Param('id') id: string, @Body() body: UpdateClientDto) {
    const { user } = caller;
    const clientId = requireClientInScope(user, id, M.clientNotFound);
    if (body.client_id !== undefined && body.client_id !== clientId)
      throw invalid("client_id does not match the path's client.", 'CLIENT_ID_MISMATCH');
    const details = { clientName: body.client_name, description: body.description, industryId: body.industry_id };
    return this.reads.answerRead(new ChangeClientDetailsCommand(caller.context, clientId, details), async () => {
      const view = await this.queries.execute(new GetClientQuery(clientId, user.userId, user.clientId));
      if (!view) throw notFound(M.clientNotFound, 'CLIENT_NOT_FOUND');
      return view;
    });
  }
}
