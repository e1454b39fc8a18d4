import type { Pool, PoolClient } from 'pg';
import type { ProjectionLogger } from './projection-logger';

/**
 * Session-level advisory locks, one per projection, all held on ONE dedicated connection: whichever process
 * holds a projection's lock is the only one running it, and the lock goes away with the session if that
 * process dies. One connection for all locks (rather than one per projection) keeps the pool free for batches.
 *
 * If the connection breaks, every lock is considered lost; the runner then re-acquires. Correctness never
 * rests on the lock alone: each batch also moves the checkpoint conditionally (see checkpoint-store.ts).
 */
export class ProjectionLocks {
  private client: PoolClient | null = null;
  private connecting: Promise<PoolClient> | null = null;
  private readonly held = new Set<string>();
  /** one query at a time on the shared session (pg queues overlapping queries, and warns that this is deprecated) */
  private tail: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly pool: Pool,
    private readonly logger: ProjectionLogger,
  ) {}

  holds(name: string): boolean {
    return this.held.has(name);
  }

  async tryLock(name: string): Promise<boolean> {
    if (this.held.has(name)) return true;
    const client = await this.connection();
    const { rows } = await this.serial(() =>
      client.query<{ locked: boolean }>('select pg_try_advisory_lock(hashtextextended($1, 0)) as locked', [
        lockKey(name),
      ]),
    );
    if (rows[0]?.locked && this.client === client) this.held.add(name);
    return this.held.has(name);
  }

  async unlock(name: string): Promise<void> {
    const client = this.client;
    if (!this.held.delete(name) || !client) return;
    await this.serial(() => client.query('select pg_advisory_unlock(hashtextextended($1, 0))', [lockKey(name)]));
  }

  /** Ends the session, which releases every lock at once. */
  async close(): Promise<void> {
    this.held.clear();
    const client = this.client ?? (this.connecting ? await this.connecting.catch(() => null) : null);
    this.client = null;
    this.connecting = null;
    // Destroy rather than return to the pool: a pooled session would keep any lock we failed to release.
    client?.release(true);
  }

  private serial<T>(query: () => Promise<T>): Promise<T> {
    const result = this.tail.then(query, query);
    this.tail = result.catch(() => undefined);
    return result;
  }

  private async connection(): Promise<PoolClient> {
    if (this.client) return this.client;
    this.connecting ??= this.pool.connect().then((client) => {
      client.on('error', (err) => this.lost(client, err));
      this.client = client;
      this.connecting = null;
      return client;
    });
    try {
      return await this.connecting;
    } catch (err) {
      this.connecting = null;
      throw err;
    }
  }

  private lost(client: PoolClient, err: Error): void {
    if (this.client !== client) return;
    this.logger.error({ msg: 'projection lock connection lost; locks released', locks: [...this.held], err });
    this.held.clear();
    this.client = null;
    client.release(err);
  }
}

// Namespaced so our keys cannot collide with advisory locks other code takes on the same database.
function lockKey(name: string): string {
  return `gc.projection:${name}`;
}
