import type { GlobalPosition } from '@gc/contracts';
import { waitForPosition, type Database } from '@gc/projections';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config/app-config';

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
