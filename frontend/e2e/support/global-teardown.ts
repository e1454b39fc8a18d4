import type { StackPool } from './stack-pool';

/** Jest's globalTeardown for the browser journeys: stops every stack the pool still holds. */
export default async function globalTeardown(): Promise<void> {
  await (globalThis as { e2eStackPool?: StackPool }).e2eStackPool?.stop();
}
