/**
 * The one place the backend reads the time. Commands get `now` from their context (built from this clock at the
 * edge), services default to it, and deciders only ever see the `now` they are given; a test stands 25 hours later
 * (reactivation window, erasure) by replacing `now` on the instance (`jest.spyOn(app.get(Clock), 'now')`) instead of
 * waiting.
 */
export class Clock {
  now(): Date {
    return new Date();
  }
}

/** The process's clock: the instance Nest provides as `Clock` and the default of every `now` parameter. */
export const clock = new Clock();
