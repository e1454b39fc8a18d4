import type { GlobalPosition } from '@gc/contracts';
import { waitForPosition, type Database } from '@gc/projections';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../../config/app-config';
import { notFound } from '../../../shared/domain-error';
import type { AuthenticatedUser } from '../../identity/auth/authenticated-user';

/**
 * Answers a command with the read model's view of what it wrote: waits (bounded, as X-Min-Position does) until
 * the projections have passed `position`, then reads. Should they lag beyond the bound, the view is read anyway.
 */
export async function readOwnWrite<T>(
  db: Kysely<Database>,
  config: AppConfig,
  position: GlobalPosition | null,
  read: () => Promise<T>,
): Promise<T> {
  if (position) await waitForPosition(db, position, { timeoutMs: config.readYourWritesTimeoutMs });
  return read();
}

/**
 * Everything under /clients/{client_id} works in the caller's current client only: any other id answers 404, the
 * same as an id that does not exist, so nothing about another tenant leaks.
 */
export function requireCurrentClient(user: AuthenticatedUser, clientId: string, message: string): string {
  if (!user.clientId || user.clientId !== clientId) throw notFound(message, 'CLIENT_NOT_FOUND');
  return clientId;
}
