import { notFound } from '../../../shared/domain-error';
import type { UserState } from '../../identity';
import type { PersonLookup, UserAccounts } from '../../identity';
import { IdentityMessages } from '@gc/contracts';

export interface ClientMember {
  person: PersonLookup;
  state: UserState;
  /** the person's role in the client */
  role: number;
}

/**
 * The person behind an email as a member of `clientId`, from the write side (personal_data and the user stream),
 * so a command right after another one never acts on a stale read model. Unknown people, erased accounts and
 * people of other clients are all 'User not found' (404): nothing leaks about other tenants.
 */
export async function findClientMember(accounts: UserAccounts, clientId: string, email: string): Promise<ClientMember> {
  const person = await accounts.findByEmail(email);
  if (!person) throw notFound(IdentityMessages.userNotFound, 'USER_NOT_FOUND');
  const state = await accounts.state(person.userId);
  const role = state.roles[clientId];
  if (role === undefined || state.status === 'erased' || state.status === 'none')
    throw notFound(IdentityMessages.userNotFound, 'USER_NOT_FOUND');
  return { person, state, role };
}

/** The person behind an email when they have an unanswered invitation to `clientId` (and no role there), or null. */
export async function findPendingInvitation(
  accounts: UserAccounts,
  clientId: string,
  email: string,
): Promise<{ person: PersonLookup; state: UserState; role: number } | null> {
  const person = await accounts.findByEmail(email);
  if (!person) return null;
  const state = await accounts.state(person.userId);
  const role = state.invitations[clientId];
  return role === undefined || state.roles[clientId] !== undefined ? null : { person, state, role };
}
