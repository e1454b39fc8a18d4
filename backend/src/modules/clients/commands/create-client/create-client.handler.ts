import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RoleId, SEED_ORGANIZATIONS, clientStreamName, laterPosition, type GlobalPosition } from '@gc/contracts';
import { AggregateStore } from '../../../../shared/aggregate-store';
import type { CommandContext } from '../../../../shared/command-context';
import { GrantClientRoleCommand } from '../../../identity/commands/grant-client-role/grant-client-role.handler';
import { clientDecider } from '../../domain/client.decider';
import { loadReferenceDataIds } from '../reference-data-ids';

export interface CreateClientInput {
  readonly clientName: string;
  readonly description: string;
  readonly industryId: string;
  /** the default organisation when undefined */
  readonly organizationId: string | undefined;
}

export class CreateClientCommand {
  constructor(
    readonly context: CommandContext,
    readonly input: CreateClientInput,
    readonly clientId: string = randomUUID(),
  ) {}
}

export interface CreateClientResult {
  readonly clientId: string;
  readonly position: GlobalPosition | null;
}

/**
 * Creates the client (with its system team roles) and gives the creator the Global Administrator role there, so
 * they can switch to it at once. Two streams, two appends: should the grant fail, the client exists without the
 * creator's role and the request fails. Sent with an Idempotency-Key, the retry finds the same client (its id
 * derives from the key) and completes the grant; without one, granting through user administration repairs it.
 */
@Injectable()
@CommandHandler(CreateClientCommand)
export class CreateClientHandler implements ICommandHandler<CreateClientCommand, CreateClientResult> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly commands: CommandBus,
  ) {}

  async execute({ context, input, clientId }: CreateClientCommand): Promise<CreateClientResult> {
    const known = await loadReferenceDataIds(this.aggregates);
    const created = await this.aggregates.handle(
      clientStreamName(clientId),
      clientDecider,
      {
        type: 'CreateClient',
        clientId,
        clientName: input.clientName,
        description: input.description,
        industryId: input.industryId,
        organizationId: input.organizationId ?? SEED_ORGANIZATIONS[0].organizationId,
        known,
      },
      { ...context, clientId },
    );
    let position = created.position;
    if (context.actorId) {
      const granted: { position?: GlobalPosition | null } | undefined = await this.commands.execute(
        new GrantClientRoleCommand(context, { userId: context.actorId, clientId, role: RoleId.GlobalAdministrator }),
      );
      position = laterPosition(position, granted?.position ?? null);
    }
    return { clientId, position };
  }
}
