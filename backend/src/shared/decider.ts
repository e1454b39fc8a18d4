import type { EventFact } from '@gc/contracts';

/**
 * A pure aggregate: `decide(command, state) -> events`, `evolve(state, event) -> state` (see CONVENTIONS.md).
 * Time and ids come in on the command; deciders never read the clock or generate ids, and throw DomainError for
 * broken invariants. Command handlers load the stream, fold it with evolve, decide, and append with the expected
 * revision (see ./aggregate-store.ts).
 */
export interface Decider<TCommand, TEvent extends EventFact, TState> {
  readonly initialState: () => TState;
  readonly evolve: (state: TState, event: TEvent) => TState;
  readonly decide: (command: TCommand, state: TState) => TEvent[];
}

/** For the exhaustive `never` check at the end of decide/evolve switches (one helper, shared with the read side). */
export { assertNever } from '@gc/contracts';
