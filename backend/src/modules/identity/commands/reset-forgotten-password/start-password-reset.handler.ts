import { Injectable } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { maskPhoneNumber } from '@gc/contracts';
import { UserAccounts } from '../../shared/user-accounts.service';
import { VerificationCodes } from '../../shared/verification-codes.service';

/**
 * POST /auth/forgot-password: a code to the account's verified phone (a number typed into the profile receives
 * nothing until a code confirms it). Unknown emails answer the same `{ destination: null }`, so nobody can probe.
 */
export class StartPasswordResetCommand extends Command<{ destination: string | null }> {
  constructor(readonly email: string) {
    super();
  }
}

@Injectable()
@CommandHandler(StartPasswordResetCommand)
export class StartPasswordResetHandler implements ICommandHandler<StartPasswordResetCommand> {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly codes: VerificationCodes,
  ) {}

  async execute({ email }: StartPasswordResetCommand): Promise<{ destination: string | null }> {
    const person = await this.accounts.findByEmail(email);
    const phone = person?.verified_phone_number;
    if (!person || !phone) return { destination: null };
    const state = await this.accounts.state(person.userId);
    if (state.status === 'deleted') return { destination: null };
    await this.codes.send(person.userId, 'reset', phone);
    return { destination: maskPhoneNumber(phone) };
  }
}
