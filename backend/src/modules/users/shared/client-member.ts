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

/** The person behind an email and where they stand in `clientId`, loaded once from the write side. */
export interface Standing {
  person: PersonLookup;
  state: UserState;
  /** their role in the client, if they hold one (never for an erased account) */
  role: number | undefined;
  /** the role an unanswered invitation to the client offers them (only while they hold no role there) */
  invitedRole: number | undefined;
}

/** Null for an email nobody has. One read of personal_data and one of the user stream, whatever the caller needs. */
export async function standingInClient(
  accounts: UserAccounts,
  clientId: string,
  email: string,
): Promise<Standing | null> {
  const person = await accounts.findByEmail(email);
  if (!person) return null;
  const state = await accounts.state(person.userId);
  const living = state.status !== 'erased' && state.status !== 'none';
  const role = living ? state.roles[clientId] : undefined;
  return { person, state, role, invitedRole: role === undefined ? state.invitations[clientId] : undefined };
}

/**
 * The person behind an email as a member of `clientId`, from the write side (personal_data and the user stream),
 * so a command right after another one never acts on a stale read model. Unknown people, erased accounts and
 * people of other clients are all 'User not found' (404): nothing leaks about other tenants.
 */
export async function findClientMember(accounts: UserAccounts, clientId: string, email: string): Promise<ClientMember> {
  return asMember(await standingInClient(accounts, clientId, email));
}

/** The standing of a member of the client, or 404 'User not found' for anyone else. */
export function asMember(standing: Standing | null): ClientMember {
  if (!standing || standing.role === undefined) throw notFound(IdentityMessages.userNotFound, 'USER_NOT_FOUND');
  return { person: standing.person, state: standing.state, role: standing.role };
}
