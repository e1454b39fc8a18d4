import { laterPosition } from '@gc/contracts';
import { Injectable } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  IdentityMessages as M,
  type GlobalPosition,
  type ItemResult,
  type UserDeleted,
  type UserView,
} from '@gc/contracts';
import type { CommandContext } from '../../../../shared/command-context';
import { DomainError, invalid } from '../../../../shared/domain-error';
import type { AuthenticatedUser } from '../../../identity';
import { TokenService } from '../../../identity';
import { UserAccounts } from '../../../identity';
import { UserErasure } from '../../erasure/user-erasure.service';
import { findClientUser, invitedUserView } from '../../queries/users.queries';
import { asMember, standingInClient } from '../../shared/client-member';
import { belongsElsewhere, isSelf, requireAssignable } from '../../shared/users-access';
import { ClientUserCommand } from '../../shared/client-user-command';
import { ReadYourWrites } from '../../../../http/read-your-writes';

/**
 * DELETE /users/{email} and DELETE /users act within the caller's current client: they remove the person's role
 * there, and disable the account (every session ends, reactivatable by an administrator for 24 hours, erased after)
 * only when that client was the last one the person belonged to. A pending invitation to the client is withdrawn.
 * Administrators never delete themselves here (that is the profile's DELETE /users/me).
 */
@Injectable()
export class ClientUserRemoval {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly reads: ReadYourWrites,
    private readonly tokens: TokenService,
    private readonly erasure: UserErasure,
  ) {}

  async deleteOne(caller: AuthenticatedUser, clientId: string, email: string, context: CommandContext) {
    const done = await this.deleteFromClient(caller, clientId, email, context);
    await this.reads.settle(done.position);
    return { view: await this.viewAfter(clientId, done), position: done.position };
  }

  async deleteMany(caller: AuthenticatedUser, clientId: string, emails: string[], context: CommandContext) {
    let position: GlobalPosition | null = null;
    const outcomes: (Deleted | { error: string; email: string })[] = [];
    for (const email of emails) {
      try {
        const done = await this.deleteFromClient(caller, clientId, email, context);
        position = laterPosition(position, done.position);
        outcomes.push(done);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        outcomes.push({ error: error.message, email });
      }
    }
    await this.reads.settle(position);
    const results: ItemResult<UserView>[] = [];
    for (const o of outcomes) {
      results.push(
        'error' in o
          ? { status: 'rejected', reason: { message: o.error, email: o.email } }
          : { status: 'fulfilled', value: await this.viewAfter(clientId, o) },
      );
    }
    return { results, position };
  }

  /** The profile's 'delete my account': reactivatable by an administrator within 24 hours. */
  async deleteSelf(caller: AuthenticatedUser, context: CommandContext) {
    const position = await this.deleteAccount(caller.userId, context);
    const state = await this.accounts.state(caller.userId);
    return { view: { deleted: true as const, reactivatable_until: state.erasableAfter }, position };
  }

  private async deleteFromClient(
    caller: AuthenticatedUser,
    clientId: string,
    email: string,
    context: CommandContext,
  ): Promise<Deleted> {
    if (isSelf(caller, email)) throw invalid(M.cannotDeleteSelf, 'CANNOT_DELETE_SELF');
    const standing = await standingInClient(this.accounts, clientId, email);
    if (standing?.invitedRole !== undefined) {
      const result = await this.accounts.execute(
        standing.person.userId,
        { type: 'WithdrawClientInvitation', clientId },
        context,
      );
      // the inviting client knows the email and the role it offered, nothing more
      const view = invitedUserView({ clientId, email: standing.person.email }, standing.invitedRole, context.now);
      return { kind: 'withdrawn', view, position: result.position };
    }
    const member = asMember(standing);
    requireAssignable(caller, member.role);
    if (belongsElsewhere(member.state, clientId)) {
      // the person stays who they are in their other clients: only this client's role goes
      const before = await findClientUser(this.accounts.db, clientId, email);
      const result = await this.accounts.execute(member.person.userId, { type: 'RemoveFromClient', clientId }, context);
      return { kind: 'removed', view: before, position: result.position };
    }
    const position = await this.deleteAccount(member.person.userId, context);
    return { kind: 'disabled', email: member.person.email, position };
  }

  private async viewAfter(clientId: string, done: Deleted): Promise<UserView> {
    return done.kind === 'disabled' ? findClientUser(this.accounts.db, clientId, done.email) : done.view;
  }

  private async deleteAccount(userId: string, context: CommandContext): Promise<GlobalPosition | null> {
    const now = context.now;
    const result = await this.accounts.execute(userId, { type: 'DeleteUser', now: now.toISOString() }, context);
    await this.tokens.revokeAllSessions(userId, null, now);
    const deleted = result.events.find((e): e is UserDeleted => e.type === 'UserDeleted');
    if (deleted) await this.erasure.schedule(userId, deleted.data.erasableAfter, now);
    return result.position;
  }
}

type Deleted =
  | { kind: 'disabled'; email: string; position: GlobalPosition | null }
  | { kind: 'removed' | 'withdrawn'; view: UserView; position: GlobalPosition | null };

type Answer<T> = { position: GlobalPosition | null } & T;

/** DELETE /users/{email} by an administrator of `clientId` (checked at the edge). */
export class DeleteClientUserCommand extends ClientUserCommand<Answer<{ view: UserView }>> {}

@Injectable()
@CommandHandler(DeleteClientUserCommand)
export class DeleteClientUserHandler implements ICommandHandler<DeleteClientUserCommand> {
  constructor(private readonly removal: ClientUserRemoval) {}

  execute({ context, caller, clientId, email }: DeleteClientUserCommand) {
    return this.removal.deleteOne(caller, clientId, email, context);
  }
}

/** DELETE /users { emails } by an administrator of `clientId`: each email judged on its own. */
export class DeleteClientUsersCommand extends Command<Answer<{ results: ItemResult<UserView>[] }>> {
  constructor(
    readonly context: CommandContext,
    readonly caller: AuthenticatedUser,
    readonly clientId: string,
    readonly emails: string[],
  ) {
    super();
  }
}

@Injectable()
@CommandHandler(DeleteClientUsersCommand)
export class DeleteClientUsersHandler implements ICommandHandler<DeleteClientUsersCommand> {
  constructor(private readonly removal: ClientUserRemoval) {}

  execute({ context, caller, clientId, emails }: DeleteClientUsersCommand) {
    return this.removal.deleteMany(caller, clientId, emails, context);
  }
}

/** DELETE /users/me: the caller deletes their own account (reactivatable by an administrator for 24 hours). */
export class DeleteMyAccountCommand extends Command<
  Answer<{ view: { deleted: true; reactivatable_until: string | null } }>
> {
  constructor(
    readonly context: CommandContext,
    readonly caller: AuthenticatedUser,
  ) {
    super();
  }
}

@Injectable()
@CommandHandler(DeleteMyAccountCommand)
export class DeleteMyAccountHandler implements ICommandHandler<DeleteMyAccountCommand> {
  constructor(private readonly removal: ClientUserRemoval) {}

  execute({ context, caller }: DeleteMyAccountCommand) {
    return this.removal.deleteSelf(caller, context);
  }
}
