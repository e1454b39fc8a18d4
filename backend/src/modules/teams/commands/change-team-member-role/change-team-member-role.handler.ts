import { Inject, Injectable } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Database } from '@gc/projections';
import type { Kysely } from 'kysely';
import { KYSELY } from '../../../../infrastructure/tokens';
import { AggregateStore } from '../../../../shared/aggregate-store';
import { findUserIdByEmail } from '../member-lookup';
import { decideMemberRole, TeamMemberRoleCommand, type MemberRoleResult } from '../team-member-role';

export class ChangeTeamMemberRoleCommand extends TeamMemberRoleCommand {}

/** Gives a member of the team (by email) another team role of the client. */
@Injectable()
@CommandHandler(ChangeTeamMemberRoleCommand)
export class ChangeTeamMemberRoleHandler implements ICommandHandler<ChangeTeamMemberRoleCommand, MemberRoleResult> {
  constructor(
    private readonly aggregates: AggregateStore,
    @Inject(KYSELY) private readonly db: Kysely<Database>,
  ) {}

  execute(command: ChangeTeamMemberRoleCommand): Promise<MemberRoleResult> {
    return decideMemberRole(this.aggregates, command, 'ChangeTeamMemberRole', () =>
      findUserIdByEmail(this.db, command.email),
    );
  }
}
