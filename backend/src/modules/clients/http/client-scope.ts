import { notFound } from '../../../shared/domain-error';
import type { AuthenticatedUser } from '../../identity/auth/authenticated-user';

/**
 * Everything under /clients/{client_id} works in the caller's current client only: any other id answers 404, the
 * same as an id that does not exist, so nothing about another tenant leaks.
 */
export function requireClientInScope(user: AuthenticatedUser, clientId: string, message: string): string {
  if (!user.clientId || user.clientId !== clientId) throw notFound(message, 'CLIENT_NOT_FOUND');
  return clientId;
}
