import { Inject, Injectable } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TEMPORARY_PASSWORD_TTL_MS } from '@gc/contracts';
import { MailService } from '../../../../infrastructure/mail/mail.service';
import { AggregateStore } from '../../../../shared/aggregate-store';
import type { CommandContext } from '../../../../shared/command-context';
import { generateTemporaryPassword } from '../../auth/password-hasher';
import { IDENTITY_CONFIG, type IdentityConfig } from '../../identity-config';
import { temporaryPasswordMail } from '../../shared/identity-mail';
import { UserAccounts } from '../../shared/user-accounts.service';
import { inviteUser, storeTemporaryPassword, type InviteUserInput, type InviteUserResult } from './invite-user';

/** Creates a person with a role in a client and, unless told otherwise, mails them a temporary password. */
export class InviteUserCommand extends Command<InviteUserResult> {
  constructor(
    readonly context: CommandContext,
    readonly input: InviteUserInput,
    readonly options: { sendTemporaryPassword: boolean } = { sendTemporaryPassword: true },
  ) {
    super();
  }
}

@Injectable()
@CommandHandler(InviteUserCommand)
export class InviteUserHandler implements ICommandHandler<InviteUserCommand, InviteUserResult> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly accounts: UserAccounts,
    private readonly mail: MailService,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  async execute({ context, input, options }: InviteUserCommand): Promise<InviteUserResult> {
    const result = await inviteUser({ db: this.accounts.db, aggregates: this.aggregates }, input, context);
    if (options.sendTemporaryPassword) {
      const issued = await this.issueTemporaryPassword(result.userId, context);
      return { ...result, position: issued ?? result.position };
    }
    return result;
  }

  /** A new one-time password valid 24 hours, mailed to the person (also the admin's RESET PASSWORD). */
  async issueTemporaryPassword(userId: string, context: CommandContext) {
    const person = await this.accounts.findById(userId);
    if (!person) return null;
    const password = generateTemporaryPassword();
    const expiresAt = new Date(context.now.getTime() + TEMPORARY_PASSWORD_TTL_MS);
    // Decide first: a refused command (deleted or erased account) must leave the current password untouched.
    const appended = await this.accounts.execute(
      userId,
      { type: 'IssueTemporaryPassword', expiresAt: expiresAt.toISOString() },
      context,
    );
    await storeTemporaryPassword(this.accounts.db, userId, password, { generated: true, expiresAt, now: context.now });
    await this.mail.sendQuietly(temporaryPasswordMail(person.email, person.name, password, this.config.appUrl));
    return appended.position;
  }
}
