import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AddTeamMemberHandler } from './commands/add-team-member/add-team-member.handler';
import { ChangeTeamDetailsHandler } from './commands/change-team-details/change-team-details.handler';
import { ChangeTeamMemberRoleHandler } from './commands/change-team-member-role/change-team-member-role.handler';
import { CreateTeamHandler } from './commands/create-team/create-team.handler';
import { DeleteTeamHandler } from './commands/delete-team/delete-team.handler';
import { RemoveTeamMemberHandler } from './commands/remove-team-member/remove-team-member.handler';
import { TeamMembersController } from './http/team-members.controller';
import { TeamsController } from './http/teams.controller';
import { GetTeamHandler, ListTeamMembersHandler, ListTeamsHandler } from './queries/teams.queries';

/** Teams and their members (stream `team-{id}`), always within the caller's current client. */
@Module({
  imports: [CqrsModule],
  controllers: [TeamsController, TeamMembersController],
  providers: [
    CreateTeamHandler,
    ChangeTeamDetailsHandler,
    DeleteTeamHandler,
    AddTeamMemberHandler,
    ChangeTeamMemberRoleHandler,
    RemoveTeamMemberHandler,
    ListTeamsHandler,
    GetTeamHandler,
    ListTeamMembersHandler,
  ],
})
export class TeamsModule {}
