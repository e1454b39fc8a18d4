/** A call waiting to be sent with the others of its turn: what was asked, and how to answer it. */
export interface GatheredCall<T, A> {
  readonly item: T;
  readonly done: (answer: A) => void;
  readonly fail: (error: unknown) => void;
}

/**
 * Calls made in the same turn of the event loop, handed to `send` together once that turn's I/O callbacks have run
 * (`setImmediate`): under load many requests make the same kind of round trip at the same moment, and one statement
 * for all of them costs about what one costs (docs/architecture.md, "Write side"). Each call is still sent after it
 * was made, so nothing answers from older data than it would alone.
 *
 * `send` answers every call it is given (`done` or `fail`, once each); should it throw or reject, every call it had
 * not answered yet fails with that error. How calls are grouped into statements, and what happens when a shared
 * statement fails, is the user's: CheckpointWriter, SharedCommits, CallerChecks and PostgresEventStore's reads and
 * appends.
 */
export class GatheredCalls<T, A> {
  private waiting: GatheredCall<T, A>[] = [];

  constructor(private readonly send: (calls: GatheredCall<T, A>[]) => void | Promise<void>) {}

  call(item: T): Promise<A> {
    return new Promise((done, fail) => {
      if (this.waiting.length === 0) setImmediate(() => this.sendWaiting());
      this.waiting.push({ item, done, fail });
    });
  }

  private sendWaiting(): void {
    const calls = this.waiting;
    this.waiting = [];
    // a promise answered already ignores the fail
    Promise.resolve()
      .then(() => this.send(calls))
      .catch((error: unknown) => {
        for (const call of calls) call.fail(error);
      });
  }
}
