import type { EventFact } from '@gc/contracts';
import type { Decider } from '../shared/decider';
import { DomainError } from '../shared/domain-error';

/**
 * Given/when/then for a decider, the one helper every `*.decider.spec.ts` uses:
 * - `given(events)`: the state those events fold to;
 * - `when(events, command)`: the events the command decides on that state;
 * - `rejection(events, command)`: the DomainError it is refused with (fails the test when it is not refused);
 * - `thenFails(events, command, code)`: it is refused with that error code.
 */
export function deciderSpec<TCommand, TEvent extends EventFact, TState>(decider: Decider<TCommand, TEvent, TState>) {
  const given = (events: readonly TEvent[]): TState =>
    events.reduce((state, event) => decider.evolve(state, event), decider.initialState());

  const when = (events: readonly TEvent[], command: TCommand): TEvent[] => decider.decide(command, given(events));

  const rejection = (events: readonly TEvent[], command: TCommand): DomainError => {
    try {
      when(events, command);
    } catch (error) {
      if (error instanceof DomainError) return error;
      throw error;
    }
    throw new Error('expected the command to be refused');
  };

  const thenFails = (events: readonly TEvent[], command: TCommand, code: string): void => {
    expect(rejection(events, command).code).toBe(code);
  };

  return { given, when, rejection, thenFails };
}
