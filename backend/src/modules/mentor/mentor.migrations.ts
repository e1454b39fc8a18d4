import { sql, type Kysely, type Migration } from 'kysely';

/** GrowthMentor's tables: chat text is personal data, kept in ordinary rows (never in events). Frozen in time. */
export const mentorMigrations: Record<string, Migration> = {
  '20261201_0900_mentor_chats': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('mentor_chat_sessions')
        .addColumn('session_id', 'uuid', (c) => c.primaryKey())
        .addColumn('user_id', 'uuid', (c) => c.notNull())
        .addColumn('session_name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('mentor_chat_sessions_user_idx')
        .on('mentor_chat_sessions')
        .columns(['user_id', 'updated_at'])
        .execute();
      await db.schema
        .createTable('mentor_chat_messages')
        .addColumn('message_id', 'uuid', (c) => c.primaryKey())
        .addColumn('session_id', 'uuid', (c) =>
          c.notNull().references('mentor_chat_sessions.session_id').onDelete('cascade'),
        )
        .addColumn('user_id', 'uuid', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('response', 'text', (c) => c.notNull())
        .addColumn('suggestions', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
        .addColumn('liked', 'boolean')
        .addColumn('offline', 'boolean', (c) => c.notNull())
        .addColumn('tokens', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('mentor_chat_messages_session_idx')
        .on('mentor_chat_messages')
        .columns(['session_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('mentor_chat_messages_user_idx')
        .on('mentor_chat_messages')
        .column('user_id')
        .execute();
      await db.schema
        .createTable('mentor_settings')
        .addColumn('user_id', 'uuid', (c) => c.primaryKey())
        .addColumn('use_results', 'boolean', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('mentor_token_usage')
        .addColumn('user_id', 'uuid', (c) => c.notNull())
        .addColumn('day', 'date', (c) => c.notNull())
        .addColumn('tokens', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('mentor_token_usage_pk', ['user_id', 'day'])
        .execute();
    },
    async down(db: Kysely<any>) {
      for (const table of ['mentor_token_usage', 'mentor_settings', 'mentor_chat_messages', 'mentor_chat_sessions'])
        await db.schema.dropTable(table).execute();
    },
  },
};
