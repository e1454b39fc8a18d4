import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { clientStreamName, type ClientEvent } from '@gc/contracts';
import { AggregateStore, type CommandResult } from '../../../../shared/aggregate-store';
import type { CommandContext } from '../../../../shared/command-context';
import { clientDecider } from '../../domain/client.decider';

export class AddTeamRoleCommand {
  constructor(
    readonly context: CommandContext,
    readonly clientId: string,
    readonly name: string,
    readonly teamRoleId: string = randomUUID(),
  ) {}
}

@Injectable()
@CommandHandler(AddTeamRoleCommand)
export class AddTeamRoleHandler implements ICommandHandler<AddTeamRoleCommand, CommandResult<ClientEvent>> {
  constructor(private readonly aggregates: AggregateStore) {}

  execute({ context, clientId, name, teamRoleId }: AddTeamRoleCommand): Promise<CommandResult<ClientEvent>> {
    return this.aggregates.handle(
      clientStreamName(clientId),
      clientDecider,
      { type: 'AddTeamRole', teamRoleId, name },
      context,
    );
  }
}
