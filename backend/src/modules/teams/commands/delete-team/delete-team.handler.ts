import { Injectable } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { teamStreamName, type TeamEvent } from '@gc/contracts';
import { AggregateStore, type CommandResult } from '../../../../shared/aggregate-store';
import type { CommandContext } from '../../../../shared/command-context';
import { teamDecider } from '../../domain/team.decider';

export class DeleteTeamCommand extends Command<CommandResult<TeamEvent>> {
  constructor(
    readonly context: CommandContext,
    readonly clientId: string,
    readonly teamId: string,
  ) {
    super();
  }
}

@Injectable()
@CommandHandler(DeleteTeamCommand)
export class DeleteTeamHandler implements ICommandHandler<DeleteTeamCommand, CommandResult<TeamEvent>> {
  constructor(private readonly aggregates: AggregateStore) {}

  execute({ context, clientId, teamId }: DeleteTeamCommand): Promise<CommandResult<TeamEvent>> {
    return this.aggregates.handle(teamStreamName(teamId), teamDecider, { type: 'DeleteTeam', clientId }, context);
  }
}
