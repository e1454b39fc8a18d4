import type { Migration } from 'kysely';
import { tablesMigration } from '@gc/projections';

/** GrowthMentor's tables: chat text is personal data, kept in ordinary rows (never in events). Frozen in time. */
export const mentorMigrations: Record<string, Migration> = {
  '20261201_0900_mentor_chats': tablesMigration({
    mentor_chat_sessions: {
      columns: {
        session_id: 'uuid primary key',
        user_id: 'uuid not null',
        session_name: 'text not null',
        created_at: 'timestamptz not null',
        updated_at: 'timestamptz not null',
      },
      indexes: { mentor_chat_sessions_user_idx: ['user_id', 'updated_at'] },
    },
    mentor_chat_messages: {
      columns: {
        message_id: 'uuid primary key',
        session_id: {
          type: 'uuid',
          notNull: true,
          references: { column: 'mentor_chat_sessions.session_id', onDelete: 'cascade' },
        },
        user_id: 'uuid not null',
        message: 'text not null',
        response: 'text not null',
        suggestions: { type: 'jsonb', notNull: true, default: { sql: "'[]'::jsonb" } },
        liked: 'boolean',
        offline: 'boolean not null',
        tokens: 'integer not null',
        created_at: 'timestamptz not null',
      },
      indexes: {
        mentor_chat_messages_session_idx: ['session_id', 'created_at'],
        mentor_chat_messages_user_idx: ['user_id'],
      },
    },
    mentor_settings: {
      columns: { user_id: 'uuid primary key', use_results: 'boolean not null', updated_at: 'timestamptz not null' },
    },
    mentor_token_usage: {
      columns: { user_id: 'uuid not null', day: 'date not null', tokens: 'integer not null' },
      primaryKey: ['user_id', 'day'],
    },
  }),
};
