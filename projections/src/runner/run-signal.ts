/**
 * One run of a runner's loops, from start() to stop(): stop() ends every pause and every wait for new events at
 * once (the wait's AbortSignal lets the event source drop it), and the loops then leave after their batch.
 */
export class RunSignal {
  private stopped = false;
  private wake: () => void = () => {};
  private readonly woken = new Promise<void>((resolve) => (this.wake = resolve));
  private readonly abort = new AbortController();

  get stopping(): boolean {
    return this.stopped;
  }

  /** for waits that take one (EventSource.waitForEvents) */
  get signal(): AbortSignal {
    return this.abort.signal;
  }

  stop(): void {
    this.stopped = true;
    this.wake();
    this.abort.abort();
  }

  /** Resolves when `work` does, or at once on stop(). */
  async until(work: Promise<unknown>): Promise<void> {
    await Promise.race([work, this.woken]);
  }

  async pause(ms: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await this.until(new Promise((resolve) => (timer = setTimeout(resolve, ms))));
    clearTimeout(timer);
  }
}
