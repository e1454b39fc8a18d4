/**
 * The exhaustive `never` check that ends every switch over a union of facts or commands (deciders' decide and
 * evolve, projections' handle): a new case left unhandled fails to compile, and an unknown value at run time throws.
 */
export function assertNever(value: never): never {
  // recorded events carry bigints (revision, position), which JSON.stringify refuses on its own
  throw new Error(`Unhandled case: ${JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? String(v) : v))}`);
}
