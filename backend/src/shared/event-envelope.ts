import { createHash, randomUUID } from 'node:crypto';
import type { NewEvent, RecordedEvent } from '@gc/contracts';
import type { CommandContext } from './command-context';

export const EVENT_SCHEMA_VERSION = 1;

/**
 * The decided events as the store keeps them: ids (derived from the caller's idempotency key when there is one, so a
 * repeated request appends nothing) and metadata from the command context.
 */
export function envelope(
  streamName: string,
  events: readonly { type: string; data: unknown }[],
  context: CommandContext,
): NewEvent[] {
  return events.map((event, index) => ({
    id: context.idempotencyKey ? deterministicId(streamName, scopedKey(context), index) : randomUUID(),
    type: event.type,
    data: event.data,
    metadata: {
      actorId: context.actorId,
      clientId: context.clientId,
      correlationId: context.correlationId,
      causationId: context.causationId,
      occurredAt: context.now.toISOString(),
      schemaVersion: EVENT_SCHEMA_VERSION,
    },
  }));
}

/** The idempotency key as the caller's own: one caller's key never answers with another caller's events. */
export function scopedKey(context: CommandContext): string {
  const key = context.idempotencyKey!;
  // system contexts (jobs) keep their keys as they are: they name what they are about
  return context.actorId ? `${context.actorId}\u0000${key}` : key;
}

/** The events an earlier request with this idempotency key appended to the stream, in order. */
export function priorEvents(history: readonly RecordedEvent[], streamName: string, key: string): RecordedEvent[] {
  const byId = new Map(history.map((event) => [event.id, event]));
  const found: RecordedEvent[] = [];
  for (let index = 0; ; index++) {
    const event = byId.get(deterministicId(streamName, key, index));
    if (!event) return found;
    found.push(event);
  }
}

/** A UUID (version 8, name-based with SHA-256) from the stream, the idempotency key and the event's index. */
export function deterministicId(streamName: string, key: string, index: number): string {
  const hex = createHash('sha256').update(`${streamName}\u0000${key}\u0000${index}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
