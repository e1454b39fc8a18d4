import { sql, type Kysely, type Migration } from 'kysely';

/** Personal data and secrets (see identity.tables.ts). Frozen in time: no application types here. */
export const identityMigrations: Record<string, Migration> = {
  '20261122_1310_identity_secrets': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('personal_data')
        .addColumn('user_id', 'uuid', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text')
        .addColumn('phone_number', 'text')
        .addColumn('alternate_email', 'text')
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('credentials')
        .addColumn('user_id', 'uuid', (c) => c.primaryKey())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('temporary', 'boolean', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz')
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('verification_codes')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('user_id', 'uuid', (c) => c.notNull())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('target', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('consumed_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('verification_codes_user_idx')
        .on('verification_codes')
        .columns(['user_id', 'purpose'])
        .execute();
      await db.schema
        .createTable('auth_challenges')
        .addColumn('session_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'uuid', (c) => c.notNull())
        .addColumn('challenge', 'text', (c) => c.notNull())
        .addColumn('confirmed_phone', 'text')
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('auth_challenges_user_idx').on('auth_challenges').column('user_id').execute();
      await db.schema
        .createTable('auth_sessions')
        .addColumn('session_id', 'uuid', (c) => c.primaryKey())
        .addColumn('user_id', 'uuid', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('revoked_at', 'timestamptz')
        .execute();
      await db.schema.createIndex('auth_sessions_user_idx').on('auth_sessions').column('user_id').execute();
      await db.schema
        .createTable('refresh_tokens')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('session_id', 'uuid', (c) => c.notNull())
        .addColumn('user_id', 'uuid', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('used_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('refresh_tokens_session_idx').on('refresh_tokens').column('session_id').execute();
      await db.schema.createIndex('refresh_tokens_user_idx').on('refresh_tokens').column('user_id').execute();
      await db.schema
        .createTable('login_attempts')
        .addColumn('user_id', 'uuid', (c) => c.primaryKey())
        .addColumn('failures', 'integer', (c) => c.notNull())
        .addColumn('locked_until', 'timestamptz')
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('dev_sms_outbox')
        .addColumn('id', 'bigserial', (c) => c.primaryKey())
        .addColumn('user_id', 'uuid')
        .addColumn('to_number', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      for (const table of [
        'dev_sms_outbox',
        'login_attempts',
        'refresh_tokens',
        'auth_sessions',
        'auth_challenges',
        'verification_codes',
        'credentials',
        'personal_data',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  },
  /**
   * The phone sign-in codes and password resets go to: only a number confirmed by a code. `phone_number` is what the
   * person last entered (possibly unverified, after a profile edit); it never receives a code until confirmed.
   */
  '20261123_1600_verified_phone_number': {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('personal_data').addColumn('verified_phone_number', 'text').execute();
      await sql`update personal_data p set verified_phone_number = p.phone_number
                from user_accounts a where a.user_id = p.user_id and a.phone_verified`.execute(db);
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('personal_data').dropColumn('verified_phone_number').execute();
    },
  },
};
