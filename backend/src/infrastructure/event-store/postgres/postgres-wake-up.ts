import pg from 'pg';

export const WAKE_UP_CHANNEL = 'es_events';

/**
 * Wake-ups for readers waiting on new events, without putting NOTIFY inside the append transaction.
 *
 * Why not NOTIFY in es_append (or a trigger): at commit, a notifying transaction takes a cluster-wide lock on the
 * notification queue, so every appending transaction would queue behind every other one at commit time, killing
 * group commit (docs/performance.md has the measurement). Instead:
 * - appends in this process wake local waiters directly (no round trip);
 * - other processes are told by a `NOTIFY` sent after commit, throttled per process: the first append after a
 *   quiet period notifies at once (interactive writes wake readers immediately), later ones share one
 *   notification per `notifyIntervalMs` (under load a NOTIFY per append would double the transactions);
 * - waiters also poll, fast right after a wake-up (the new rows may still be hidden behind an older transaction
 *   that has not finished) and slowly when idle (a safety net for writers that died between commit and NOTIFY).
 */
export class PostgresWakeUp {
  private generation = 0;
  private readonly waiters = new Set<() => void>();
  private listener: pg.Client | null = null;
  private listening: Promise<void> | null = null;
  private lastNotifyAt = Number.NEGATIVE_INFINITY;
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

  /** Called after a successful append in this process. */
  appended(): void {
    this.wakeLocal();
    if (this.notify.enabled) this.sendNotify();
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

  private sendNotify(): void {
    if (this.notifyTimer || this.closed) return;
    const wait = this.lastNotifyAt + this.notify.intervalMs - performance.now();
    if (wait > 0) {
      this.notifyTimer = setTimeout(() => {
        this.notifyTimer = null;
        this.sendNotify();
      }, wait);
      this.notifyTimer.unref();
      return;
    }
    this.lastNotifyAt = performance.now();
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
