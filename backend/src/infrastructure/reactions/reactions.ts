import { Injectable, Logger } from '@nestjs/common';
import { isEventOf, type EventFact, type RecordedEvent } from '@gc/contracts';
import type { Reaction } from './reaction';

interface Registered {
  readonly name: string;
  readonly after: string;
  /** hands the reaction its own events of the batch (typed by its guard), when there are any */
  run(events: RecordedEvent[]): Promise<void>;
}

/** Every reaction of the worker process, dispatched by projection and event type after each committed batch. */
@Injectable()
export class Reactions {
  private readonly logger = new Logger('reactions');
  private readonly registered: Registered[] = [];

  register<TEvent extends EventFact>(reaction: Reaction<TEvent>): void {
    if (this.registered.some((r) => r.name === reaction.name))
      throw new Error(`A reaction named ${reaction.name} is already registered`);
    const selects = isEventOf<TEvent>(reaction.on);
    this.registered.push({
      name: reaction.name,
      after: reaction.after,
      async run(events) {
        const its = events.filter(selects);
        if (its.length > 0) await reaction.handle(its);
      },
    });
  }

  /** The runner's onBatchCommitted: each reaction that follows `projection` gets the batch's events of its types. */
  async afterCommit(projection: string, events: RecordedEvent[]): Promise<void> {
    for (const reaction of this.registered) {
      if (reaction.after !== projection) continue;
      try {
        await reaction.run(events);
      } catch (err) {
        this.logger.error({ msg: 'reaction failed', reaction: reaction.name, projection, err });
      }
    }
  }
}
