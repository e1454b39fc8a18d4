import { Inject, Injectable } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { teamStreamName, type TeamEvent } from '@gc/contracts';
import type { Database } from '@gc/projections';
import type { Kysely } from 'kysely';
import { KYSELY } from '../../../../infrastructure/tokens';
import { AggregateStore, type CommandResult } from '../../../../shared/aggregate-store';
import type { CommandContext } from '../../../../shared/command-context';
import { teamDecider } from '../../domain/team.decider';
import { findUserIdByEmail, requireTeam } from '../member-lookup';
import { loadTeamRules } from '../team-rules';

export class ChangeTeamMemberRoleCommand extends Command<CommandResult<TeamEvent>> {
  constructor(
    readonly context: CommandContext,
    readonly clientId: string,
    readonly teamId: string,
    readonly email: string,
    readonly teamRoleId: string,
  ) {
    super();
  }
}

@Injectable()
@CommandHandler(ChangeTeamMemberRoleCommand)
export class ChangeTeamMemberRoleHandler implements ICommandHandler<
  ChangeTeamMemberRoleCommand,
  CommandResult<TeamEvent>
> {
  constructor(
    private readonly aggregates: AggregateStore,
    @Inject(KYSELY) private readonly db: Kysely<Database>,
  ) {}

  async execute({
    context,
    clientId,
    teamId,
    email,
    teamRoleId,
  }: ChangeTeamMemberRoleCommand): Promise<CommandResult<TeamEvent>> {
    await requireTeam(this.aggregates, clientId, teamId);
    const userId = await findUserIdByEmail(this.db, email);
    const { teamRoleIds } = await loadTeamRules(this.aggregates, clientId);
    return this.aggregates.handle(
      teamStreamName(teamId),
      teamDecider,
      { type: 'ChangeTeamMemberRole', clientId, userId, teamRoleId, teamRoleIds },
      context,
    );
  }
}
