import { Injectable } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UserEvent } from '@gc/contracts';
import type { CommandResult } from '../../../../shared/aggregate-store';
import type { CommandContext } from '../../../../shared/command-context';
import { UserAccounts } from '../../../identity';

/**
 * PUT /users/{me} { custom_client_id }: the caller works in another of their clients from now on (only one where
 * they hold a role: 404 'Client not found' otherwise). Every role check then uses the role held there.
 */
export class SwitchCurrentClientCommand extends Command<CommandResult<UserEvent>> {
  constructor(
    readonly context: CommandContext,
    readonly userId: string,
    readonly clientId: string,
  ) {
    super();
  }
}

@Injectable()
@CommandHandler(SwitchCurrentClientCommand)
export class SwitchCurrentClientHandler implements ICommandHandler<SwitchCurrentClientCommand> {
  constructor(private readonly accounts: UserAccounts) {}

  execute({ context, userId, clientId }: SwitchCurrentClientCommand): Promise<CommandResult<UserEvent>> {
    return this.accounts.execute(userId, { type: 'SelectCurrentClient', clientId }, context);
  }
}
