import { Injectable } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { IdentityMessages as M, passwordProblem, type ChangePasswordDto, type GlobalPosition } from '@gc/contracts';
import type { CommandContext } from '../../../../shared/command-context';
import { invalid } from '../../../../shared/domain-error';
import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { hashPassword, verifyPassword } from '../../auth/password-hasher';
import { TokenService } from '../../auth/token.service';
import { FailureBackoff } from '../../shared/failure-backoff.service';
import { UserAccounts } from '../../shared/user-accounts.service';
import { storePasswordHash } from '../../sign-in/sign-in.service';

export const PASSWORD_CHANGED = 'Password successfully changed!';

/**
 * POST /auth/change-password: the caller's own password. A wrong current password is a password guess: the
 * sign-in's back-off (429), never the suspension. The caller's other sessions end; this one stays.
 */
export class ChangePasswordCommand extends Command<{ message: string; position: GlobalPosition | null }> {
  constructor(
    readonly context: CommandContext,
    readonly caller: AuthenticatedUser,
    readonly dto: ChangePasswordDto,
    /** the client address, for the back-off */
    readonly source: string,
  ) {
    super();
  }
}

@Injectable()
@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly backoff: FailureBackoff,
    private readonly tokens: TokenService,
  ) {}

  async execute({ context, caller, dto, source }: ChangePasswordCommand) {
    if (dto.newPassword !== dto.confirmPassword) throw invalid(M.passwordsDoNotMatch, 'PASSWORDS_DO_NOT_MATCH');
    const problem = passwordProblem(dto.newPassword);
    if (problem) throw invalid(problem, 'PASSWORD_REJECTED');
    await this.backoff.countAttempt('password', caller.email, source);
    const credential = await this.accounts.db
      .selectFrom('credentials')
      .selectAll()
      .where('user_id', '=', caller.userId)
      .executeTakeFirst();
    if (!credential || !(await verifyPassword(credential.password_hash, dto.currentPassword)))
      throw invalid(M.incorrectCredentials, 'INCORRECT_CREDENTIALS');
    await this.backoff.clear('password', caller.email, source);
    const hash = await hashPassword(dto.newPassword);
    const result = await this.accounts.executeWith(caller.userId, { type: 'ChangePassword' }, context, (trx) =>
      storePasswordHash(trx, caller.userId, hash, context.now),
    );
    await this.tokens.revokeAllSessions(caller.userId, caller.sessionId, context.now);
    return { message: PASSWORD_CHANGED, position: result.position };
  }
}
