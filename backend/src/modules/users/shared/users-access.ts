import { assignableRoles, IdentityMessages, isAdminRole, normalizeEmail } from '@gc/contracts';
import { DomainError, forbidden } from '../../../shared/domain-error';
import type { AuthenticatedUser } from '../../identity';
import type { UserState } from '../../identity';
import type { UserAccounts } from '../../identity';

// Who may do what in user management, beyond the capability checked at the edge (@RequireCapability): rules that
// depend on the person acted on (their role here, their other clients).

/** A Client Administrator can never create, promote to or act on a Global Administrator: 403. */
export function requireAssignable(caller: AuthenticatedUser, role: number): void {
  if (!(assignableRoles(caller.role) as readonly number[]).includes(role)) throw forbidden();
}

export const isSelf = (caller: AuthenticatedUser, email: string) => normalizeEmail(email) === caller.email;

/**
 * Changes to the account itself (name, organisation, password reset, disabling, reactivation) reach every client
 * the person belongs to, so an administrator of one client may not make them for the others: only a caller who
 * holds, in each of the person's clients, an administrator role that may assign the person's role there. (The
 * person makes them from their own profile.) 403 otherwise, naming no client.
 */
export async function requireAdministersAccount(
  accounts: UserAccounts,
  caller: AuthenticatedUser,
  target: UserState,
): Promise<void> {
  const callerRoles = (await accounts.state(caller.userId)).roles;
  for (const [clientId, role] of Object.entries(target.roles)) {
    const callerRole = callerRoles[clientId];
    if (callerRole === undefined || !isAdminRole(callerRole) || !assignableRoles(callerRole).includes(role as never))
      throw new DomainError('forbidden', IdentityMessages.accountOfOtherClients, 'ACCOUNT_OF_OTHER_CLIENTS');
  }
}

/** Whether the person holds a role in any client besides `clientId`. */
export const belongsElsewhere = (target: UserState, clientId: string) =>
  Object.keys(target.roles).some((id) => id !== clientId);
