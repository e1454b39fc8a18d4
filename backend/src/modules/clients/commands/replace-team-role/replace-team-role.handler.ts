import { Injectable } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { clientStreamName, type ClientEvent } from '@gc/contracts';
import { AggregateStore, type CommandResult } from '../../../../shared/aggregate-store';
import type { CommandContext } from '../../../../shared/command-context';
import { clientDecider } from '../../domain/client.decider';

export class ReplaceTeamRoleCommand extends Command<CommandResult<ClientEvent>> {
  constructor(
    readonly context: CommandContext,
    readonly clientId: string,
    readonly teamRoleId: string,
    readonly replacementTeamRoleId: string,
  ) {
    super();
  }
}

/** One fact in the client stream; the teams read model moves every holder of the old role to the new one. */
@Injectable()
@CommandHandler(ReplaceTeamRoleCommand)
export class ReplaceTeamRoleHandler implements ICommandHandler<ReplaceTeamRoleCommand, CommandResult<ClientEvent>> {
  constructor(private readonly aggregates: AggregateStore) {}

  execute({
    context,
    clientId,
    teamRoleId,
    replacementTeamRoleId,
  }: ReplaceTeamRoleCommand): Promise<CommandResult<ClientEvent>> {
    return this.aggregates.handle(
      clientStreamName(clientId),
      clientDecider,
      { type: 'ReplaceTeamRole', teamRoleId, replacementTeamRoleId },
      context,
    );
  }
}
