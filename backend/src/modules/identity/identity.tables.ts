import type { ColumnType, Kysely, Transaction } from 'kysely';
import type { Database } from '@gc/projections';
import type { IdentityReadModels } from './identity-read-models';
import { withModuleTables, type TablesOf } from '../../shared/module-tables';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/**
 * Identity's own tables outside the read models: personal data and secrets. They are written by the command
 * handlers (not by projections) and never copied into events, so erasing a person means deleting rows here.
 */
export interface PersonalDataTable {
  user_id: string;
  /** lower-cased, unique */
  email: string;
  name: string | null;
  /** what the person last entered; may be unverified (a profile edit) */
  phone_number: string | null;
  /** the only number sign-in codes and password resets go to: confirmed by a code */
  verified_phone_number: ColumnType<string | null, string | null | undefined, string | null>;
  alternate_email: string | null;
  updated_at: Timestamp;
}

/** argon2id hashes; `temporary` marks an administrator-issued one-time password (valid until expires_at). */
export interface CredentialsTable {
  user_id: string;
  password_hash: string;
  temporary: boolean;
  expires_at: NullableTimestamp;
  updated_at: Timestamp;
}

/** Hashed single-use codes (SMS), with expiry and a count of wrong tries. */
export interface VerificationCodesTable {
  id: string;
  user_id: string;
  /** 'phone' (account set-up / profile) | 'mfa' (sign-in) | 'reset' (forgot password) */
  purpose: string;
  code_hash: string;
  /** the phone number the code went to */
  target: string;
  expires_at: Timestamp;
  attempts: number;
  consumed_at: NullableTimestamp;
  created_at: Timestamp;
}

/** A sign-in in progress, waiting for the answer to a challenge; keyed by the hash of its opaque session. */
export interface AuthChallengesTable {
  session_hash: string;
  user_id: string;
  challenge: string;
  /** the phone a code confirmed during account set-up */
  confirmed_phone: string | null;
  /** a sign-in through this client's provider, waiting for our SMS code: the session it gives is bound to it */
  sso_client_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** that provider's ID token, encrypted (for its sign-out) */
  sso_id_token: ColumnType<string | null, string | null | undefined, string | null>;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** A session = a refresh-token family. Revoking it ends every token of the family and its access tokens. */
export interface AuthSessionsTable {
  session_id: string;
  user_id: string;
  created_at: Timestamp;
  revoked_at: NullableTimestamp;
  /** signed in through this client's provider: the session works in that client only */
  sso_client_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** the provider's ID token, encrypted under SSO_SECRET_KEY, for its sign-out (id_token_hint) */
  sso_id_token: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface RefreshTokensTable {
  token_hash: string;
  session_id: string;
  user_id: string;
  expires_at: Timestamp;
  /** set when rotated: presenting it again is reuse and revokes the family */
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

/** Consecutive wrong passwords and codes, and the suspension they caused. */
export interface LoginAttemptsTable {
  user_id: string;
  failures: number;
  locked_until: NullableTimestamp;
  updated_at: Timestamp;
}

/** The development SMS transport's outbox (GET /api/dev/outbox); never used in production. */
export interface DevSmsOutboxTable {
  id: ColumnType<number, never, never>;
  user_id: string | null;
  to_number: string;
  body: string;
  created_at: Timestamp;
}

/** A client's OpenID Provider (issue 31); the client secret only encrypted (AES-256-GCM under SSO_SECRET_KEY). */
export interface SsoSettingsTable {
  client_id: string;
  issuer: string;
  oidc_client_id: string;
  secret_ciphertext: string;
  domains: ColumnType<string[], string, string>;
  role: number;
  required: boolean;
  sms_after_sso: boolean;
  updated_at: Timestamp;
}

/** Which client's provider vouches for an email domain: one client per domain. */
export interface SsoDomainsTable {
  domain: string;
  client_id: string;
}

/** A person a provider signed in: its opaque subject, linked to our account in that client. Erased with the person. */
export interface SsoIdentitiesTable {
  issuer: string;
  subject: string;
  user_id: string;
  client_id: string;
  linked_at: Timestamp;
}

export interface IdentityTables {
  personal_data: PersonalDataTable;
  credentials: CredentialsTable;
  verification_codes: VerificationCodesTable;
  auth_challenges: AuthChallengesTable;
  auth_sessions: AuthSessionsTable;
  refresh_tokens: RefreshTokensTable;
  login_attempts: LoginAttemptsTable;
  dev_sms_outbox: DevSmsOutboxTable;
  sso_settings: SsoSettingsTable;
  sso_domains: SsoDomainsTable;
  sso_identities: SsoIdentitiesTable;
}

/** Everything identity reads and writes. */
export type IdentityDatabase = Database & TablesOf<IdentityReadModels & IdentityTables>;
export type IdentityDb = Kysely<IdentityDatabase> | Transaction<IdentityDatabase>;

/** The shared Kysely instance, seen with identity's tables. */
export const asIdentityDb = (db: Kysely<Database>): Kysely<IdentityDatabase> =>
  withModuleTables<IdentityReadModels & IdentityTables>(db);
