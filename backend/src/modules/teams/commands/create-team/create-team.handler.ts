import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { teamStreamName, type TeamEvent, type TeamType } from '@gc/contracts';
import { AggregateStore, type CommandResult } from '../../../../shared/aggregate-store';
import type { CommandContext } from '../../../../shared/command-context';
import { teamDecider } from '../../domain/team.decider';
import { loadTeamRules } from '../team-rules';

export interface CreateTeamInput {
  readonly teamName: string;
  readonly description: string;
  readonly teamType: TeamType;
  readonly stage: string;
  /** the client's industry when undefined */
  readonly industry: string | undefined;
  /** the command's time (today) when undefined */
  readonly dateFounded: number | undefined;
}

export class CreateTeamCommand extends Command<CommandResult<TeamEvent> & { teamId: string }> {
  constructor(
    readonly context: CommandContext,
    readonly clientId: string,
    readonly input: CreateTeamInput,
    readonly teamId: string = randomUUID(),
  ) {
    super();
  }
}

@Injectable()
@CommandHandler(CreateTeamCommand)
export class CreateTeamHandler implements ICommandHandler<
  CreateTeamCommand,
  CommandResult<TeamEvent> & { teamId: string }
> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({
    context,
    clientId,
    input,
    teamId,
  }: CreateTeamCommand): Promise<CommandResult<TeamEvent> & { teamId: string }> {
    const rules = await loadTeamRules(this.aggregates, clientId);
    const details = {
      teamName: input.teamName,
      description: input.description,
      teamType: input.teamType,
      stage: input.stage,
      industry: input.industry ?? rules.clientIndustryId,
      dateFounded: input.dateFounded ?? context.now.getTime(),
    };
    const result = await this.aggregates.handle(
      teamStreamName(teamId),
      teamDecider,
      { type: 'CreateTeam', teamId, clientId, details, known: rules.known },
      context,
    );
    return { ...result, teamId };
  }
}
