import { Injectable } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UserEvent } from '@gc/contracts';
import type { CommandResult } from '../../../../shared/aggregate-store';
import type { CommandContext } from '../../../../shared/command-context';
import { TokenService } from '../../auth/token.service';
import { UserAccounts } from '../../shared/user-accounts.service';

/** POST /auth/terms/decline: declining signs the person out everywhere (the page shows the spec's error). */
export class DeclineTermsCommand extends Command<CommandResult<UserEvent>> {
  constructor(
    readonly context: CommandContext,
    readonly userId: string,
  ) {
    super();
  }
}

@Injectable()
@CommandHandler(DeclineTermsCommand)
export class DeclineTermsHandler implements ICommandHandler<DeclineTermsCommand> {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly tokens: TokenService,
  ) {}

  async execute({ context, userId }: DeclineTermsCommand): Promise<CommandResult<UserEvent>> {
    const result = await this.accounts.execute(userId, { type: 'DeclineTerms' }, context);
    await this.tokens.revokeAllSessions(userId, null, context.now);
    return result;
  }
}
