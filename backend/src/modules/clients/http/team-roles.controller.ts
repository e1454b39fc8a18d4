import { Body, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  Capability,
  CreateTeamRoleDto,
  ReplaceTeamRoleDto,
  WorkspaceMessages as M,
  type TeamRoleView,
} from '@gc/contracts';
import { ApiController, idsOf, listOf, Reads, Refuses, Writes } from '../../../http/openapi';
import { ReadYourWrites } from '../../../http/read-your-writes';
import { assertCapability, Caller, RequireCapability, requireClientInScope } from '../../identity';
import { AddTeamRoleCommand } from '../commands/add-team-role/add-team-role.handler';
import { DeleteTeamRoleCommand } from '../commands/delete-team-role/delete-team-role.handler';
import { ReplaceTeamRoleCommand } from '../commands/replace-team-role/replace-team-role.handler';
import { ListTeamRolesQuery } from '../queries/clients.queries';
import { teamRoleSchema } from './clients.responses';

/**
 * A client's team roles. Adding is for admins; deleting and replacing a custom role only for a Global Administrator
 * (admin spec section 6: delete buttons of non-system dropdown options appear for role '5'). The order of the checks
 * keeps tenancy first: a User is refused (403) before anything is looked up, another client's id is 404 for any
 * administrator, and only then is a Client Administrator refused (403).
 */
@ApiController('clients/:client_id/team_roles', 'team roles')
export class TeamRolesController {
  constructor(
    private readonly queries: QueryBus,
    private readonly reads: ReadYourWrites,
  ) {}

  @Reads(
    '',
    "The current client's team roles (system roles first); another client's id answers 404",
    listOf(teamRoleSchema),
  )
  @Refuses({ 404: 'not the current client' })
  list(@Caller() caller: Caller, @Param('client_id') clientId: string): Promise<TeamRoleView[]> {
    return this.queries.execute(new ListTeamRolesQuery(requireClientInScope(caller.user, clientId, M.clientNotFound)));
  }

  @Writes('POST', '', 'Add a team role (admins); a name already in the list, in any case, answers 409', teamRoleSchema)
  @RequireCapability(Capability.ManageTeams)
  @Refuses({ 409: 'A team role named "..." already exists.' })
  add(@Caller() caller: Caller, @Param('client_id') clientId: string, @Body() body: CreateTeamRoleDto) {
    const id = requireClientInScope(caller.user, clientId, M.clientNotFound);
    return this.reads.answer(new AddTeamRoleCommand(caller.context, id, body.name), ({ added }) => ({
      team_role_id: added.teamRoleId,
      client_id: added.clientId,
      name: added.name,
      label: added.name,
      value: added.teamRoleId,
      system: added.system,
    }));
  }

  @Writes(
    'DELETE',
    ':team_role_id',
    'Delete a custom team role (Global Administrator only, else 403); system roles and roles members still hold answer 409',
    idsOf('team_role_id'),
  )
  @RequireCapability(Capability.ManageTeams)
  @Refuses({
    403: 'not a Global Administrator in the current client',
    404: 'no such role in the current client',
    409: 'a system role, or held by team members (replace it instead)',
  })
  delete(@Caller() caller: Caller, @Param('client_id') clientId: string, @Param('team_role_id') teamRoleId: string) {
    const id = this.deletableIn(caller, clientId);
    return this.reads.answer(new DeleteTeamRoleCommand(caller.context, id, teamRoleId), () => ({
      team_role_id: teamRoleId,
    }));
  }

  @Writes(
    'PUT',
    ':team_role_id/replace',
    'Replace a custom team role by another (Global Administrator only, else 403): the old role is removed and its ' +
      'members move to the new one',
    idsOf('team_role_id', 'replacement_team_role_id'),
  )
  @RequireCapability(Capability.ManageTeams)
  @Refuses({
    403: 'not a Global Administrator in the current client',
    404: 'either role is not in the current client',
    409: 'a system role cannot be replaced',
  })
  replace(
    @Caller() caller: Caller,
    @Param('client_id') clientId: string,
    @Param('team_role_id') teamRoleId: string,
    @Body() body: ReplaceTeamRoleDto,
  ) {
    const id = this.deletableIn(caller, clientId);
    return this.reads.answer(new ReplaceTeamRoleCommand(caller.context, id, teamRoleId, body.team_role_id), () => ({
      team_role_id: teamRoleId,
      replacement_team_role_id: body.team_role_id,
    }));
  }

  /** Deleting or replacing a role: tenancy first (404), then the Global Administrator's right (403). */
  private deletableIn(caller: Caller, clientId: string): string {
    const id = requireClientInScope(caller.user, clientId, M.clientNotFound);
    assertCapability(caller.user, Capability.DeleteDropdownOptions);
    return id;
  }
}
