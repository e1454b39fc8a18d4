import { laterPosition, normalizeEmail, userStream, type UserEvent } from '@gc/contracts';
import { Injectable } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  CreateUserItemDto,
  IdentityMessages as M,
  ReactivateUserItemDto,
  type GlobalPosition,
  type ItemResult,
  type UserView,
} from '@gc/contracts';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { collectValidationErrors } from '../../../../http/validation';
import { AggregateStore } from '../../../../shared/aggregate-store';
import type { CommandContext } from '../../../../shared/command-context';
import type { Decider } from '../../../../shared/decider';
import { retryOnConcurrentChange } from '../../../../shared/retry-on-concurrent-change';
import { DomainError, invalid } from '../../../../shared/domain-error';
import type { AuthenticatedUser } from '../../../identity';
import { InviteUserCommand, InviteUserHandler } from '../../../identity';
import { USER_EXISTS_MESSAGE } from '../../../identity';
import { userDecider, type UserCommand, type UserState } from '../../../identity';
import { UserAccounts } from '../../../identity';
import { UserErasure } from '../../erasure/user-erasure.service';
import { invitedUserView, listClientUsers } from '../../queries/users.queries';
import { ClientInvitationMail } from '../../invitations/client-invitation-mail';
import { asMember, standingInClient, type ClientMember, type Standing } from '../../shared/client-member';
import { requireAdministersAccount, requireAssignable } from '../../shared/users-access';
import { ReadYourWrites } from '../../../../http/read-your-writes';

type Item =
  | { kind: 'create'; dto: CreateUserItemDto }
  | { kind: 'reactivate'; dto: ReactivateUserItemDto }
  | { kind: 'invalid'; message: string; email?: string };

/**
 * POST /users ('Add New User/Users', and REACTIVATE). Each item is judged on its own and answered like
 * Promise.allSettled: a new email gets an account and a temporary password by mail (valid 24 hours); an existing
 * account gets a role in the caller's current client; a list of { email } alone reactivates deleted accounts within
 * their 24-hour window. Asking for a role the caller may not assign refuses the whole call (403) before anything
 * is written.
 */
export type CreateUsersResult = { results: ItemResult<UserView>[]; position: GlobalPosition | null };

/** POST /users by an administrator of `clientId` (checked at the edge); `body` is judged item by item. */
export class CreateUsersCommand extends Command<CreateUsersResult> {
  constructor(
    readonly context: CommandContext,
    readonly caller: AuthenticatedUser,
    readonly clientId: string,
    readonly body: unknown,
  ) {
    super();
  }
}

@Injectable()
@CommandHandler(CreateUsersCommand)
export class CreateUsersHandler implements ICommandHandler<CreateUsersCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly accounts: UserAccounts,
    private readonly reads: ReadYourWrites,
    private readonly invitations: InviteUserHandler,
    private readonly erasure: UserErasure,
    private readonly invitationMail: ClientInvitationMail,
  ) {}

  async execute({ context, caller, clientId, body }: CreateUsersCommand): Promise<CreateUsersResult> {
    const list = Array.isArray(body) ? body : (body as { users?: unknown } | null)?.users;
    if (!Array.isArray(list) || list.length === 0) throw invalid(M.required, 'VALIDATION_FAILED');
    if (list.length > 1000) throw invalid('At most 1000 users per call; import a CSV file for more.', 'TOO_MANY');
    const items = await Promise.all(list.map(parseItem));
    for (const item of items) if (item.kind === 'create') requireAssignable(caller, item.dto.custom_role);
    // Reactivating someone is acting on them: a Client Administrator cannot bring back a Global Administrator.
    // Checked for every item before anything is written; the standing read here is the one the item acts on.
    const standings = new Map<ReactivateUserItemDto, Standing | null>();
    for (const item of items) {
      if (item.kind !== 'reactivate') continue;
      const standing = await standingInClient(this.accounts, clientId, item.dto.email);
      standings.set(item.dto, standing);
      if (standing?.role === undefined) continue; // unknown here: reported for that item below
      requireAssignable(caller, standing.role);
      await requireAdministersAccount(this.accounts, caller, standing.state);
    }

    let position: GlobalPosition | null = null;
    const outcomes: ({ userId: string } | { invited: UserView } | { error: string; email?: string })[] = [];
    for (const item of items) {
      if (item.kind === 'invalid') {
        outcomes.push({ error: item.message, email: item.email });
        continue;
      }
      try {
        const done =
          item.kind === 'create'
            ? await this.create(item.dto, clientId, context)
            : await this.reactivate(asMember(standings.get(item.dto) ?? null), context);
        position = laterPosition(position, done.position);
        // A new person and an account of other clients are answered alike: what the caller typed, 'Invited'.
        outcomes.push(
          item.kind === 'create'
            ? {
                invited: invitedUserView(
                  { clientId, email: normalizeEmail(item.dto.email), name: item.dto.name },
                  item.dto.custom_role,
                  context.now,
                ),
              }
            : { userId: done.userId },
        );
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        outcomes.push({ error: error.message, email: item.dto.email });
      }
    }

    await this.reads.settle(position);
    const userIds = outcomes.flatMap((o) => ('userId' in o ? [o.userId] : []));
    const views = new Map((await listClientUsers(this.accounts.db, clientId, { userIds })).map((v) => [v.user_id, v]));
    const results = outcomes.map((o): ItemResult<UserView> => {
      if ('error' in o)
        return { status: 'rejected', reason: { message: o.error, ...(o.email ? { email: o.email } : {}) } };
      if ('invited' in o) return { status: 'fulfilled', value: o.invited };
      const view = views.get(o.userId);
      return view
        ? { status: 'fulfilled', value: view }
        : { status: 'rejected', reason: { message: 'The user was saved but is not visible yet. Reload the list.' } };
    });
    return { results, position };
  }

  /**
   * A new email is invited; an existing person gets a role here unless they already have one. Requests racing for
   * one email get the answers they would get one after the other: the personal_data row (unique email) lets one
   * invite through; the others, finding the row, wait until that invitation's stream exists and then decide on it
   * ('already a user of this client', or a role here when the invitation was for another client).
   */
  private async create(dto: CreateUserItemDto, clientId: string, context: CommandContext) {
    return retryOnConcurrentChange(() => this.createOnce(dto, clientId, context), {
      attempts: 40,
      alsoRetry: (error) => error instanceof InvitationInFlight,
    });
  }

  private async createOnce(dto: CreateUserItemDto, clientId: string, context: CommandContext) {
    const existing = await this.accounts.findByEmail(dto.email);
    if (!existing) {
      try {
        const invited = await this.invitations.execute(
          new InviteUserCommand(context, { email: dto.email, name: dto.name, clientId, role: dto.custom_role }),
        );
        return { userId: invited.userId, position: invited.position };
      } catch (error) {
        // a twin request inserted the email first: look again and answer as for an existing person
        if (error instanceof DomainError && error.message === USER_EXISTS_MESSAGE) throw new InvitationInFlight();
        throw error;
      }
    }
    // Decided on the very state the grant is appended after: a twin granting in between makes the append conflict,
    // and the next attempt sees its role.
    // Someone with an account (in other clients) is invited, not enrolled: nothing changes for them, and nothing
    // about them reaches this client, until they accept (docs/identity.md, "Joining another client").
    const granted = await this.aggregates.handle(
      userStream(existing.userId),
      grantToNewcomer(clientId),
      { type: 'InviteToClient', clientId, role: dto.custom_role },
      context,
    );
    if (granted.events.length > 0) await this.invitationMail.send(existing.email, clientId);
    return { userId: existing.userId, position: granted.position };
  }

  private async reactivate(member: ClientMember, context: CommandContext) {
    const result = await this.accounts.execute(
      member.person.userId,
      { type: 'ReactivateUser', now: context.now.toISOString() },
      context,
    );
    if (result.events.length) await this.erasure.cancel(member.person.userId, member.state.erasableAfter);
    return { userId: member.person.userId, position: result.position };
  }
}

/**
 * The email is taken but its account stream is not written yet: another request is inviting this person right
 * now (retried until it is done; should it never be, the item is refused with this message).
 */
class InvitationInFlight extends DomainError {
  constructor() {
    super(
      'conflict',
      'This person is still being added by another request. Try again in a moment.',
      'USER_BEING_ADDED',
    );
  }
}

/** InviteToClient for POST /users: someone who already has a role in the client is refused, not invited again. */
function grantToNewcomer(clientId: string): Decider<UserCommand, UserEvent, UserState> {
  return {
    ...userDecider,
    decide: (command, state) => {
      if (state.status === 'none') throw new InvitationInFlight();
      if (state.roles[clientId] !== undefined) throw new DomainError('conflict', M.alreadyInClient, 'USER_EXISTS');
      return userDecider.decide(command, state);
    },
  };
}

async function parseItem(raw: unknown): Promise<Item> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { kind: 'invalid', message: M.required };
  const keys = Object.keys(raw);
  const reactivation = keys.length > 0 && keys.every((k) => k === 'email');
  const dto = plainToInstance(reactivation ? ReactivateUserItemDto : CreateUserItemDto, raw);
  const errors = await validate(dto, { whitelist: true, forbidNonWhitelisted: true });
  if (errors.length) {
    const first = Object.values(collectValidationErrors(errors))[0]?.[0] ?? 'Invalid request';
    const email = (raw as { email?: unknown }).email;
    return { kind: 'invalid', message: first, ...(typeof email === 'string' ? { email } : {}) };
  }
  return reactivation
    ? { kind: 'reactivate', dto: dto as ReactivateUserItemDto }
    : { kind: 'create', dto: dto as CreateUserItemDto };
}
