import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RoleId, SEED_ORGANIZATIONS, clientStreamName, laterPosition, type GlobalPosition } from '@gc/contracts';
import { AggregateStore } from '../../../../shared/aggregate-store';
import type { CommandContext } from '../../../../shared/command-context';
import { retryOnConcurrentChange } from '../../../../shared/retry-on-concurrent-change';
import { GrantClientRoleCommand } from '../../../identity';
import { clientDecider } from '../../domain/client.decider';
import { loadReferenceDataIds } from '../reference-data-ids';

export interface CreateClientInput {
  readonly clientName: string;
  readonly description: string;
  readonly industryId: string;
  /** the default organisation when undefined */
  readonly organizationId: string | undefined;
}

export class CreateClientCommand extends Command<CreateClientResult> {
  constructor(
    readonly context: CommandContext,
    readonly input: CreateClientInput,
    readonly clientId: string = randomUUID(),
  ) {
    super();
  }
}

export interface CreateClientResult {
  readonly clientId: string;
  readonly position: GlobalPosition | null;
}

/**
 * Creates the client (with its system team roles) and gives the creator the Global Administrator role there, so
 * they can switch to it at once. Two streams, two appends. The client's stream is new (a fresh id), so only the
 * grant can meet a concurrent writer: the creator's own user stream, which every create (and any other change to
 * that person) appends to. That conflict is not the caller's doing, so the grant is decided again from fresh state
 * (retryOnConcurrentChange), and parallel creates all complete. Client names are not unique (the spec does not say
 * they are).
 * Should the grant still fail (the store is down), the client exists without the creator's role and the request
 * fails: sent with an Idempotency-Key, the retry finds the same client (its id derives from the key) and completes
 * the grant; without one, granting through user administration repairs it.
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
      const grant = new GrantClientRoleCommand(context, {
        userId: context.actorId,
        clientId,
        role: RoleId.GlobalAdministrator,
      });
      const granted: { position?: GlobalPosition | null } | undefined = await retryOnConcurrentChange(() =>
        this.commands.execute(grant),
      );
      position = laterPosition(position, granted?.position ?? null);
    }
    return { clientId, position };
  }
}
