import type { GlobalPosition, RecordedEvent } from '@gc/contracts';

/**
 * The read side's view of the event store, declared here so projections never depend on an adapter.
 * The backend's EventStore implementations satisfy it structurally.
 */
export interface EventSource {
  /** Events strictly after `after` in global order, at most maxCount. */
  readAll(options: { after: GlobalPosition; maxCount: number }): Promise<RecordedEvent[]>;
  /**
   * Resolves when events after `after` may exist, or after timeoutMs, or once `signal` aborts (so a stopping
   * runner leaves no wait pending behind it; adapters without it simply run to the timeout).
   */
  waitForEvents(after: GlobalPosition, timeoutMs: number, signal?: AbortSignal): Promise<void>;
  headPosition(): Promise<GlobalPosition>;
}
