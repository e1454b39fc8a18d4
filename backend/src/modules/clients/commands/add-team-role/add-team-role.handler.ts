import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { clientStreamName, type ClientEvent, type TeamRoleAdded } from '@gc/contracts';
import { AggregateStore, type CommandResult } from '../../../../shared/aggregate-store';
import type { CommandContext } from '../../../../shared/command-context';
import { clientDecider } from '../../domain/client.decider';

export type TeamRoleAddedResult = { added: TeamRoleAdded['data']; position: CommandResult<ClientEvent>['position'] };

/** A team role of the client's own; answers the role it added. */
export class AddTeamRoleCommand extends Command<TeamRoleAddedResult> {
  constructor(
    readonly context: CommandContext,
    readonly clientId: string,
    readonly name: string,
    readonly teamRoleId: string = randomUUID(),
  ) {
    super();
  }
}

@Injectable()
@CommandHandler(AddTeamRoleCommand)
export class AddTeamRoleHandler implements ICommandHandler<AddTeamRoleCommand> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ context, clientId, name, teamRoleId }: AddTeamRoleCommand): Promise<TeamRoleAddedResult> {
    const result = await this.aggregates.handle(
      clientStreamName(clientId),
      clientDecider,
      { type: 'AddTeamRole', teamRoleId, name },
      context,
    );
    const added = result.events.find((event): event is TeamRoleAdded => event.type === 'TeamRoleAdded');
    // the decider adds the role or refuses: a result without it would be a broken decider, not a user error
    if (!added) throw new Error('AddTeamRole appended no TeamRoleAdded');
    return { added: added.data, position: result.position };
  }
}
