import type { Migration } from 'kysely';
/** Frozen in time: plain column names and types, no imports of today's table types. */
export declare const workspacesMigrations: Record<string, Migration>;
