import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AddTeamRoleHandler } from './commands/add-team-role/add-team-role.handler';
import { ChangeClientDetailsHandler } from './commands/change-client-details/change-client-details.handler';
import { CreateClientHandler } from './commands/create-client/create-client.handler';
import { DeleteTeamRoleHandler } from './commands/delete-team-role/delete-team-role.handler';
import { ReplaceTeamRoleHandler } from './commands/replace-team-role/replace-team-role.handler';
import { ClientsController } from './http/clients.controller';
import { TeamRolesController } from './http/team-roles.controller';
import { GetClientHandler, ListMyClientsHandler, ListTeamRolesHandler } from './queries/clients.queries';

/** Client workspaces and their team roles (stream `client-{id}`). */
@Module({
  imports: [CqrsModule],
  controllers: [ClientsController, TeamRolesController],
  providers: [
    CreateClientHandler,
    ChangeClientDetailsHandler,
    AddTeamRoleHandler,
    DeleteTeamRoleHandler,
    ReplaceTeamRoleHandler,
    ListMyClientsHandler,
    GetClientHandler,
    ListTeamRolesHandler,
  ],
})
export class ClientsModule {}
