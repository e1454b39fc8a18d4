/** The least memory argon2id allows (identity-config.ts refuses a PASSWORD_HASH_MEMORY_KIB below it). */
export const LOWEST_MEMORY_KIB = 1024;

/**
 * The environment for the lowest cost argon2id allows, which every test run of the product uses: the backend's
 * suites (src/test-support/jest-env.ts), the fault suite's processes and the browser journeys' stacks. They sign in
 * and set passwords hundreds of times, and at the defaults each hash or check costs 0.2-0.5 s of CPU on a CI
 * machine (7 ms at this cost). The hash's strength is the identity specs' subject, not theirs. A file of its own,
 * with no imports, so that loading it before every test file costs nothing.
 */
export const LOWEST_PASSWORD_HASHING_ENV = {
  PASSWORD_HASH_MEMORY_KIB: String(LOWEST_MEMORY_KIB),
  PASSWORD_HASH_ITERATIONS: '1',
} as const;
