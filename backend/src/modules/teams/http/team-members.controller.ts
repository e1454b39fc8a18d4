import { Body, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  AddTeamMemberDto,
  Capability,
  ChangeTeamMemberRoleDto,
  WorkspaceMessages as M,
  type TeamMemberView,
} from '@gc/contracts';
import { ApiController, idsOf, listOf, Reads, Refuses, Writes } from '../../../http/openapi';
import { ReadYourWrites } from '../../../http/read-your-writes';
import { notFound } from '../../../shared/domain-error';
import { Caller, RequireCapability } from '../../identity';
import { AddTeamMemberCommand } from '../commands/add-team-member/add-team-member.handler';
import { ChangeTeamMemberRoleCommand } from '../commands/change-team-member-role/change-team-member-role.handler';
import { RemoveTeamMemberCommand } from '../commands/remove-team-member/remove-team-member.handler';
import { ListTeamMembersQuery } from '../queries/teams.queries';
import { memberSchema } from './teams.responses';

@ApiController('teams/:id/members', 'team members')
export class TeamMembersController {
  constructor(
    private readonly queries: QueryBus,
    private readonly reads: ReadYourWrites,
  ) {}

  @Reads('', "A visible team's members (names and emails from their accounts)", listOf(memberSchema))
  @Refuses({ 404: 'Team not found' })
  async list(@Caller() caller: Caller, @Param('id') teamId: string): Promise<TeamMemberView[]> {
    const members = await this.queries.execute(new ListTeamMembersQuery(caller.user, teamId));
    if (!members) throw notFound(M.teamNotFound, 'TEAM_NOT_FOUND');
    return members;
  }

  @Writes(
    'POST',
    '',
    {
      summary: 'Add an existing user of the current client to the team with a team role (admins); answers the member',
      description:
        "404 'User not found' (code USER_NOT_FOUND: show 'Please invite them to create an account through Manage All Users'); 409 'This email already exists'.",
    },
    memberSchema,
  )
  @RequireCapability(Capability.ManageTeams)
  @Refuses({ 409: 'This email already exists' })
  add(@Caller() caller: Caller, @Param('id') teamId: string, @Body() body: AddTeamMemberDto) {
    return this.reads.answerRead(
      new AddTeamMemberCommand(caller.context, caller.clientId, teamId, body.email, body.team_role),
      (result) => this.member(caller, teamId, (m) => m.user_id === result.userId),
    );
  }

  @Writes('PUT', ':email', "Change a member's team role (admins); answers the member", memberSchema)
  @RequireCapability(Capability.EditOrDeleteTeams)
  @Refuses({ 404: 'Team not found / Team member not found' })
  changeRole(
    @Caller() caller: Caller,
    @Param('id') teamId: string,
    @Param('email') email: string,
    @Body() body: ChangeTeamMemberRoleDto,
  ) {
    return this.reads.answerRead(
      new ChangeTeamMemberRoleCommand(caller.context, caller.clientId, teamId, email, body.team_role),
      () => this.member(caller, teamId, (m) => m.email.toLowerCase() === email.trim().toLowerCase()),
    );
  }

  @Writes('DELETE', ':email', 'Remove a member from the team (admins)', idsOf('team_id', 'email'))
  @RequireCapability(Capability.EditOrDeleteTeams)
  @Refuses({ 404: 'Team not found / Team member not found' })
  remove(@Caller() caller: Caller, @Param('id') teamId: string, @Param('email') email: string) {
    return this.reads.answer(new RemoveTeamMemberCommand(caller.context, caller.clientId, teamId, email), () => ({
      team_id: teamId,
      email,
    }));
  }

  /** The member of the team the write concerned, as the read model has them. */
  private async member(
    caller: Caller,
    teamId: string,
    which: (member: TeamMemberView) => boolean,
  ): Promise<TeamMemberView | null> {
    const members = await this.queries.execute(new ListTeamMembersQuery(caller.user, teamId));
    return members?.find(which) ?? null;
  }
}
