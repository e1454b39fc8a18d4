import { Injectable } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UserEvent } from '@gc/contracts';
import type { CommandResult } from '../../../shared/aggregate-store';
import type { CommandContext } from '../../../shared/command-context';
import { UserAccounts } from '../../identity';

/** The invitee's answer to an invitation to join `clientId`: accepting gives them the invited role there. */
export class AnswerClientInvitationCommand extends Command<CommandResult<UserEvent>> {
  constructor(
    readonly context: CommandContext,
    readonly userId: string,
    readonly clientId: string,
    readonly accept: boolean,
  ) {
    super();
  }
}

@Injectable()
@CommandHandler(AnswerClientInvitationCommand)
export class AnswerClientInvitationHandler implements ICommandHandler<AnswerClientInvitationCommand> {
  constructor(private readonly accounts: UserAccounts) {}

  execute({ context, userId, clientId, accept }: AnswerClientInvitationCommand): Promise<CommandResult<UserEvent>> {
    const type = accept ? 'AcceptClientInvitation' : 'DeclineClientInvitation';
    return this.accounts.execute(userId, { type, clientId }, context);
  }
}
