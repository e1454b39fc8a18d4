import { Injectable } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { IdentityMessages as M, type GlobalPosition, type UserView } from '@gc/contracts';
import { DomainError } from '../../../../shared/domain-error';
import { TokenService } from '../../../identity';
import { InviteUserHandler } from '../../../identity';
import { Lockout } from '../../../identity';
import { UserAccounts } from '../../../identity';
import { findClientUser } from '../../queries/users.queries';
import { findClientMember } from '../../shared/client-member';
import { requireAdministersAccount, requireAssignable } from '../../shared/users-access';
import { ClientUserCommand } from '../../shared/client-user-command';
import { ReadYourWrites } from '../../../../http/read-your-writes';

/**
 * POST /users/{email}/forgotpassword (RESET PASSWORD): a new temporary password, valid 24 hours, mailed to the
 * person; their sessions end and a suspension is lifted. The next sign-in with it answers NEW_PASSWORD_REQUIRED
 * (or ACCOUNT_SETUP for someone who never finished set-up).
 */
export class ResetUserPasswordCommand extends ClientUserCommand<{ view: UserView; position: GlobalPosition | null }> {}

@Injectable()
@CommandHandler(ResetUserPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetUserPasswordCommand> {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly reads: ReadYourWrites,
    private readonly invitations: InviteUserHandler,
    private readonly tokens: TokenService,
    private readonly lockout: Lockout,
  ) {}

  async execute({ context, caller, clientId, email }: ResetUserPasswordCommand) {
    const member = await findClientMember(this.accounts, clientId, email);
    requireAssignable(caller, member.role);
    // a new password (and the end of every session) reaches all the person's clients
    await requireAdministersAccount(this.accounts, caller, member.state);
    // checked first: the password row changes before the fact is appended
    if (member.state.status === 'deleted') throw new DomainError('conflict', M.disabled, 'USER_DISABLED');
    const position = await this.invitations.issueTemporaryPassword(member.person.userId, context);
    await this.tokens.revokeAllSessions(member.person.userId, null, context.now);
    await this.lockout.clear(member.person.userId);
    await this.reads.settle(position);
    return { view: await findClientUser(this.accounts.db, clientId, email), position };
  }
}
