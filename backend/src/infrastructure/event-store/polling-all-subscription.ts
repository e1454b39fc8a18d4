import { START_POSITION, type GlobalPosition, type RecordedEvent } from '@gc/contracts';
import type { AllSubscription } from '../../shared/event-store.port';

export interface PollingSource {
  readAll(options: { after: GlobalPosition; maxCount: number }): Promise<RecordedEvent[]>;
  /** Resolves when events after `after` may be readable, after timeoutMs, or when signal aborts. */
  waitForEvents(after: GlobalPosition, timeoutMs: number, signal?: AbortSignal): Promise<void>;
}

/**
 * Catch-up then live over any store that can read all events in order and wait for new ones. Exactly once and
 * in order follows from reading strictly after the last delivered position; the store guarantees that nothing
 * becomes readable below a position it has already returned.
 */
export function pollingAllSubscription(
  source: PollingSource,
  options: { after?: GlobalPosition; batchSize?: number; idleWaitMs?: number } = {},
): AllSubscription {
  const abort = new AbortController();
  const batchSize = options.batchSize ?? 500;
  const idleWaitMs = options.idleWaitMs ?? 1_000;
  let position = options.after ?? START_POSITION;

  async function* events(): AsyncGenerator<RecordedEvent> {
    while (!abort.signal.aborted) {
      const batch = await source.readAll({ after: position, maxCount: batchSize });
      for (const event of batch) {
        if (abort.signal.aborted) return;
        position = event.position;
        yield event;
      }
      if (batch.length < batchSize) await source.waitForEvents(position, idleWaitMs, abort.signal);
    }
  }

  const iterator = events();
  return {
    [Symbol.asyncIterator]: () => iterator,
    async close() {
      abort.abort();
      // Ends a consumer suspended at `yield`; one waiting inside next() sees the abort and finishes.
      await iterator.return(undefined).catch(() => undefined);
    },
  };
}
