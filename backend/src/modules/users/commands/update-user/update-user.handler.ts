import { laterPosition } from '@gc/contracts';
import { Injectable } from '@nestjs/common';
import { normalizeEmail, type GlobalPosition, type UpdateUserDto, type UserView } from '@gc/contracts';
import type { CommandContext } from '../../../../shared/command-context';
import { forbidden } from '../../../../shared/domain-error';
import type { AuthenticatedUser } from '../../../identity/auth/authenticated-user';
import { UserAccounts } from '../../../identity/shared/user-accounts.service';
import { findClientUser } from '../../queries/users.queries';
import { findClientMember } from '../../shared/client-member';
import {
  isSelf,
  requireAdmin,
  requireAdministersAccount,
  requireAssignable,
  requireCurrentClient,
} from '../../shared/users-access';
import { ReadYourWrites } from '../../../../http/read-your-writes';

type Outcome = { view: UserView; position: GlobalPosition | null };

/**
 * PUT /users/{email}, in its three shapes: anyone switches their own current client (custom_client_id, only to a
 * client where they hold a role, else 404) or edits their own profile (data: name, alternate email, phone; a new
 * phone is unverified until a code confirms it); administrators edit a user of their current client (custom_role,
 * name, custom_organization) within the roles they may assign. Answers the updated user.
 */
@Injectable()
export class UpdateUserHandler {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly reads: ReadYourWrites,
  ) {}

  async execute(
    caller: AuthenticatedUser,
    email: string,
    dto: UpdateUserDto,
    context: CommandContext,
  ): Promise<Outcome> {
    if (dto.custom_client_id !== undefined) return this.switchClient(caller, email, dto.custom_client_id, context);
    if (dto.data !== undefined) return this.editProfile(caller, email, dto.data, context);
    return this.administer(caller, email, dto, context);
  }

  private async switchClient(caller: AuthenticatedUser, email: string, clientId: string, context: CommandContext) {
    if (!isSelf(caller, email)) throw forbidden();
    const result = await this.accounts.execute(caller.userId, { type: 'SelectCurrentClient', clientId }, context);
    return this.answer(clientId, caller.email, result.position);
  }

  private async editProfile(
    caller: AuthenticatedUser,
    email: string,
    data: NonNullable<UpdateUserDto['data']>,
    context: CommandContext,
  ) {
    if (!isSelf(caller, email)) throw forbidden();
    const clientId = requireCurrentClient(caller);
    const person = (await this.accounts.findById(caller.userId))!;
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
    const result = await this.accounts.executeWith(caller.userId, command, context, (trx) =>
      trx
        .updateTable('personal_data')
        .set({ ...next, updated_at: context.now })
        .where('user_id', '=', caller.userId)
        .execute(),
    );
    return this.answer(clientId, caller.email, result.position);
  }

  private async administer(caller: AuthenticatedUser, email: string, dto: UpdateUserDto, context: CommandContext) {
    const clientId = requireAdmin(caller);
    const member = await findClientMember(this.accounts, clientId, email);
    // a Client Administrator may neither touch a Global Administrator nor make anyone one
    requireAssignable(caller, member.role);
    if (dto.custom_role !== undefined) requireAssignable(caller, dto.custom_role);
    const userId = member.person.userId;
    const name = dto.name?.replace(/\s+/g, ' ');
    const renamed = name !== undefined && name !== member.person.name;
    const organization =
      dto.custom_organization === undefined
        ? undefined
        : (
            await this.accounts.db
              .selectFrom('user_accounts')
              .select('organization')
              .where('user_id', '=', userId)
              .executeTakeFirst()
          )?.organization;
    const reorganized = dto.custom_organization !== undefined && organization !== dto.custom_organization;
    // the role is this client's; name and organisation belong to the account, which its other clients see too
    if (renamed || reorganized) await requireAdministersAccount(this.accounts, caller, member.state);

    let position: GlobalPosition | null = null;
    if (dto.custom_role !== undefined) {
      const granted = await this.accounts.execute(
        userId,
        { type: 'GrantClientRole', userId, clientId, role: dto.custom_role },
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
        { type: 'ChangeOrganization', organization: dto.custom_organization! },
        context,
      );
      position = laterPosition(position, changed.position);
    }
    return this.answer(clientId, member.person.email, position);
  }

  private async answer(clientId: string, email: string, position: GlobalPosition | null): Promise<Outcome> {
    await this.reads.settle(position);
    return { view: await findClientUser(this.accounts.db, clientId, email), position };
  }
}
