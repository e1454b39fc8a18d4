import { randomUUID } from 'node:crypto';
import { expect } from '@jest/globals';
import { comparePositions, type NewEvent, type RecordedEvent } from '@gc/contracts';

/** Helpers of the EventStore contract (event-store.contract.ts) and the adapters' own specs. */
export function event(type: string, data: unknown = { at: type }): NewEvent {
  return {
    id: randomUUID(),
    type,
    data,
    metadata: {
      actorId: null,
      clientId: null,
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: '2026-11-22T00:00:00.000Z',
      schemaVersion: 1,
    },
  };
}

export function expectStrictlyIncreasing(events: RecordedEvent[]): void {
  for (let i = 1; i < events.length; i++) {
    expect(comparePositions(events[i - 1].position, events[i].position)).toBe(-1);
  }
}

/**
 * Retries an assertion for a while. Adapters may publish an append to global readers a little later than it is
 * acknowledged (Postgres: until older transactions in the cluster finish), never out of order.
 */
export async function eventually(assertion: () => Promise<void>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await assertion();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(20);
    }
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function waitUntil(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(10);
  }
}

export async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
