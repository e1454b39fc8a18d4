import { Injectable } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { IdentityMessages as M, maskPhoneNumber, type SendCodeDto } from '@gc/contracts';
import { invalid } from '../../../../shared/domain-error';
import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { UserAccounts } from '../../shared/user-accounts.service';
import { VerificationCodes } from '../../shared/verification-codes.service';
import { ChallengeSessions } from '../../sign-in/challenge-sessions';
import { codeSubject } from './code-subject';

/** POST /users/{email}/sendcode: a 6-digit code to the phone given (set-up: with the session; profile: bearer). */
export class SendPhoneCodeCommand extends Command<{ destination: string }> {
  constructor(
    readonly email: string,
    readonly dto: SendCodeDto,
    readonly caller: AuthenticatedUser | null,
  ) {
    super();
  }
}

@Injectable()
@CommandHandler(SendPhoneCodeCommand)
export class SendPhoneCodeHandler implements ICommandHandler<SendPhoneCodeCommand> {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly challenges: ChallengeSessions,
    private readonly codes: VerificationCodes,
  ) {}

  async execute({ email, dto, caller }: SendPhoneCodeCommand): Promise<{ destination: string }> {
    const { userId, phone } = await codeSubject(
      { accounts: this.accounts, challenges: this.challenges },
      email,
      dto.session,
      caller,
      dto.data?.phone_number ?? dto.phone_number,
    );
    if (!phone) throw invalid(M.phone, 'PHONE_REQUIRED');
    await this.codes.send(userId, 'phone', phone);
    return { destination: maskPhoneNumber(phone) };
  }
}
