import { Body, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Capability, CreateTeamDto, UpdateTeamDto, WorkspaceMessages as M, type TeamView } from '@gc/contracts';
import { ApiController, idsOf, listOf, Reads, Refuses, Writes } from '../../../http/openapi';
import { ReadYourWrites } from '../../../http/read-your-writes';
import { notFound } from '../../../shared/domain-error';
import { Caller, RequireCapability } from '../../identity';
import { ChangeTeamDetailsCommand } from '../commands/change-team-details/change-team-details.handler';
import { CreateTeamCommand } from '../commands/create-team/create-team.handler';
import { DeleteTeamCommand } from '../commands/delete-team/delete-team.handler';
import { GetTeamQuery, ListTeamsQuery } from '../queries/teams.queries';
import { teamSchema } from './teams.responses';

@ApiController('teams', 'teams')
export class TeamsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly reads: ReadYourWrites,
  ) {}

  @Reads(
    '',
    "Teams of the current client with their members: all for admins, the caller's own teams for everyone else",
    listOf(teamSchema),
  )
  list(@Caller() caller: Caller): Promise<TeamView[]> {
    return this.queries.execute(new ListTeamsQuery(caller.user));
  }

  @Reads(
    ':id',
    'One team, as a list whose first item is the team; 404 when missing, deleted, of another client or not visible',
    listOf(teamSchema),
  )
  @Refuses({ 404: 'Team not found' })
  async get(@Caller() caller: Caller, @Param('id') id: string): Promise<TeamView[]> {
    const team = await this.queries.execute(new GetTeamQuery(caller.user, id));
    if (!team) throw notFound(M.teamNotFound, 'TEAM_NOT_FOUND');
    return [team];
  }

  @Writes(
    'POST',
    '',
    {
      summary:
        'Create a team in the current client (admins); answers the team (the frontend then opens /app/teams/edit-team/{team_id})',
      description: "400 with the form's message; the frontend shows 'Error while creating a new team!...' on failure.",
    },
    teamSchema,
  )
  @RequireCapability(Capability.ManageTeams)
  create(@Caller() caller: Caller, @Body() body: CreateTeamDto) {
    const details = {
      teamName: body.team_name,
      description: body.description,
      teamType: body.team_type,
      stage: body.stage,
      industry: body.industry,
      dateFounded: body.date_founded,
    };
    return this.reads.answerRead(
      new CreateTeamCommand(caller.context, caller.clientId, details),
      (result) => new GetTeamQuery(caller.user, result.teamId),
    );
  }

  @Writes(
    'PUT',
    ':id',
    "Save a team's details (admins); answers the team. The frontend shows 'Team successfully updated!'",
    teamSchema,
  )
  @RequireCapability(Capability.EditOrDeleteTeams)
  @Refuses({ 404: 'Team not found' })
  update(@Caller() caller: Caller, @Param('id') id: string, @Body() body: UpdateTeamDto) {
    const details = {
      teamName: body.team_name,
      description: body.description,
      teamType: body.team_type,
      stage: body.stage,
      industry: body.industry ?? null,
      dateFounded: body.date_founded ?? null,
    };
    return this.reads.answerRead(
      new ChangeTeamDetailsCommand(caller.context, caller.clientId, id, details),
      () => new GetTeamQuery(caller.user, id),
    );
  }

  @Writes('DELETE', ':id', "Delete a team (admins). The frontend shows 'Team successfully deleted!'", idsOf('team_id'))
  @RequireCapability(Capability.EditOrDeleteTeams)
  @Refuses({ 404: 'Team not found' })
  delete(@Caller() caller: Caller, @Param('id') id: string) {
    return this.reads.answer(new DeleteTeamCommand(caller.context, caller.clientId, id), () => ({ team_id: id }));
  }
}
