import { Injectable } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { IdentityMessages as M, type ConfirmCodeDto, type GlobalPosition } from '@gc/contracts';
import type { CommandContext } from '../../../../shared/command-context';
import { invalid } from '../../../../shared/domain-error';
import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { Lockout } from '../../shared/lockout.service';
import { UserAccounts } from '../../shared/user-accounts.service';
import { VerificationCodes } from '../../shared/verification-codes.service';
import { ChallengeSessions } from '../../sign-in/challenge-sessions';
import { codeSubject } from './code-subject';

/**
 * POST /users/{email}/confirmcode: during set-up the confirmed phone is remembered on the challenge; from the
 * profile it becomes the verified phone (the one sign-in and reset codes go to), fact and row together. Wrong
 * codes count toward the lockout (only someone holding a session or a bearer can send them).
 */
export class ConfirmPhoneCodeCommand extends Command<{ verified: true; position: GlobalPosition | null }> {
  constructor(
    readonly context: CommandContext,
    readonly email: string,
    readonly dto: ConfirmCodeDto,
    readonly caller: AuthenticatedUser | null,
  ) {
    super();
  }
}

@Injectable()
@CommandHandler(ConfirmPhoneCodeCommand)
export class ConfirmPhoneCodeHandler implements ICommandHandler<ConfirmPhoneCodeCommand> {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly challenges: ChallengeSessions,
    private readonly codes: VerificationCodes,
    private readonly lockout: Lockout,
  ) {}

  async execute({ context, email, dto, caller }: ConfirmPhoneCodeCommand) {
    const { userId, phone } = await codeSubject(
      { accounts: this.accounts, challenges: this.challenges },
      email,
      dto.session,
      caller,
      dto.phone_number,
    );
    const confirmed = await this.codes.verify(userId, 'phone', dto.code, phone);
    if (!confirmed) {
      await this.lockout.recordFailure(userId);
      throw invalid(M.smsCode, 'CODE_INVALID');
    }
    if (dto.session) {
      await this.challenges.confirmPhone(dto.session, confirmed);
      return { verified: true as const, position: null };
    }
    const result = await this.accounts.executeWith(userId, { type: 'VerifyPhoneNumber' }, context, (trx) =>
      trx
        .updateTable('personal_data')
        .set({ phone_number: confirmed, verified_phone_number: confirmed, updated_at: context.now })
        .where('user_id', '=', userId)
        .execute(),
    );
    return { verified: true as const, position: result.position };
  }
}
