import { Injectable } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UserEvent } from '@gc/contracts';
import type { CommandResult } from '../../../../shared/aggregate-store';
import type { CommandContext } from '../../../../shared/command-context';
import { UserAccounts } from '../../shared/user-accounts.service';

/** POST /auth/terms/accept: the caller accepts the Terms & Conditions and the Privacy Policy. */
export class AcceptTermsCommand extends Command<CommandResult<UserEvent>> {
  constructor(
    readonly context: CommandContext,
    readonly userId: string,
  ) {
    super();
  }
}

@Injectable()
@CommandHandler(AcceptTermsCommand)
export class AcceptTermsHandler implements ICommandHandler<AcceptTermsCommand> {
  constructor(private readonly accounts: UserAccounts) {}

  execute({ context, userId }: AcceptTermsCommand): Promise<CommandResult<UserEvent>> {
    return this.accounts.execute(userId, { type: 'AcceptTerms' }, context);
  }
}
