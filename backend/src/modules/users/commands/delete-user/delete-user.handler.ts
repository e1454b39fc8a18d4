import { laterPosition } from '@gc/contracts';
import { Injectable } from '@nestjs/common';
import {
  IdentityMessages as M,
  type GlobalPosition,
  type ItemResult,
  type UserDeleted,
  type UserView,
} from '@gc/contracts';
import type { CommandContext } from '../../../../shared/command-context';
import { DomainError, invalid } from '../../../../shared/domain-error';
import type { AuthenticatedUser } from '../../../identity/auth/authenticated-user';
import { TokenService } from '../../../identity/auth/token.service';
import { UserAccounts } from '../../../identity/shared/user-accounts.service';
import { UserErasure } from '../../erasure/user-erasure.service';
import { findClientUser, listClientUsers } from '../../queries/users.queries';
import { Clock } from '../../shared/clock';
import { findClientMember } from '../../shared/client-member';
import { isSelf, requireAdmin, requireAssignable } from '../../shared/users-access';

/**
 * Deleting an account disables it at once (every session ends) and leaves it reactivatable by an administrator
 * for 24 hours; the erasure job is scheduled for the end of that window. Administrators delete users of their
 * current client, never themselves (that is the profile's DELETE /users/me).
 */
@Injectable()
export class DeleteUserHandler {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly tokens: TokenService,
    private readonly erasure: UserErasure,
    private readonly clock: Clock,
  ) {}

  async deleteOne(caller: AuthenticatedUser, email: string, context: CommandContext) {
    const clientId = requireAdmin(caller);
    const userId = await this.deletableMember(caller, clientId, email);
    const position = await this.deleteAccount(userId, context);
    await this.accounts.settle(position);
    return { view: await findClientUser(this.accounts.db, clientId, email), position };
  }

  async deleteMany(caller: AuthenticatedUser, emails: string[], context: CommandContext) {
    const clientId = requireAdmin(caller);
    let position: GlobalPosition | null = null;
    const outcomes: ({ userId: string } | { error: string; email: string })[] = [];
    for (const email of emails) {
      try {
        const userId = await this.deletableMember(caller, clientId, email);
        position = laterPosition(position, await this.deleteAccount(userId, context));
        outcomes.push({ userId });
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        outcomes.push({ error: error.message, email });
      }
    }
    await this.accounts.settle(position);
    const userIds = outcomes.flatMap((o) => ('userId' in o ? [o.userId] : []));
    const views = new Map((await listClientUsers(this.accounts.db, clientId, { userIds })).map((v) => [v.user_id, v]));
    const results = outcomes.map((o): ItemResult<UserView> =>
      'error' in o
        ? { status: 'rejected', reason: { message: o.error, email: o.email } }
        : { status: 'fulfilled', value: views.get(o.userId)! },
    );
    return { results, position };
  }

  /** The profile's 'delete my account': reactivatable by an administrator within 24 hours. */
  async deleteSelf(caller: AuthenticatedUser, context: CommandContext) {
    const position = await this.deleteAccount(caller.userId, context);
    const state = await this.accounts.state(caller.userId);
    return { view: { deleted: true, reactivatable_until: state.erasableAfter }, position };
  }

  private async deletableMember(caller: AuthenticatedUser, clientId: string, email: string): Promise<string> {
    if (isSelf(caller, email)) throw invalid(M.cannotDeleteSelf, 'CANNOT_DELETE_SELF');
    const member = await findClientMember(this.accounts, clientId, email);
    requireAssignable(caller, member.role);
    return member.person.userId;
  }

  private async deleteAccount(userId: string, context: CommandContext): Promise<GlobalPosition | null> {
    const now = this.clock.now();
    const result = await this.accounts.execute(
      userId,
      { type: 'DeleteUser', now: now.toISOString() },
      { ...context, now },
    );
    await this.tokens.revokeAllSessions(userId, null, now);
    const deleted = result.events.find((e): e is UserDeleted => e.type === 'UserDeleted');
    if (deleted) await this.erasure.schedule(userId, deleted.data.erasableAfter, now);
    return result.position;
  }
}
