import { mentorPersonalDataTables } from './mentor';
import { remindersPersonalDataTables } from './reminders';

/**
 * Tables of other modules that hold a person's data in rows keyed by `user_id`, registered here as migrations
 * are (modules/migrations.ts): account erasure (users module) deletes their rows in its one transaction, in this
 * order, before identity's own tables. A module with such a table exports its list from its index.ts and adds it here.
 */
export const personalDataTables: readonly string[] = [...mentorPersonalDataTables, ...remindersPersonalDataTables];
