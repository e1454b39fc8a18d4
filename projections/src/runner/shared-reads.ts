import type { GlobalPosition, RecordedEvent } from '@gc/contracts';
import type { EventSource } from './event-source.port';

const key = (position: GlobalPosition) => `${position.commit}.${position.prepare}`;

/**
 * The runner's loops share their reads of the event store. A runner's projections mostly stand at the same
 * checkpoint and wake up together, so without this every new event was read once per projection (seven times).
 *
 * `readAll` after a position joins a read of the same position that is in flight, or is answered from the last
 * few non-empty answers. That is always right: what a read answers after a position never changes (readers only
 * see events that can have no earlier neighbour still to come), so an earlier answer is a true prefix of what a
 * new read would give; a caller that wants more reads again after its end. An empty answer is never kept, so a
 * caller that finds nothing asks the store (through waitForEvents) as before.
 */
export class SharedReads implements EventSource {
  private readonly inFlight = new Map<string, Promise<RecordedEvent[]>>();
  private readonly recent = new Map<string, RecordedEvent[]>();

  constructor(
    private readonly source: EventSource,
    private readonly keep = 16,
  ) {}

  readAll(options: { after: GlobalPosition; maxCount: number }): Promise<RecordedEvent[]> {
    const at = key(options.after);
    const known = this.recent.get(at);
    if (known) return Promise.resolve(known.length > options.maxCount ? known.slice(0, options.maxCount) : known);
    const pending = this.inFlight.get(at);
    if (pending) return pending.then((events) => events.slice(0, options.maxCount));
    const read = this.source.readAll(options).then(
      (events) => {
        this.inFlight.delete(at);
        if (events.length > 0) {
          this.recent.set(at, events);
          if (this.recent.size > this.keep) this.recent.delete(this.recent.keys().next().value as string);
        }
        return events;
      },
      (error: unknown) => {
        this.inFlight.delete(at);
        throw error;
      },
    );
    this.inFlight.set(at, read);
    return read;
  }

  waitForEvents(after: GlobalPosition, timeoutMs: number, signal?: AbortSignal): Promise<void> {
    return this.source.waitForEvents(after, timeoutMs, signal);
  }

  headPosition(): Promise<GlobalPosition> {
    return this.source.headPosition();
  }
}
