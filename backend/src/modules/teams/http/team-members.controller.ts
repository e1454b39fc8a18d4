import { Body, Controller, Delete, Get, Param, Post, Put, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import {
  AddTeamMemberDto,
  Capability,
  ChangeTeamMemberRoleDto,
  WorkspaceMessages as M,
  type TeamMemberView,
} from '@gc/contracts';
import type { FastifyRequest } from 'fastify';
import { withPosition, type WithPosition } from '../../../http/envelope';
import type { CommandResult } from '../../../shared/aggregate-store';
import { notFound } from '../../../shared/domain-error';
import { envelope } from '../../clients';
import { ReadYourWrites } from '../../../http/read-your-writes';
import { requestContext } from '../../../http/request-context';
import { CurrentUser, RequireCapability, type AuthenticatedUser } from '../../identity';
import { AddTeamMemberCommand } from '../commands/add-team-member/add-team-member.handler';
import { ChangeTeamMemberRoleCommand } from '../commands/change-team-member-role/change-team-member-role.handler';
import { RemoveTeamMemberCommand } from '../commands/remove-team-member/remove-team-member.handler';
import { ListTeamMembersQuery } from '../queries/teams.queries';
import { currentClientOf } from '../../identity';
import { addMemberBody, changeMemberBody, memberSchema } from './teams.openapi';

@ApiTags('team members')
@ApiBearerAuth()
@Controller('teams/:id/members')
export class TeamMembersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly reads: ReadYourWrites,
  ) {}

  @Get()
  @ApiOperation({ summary: "A visible team's members (names and emails from their accounts)" })
  @ApiOkResponse({ schema: envelope({ type: 'array', items: memberSchema }) })
  @ApiNotFoundResponse({ description: 'Team not found' })
  async list(@CurrentUser() user: AuthenticatedUser, @Param('id') teamId: string): Promise<TeamMemberView[]> {
    const members = await this.queries.execute(new ListTeamMembersQuery(user, teamId));
    if (!members) throw notFound(M.teamNotFound, 'TEAM_NOT_FOUND');
    return members;
  }

  @Post()
  @RequireCapability(Capability.ManageTeams)
  @ApiOperation({
    summary: 'Add an existing user of the current client to the team with a team role (admins); answers the member',
    description:
      "404 'User not found' (code USER_NOT_FOUND: show 'Please invite them to create an account through Manage All Users'); 409 'This email already exists'.",
  })
  @ApiBody({ schema: addMemberBody })
  @ApiOkResponse({ schema: envelope(memberSchema, true) })
  @ApiConflictResponse({ description: 'This email already exists' })
  async add(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Param('id') teamId: string,
    @Body() body: AddTeamMemberDto,
  ): Promise<WithPosition<TeamMemberView | null>> {
    const result = await this.commands.execute(
      new AddTeamMemberCommand(
        requestContext(user, request),
        currentClientOf(user),
        teamId,
        body.email,
        body.team_role,
      ),
    );
    return withPosition(await this.memberAfter(user, teamId, result.userId, result), result.position);
  }

  @Put(':email')
  @RequireCapability(Capability.EditOrDeleteTeams)
  @ApiOperation({ summary: "Change a member's team role (admins); answers the member" })
  @ApiBody({ schema: changeMemberBody })
  @ApiOkResponse({ schema: envelope(memberSchema, true) })
  @ApiNotFoundResponse({ description: 'Team not found / Team member not found' })
  async changeRole(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Param('id') teamId: string,
    @Param('email') email: string,
    @Body() body: ChangeTeamMemberRoleDto,
  ): Promise<WithPosition<TeamMemberView | null>> {
    const result = await this.commands.execute(
      new ChangeTeamMemberRoleCommand(
        requestContext(user, request),
        currentClientOf(user),
        teamId,
        email,
        body.team_role,
      ),
    );
    const members = await this.reads.read(result.position, () =>
      this.queries.execute(new ListTeamMembersQuery(user, teamId)),
    );
    const member = members?.find((m) => m.email.toLowerCase() === email.trim().toLowerCase()) ?? null;
    return withPosition(member, result.position);
  }

  @Delete(':email')
  @RequireCapability(Capability.EditOrDeleteTeams)
  @ApiOperation({ summary: 'Remove a member from the team (admins)' })
  @ApiOkResponse({
    schema: envelope({ type: 'object', properties: { team_id: { type: 'string' }, email: { type: 'string' } } }, true),
  })
  @ApiNotFoundResponse({ description: 'Team not found / Team member not found' })
  async remove(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Param('id') teamId: string,
    @Param('email') email: string,
  ): Promise<WithPosition<{ team_id: string; email: string }>> {
    const result = await this.commands.execute(
      new RemoveTeamMemberCommand(requestContext(user, request), currentClientOf(user), teamId, email),
    );
    return withPosition({ team_id: teamId, email }, result.position);
  }

  private async memberAfter(
    user: AuthenticatedUser,
    teamId: string,
    userId: string,
    result: CommandResult<unknown>,
  ): Promise<TeamMemberView | null> {
    const members = await this.reads.read(result.position, () =>
      this.queries.execute(new ListTeamMembersQuery(user, teamId)),
    );
    return members?.find((m) => m.user_id === userId) ?? null;
  }
}
