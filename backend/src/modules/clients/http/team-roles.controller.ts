import { Body, Controller, Delete, Get, Param, Post, Put, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import {
  Capability,
  CreateTeamRoleDto,
  ReplaceTeamRoleDto,
  WorkspaceMessages as M,
  type TeamRoleView,
} from '@gc/contracts';
import type { FastifyRequest } from 'fastify';
import { withPosition, type WithPosition } from '../../../http/envelope';
import { assertCapability, CurrentUser, RequireCapability, type AuthenticatedUser } from '../../identity';
import { AddTeamRoleCommand } from '../commands/add-team-role/add-team-role.handler';
import { DeleteTeamRoleCommand } from '../commands/delete-team-role/delete-team-role.handler';
import { ReplaceTeamRoleCommand } from '../commands/replace-team-role/replace-team-role.handler';
import { ListTeamRolesQuery } from '../queries/clients.queries';
import { createTeamRoleBody, envelope, replaceTeamRoleBody, teamRoleSchema } from './clients.openapi';
import { requireClientInScope } from '../../identity';
import { requestContext } from '../../../http/request-context';

/**
 * A client's team roles. Adding is for admins; deleting and replacing a custom role only for a Global Administrator
 * (admin spec section 6: delete buttons of non-system dropdown options appear for role '5'). The order of the checks
 * keeps tenancy first: a User is refused (403) before anything is looked up, another client's id is 404 for any
 * administrator, and only then is a Client Administrator refused (403).
 */
@ApiTags('team roles')
@ApiBearerAuth()
@Controller('clients/:client_id/team_roles')
export class TeamRolesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOperation({ summary: "The current client's team roles (system roles first); another client's id answers 404" })
  @ApiOkResponse({ schema: envelope({ type: 'array', items: teamRoleSchema }) })
  @ApiNotFoundResponse({ description: 'not the current client' })
  list(@CurrentUser() user: AuthenticatedUser, @Param('client_id') clientId: string): Promise<TeamRoleView[]> {
    return this.queries.execute(new ListTeamRolesQuery(requireClientInScope(user, clientId, M.clientNotFound)));
  }

  @Post()
  @RequireCapability(Capability.ManageTeams)
  @ApiOperation({ summary: 'Add a team role (admins); a name already in the list, in any case, answers 409' })
  @ApiBody({ schema: createTeamRoleBody })
  @ApiOkResponse({ schema: envelope(teamRoleSchema, true) })
  @ApiConflictResponse({ description: 'A team role named "..." already exists.' })
  async add(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Param('client_id') clientId: string,
    @Body() body: CreateTeamRoleDto,
  ): Promise<WithPosition<TeamRoleView>> {
    const id = requireClientInScope(user, clientId, M.clientNotFound);
    const { added: data, position } = await this.commands.execute(
      new AddTeamRoleCommand(requestContext(user, request), id, body.name),
    );
    return withPosition(
      {
        team_role_id: data.teamRoleId,
        client_id: data.clientId,
        name: data.name,
        label: data.name,
        value: data.teamRoleId,
        system: data.system,
      },
      position,
    );
  }

  @Delete(':team_role_id')
  @RequireCapability(Capability.ManageTeams)
  @ApiOperation({
    summary:
      'Delete a custom team role (Global Administrator only, else 403); system roles and roles members still hold answer 409',
  })
  @ApiForbiddenResponse({ description: 'not a Global Administrator in the current client' })
  @ApiOkResponse({ schema: envelope({ type: 'object', properties: { team_role_id: { type: 'string' } } }, true) })
  @ApiNotFoundResponse({ description: 'no such role in the current client' })
  @ApiConflictResponse({ description: 'a system role, or held by team members (replace it instead)' })
  async delete(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Param('client_id') clientId: string,
    @Param('team_role_id') teamRoleId: string,
  ): Promise<WithPosition<{ team_role_id: string }>> {
    const id = requireClientInScope(user, clientId, M.clientNotFound);
    assertCapability(user, Capability.DeleteDropdownOptions);
    const result = await this.commands.execute(
      new DeleteTeamRoleCommand(requestContext(user, request), id, teamRoleId),
    );
    return withPosition({ team_role_id: teamRoleId }, result.position);
  }

  @Put(':team_role_id/replace')
  @RequireCapability(Capability.ManageTeams)
  @ApiOperation({
    summary:
      'Replace a custom team role by another (Global Administrator only, else 403): the old role is removed and its ' +
      'members move to the new one',
  })
  @ApiForbiddenResponse({ description: 'not a Global Administrator in the current client' })
  @ApiBody({ schema: replaceTeamRoleBody })
  @ApiOkResponse({
    schema: envelope(
      {
        type: 'object',
        properties: { team_role_id: { type: 'string' }, replacement_team_role_id: { type: 'string' } },
      },
      true,
    ),
  })
  @ApiNotFoundResponse({ description: 'either role is not in the current client' })
  @ApiConflictResponse({ description: 'a system role cannot be replaced' })
  async replace(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Param('client_id') clientId: string,
    @Param('team_role_id') teamRoleId: string,
    @Body() body: ReplaceTeamRoleDto,
  ): Promise<WithPosition<{ team_role_id: string; replacement_team_role_id: string }>> {
    const id = requireClientInScope(user, clientId, M.clientNotFound);
    assertCapability(user, Capability.DeleteDropdownOptions);
    const result = await this.commands.execute(
      new ReplaceTeamRoleCommand(requestContext(user, request), id, teamRoleId, body.team_role_id),
    );
    return withPosition({ team_role_id: teamRoleId, replacement_team_role_id: body.team_role_id }, result.position);
  }
}
