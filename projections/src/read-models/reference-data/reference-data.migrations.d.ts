import { type Migration } from 'kysely';
export declare const referenceDataMigrations: Record<string, Migration>;
