import type { Transaction } from 'kysely';
import { isEventOf, type EventFact, type RecordedEventOf } from '@gc/contracts';
import type { Database } from '../database/database';
import type { Projection } from './projection';

/** A projection over one union of facts: what `defineProjection` takes. */
export interface ProjectionDefinition<TEvent extends EventFact> {
  readonly name: string;
  readonly version: number;
  /** the facts it consumes, from contracts (e.g. `TEAM_EVENT_TYPES`), so the list and the union cannot drift */
  readonly canHandle: readonly TEvent['type'][];
  readonly tables: readonly string[];
  /** the batch's events of `canHandle`, typed: a `switch (event.type)` narrows `data` and ends with `assertNever` */
  handle(events: RecordedEventOf<TEvent>[], trx: Transaction<Database>): Promise<void>;
}

/**
 * The one way to write a projection: typed by its union of facts, handed to the runner as a plain `Projection`. The
 * runner passes only the events of `canHandle`; the guard checks that again instead of casting, so `handle` may also
 * be called directly (tests, deliverTwice).
 */
export function defineProjection<TEvent extends EventFact>(definition: ProjectionDefinition<TEvent>): Projection {
  const handled = isEventOf<TEvent>(definition.canHandle);
  return {
    name: definition.name,
    version: definition.version,
    canHandle: definition.canHandle,
    tables: definition.tables,
    async handle(events, trx) {
      const typed = events.filter(handled);
      if (typed.length > 0) await definition.handle(typed, trx); // as the runner: never an empty batch
    },
  };
}
