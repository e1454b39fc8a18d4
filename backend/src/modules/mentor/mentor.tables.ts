import type { ColumnType, Kysely, Transaction } from 'kysely';
import type { Database } from '@gc/projections';
import { withModuleTables, type TablesOf } from '../../shared/module-tables';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** One chat of one person; every query filters by user_id. */
export interface MentorChatSessionsTable {
  session_id: string;
  user_id: string;
  session_name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One exchange: the member's message and the whole answer, stored together once the answer is complete. */
export interface MentorChatMessagesTable {
  message_id: string;
  session_id: string;
  user_id: string;
  message: string;
  response: string;
  suggestions: ColumnType<string[], string, string>;
  liked: boolean | null;
  offline: boolean;
  /** model tokens the exchange cost (reported by the provider, estimated offline) */
  tokens: number;
  created_at: Timestamp;
}

export interface MentorSettingsTable {
  user_id: string;
  use_results: boolean;
  updated_at: Timestamp;
}

/** Tokens spent per person per UTC day, for MENTOR_DAILY_TOKEN_BUDGET. */
export interface MentorTokenUsageTable {
  user_id: string;
  /** YYYY-MM-DD (UTC); only ever compared, never read back */
  day: string;
  tokens: number;
}

export interface MentorTables {
  mentor_chat_sessions: MentorChatSessionsTable;
  mentor_chat_messages: MentorChatMessagesTable;
  mentor_settings: MentorSettingsTable;
  mentor_token_usage: MentorTokenUsageTable;
}

export type MentorDatabase = Database & TablesOf<MentorTables>;
export type MentorDb = Kysely<MentorDatabase> | Transaction<MentorDatabase>;
export const asMentorDb = (db: Kysely<Database>): Kysely<MentorDatabase> => withModuleTables<MentorTables>(db);

/**
 * The tables holding a person's chat text and traces, keyed by user_id: account erasure deletes their rows
 * (messages before sessions: the foreign key).
 */
export const mentorPersonalDataTables = [
  'mentor_chat_messages',
  'mentor_chat_sessions',
  'mentor_settings',
  'mentor_token_usage',
] as const;
