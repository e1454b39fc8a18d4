import { StackPool } from './stack-pool';

/**
 * Jest's globalSetup for the browser journeys: starts the stack pool (e2e/support/stack-pool.ts) in Jest's own
 * process. Its address reaches the test files through E2E_STACK_POOL_URL, since Jest starts its workers after this.
 * E2E_STACK_POOL=0 turns it off: each file then boots its stack itself, as before.
 */
export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  if (process.env.E2E_STACK_POOL === '0') return;
  const pool = new StackPool({ spares: 2, initial: Math.max(1, globalConfig.maxWorkers) });
  process.env.E2E_STACK_POOL_URL = await pool.start();
  (globalThis as { e2eStackPool?: StackPool }).e2eStackPool = pool;
}
