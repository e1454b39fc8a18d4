import { Inject, Injectable } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { teamStreamName, type TeamEvent } from '@gc/contracts';
import type { Database } from '@gc/projections';
import type { Kysely } from 'kysely';
import { KYSELY } from '../../../../infrastructure/tokens';
import { AggregateStore, type CommandResult } from '../../../../shared/aggregate-store';
import type { CommandContext } from '../../../../shared/command-context';
import { teamDecider } from '../../domain/team.decider';
import { findClientUserId, requireTeam } from '../member-lookup';
import { loadTeamRules } from '../team-rules';

export class AddTeamMemberCommand extends Command<CommandResult<TeamEvent> & { userId: string }> {
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

/** Adds an existing user of the client (by email) with a team role of the client. */
@Injectable()
@CommandHandler(AddTeamMemberCommand)
export class AddTeamMemberHandler implements ICommandHandler<
  AddTeamMemberCommand,
  CommandResult<TeamEvent> & { userId: string }
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
  }: AddTeamMemberCommand): Promise<CommandResult<TeamEvent> & { userId: string }> {
    await requireTeam(this.aggregates, clientId, teamId);
    const userId = await findClientUserId(this.db, clientId, email);
    const { teamRoleIds } = await loadTeamRules(this.aggregates, clientId);
    const result = await this.aggregates.handle(
      teamStreamName(teamId),
      teamDecider,
      { type: 'AddTeamMember', clientId, userId, teamRoleId, teamRoleIds },
      context,
    );
    return { ...result, userId };
  }
}
