import { sql, type Kysely, type Migration } from 'kysely';
import { addColumns, dropColumns, tablesMigration } from '@gc/projections';

const ssoTables = tablesMigration({
  sso_settings: {
    columns: {
      client_id: 'text primary key',
      issuer: 'text not null',
      oidc_client_id: 'text not null',
      secret_ciphertext: 'text not null',
      domains: { type: 'jsonb', notNull: true, default: { sql: "'[]'::jsonb" } },
      role: 'integer not null',
      required: 'boolean not null',
      sms_after_sso: 'boolean not null',
      updated_at: 'timestamptz not null',
    },
  },
  sso_domains: {
    columns: { domain: 'text primary key', client_id: 'text not null' },
    indexes: { sso_domains_client_idx: ['client_id'] },
  },
  sso_identities: {
    columns: {
      client_id: 'text not null',
      issuer: 'text not null',
      subject: 'text not null',
      user_id: 'uuid not null',
      linked_at: 'timestamptz not null',
    },
    // one issuer may serve several clients (https://accounts.google.com): a link is per client
    primaryKey: ['client_id', 'issuer', 'subject'],
    indexes: { sso_identities_user_idx: ['user_id'] },
  },
});

/** Personal data and secrets (see identity.tables.ts). Frozen in time: no application types here. */
export const identityMigrations: Record<string, Migration> = {
  '20261122_1310_identity_secrets': tablesMigration({
    personal_data: {
      columns: {
        user_id: 'uuid primary key',
        email: { type: 'text', notNull: true, unique: true },
        name: 'text',
        phone_number: 'text',
        alternate_email: 'text',
        updated_at: { type: 'timestamptz', notNull: true, default: { sql: 'now()' } },
      },
    },
    credentials: {
      columns: {
        user_id: 'uuid primary key',
        password_hash: 'text not null',
        temporary: 'boolean not null',
        expires_at: 'timestamptz',
        updated_at: 'timestamptz not null',
      },
    },
    verification_codes: {
      columns: {
        id: 'uuid primary key',
        user_id: 'uuid not null',
        purpose: 'text not null',
        code_hash: 'text not null',
        target: 'text not null',
        expires_at: 'timestamptz not null',
        attempts: { type: 'integer', notNull: true, default: 0 },
        consumed_at: 'timestamptz',
        created_at: 'timestamptz not null',
      },
      indexes: { verification_codes_user_idx: ['user_id', 'purpose'] },
    },
    auth_challenges: {
      columns: {
        session_hash: 'text primary key',
        user_id: 'uuid not null',
        challenge: 'text not null',
        confirmed_phone: 'text',
        expires_at: 'timestamptz not null',
        created_at: 'timestamptz not null',
      },
      indexes: { auth_challenges_user_idx: ['user_id'] },
    },
    auth_sessions: {
      columns: {
        session_id: 'uuid primary key',
        user_id: 'uuid not null',
        created_at: 'timestamptz not null',
        revoked_at: 'timestamptz',
      },
      indexes: { auth_sessions_user_idx: ['user_id'] },
    },
    refresh_tokens: {
      columns: {
        token_hash: 'text primary key',
        session_id: 'uuid not null',
        user_id: 'uuid not null',
        expires_at: 'timestamptz not null',
        used_at: 'timestamptz',
        created_at: 'timestamptz not null',
      },
      indexes: { refresh_tokens_session_idx: ['session_id'], refresh_tokens_user_idx: ['user_id'] },
    },
    login_attempts: {
      columns: {
        user_id: 'uuid primary key',
        failures: 'integer not null',
        locked_until: 'timestamptz',
        updated_at: 'timestamptz not null',
      },
    },
    dev_sms_outbox: {
      columns: {
        id: 'bigserial primary key',
        user_id: 'uuid',
        to_number: 'text not null',
        body: 'text not null',
        created_at: 'timestamptz not null',
      },
    },
  }),
  /**
   * The phone sign-in codes and password resets go to: only a number confirmed by a code. `phone_number` is what the
   * person last entered (possibly unverified, after a profile edit); it never receives a code until confirmed.
   */
  '20261123_1600_verified_phone_number': {
    async up(db: Kysely<any>) {
      await addColumns(db, 'personal_data', { verified_phone_number: 'text' });
      await sql`update personal_data p set verified_phone_number = p.phone_number
                from user_accounts a where a.user_id = p.user_id and a.phone_verified`.execute(db);
    },
    async down(db: Kysely<any>) {
      await dropColumns(db, 'personal_data', ['verified_phone_number']);
    },
  },
  /**
   * Single sign-on through a client's own OpenID Provider (issue 31): its settings (the secret encrypted), the
   * domains it vouches for (one client per domain), the people it signed in (issuer + subject), and the client a
   * session or challenge that came from a provider is bound to, with the ID token for the provider's sign-out.
   */
  '20261127_1900_single_sign_on': {
    async up(db: Kysely<any>) {
      await ssoTables.up(db);
      await addColumns(db, 'auth_sessions', { sso_client_id: 'text', sso_id_token: 'text' });
      await addColumns(db, 'auth_challenges', { sso_client_id: 'text', sso_id_token: 'text' });
    },
    async down(db: Kysely<any>) {
      await dropColumns(db, 'auth_challenges', ['sso_client_id', 'sso_id_token']);
      await dropColumns(db, 'auth_sessions', ['sso_client_id', 'sso_id_token']);
      await ssoTables.down!(db);
    },
  },
};
