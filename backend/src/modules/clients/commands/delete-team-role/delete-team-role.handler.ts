import { teamsProjection } from '@gc/projections';
import type { EventStore } from '../../../../shared/event-store.port';
import { Inject, Injectable } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ReadYourWrites } from '../../../../http/read-your-writes';
import { clientStreamName, type ClientEvent } from '@gc/contracts';
import type { Database } from '@gc/projections';
import type { Kysely } from 'kysely';
import { EVENT_STORE, KYSELY } from '../../../../infrastructure/tokens';
import { AggregateStore, type CommandResult } from '../../../../shared/aggregate-store';
import type { CommandContext } from '../../../../shared/command-context';
import { conflict } from '../../../../shared/domain-error';
import { clientDecider } from '../../domain/client.decider';
import { asWorkspacesDb } from '../../workspaces.db';

export class DeleteTeamRoleCommand extends Command<CommandResult<ClientEvent>> {
  constructor(
    readonly context: CommandContext,
    readonly clientId: string,
    readonly teamRoleId: string,
  ) {
    super();
  }
}

export const TEAM_ROLE_IN_USE = 'This team role is held by team members. Replace it with another role instead.';

/**
 * Deletes a custom team role. A role someone still holds is not deleted (409): replacing it moves its members,
 * deleting would leave them without one. Who holds what is read from the team_members read model once it has caught
 * up with the event log (bounded wait).
 */
@Injectable()
@CommandHandler(DeleteTeamRoleCommand)
export class DeleteTeamRoleHandler implements ICommandHandler<DeleteTeamRoleCommand, CommandResult<ClientEvent>> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly reads: ReadYourWrites,
    @Inject(KYSELY) private readonly db: Kysely<Database>,
    @Inject(EVENT_STORE) private readonly events: EventStore,
  ) {}

  async execute({ context, clientId, teamRoleId }: DeleteTeamRoleCommand): Promise<CommandResult<ClientEvent>> {
    // Let the teams read model catch up with everything written so far (bounded), so a member added a moment ago
    // is seen holding the role.
    await this.reads.settle(await this.events.headPosition(), [teamsProjection.name]);
    const holder = await asWorkspacesDb(this.db)
      .selectFrom('team_members')
      .select('user_id')
      .where('client_id', '=', clientId)
      .where('team_role_id', '=', teamRoleId)
      .limit(1)
      .executeTakeFirst();
    if (holder) throw conflict(TEAM_ROLE_IN_USE, 'TEAM_ROLE_IN_USE');
    return this.aggregates.handle(
      clientStreamName(clientId),
      clientDecider,
      { type: 'DeleteTeamRole', teamRoleId },
      context,
    );
  }
}
