import { Injectable } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { IdentityMessages as M, normalizeEmail, passwordProblem, type GlobalPosition } from '@gc/contracts';
import type { CommandContext } from '../../../../shared/command-context';
import { invalid } from '../../../../shared/domain-error';
import { hashPassword } from '../../auth/password-hasher';
import { TokenService } from '../../auth/token.service';
import { FailureBackoff } from '../../shared/failure-backoff.service';
import { Lockout } from '../../shared/lockout.service';
import { UserAccounts } from '../../shared/user-accounts.service';
import { VerificationCodes } from '../../shared/verification-codes.service';
import { storePasswordHash } from '../../sign-in/sign-in.service';
import { PASSWORD_CHANGED } from '../change-password/change-password.handler';

/**
 * POST /auth/forgot-password/confirm: the SMS code and a new password. Wrong codes meet the reset-code back-off
 * (keyed by the email: unknown emails answer the same), never the suspension, since anyone can try them with the
 * email alone. A reset proves the phone: it also ends the password back-off (the account's, and this address's),
 * lifts a suspension and ends every session.
 */
export class ConfirmPasswordResetCommand extends Command<{ message: string; position: GlobalPosition | null }> {
  constructor(
    readonly context: CommandContext,
    readonly email: string,
    readonly code: string,
    readonly newPassword: string,
    /** the client address, for the back-off */
    readonly source: string,
  ) {
    super();
  }
}

@Injectable()
@CommandHandler(ConfirmPasswordResetCommand)
export class ConfirmPasswordResetHandler implements ICommandHandler<ConfirmPasswordResetCommand> {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly codes: VerificationCodes,
    private readonly lockout: Lockout,
    private readonly backoff: FailureBackoff,
    private readonly tokens: TokenService,
  ) {}

  async execute({ context, email, code, newPassword, source }: ConfirmPasswordResetCommand) {
    const problem = passwordProblem(newPassword);
    if (problem) throw invalid(problem, 'PASSWORD_REJECTED');
    await this.backoff.countAttempt('reset-code', email, source);
    const person = await this.accounts.findByEmail(normalizeEmail(email));
    if (!person || !(await this.codes.verify(person.userId, 'reset', code, null)))
      throw invalid(M.smsCode, 'CODE_INVALID');
    await this.backoff.clear('reset-code', email, source);
    const hash = await hashPassword(newPassword);
    const result = await this.accounts.executeWith(
      person.userId,
      { type: 'ChangePassword' },
      { ...context, actorId: person.userId },
      (trx) => storePasswordHash(trx, person.userId, hash, context.now),
    );
    await this.lockout.clear(person.userId);
    await this.backoff.clear('password', email, source);
    await this.tokens.revokeAllSessions(person.userId, null, context.now);
    return { message: PASSWORD_CHANGED, position: result.position };
  }
}
