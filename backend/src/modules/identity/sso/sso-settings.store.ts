import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '@gc/projections';
import { emailDomain, RoleId, type SsoSettingsView } from '@gc/contracts';
import type { Kysely } from 'kysely';
import { KYSELY } from '../../../infrastructure/tokens';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity-config';
import { asIdentityDb, type IdentityDatabase } from '../identity.tables';
import { open, ssoSecretKey } from './sso-secrets';

export interface SsoSettings {
  readonly clientId: string;
  readonly issuer: string;
  readonly oidcClientId: string;
  readonly secretCiphertext: string;
  readonly domains: readonly string[];
  readonly role: number;
  readonly required: boolean;
  readonly smsAfterSso: boolean;
  readonly updatedAt: Date;
}

export const CLIENT_SECRET_PURPOSE = 'sso client secret';
export const ID_TOKEN_PURPOSE = 'sso id token';

/** The path providers send the browser back to; registered at the provider as the redirect URI. */
export const SSO_CALLBACK_PATH = '/api/auth/sso/callback';

/** Reads the clients' single sign-on settings (identity's own tables), and holds the key their secrets are under. */
@Injectable()
export class SsoSettingsStore {
  readonly db: Kysely<IdentityDatabase>;
  readonly key: Buffer;

  constructor(
    @Inject(KYSELY) db: Kysely<Database>,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {
    this.db = asIdentityDb(db);
    this.key = ssoSecretKey(process.env, config.jwtSecret);
  }

  get redirectUri(): string {
    return `${this.config.appUrl.replace(/\/+$/, '')}${SSO_CALLBACK_PATH}`;
  }

  get postLogoutRedirectUri(): string {
    return `${this.config.appUrl.replace(/\/+$/, '')}/login`;
  }

  async find(clientId: string): Promise<SsoSettings | null> {
    const row = await this.db
      .selectFrom('sso_settings')
      .selectAll()
      .where('client_id', '=', clientId)
      .executeTakeFirst();
    return row ? toSettings(row) : null;
  }

  /** The client whose provider vouches for this email domain, with its settings. */
  async findByDomain(domain: string): Promise<SsoSettings | null> {
    const row = await this.db
      .selectFrom('sso_domains')
      .innerJoin('sso_settings', 'sso_settings.client_id', 'sso_domains.client_id')
      .selectAll('sso_settings')
      .where('sso_domains.domain', '=', domain)
      .executeTakeFirst();
    return row ? toSettings(row) : null;
  }

  /** The client secret in clear, for the token request only; null if it was sealed under another key. */
  clientSecret(settings: SsoSettings): string | null {
    return open(this.key, settings.secretCiphertext, CLIENT_SECRET_PURPOSE);
  }

  async view(clientId: string): Promise<SsoSettingsView> {
    const settings = await this.find(clientId);
    if (!settings)
      return {
        configured: false,
        issuer: null,
        oidc_client_id: null,
        has_secret: false,
        domains: [],
        role: RoleId.User,
        required: false,
        sms_after_sso: false,
        redirect_uri: this.redirectUri,
        updated_on: null,
      };
    return {
      configured: true,
      issuer: settings.issuer,
      oidc_client_id: settings.oidcClientId,
      has_secret: true,
      domains: [...settings.domains],
      role: settings.role,
      required: settings.required,
      sms_after_sso: settings.smsAfterSso,
      redirect_uri: this.redirectUri,
      updated_on: settings.updatedAt.toISOString(),
    };
  }

  /**
   * Whether password sign-in is refused for this person: SSO is required by a client, and that client's provider is
   * the person's way in: every role they hold is in it (none a Global Administrator, who keeps password and SMS
   * sign-in as the way back in) and their email's domain is one it vouches for. Someone who also works in other
   * clients keeps their password: no one client's provider may sign them in (OTHER_CLIENTS).
   */
  async passwordRefused(userId: string, email: string): Promise<boolean> {
    const roles = await this.db
      .selectFrom('user_client_roles')
      .select(['client_id', 'role'])
      .where('user_id', '=', userId)
      .execute();
    const clients = new Set(roles.map((r) => r.client_id));
    if (clients.size !== 1 || roles.some((r) => r.role === RoleId.GlobalAdministrator)) return false;
    const settings = await this.find([...clients][0]);
    return Boolean(settings?.required && settings.domains.includes(emailDomain(email)));
  }

  /**
   * Once a client requires SSO, the password sessions of the people it then refuses a password end (those who keep
   * one, see passwordRefused, keep their sessions too).
   */
  async endPasswordSessions(clientId: string, domains: readonly string[], now: Date): Promise<void> {
    // passwordRefused's rule for the whole client at once: every role in this client, none a Global Administrator
    const people = await this.db
      .selectFrom('user_client_roles as r')
      .innerJoin('personal_data as p', 'p.user_id', 'r.user_id')
      .select(['r.user_id', 'p.email'])
      .where('r.client_id', '=', clientId)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('user_client_roles as o')
              .select('o.user_id')
              .whereRef('o.user_id', '=', 'r.user_id')
              .where((or) => or.or([or('o.client_id', '!=', clientId), or('o.role', '=', RoleId.GlobalAdministrator)])),
          ),
        ),
      )
      .execute();
    const refused = people.filter((p) => domains.includes(emailDomain(p.email))).map((p) => p.user_id);
    if (!refused.length) return;
    await this.db
      .updateTable('auth_sessions')
      .set({ revoked_at: now })
      .where('user_id', 'in', refused)
      .where('sso_client_id', 'is', null)
      .where('revoked_at', 'is', null)
      .execute();
  }
}

function toSettings(row: {
  client_id: string;
  issuer: string;
  oidc_client_id: string;
  secret_ciphertext: string;
  domains: string[];
  role: number;
  required: boolean;
  sms_after_sso: boolean;
  updated_at: Date;
}): SsoSettings {
  return {
    clientId: row.client_id,
    issuer: row.issuer,
    oidcClientId: row.oidc_client_id,
    secretCiphertext: row.secret_ciphertext,
    domains: row.domains,
    role: row.role,
    required: row.required,
    smsAfterSso: row.sms_after_sso,
    updatedAt: row.updated_at,
  };
}
