import { assertNever, USER_EVENT_TYPES, type UserEvent } from '@gc/contracts';
import { sql } from 'kysely';
import { defineProjection } from '../../runner/define-projection';
import type { NewUserAccountRow } from './user-accounts.table';

type Account = NewUserAccountRow & { created_on: Date; modified_on: Date };

/**
 * user_accounts and user_client_roles from the user streams. A batch is folded in memory over the rows it
 * touches (loaded once), then written with one upsert per table: the fold sets values rather than counting, so
 * delivering a batch twice gives the same rows. UserErased deletes the person's rows.
 */
export const identityUsersProjection = defineProjection<UserEvent>({
  name: 'identity-users',
  version: 2, // 2: a role change keeps the grant's granted_on in a rebuild as live (projections:verify found the difference)
  canHandle: USER_EVENT_TYPES,
  tables: ['user_accounts', 'user_client_roles'],

  async handle(events, trx) {
    const userIds = [...new Set(events.map((e) => e.data.userId))];
    const accounts = new Map<string, Account | null>();
    for (const row of await trx.selectFrom('user_accounts').selectAll().where('user_id', 'in', userIds).execute()) {
      accounts.set(row.user_id, row as Account);
    }
    /** "user|client" -> role, or null when the role was removed */
    const roles = new Map<string, { userId: string; clientId: string; role: number; at: Date } | null>();
    // when each stored role was granted: a change of role keeps it, however the events fall into batches (live, a
    // grant and a later change arrive in two batches; in a rebuild, in one)
    const grantedOn = new Map<string, Date>();
    for (const row of await trx
      .selectFrom('user_client_roles')
      .select(['user_id', 'client_id', 'granted_on'])
      .where('user_id', 'in', userIds)
      .execute())
      grantedOn.set(`${row.user_id}|${row.client_id}`, new Date(row.granted_on));
    const erased = new Set<string>();

    for (const event of events) {
      const userId = event.data.userId;
      const at = new Date(event.metadata.occurredAt);
      switch (event.type) {
        case 'UserInvited':
        case 'UserSignedUpWithSso':
          erased.delete(userId);
          if (!accounts.get(userId)) accounts.set(userId, newAccount(userId, at));
          continue;
        case 'UserErased':
          accounts.set(userId, null);
          erased.add(userId);
          for (const key of roles.keys()) if (key.startsWith(`${userId}|`)) roles.delete(key);
          continue;
        // An invitation to another client changes nothing the person's clients can see (not even modified_on) until
        // it is accepted; the acceptance's UserRoleGrantedInClient carries the change.
        case 'UserInvitedToClient':
        case 'ClientInvitationAccepted':
        case 'ClientInvitationDeclined':
        case 'ClientInvitationWithdrawn':
          continue;
      }
      const account = accounts.get(userId);
      if (!account) continue; // erased, or not yet invited in this read model: nothing to change
      account.modified_on = at;
      switch (event.type) {
        case 'UserRoleGrantedInClient':
        case 'UserRoleChangedInClient': {
          const key = `${userId}|${event.data.clientId}`;
          const before = roles.has(key) ? roles.get(key)?.at : grantedOn.get(key);
          roles.set(key, {
            userId,
            clientId: event.data.clientId,
            role: event.data.role,
            // a grant is granted now; a change keeps the grant's time
            at: event.type === 'UserRoleChangedInClient' && before ? before : at,
          });
          break;
        }
        case 'UserRemovedFromClient':
          roles.set(`${userId}|${event.data.clientId}`, null);
          if (account.current_client_id === event.data.clientId) account.current_client_id = null;
          break;
        case 'CurrentClientSelected':
          account.current_client_id = event.data.clientId;
          break;
        case 'UserAccountSetUp':
          Object.assign(account, { setup_complete: true, status: account.enabled ? 'ACTIVE' : account.status });
          break;
        case 'UserPhoneNumberChanged':
          account.phone_verified = false;
          break;
        case 'UserPhoneNumberVerified':
          account.phone_verified = true;
          break;
        case 'TermsAccepted':
          account.terms_accepted = true;
          break;
        case 'TermsDeclined':
          account.terms_accepted = false;
          break;
        case 'UserOrganizationChanged':
          account.organization = event.data.organization;
          break;
        case 'UserDeleted':
          Object.assign(account, {
            status: 'DELETED',
            enabled: false,
            deleted_on: event.data.deletedAt,
            erasable_after: event.data.erasableAfter,
          });
          break;
        case 'UserReactivated':
          Object.assign(account, {
            status: account.setup_complete ? 'ACTIVE' : 'PENDING_LOGIN',
            enabled: true,
            deleted_on: null,
            erasable_after: null,
          });
          break;
        case 'UserRenamed':
        case 'UserAlternateEmailChanged':
        case 'UserPasswordChanged':
        case 'UserTemporaryPasswordIssued':
        case 'UserLockedOut':
        case 'UserIdentityLinked':
          break; // only modified_on changes
        default:
          assertNever(event);
      }
    }

    if (erased.size) {
      await trx
        .deleteFrom('user_client_roles')
        .where('user_id', 'in', [...erased])
        .execute();
      await trx
        .deleteFrom('user_accounts')
        .where('user_id', 'in', [...erased])
        .execute();
    }
    const rows = [...accounts.values()].filter((a): a is Account => a !== null);
    for (const chunk of chunks(rows, 2000)) {
      await trx
        .insertInto('user_accounts')
        .values(chunk)
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({
            status: sql`excluded.status`,
            enabled: sql`excluded.enabled`,
            setup_complete: sql`excluded.setup_complete`,
            phone_verified: sql`excluded.phone_verified`,
            terms_accepted: sql`excluded.terms_accepted`,
            current_client_id: sql`excluded.current_client_id`,
            organization: sql`excluded.organization`,
            modified_on: sql`excluded.modified_on`,
            deleted_on: sql`excluded.deleted_on`,
            erasable_after: sql`excluded.erasable_after`,
          }),
        )
        .execute();
    }
    const removed = [...roles.entries()].filter(([, v]) => v === null).map(([key]) => key.split('|'));
    for (const [userId, clientId] of removed) {
      await trx
        .deleteFrom('user_client_roles')
        .where('user_id', '=', userId)
        .where('client_id', '=', clientId)
        .execute();
    }
    const granted = [...roles.values()].filter((v): v is NonNullable<typeof v> => v !== null && !erased.has(v.userId));
    for (const chunk of chunks(granted, 3000)) {
      await trx
        .insertInto('user_client_roles')
        .values(chunk.map((g) => ({ user_id: g.userId, client_id: g.clientId, role: g.role, granted_on: g.at })))
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'client_id'])
            .doUpdateSet({ role: sql`excluded.role`, granted_on: sql`excluded.granted_on` }),
        )
        .execute();
    }
  },
});

function newAccount(userId: string, at: Date): Account {
  return {
    user_id: userId,
    status: 'PENDING_LOGIN',
    enabled: true,
    setup_complete: false,
    phone_verified: false,
    terms_accepted: false,
    current_client_id: null,
    organization: null,
    created_on: at,
    modified_on: at,
    deleted_on: null,
    erasable_after: null,
  };
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
