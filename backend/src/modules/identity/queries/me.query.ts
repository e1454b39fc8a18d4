import { Injectable } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { MeView } from '@gc/contracts';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { UserAccounts } from '../shared/user-accounts.service';

/** GET /auth/me: the caller with their phone state, terms and the clients they belong to. */
export class GetMeQuery extends Query<MeView> {
  constructor(readonly caller: AuthenticatedUser) {
    super();
  }
}

@Injectable()
@QueryHandler(GetMeQuery)
export class GetMeHandler implements IQueryHandler<GetMeQuery> {
  constructor(private readonly accounts: UserAccounts) {}

  async execute({ caller }: GetMeQuery): Promise<MeView> {
    const db = this.accounts.db;
    const [account, person, roles] = await Promise.all([
      db.selectFrom('user_accounts').selectAll().where('user_id', '=', caller.userId).executeTakeFirst(),
      this.accounts.findById(caller.userId),
      db
        .selectFrom('user_client_roles')
        .select(['client_id', 'role'])
        .where('user_id', '=', caller.userId)
        .orderBy('granted_on')
        .execute(),
    ]);
    return {
      id: caller.userId,
      email: person?.email ?? caller.email,
      name: person?.name ?? '',
      role: caller.role,
      clientId: caller.clientId,
      phone_number: person?.phone_number ?? null,
      phone_number_verified: account?.phone_verified ?? false,
      alternate_email: person?.alternate_email ?? null,
      terms_accepted: account?.terms_accepted ?? false,
      status: account?.status ?? 'PENDING_LOGIN',
      // a session from a client's own provider works in that client only (issue 31)
      clients: roles
        .filter((r) => !caller.ssoClientId || r.client_id === caller.ssoClientId)
        .map((r) => ({ clientId: r.client_id, role: r.role })),
      signed_in_with_sso: Boolean(caller.ssoClientId),
    };
  }
}
