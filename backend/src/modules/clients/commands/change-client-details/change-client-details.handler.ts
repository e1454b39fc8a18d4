import { Injectable } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { clientStreamName, type ClientEvent } from '@gc/contracts';
import { AggregateStore, type CommandResult } from '../../../../shared/aggregate-store';
import type { CommandContext } from '../../../../shared/command-context';
import { clientDecider } from '../../domain/client.decider';
import { loadReferenceDataIds } from '../reference-data-ids';

export class ChangeClientDetailsCommand extends Command<CommandResult<ClientEvent>> {
  constructor(
    readonly context: CommandContext,
    readonly clientId: string,
    readonly details: { readonly clientName: string; readonly description: string; readonly industryId: string },
  ) {
    super();
  }
}

@Injectable()
@CommandHandler(ChangeClientDetailsCommand)
export class ChangeClientDetailsHandler implements ICommandHandler<
  ChangeClientDetailsCommand,
  CommandResult<ClientEvent>
> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ context, clientId, details }: ChangeClientDetailsCommand): Promise<CommandResult<ClientEvent>> {
    const known = await loadReferenceDataIds(this.aggregates);
    return this.aggregates.handle(
      clientStreamName(clientId),
      clientDecider,
      { type: 'ChangeClientDetails', ...details, known },
      context,
    );
  }
}
