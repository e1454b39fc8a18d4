import { setTimeout as sleep } from 'node:timers/promises';
import { WrongExpectedRevisionError } from './event-store.port';

/**
 * Runs a command again when its append lost a race (WrongExpectedRevisionError), for writes whose conflicts the
 * caller did not cause, such as a side effect on a stream many requests touch (the creator's role grant). Each run
 * loads the stream again and decides from the fresh state, so nothing is lost: this is not a blind re-append.
 * Waits a random, growing pause between runs (full jitter) so that a crowd of writers spreads out.
 */
export async function retryOnConcurrentChange<T>(
  run: () => Promise<T>,
  options: {
    attempts?: number;
    maxDelayMs?: number;
    /** other races worth another run (say, a twin request half-way through creating the same thing) */
    alsoRetry?: (error: unknown) => boolean;
  } = {},
): Promise<T> {
  const attempts = options.attempts ?? 30;
  const maxDelayMs = options.maxDelayMs ?? 100;
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const raced = error instanceof WrongExpectedRevisionError || options.alsoRetry?.(error) === true;
      if (!raced || attempt >= attempts) throw error;
      await sleep(Math.random() * Math.min(maxDelayMs, 2 ** attempt));
    }
  }
}
