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

export class RemoveTeamMemberCommand extends Command<CommandResult<TeamEvent>> {
  constructor(
    readonly context: CommandContext,
    readonly clientId: string,
    readonly teamId: string,
    readonly email: string,
  ) {
    super();
  }
}

@Injectable()
@CommandHandler(RemoveTeamMemberCommand)
export class RemoveTeamMemberHandler implements ICommandHandler<RemoveTeamMemberCommand, CommandResult<TeamEvent>> {
  constructor(
    private readonly aggregates: AggregateStore,
    @Inject(KYSELY) private readonly db: Kysely<Database>,
  ) {}

  async execute({ context, clientId, teamId, email }: RemoveTeamMemberCommand): Promise<CommandResult<TeamEvent>> {
    await requireTeam(this.aggregates, clientId, teamId);
    const userId = await findUserIdByEmail(this.db, email);
    return this.aggregates.handle(
      teamStreamName(teamId),
      teamDecider,
      { type: 'RemoveTeamMember', clientId, userId },
      context,
    );
  }
}
