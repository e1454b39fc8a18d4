import { WorkspaceMessages as M } from '@gc/contracts';
import { notFound } from '../../../shared/domain-error';
import type { AuthenticatedUser } from '../../identity/auth/authenticated-user';

/** Team calls act in the caller's current client; a caller without one has no teams to act on (404). */
export function currentClient(user: AuthenticatedUser): string {
  if (!user.clientId) throw notFound(M.clientNotFound, 'CLIENT_NOT_FOUND');
  return user.clientId;
}
