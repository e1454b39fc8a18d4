import { WorkspaceMessages } from '@gc/contracts';
import { notFound } from '../../../shared/domain-error';
import type { AuthenticatedUser } from './authenticated-user';

/**
 * The one current-client guard. Every tenant-scoped call acts in the caller's current client (the role checks use
 * the role held there); a caller without one has nothing to act on: 404 'Client not found'. Controllers read it
 * as `caller.clientId` (`@Caller()`, caller.ts).
 */
export function currentClientOf(user: AuthenticatedUser): string {
  if (!user.clientId) throw notFound(WorkspaceMessages.clientNotFound, 'CLIENT_NOT_FOUND');
  return user.clientId;
}

/**
 * A path that names a client must name the caller's current one: any other id answers 404, the same as an id that
 * does not exist, so nothing about another tenant leaks.
 */
export function requireClientInScope(
  user: AuthenticatedUser,
  clientId: string,
  message: string = WorkspaceMessages.clientNotFound,
): string {
  if (!user.clientId || user.clientId !== clientId) throw notFound(message, 'CLIENT_NOT_FOUND');
  return clientId;
}
