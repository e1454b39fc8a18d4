import { Body, Controller, Delete, Get, Param, Post, Put, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Capability, CreateTeamDto, UpdateTeamDto, WorkspaceMessages as M, type TeamView } from '@gc/contracts';
import type { FastifyRequest } from 'fastify';
import { withPosition, type WithPosition } from '../../../http/envelope';
import { notFound } from '../../../shared/domain-error';
import { envelope } from '../../clients';
import { ReadYourWrites } from '../../../http/read-your-writes';
import { requestContext } from '../../../http/request-context';
import { CurrentUser, RequireCapability, type AuthenticatedUser } from '../../identity';
import { ChangeTeamDetailsCommand } from '../commands/change-team-details/change-team-details.handler';
import { CreateTeamCommand } from '../commands/create-team/create-team.handler';
import { DeleteTeamCommand } from '../commands/delete-team/delete-team.handler';
import { GetTeamQuery, ListTeamsQuery } from '../queries/teams.queries';
import { currentClientOf } from '../../identity';
import { teamBody, teamSchema } from './teams.openapi';

@ApiTags('teams')
@ApiBearerAuth()
@Controller('teams')
export class TeamsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly reads: ReadYourWrites,
  ) {}

  @Get()
  @ApiOperation({
    summary: "Teams of the current client with their members: all for admins, the caller's own teams for everyone else",
  })
  @ApiOkResponse({ schema: envelope({ type: 'array', items: teamSchema }) })
  list(@CurrentUser() user: AuthenticatedUser): Promise<TeamView[]> {
    return this.queries.execute(new ListTeamsQuery(user));
  }

  @Get(':id')
  @ApiOperation({
    summary:
      'One team, as a list whose first item is the team; 404 when missing, deleted, of another client or not visible',
  })
  @ApiOkResponse({ schema: envelope({ type: 'array', items: teamSchema }) })
  @ApiNotFoundResponse({ description: 'Team not found' })
  async get(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<TeamView[]> {
    const team = await this.queries.execute(new GetTeamQuery(user, id));
    if (!team) throw notFound(M.teamNotFound, 'TEAM_NOT_FOUND');
    return [team];
  }

  @Post()
  @RequireCapability(Capability.ManageTeams)
  @ApiOperation({
    summary:
      'Create a team in the current client (admins); answers the team (the frontend then opens /app/teams/edit-team/{team_id})',
    description: "400 with the form's message; the frontend shows 'Error while creating a new team!...' on failure.",
  })
  @ApiBody({ schema: teamBody })
  @ApiOkResponse({ schema: envelope(teamSchema, true) })
  async create(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Body() body: CreateTeamDto,
  ): Promise<WithPosition<TeamView | null>> {
    const result = await this.commands.execute(
      new CreateTeamCommand(requestContext(user, request), currentClientOf(user), {
        teamName: body.team_name,
        description: body.description,
        teamType: body.team_type,
        stage: body.stage,
        industry: body.industry,
        dateFounded: body.date_founded,
      }),
    );
    const team = await this.reads.read(result.position, () =>
      this.queries.execute(new GetTeamQuery(user, result.teamId)),
    );
    return withPosition(team, result.position);
  }

  @Put(':id')
  @RequireCapability(Capability.EditOrDeleteTeams)
  @ApiOperation({
    summary: "Save a team's details (admins); answers the team. The frontend shows 'Team successfully updated!'",
  })
  @ApiBody({ schema: teamBody })
  @ApiOkResponse({ schema: envelope(teamSchema, true) })
  @ApiNotFoundResponse({ description: 'Team not found' })
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Param('id') id: string,
    @Body() body: UpdateTeamDto,
  ): Promise<WithPosition<TeamView | null>> {
    const result = await this.commands.execute(
      new ChangeTeamDetailsCommand(requestContext(user, request), currentClientOf(user), id, {
        teamName: body.team_name,
        description: body.description,
        teamType: body.team_type,
        stage: body.stage,
        industry: body.industry ?? null,
        dateFounded: body.date_founded ?? null,
      }),
    );
    const team = await this.reads.read(result.position, () => this.queries.execute(new GetTeamQuery(user, id)));
    return withPosition(team, result.position);
  }

  @Delete(':id')
  @RequireCapability(Capability.EditOrDeleteTeams)
  @ApiOperation({ summary: "Delete a team (admins). The frontend shows 'Team successfully deleted!'" })
  @ApiOkResponse({ schema: envelope({ type: 'object', properties: { team_id: { type: 'string' } } }, true) })
  @ApiNotFoundResponse({ description: 'Team not found' })
  async delete(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Param('id') id: string,
  ): Promise<WithPosition<{ team_id: string }>> {
    const result = await this.commands.execute(
      new DeleteTeamCommand(requestContext(user, request), currentClientOf(user), id),
    );
    return withPosition({ team_id: id }, result.position);
  }
}
