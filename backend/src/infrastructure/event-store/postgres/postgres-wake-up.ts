import pg from 'pg';

export const WAKE_UP_CHANNEL = 'es_events';

/**
 * Wake-ups for readers waiting on new events, without putting NOTIFY inside every append transaction.
 *
 * Why not NOTIFY in every append (or a trigger): at commit, a notifying transaction takes a cluster-wide lock on the
 * notification queue, so every appending transaction would queue behind every other one at commit time, killing
 * group commit (docs/performance.md has the measurement). Instead:
 * - appends in this process wake local waiters directly (no round trip);
 * - other processes are told by a NOTIFY, throttled per process to one per `notifyIntervalMs`. The append statement
 *   sent when one is due carries it (`claim`; delivered at that statement's commit, so the first append after a
 *   quiet period wakes readers at once), so only one transaction in `notifyIntervalMs` takes the queue's lock.
 *   Appends answered after it are covered by the next statement that carries one; when none does (the burst ended,
 *   a carrier failed, an 'any' append) by a NOTIFY transaction of its own after commit, half an interval later than
 *   a carrier could have gone, so that under load carriers cover everything: that transaction cost an xid, a commit
 *   record, the WAL writer's flush of it and a round trip, ~15% of the append rate (docs/performance.md);
 * - waiters also poll, fast right after a wake-up (the new rows may still be hidden behind an older transaction
 *   that has not finished) and slowly when idle (a safety net for writers that died between commit and NOTIFY).
 */
export class PostgresWakeUp {
  private generation = 0;
  private readonly waiters = new Set<() => void>();
  private listener: pg.Client | null = null;
  private listening: Promise<void> | null = null;
  private lastNotifyAt = Number.NEGATIVE_INFINITY;
  /** An append answered since the last NOTIFY was sent or claimed. */
  private owed = false;
  private notifyTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly notify: { readonly enabled: boolean; readonly intervalMs: number },
  ) {}

  /** Current wake-up generation: compare later to know whether anything happened meanwhile. */
  get current(): number {
    return this.generation;
  }

  /**
   * Whether the append statement about to be sent carries the NOTIFY (the store passes the answer as its parameter):
   * yes when one is due. Appends answered so far are covered by it once it commits; should it fail, `carrierLost`.
   */
  claim(): boolean {
    if (!this.notify.enabled || this.closed) return false;
    const now = performance.now();
    if (now < this.lastNotifyAt + this.notify.intervalMs) return false;
    this.lastNotifyAt = now;
    this.owed = false;
    return true;
  }

  /** A statement that claimed the NOTIFY failed: what it would have covered still needs one. */
  carrierLost(): void {
    this.owe();
  }

  /** Called after a successful append in this process; `carried`: its own statement carried the NOTIFY. */
  appended(carried = false): void {
    this.wakeLocal();
    if (!carried) this.owe();
  }

  /**
   * Resolves when the generation moves past `seen`, after `ms`, or when `signal` aborts, whichever comes first.
   */
  async sleep(seen: number, ms: number, signal?: AbortSignal): Promise<void> {
    await this.ensureListening();
    if (this.generation !== seen || signal?.aborted || this.closed) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.waiters.add(done);
      signal?.addEventListener('abort', done, { once: true });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.notifyTimer) clearTimeout(this.notifyTimer);
    this.wakeLocal();
    const listener = this.listener;
    this.listener = null;
    if (listener) await listener.end().catch(() => undefined);
  }

  private wakeLocal(): void {
    this.generation++;
    for (const waiter of [...this.waiters]) waiter();
  }

  private owe(): void {
    if (!this.notify.enabled) return;
    this.owed = true;
    this.sendNotify();
  }

  private sendNotify(): void {
    if (this.notifyTimer || this.closed || !this.owed) return;
    // a NOTIFY of its own: half an interval after a carrier could have gone, so that under load a carrier covers it
    const wait = this.lastNotifyAt + this.notify.intervalMs * 1.5 - performance.now();
    if (wait > 0) {
      this.notifyTimer = setTimeout(() => {
        this.notifyTimer = null;
        this.sendNotify();
      }, wait);
      this.notifyTimer.unref();
      return;
    }
    this.lastNotifyAt = performance.now();
    this.owed = false;
    // A notifying transaction gets an xid and a commit record; waiting for that record's flush would cost an
    // fsync per notification for no durability gain (it carries no data), hence synchronous_commit off for
    // this one transaction only. One round trip: the simple protocol runs the four statements together.
    this.pool
      .query(`BEGIN; SET LOCAL synchronous_commit = off; NOTIFY ${WAKE_UP_CHANNEL}; COMMIT`)
      .catch(() => undefined); // a hint only: pollers catch up anyway
  }

  /** Lazily opens one LISTEN connection (outside the pool, so it never starves appends). */
  private ensureListening(): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (!this.listening) {
      this.listening = this.listen().catch(() => {
        // Polling still works; try again on the next wait.
        this.listening = null;
      });
    }
    return this.listening;
  }

  private async listen(): Promise<void> {
    const client = new pg.Client(this.pool.options);
    const lost = () => {
      // The connection dropped: reconnect on the next wait, and wake waiters so they re-read now.
      if (this.listener !== client) return;
      this.listener = null;
      this.listening = null;
      this.wakeLocal();
    };
    client.on('notification', () => this.wakeLocal());
    client.on('error', lost);
    client.on('end', lost);
    try {
      await client.connect();
      await client.query(`LISTEN ${WAKE_UP_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) await client.end().catch(() => undefined);
    else this.listener = client;
  }
}
