import { createHash } from 'node:crypto';
import { IdentityMessages, normalizeEmail, roleLabel, userRowAction, type UserView } from '@gc/contracts';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { UserAccounts } from '../../identity';
import { notFound } from '../../../shared/domain-error';
import type { IdentityDatabase } from '../../identity';

/**
 * The users of one client as the spec's User entity: the read models (account, role in that client) joined with
 * personal_data at query time, so nothing personal is ever copied into a read model. Tenancy: only people holding
 * a role in `clientId` are visible; anyone else answers as if they did not exist.
 */
export async function listClientUsers(
  db: Kysely<IdentityDatabase>,
  clientId: string,
  filter: { role?: number; email?: string; userIds?: string[] } = {},
): Promise<UserView[]> {
  let query = db
    .selectFrom('user_client_roles as r')
    .innerJoin('user_accounts as a', 'a.user_id', 'r.user_id')
    .innerJoin('personal_data as p', 'p.user_id', 'r.user_id')
    .select([
      'r.user_id',
      'r.role',
      'a.enabled',
      'a.status',
      'a.phone_verified',
      'a.organization',
      'a.created_on',
      'a.modified_on',
      'a.erasable_after',
      'p.email',
      'p.name',
      'p.phone_number',
    ])
    .where('r.client_id', '=', clientId);
  if (filter.role !== undefined) query = query.where('r.role', '=', filter.role);
  if (filter.email !== undefined) query = query.where('p.email', '=', normalizeEmail(filter.email));
  if (filter.userIds) {
    if (filter.userIds.length === 0) return [];
    query = query.where('r.user_id', 'in', filter.userIds);
  }
  const rows = await query.orderBy('p.email').execute();
  return rows.map((row) => ({
    user_id: row.user_id,
    name: row.name,
    email: row.email,
    custom_role: String(row.role),
    role_label: roleLabel(row.role),
    profile: null,
    custom_organization: row.organization,
    Enabled: row.enabled ? 'true' : 'false',
    phone_number: row.phone_number,
    phone_number_verified: row.phone_verified,
    status: row.status,
    UserCreateDate: row.created_on.toISOString(),
    UserLastModifiedDate: row.modified_on.toISOString(),
    reactivatable_until: row.enabled ? null : (row.erasable_after?.toISOString() ?? null),
    custom_baseline_assessment: null,
    action: userRowAction(row),
  }));
}

/** One user of the client by email; 404 'User not found' for unknown people and for another client's users. */
export async function findClientUser(db: Kysely<IdentityDatabase>, clientId: string, email: string): Promise<UserView> {
  const [user] = await listClientUsers(db, clientId, { email });
  if (!user) throw notFound(IdentityMessages.userNotFound, 'USER_NOT_FOUND');
  return user;
}

/**
 * What the inviting client may know of a person it asked to join: the email and name it typed itself and the role
 * it offered, status 'Invited'. The same shape answers for a brand-new person and for an account that exists in
 * other clients, so the answer never tells them apart. Its `user_id` names the invitation (derived from client and
 * email), never the account: an account's id would be the one thing telling an existing person from a new one.
 */
export function invitedUserView(
  invitation: { clientId: string; email: string; name?: string | null },
  role: number,
  now: Date,
): UserView {
  const person = { ...invitation, userId: invitationId(invitation.clientId, invitation.email) };
  return {
    user_id: person.userId,
    name: person.name ?? null,
    email: person.email,
    custom_role: String(role),
    role_label: roleLabel(role),
    profile: null,
    custom_organization: null,
    Enabled: 'true',
    phone_number: null,
    phone_number_verified: false,
    status: INVITED_STATUS,
    UserCreateDate: now.toISOString(),
    UserLastModifiedDate: now.toISOString(),
    reactivatable_until: null,
    custom_baseline_assessment: null,
    action: userRowAction({ enabled: true, name: person.name ?? null, phone_number: null }),
  };
}

export const INVITED_STATUS = 'Invited';

/** A stable UUID-shaped id for "this email invited to this client". */
function invitationId(clientId: string, email: string): string {
  const hex = createHash('sha256').update(`invitation|${clientId}|${email}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${'89ab'[parseInt(hex[16], 16) % 4]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** GET /users: the users of a client (the caller's current one, checked at the edge), optionally of one role. */
export class ListClientUsersQuery extends Query<UserView[]> {
  constructor(
    readonly clientId: string,
    readonly role?: number,
  ) {
    super();
  }
}

/** GET /users/{email} and the answer of a command on one user: 404 'User not found' outside the client. */
export class GetClientUserQuery extends Query<UserView> {
  constructor(
    readonly clientId: string,
    readonly email: string,
  ) {
    super();
  }
}

@QueryHandler(ListClientUsersQuery)
export class ListClientUsersHandler implements IQueryHandler<ListClientUsersQuery> {
  constructor(private readonly accounts: UserAccounts) {}

  execute({ clientId, role }: ListClientUsersQuery): Promise<UserView[]> {
    return listClientUsers(this.accounts.db, clientId, { role });
  }
}

@QueryHandler(GetClientUserQuery)
export class GetClientUserHandler implements IQueryHandler<GetClientUserQuery> {
  constructor(private readonly accounts: UserAccounts) {}

  execute({ clientId, email }: GetClientUserQuery): Promise<UserView> {
    return findClientUser(this.accounts.db, clientId, email);
  }
}
