import { Injectable } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { normalizeEmail, SsoMessages, type UpdateUserDto, type UserEvent } from '@gc/contracts';
import type { CommandResult } from '../../../../shared/aggregate-store';
import type { CommandContext } from '../../../../shared/command-context';
import { DomainError } from '../../../../shared/domain-error';
import { UserAccounts } from '../../../identity';

export type ProfileData = NonNullable<UpdateUserDto['data']>;

/**
 * PUT /users/{me} { data: { name, alternate_email, phone_number } }: the caller's own profile. A new phone number
 * is unverified (and receives no code) until a code confirms it. The facts and the personal data commit together.
 */
export class ChangeMyProfileCommand extends Command<CommandResult<UserEvent>> {
  constructor(
    readonly context: CommandContext,
    readonly userId: string,
    readonly data: ProfileData,
    /** from a session a client's identity provider gave: the phone (where sign-in codes go) stays as it is */
    readonly fromSso = false,
  ) {
    super();
  }
}

@Injectable()
@CommandHandler(ChangeMyProfileCommand)
export class ChangeMyProfileHandler implements ICommandHandler<ChangeMyProfileCommand> {
  constructor(private readonly accounts: UserAccounts) {}

  async execute({ context, userId, data, fromSso }: ChangeMyProfileCommand): Promise<CommandResult<UserEvent>> {
    const person = (await this.accounts.findById(userId))!;
    const next = {
      name: data.name.replace(/\s+/g, ' '),
      phone_number: data.phone_number,
      alternate_email: data.alternate_email ? normalizeEmail(data.alternate_email) : null,
    };
    const command = {
      type: 'ChangeProfile',
      nameChanged: next.name !== person.name,
      phoneChanged: next.phone_number !== person.phone_number,
      alternateEmailChanged: next.alternate_email !== person.alternate_email,
    } as const;
    if (fromSso && command.phoneChanged)
      throw new DomainError('forbidden', SsoMessages.ssoSessionAccount, 'SSO_SESSION_BOUND');
    return this.accounts.executeWith(userId, command, context, (trx) =>
      trx
        .updateTable('personal_data')
        .set({ ...next, updated_at: context.now })
        .where('user_id', '=', userId)
        .execute(),
    );
  }
}
