import type { ColumnType, Kysely, Migration } from 'kysely';
import type { Database } from '@gc/projections';
import type { WorkspacesDatabase, WorkspacesTablesRead } from '../clients';
import { withModuleTables, type TablesOf } from '../../shared/module-tables';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** A member's reminder settings: their time zone (IANA; reminders go at 09:00 there) and whether they want them. */
export interface MemberPreferencesTable {
  user_id: string;
  time_zone: string | null;
  weekly_reminders: boolean;
  updated_at: Timestamp;
}

/** One row per (member, week) a baseline reminder went out: the claim that makes a second send impossible. */
export interface BaselineReminderDeliveriesTable {
  user_id: string;
  /** ISO week in the member's time zone, e.g. '2026-W48' */
  week: string;
  reflection_id: string;
  sent_at: Timestamp;
}

/** One row per (reflection, UTC day) an administrator sent 'Send reminder': at most once a day. */
export interface ReflectionReminderDaysTable {
  reflection_id: string;
  day: string;
  client_id: string;
  sent_by: string | null;
  reminded: ColumnType<string[], string, string>;
  sent_at: Timestamp;
}

export interface RemindersTables {
  member_preferences: MemberPreferencesTable;
  baseline_reminder_deliveries: BaselineReminderDeliveriesTable;
  reflection_reminder_days: ReflectionReminderDaysTable;
}
export type RemindersDatabase = WorkspacesDatabase & TablesOf<RemindersTables>;
export const asRemindersDb = (db: Kysely<Database>): Kysely<RemindersDatabase> =>
  withModuleTables<WorkspacesTablesRead & RemindersTables>(db);

/** Tables holding a person's data by user_id: erased with the account. */
export const remindersPersonalDataTables = ['baseline_reminder_deliveries', 'member_preferences'] as const;

/** Frozen in time: plain column names and types. */
export const remindersMigrations: Record<string, Migration> = {
  '20261124_1400_reminders': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('member_preferences')
        .addColumn('user_id', 'uuid', (c) => c.primaryKey())
        .addColumn('time_zone', 'text')
        .addColumn('weekly_reminders', 'boolean', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('baseline_reminder_deliveries')
        .addColumn('user_id', 'uuid', (c) => c.notNull())
        .addColumn('week', 'text', (c) => c.notNull())
        .addColumn('reflection_id', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('baseline_reminder_deliveries_pk', ['user_id', 'week'])
        .execute();
      await db.schema
        .createTable('reflection_reminder_days')
        .addColumn('reflection_id', 'text', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('sent_by', 'text')
        .addColumn('reminded', 'jsonb', (c) => c.notNull())
        .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('reflection_reminder_days_pk', ['reflection_id', 'day'])
        .execute();
    },
    async down(db: Kysely<any>) {
      for (const t of ['reflection_reminder_days', 'baseline_reminder_deliveries', 'member_preferences'])
        await db.schema.dropTable(t).ifExists().execute();
    },
  },
};
