import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { roleLabel, type ClientInvitationView } from '@gc/contracts';
import type { Database } from '@gc/projections';
import type { Kysely } from 'kysely';
import { KYSELY } from '../../../infrastructure/tokens';
import { UserAccounts } from '../../identity';
import { clientNameOf } from './client-invitation-mail';

/** GET /users/me/invitations: the invitations waiting for the person, read from their own stream. */
export class ListMyInvitationsQuery extends Query<ClientInvitationView[]> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(ListMyInvitationsQuery)
export class ListMyInvitationsHandler implements IQueryHandler<ListMyInvitationsQuery> {
  constructor(
    private readonly accounts: UserAccounts,
    @Inject(KYSELY) private readonly db: Kysely<Database>,
  ) {}

  async execute({ userId }: ListMyInvitationsQuery): Promise<ClientInvitationView[]> {
    const { invitations } = await this.accounts.state(userId);
    const views: ClientInvitationView[] = [];
    for (const [clientId, role] of Object.entries(invitations)) {
      const clientName = (await clientNameOf(this.db, clientId)) ?? '';
      views.push({ clientId, clientName, role, role_label: roleLabel(role) });
    }
    return views.sort((a, b) => a.clientName.localeCompare(b.clientName));
  }
}
