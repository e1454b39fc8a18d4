import { randomUUID } from 'node:crypto';
import { clock } from './clock';

/**
 * Who is acting, for which tenant, under which correlation, and when: everything a handler needs to stamp event
 * metadata. Built at the HTTP edge (or by a job) and passed down; the domain receives `now` from here rather than
 * reading the clock.
 */
export interface CommandContext {
  readonly actorId: string | null;
  readonly clientId: string | null;
  readonly correlationId: string;
  readonly causationId: string | null;
  readonly now: Date;
  /** a client-chosen key (header Idempotency-Key): the same key never appends twice */
  readonly idempotencyKey?: string;
}

/** A command made by the person themselves outside a request of theirs (a sign-in's steps): the system's, with them as actor. */
export function personContext(actorId: string, now = clock.now()): CommandContext {
  return { ...systemContext(now), actorId };
}

export function systemContext(now = clock.now(), correlationId: string = randomUUID()): CommandContext {
  return { actorId: null, clientId: null, correlationId, causationId: null, now };
}
