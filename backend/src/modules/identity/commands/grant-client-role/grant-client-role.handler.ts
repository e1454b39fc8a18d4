import { Injectable } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UserEvent } from '@gc/contracts';
import type { CommandResult } from '../../../../shared/aggregate-store';
import type { CommandContext } from '../../../../shared/command-context';
import { UserAccounts } from '../../shared/user-accounts.service';

/**
 * Gives a person a role in a client, or changes the role they have there. Other modules call it through the
 * CommandBus (e.g. the creator of a client becomes its administrator). The first client a person gets becomes
 * their current one.
 */
export class GrantClientRoleCommand extends Command<CommandResult<UserEvent>> {
  constructor(
    readonly context: CommandContext,
    readonly input: { userId: string; clientId: string; role: number },
  ) {
    super();
  }
}

@Injectable()
@CommandHandler(GrantClientRoleCommand)
export class GrantClientRoleHandler implements ICommandHandler<GrantClientRoleCommand, CommandResult<UserEvent>> {
  constructor(private readonly accounts: UserAccounts) {}

  execute({ context, input }: GrantClientRoleCommand): Promise<CommandResult<UserEvent>> {
    return this.accounts.execute(input.userId, { type: 'GrantClientRole', ...input }, context);
  }
}
