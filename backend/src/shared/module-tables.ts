import type { Database } from '@gc/projections';
import type { Kysely } from 'kysely';

/** A module's tables as Kysely's withTables takes them (an interface gains the index signature it lacks). */
export type TablesOf<T> = { [K in keyof T]: T[K] };

/**
 * The process's one Kysely (typed by the read models' Database) seen with a module's own tables as well: Kysely's
 * withTables, which changes only the type, so no module casts the database.
 */
export function withModuleTables<T extends { [K in keyof T]: object }>(
  db: Kysely<Database>,
): Kysely<Database & TablesOf<T>> {
  return db.withTables<TablesOf<T>>();
}
