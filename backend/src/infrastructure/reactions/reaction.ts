import type { EventFact, RecordedEventOf } from '@gc/contracts';

/**
 * A side effect that follows a read model's commit: enqueue a job, append a fact to another aggregate. One named,
 * typed unit per reaction (`<what>-when-<fact>.reaction.ts`), registered with `Reactions` by its module's worker
 * module; the runner's onBatchCommitted hook dispatches each committed batch to the reactions that follow that
 * projection, with the events of the types they react to, in global order.
 *
 * Rules: idempotent (keyed by what it is about), since a rebuild replays history and delivers again; and at most
 * once per commit, so anything that must not be lost has a sweep behind it (a crash between the commit and the
 * reaction loses the call). Its failure is logged and does not stop the projection or the other reactions.
 */
export interface Reaction<TEvent extends EventFact = EventFact> {
  /** unique; names it in logs */
  readonly name: string;
  /** the projection whose commits it follows (the read model it may query already holds the events it gets) */
  readonly after: string;
  /** the facts it reacts to */
  readonly on: readonly TEvent['type'][];
  handle(events: RecordedEventOf<TEvent>[]): Promise<void>;
}
