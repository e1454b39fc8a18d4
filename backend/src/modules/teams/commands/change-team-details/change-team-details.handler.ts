import { Injectable } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { teamStreamName, type TeamEvent } from '@gc/contracts';
import { AggregateStore, type CommandResult } from '../../../../shared/aggregate-store';
import type { CommandContext } from '../../../../shared/command-context';
import { teamDecider, type EditedTeamDetails } from '../../domain/team.decider';
import { loadTeamRules } from '../team-rules';

export class ChangeTeamDetailsCommand extends Command<CommandResult<TeamEvent>> {
  constructor(
    readonly context: CommandContext,
    readonly clientId: string,
    readonly teamId: string,
    readonly details: EditedTeamDetails,
  ) {
    super();
  }
}

@Injectable()
@CommandHandler(ChangeTeamDetailsCommand)
export class ChangeTeamDetailsHandler implements ICommandHandler<ChangeTeamDetailsCommand, CommandResult<TeamEvent>> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ context, clientId, teamId, details }: ChangeTeamDetailsCommand): Promise<CommandResult<TeamEvent>> {
    const { known } = await loadTeamRules(this.aggregates, clientId);
    return this.aggregates.handle(
      teamStreamName(teamId),
      teamDecider,
      { type: 'ChangeTeamDetails', clientId, details, known },
      context,
    );
  }
}
