import { assignableRoles, isAdminRole, normalizeEmail } from '@gc/contracts';
import { forbidden, notFound } from '../../../shared/domain-error';
import type { AuthenticatedUser } from '../../identity/auth/authenticated-user';

/**
 * Who may do what in user management (admin spec section 6), checked at the edge of every /users call: admins of
 * the current client manage its users; anyone may act on their own profile and client choice.
 */
export function requireAdmin(caller: AuthenticatedUser): string {
  if (!isAdminRole(caller.role) || !caller.clientId) throw forbidden();
  return caller.clientId;
}

export function requireCurrentClient(caller: AuthenticatedUser): string {
  if (!caller.clientId) throw notFound('Client not found', 'CLIENT_NOT_FOUND');
  return caller.clientId;
}

/** A Client Administrator can never create, promote to or act on a Global Administrator: 403. */
export function requireAssignable(caller: AuthenticatedUser, role: number): void {
  if (!(assignableRoles(caller.role) as readonly number[]).includes(role)) throw forbidden();
}

export const isSelf = (caller: AuthenticatedUser, email: string) => normalizeEmail(email) === caller.email;
