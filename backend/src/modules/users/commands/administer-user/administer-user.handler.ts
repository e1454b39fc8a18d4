import { Injectable } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { laterPosition, type GlobalPosition } from '@gc/contracts';
import type { CommandContext } from '../../../../shared/command-context';
import type { AuthenticatedUser } from '../../../identity';
import { UserAccounts } from '../../../identity';
import { findClientMember } from '../../shared/client-member';
import { requireAdministersAccount, requireAssignable } from '../../shared/users-access';
import { ClientUserCommand } from '../../shared/client-user-command';

export interface UserAdministration {
  readonly custom_role?: number;
  readonly name?: string;
  readonly custom_organization?: string;
}

/**
 * PUT /users/{email} by an administrator of `clientId` (checked at the edge): the person's role in this client
 * (within the roles the caller may assign), and their name and organisation, which belong to the account and so
 * need an administrator of every client the account belongs to. Answers the position of the last fact written.
 */
export class AdministerUserCommand extends ClientUserCommand<{ email: string; position: GlobalPosition | null }> {
  constructor(
    context: CommandContext,
    caller: AuthenticatedUser,
    clientId: string,
    email: string,
    readonly changes: UserAdministration,
  ) {
    super(context, caller, clientId, email);
  }
}

@Injectable()
@CommandHandler(AdministerUserCommand)
export class AdministerUserHandler implements ICommandHandler<AdministerUserCommand> {
  constructor(private readonly accounts: UserAccounts) {}

  async execute({ context, caller, clientId, email, changes }: AdministerUserCommand) {
    const member = await findClientMember(this.accounts, clientId, email);
    // a Client Administrator may neither touch a Global Administrator nor make anyone one
    requireAssignable(caller, member.role);
    if (changes.custom_role !== undefined) requireAssignable(caller, changes.custom_role);
    const userId = member.person.userId;
    const name = changes.name?.replace(/\s+/g, ' ');
    const renamed = name !== undefined && name !== member.person.name;
    const organization =
      changes.custom_organization === undefined
        ? undefined
        : (
            await this.accounts.db
              .selectFrom('user_accounts')
              .select('organization')
              .where('user_id', '=', userId)
              .executeTakeFirst()
          )?.organization;
    const reorganized = changes.custom_organization !== undefined && organization !== changes.custom_organization;
    // the role is this client's; name and organisation belong to the account, which its other clients see too
    if (renamed || reorganized) await requireAdministersAccount(this.accounts, caller, member.state);

    let position: GlobalPosition | null = null;
    if (changes.custom_role !== undefined) {
      const granted = await this.accounts.execute(
        userId,
        { type: 'GrantClientRole', userId, clientId, role: changes.custom_role },
        context,
      );
      position = laterPosition(position, granted.position);
    }
    if (renamed) {
      const result = await this.accounts.executeWith(
        userId,
        { type: 'ChangeProfile', nameChanged: true, phoneChanged: false, alternateEmailChanged: false },
        context,
        (trx) =>
          trx
            .updateTable('personal_data')
            .set({ name, updated_at: context.now })
            .where('user_id', '=', userId)
            .execute(),
      );
      position = laterPosition(position, result.position);
    }
    if (reorganized) {
      const changed = await this.accounts.execute(
        userId,
        { type: 'ChangeOrganization', organization: changes.custom_organization! },
        context,
      );
      position = laterPosition(position, changed.position);
    }
    return { email: member.person.email, position };
  }
}
