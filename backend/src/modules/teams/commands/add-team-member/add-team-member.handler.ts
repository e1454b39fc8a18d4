import { Inject, Injectable } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Database } from '@gc/projections';
import type { Kysely } from 'kysely';
import { KYSELY } from '../../../../infrastructure/tokens';
import { AggregateStore } from '../../../../shared/aggregate-store';
import { findClientUserId } from '../member-lookup';
import { decideMemberRole, TeamMemberRoleCommand, type MemberRoleResult } from '../team-member-role';

export class AddTeamMemberCommand extends TeamMemberRoleCommand {}

/** Adds an existing user of the client (by email) with a team role of the client. */
@Injectable()
@CommandHandler(AddTeamMemberCommand)
export class AddTeamMemberHandler implements ICommandHandler<AddTeamMemberCommand, MemberRoleResult> {
  constructor(
    private readonly aggregates: AggregateStore,
    @Inject(KYSELY) private readonly db: Kysely<Database>,
  ) {}

  execute(command: AddTeamMemberCommand): Promise<MemberRoleResult> {
    return decideMemberRole(this.aggregates, command, 'AddTeamMember', () =>
      findClientUserId(this.db, command.clientId, command.email),
    );
  }
}
