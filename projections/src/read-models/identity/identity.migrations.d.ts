import type { Migration } from 'kysely';
export declare const identityReadModelMigrations: Record<string, Migration>;
