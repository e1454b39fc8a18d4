import { WorkspaceMessages as M, teamStreamName } from '@gc/contracts';
import type { Database } from '@gc/projections';
import { sql, type Kysely } from 'kysely';
import type { AggregateStore } from '../../../shared/aggregate-store';
import { DomainError, notFound } from '../../../shared/domain-error';
import { asWorkspacesDb } from '../../clients';
import { teamDecider } from '../domain/team.decider';

const normalised = (email: string) => email.trim().toLowerCase();

/**
 * The user id behind an email among the people of `clientId` (those holding a role there): team members must be
 * existing users of the client. Anyone else, including users of other clients, is 'User not found', so the answer
 * never reveals who exists elsewhere.
 */
export async function findClientUserId(db: Kysely<Database>, clientId: string, email: string): Promise<string> {
  const row = await asWorkspacesDb(db)
    .selectFrom('personal_data as p')
    .innerJoin('user_client_roles as r', 'r.user_id', 'p.user_id')
    .select('p.user_id')
    .where(sql<string>`lower(p.email)`, '=', normalised(email))
    .where('r.client_id', '=', clientId)
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', M.userNotFound, 'USER_NOT_FOUND');
  return row.user_id;
}

/** The user id behind a member's email (path parameter of the member calls); 404 'Team member not found' otherwise. */
export async function findUserIdByEmail(db: Kysely<Database>, email: string): Promise<string> {
  const row = await asWorkspacesDb(db)
    .selectFrom('personal_data')
    .select('user_id')
    .where(sql<string>`lower(email)`, '=', normalised(email))
    .executeTakeFirst();
  if (!row) throw notFound(M.memberNotFound, 'MEMBER_NOT_FOUND');
  return row.user_id;
}

/** 404 before anything else when the team is not a live team of the caller's client. */
export async function requireTeam(aggregates: AggregateStore, clientId: string, teamId: string): Promise<void> {
  const { state } = await aggregates.load(teamStreamName(teamId), teamDecider);
  if (state.status !== 'active' || state.clientId !== clientId) throw notFound(M.teamNotFound, 'TEAM_NOT_FOUND');
}
