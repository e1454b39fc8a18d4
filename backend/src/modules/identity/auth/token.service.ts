import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { Database } from '@gc/projections';
import { IdentityMessages } from '@gc/contracts';
import type { Kysely } from 'kysely';
import { KYSELY } from '../../../infrastructure/tokens';
import { DomainError } from '../../../shared/domain-error';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity-config';
import { asIdentityDb, type IdentityDatabase } from '../identity.tables';
import { randomToken, sha256 } from './password-hasher';
import { clock } from '../../../shared/clock';

export interface AccessTokenClaims {
  /** user id */
  sub: string;
  /** session (refresh-token family) id: revoking the session ends its access tokens at once */
  sid: string;
}

/** A sign-in through a client's own provider: the client the session is bound to, and its sealed ID token. */
export interface SsoBinding {
  readonly clientId: string;
  /** the provider's ID token sealed under SSO_SECRET_KEY (sso-secrets.ts), for its sign-out; null if none kept */
  readonly sealedIdToken: string | null;
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  sessionId: string;
}

const notAuthenticated = () => new DomainError('unauthorized', IdentityMessages.notAuthenticated, 'NOT_AUTHENTICATED');

/**
 * Access tokens are short-lived HS256 JWTs naming the user and the session. Refresh tokens are opaque, stored as
 * SHA-256 digests, and rotate on every use; presenting a rotated one again is treated as theft and revokes the
 * whole family (session), which also ends its access tokens since the guard checks the session on each request.
 */
@Injectable()
export class TokenService {
  private readonly db: Kysely<IdentityDatabase>;

  constructor(
    private readonly jwt: JwtService,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(KYSELY) db: Kysely<Database>,
  ) {
    this.db = asIdentityDb(db);
  }

  /** `sso`: the session came from a client's own provider, and works in that client only (issue 31). */
  async issueSession(userId: string, now = clock.now(), sso: SsoBinding | null = null): Promise<IssuedTokens> {
    const sessionId = randomUUID();
    await this.db
      .insertInto('auth_sessions')
      .values({
        session_id: sessionId,
        user_id: userId,
        created_at: now,
        revoked_at: null,
        sso_client_id: sso?.clientId ?? null,
        sso_id_token: sso?.sealedIdToken ?? null,
      })
      .execute();
    const refreshToken = await this.storeRefreshToken(this.db, userId, sessionId, now);
    return {
      accessToken: this.signAccessToken(userId, sessionId),
      refreshToken,
      expiresIn: this.config.accessTokenTtlSeconds,
      sessionId,
    };
  }

  signAccessToken(userId: string, sessionId: string): string {
    const claims: AccessTokenClaims = { sub: userId, sid: sessionId };
    return this.jwt.sign(claims, {
      secret: this.config.jwtSecret,
      algorithm: 'HS256',
      expiresIn: this.config.accessTokenTtlSeconds,
    });
  }

  /** Rotates: the presented token is spent and a new pair returned. Reuse of a spent token revokes the family. */
  async refresh(refreshToken: string, now = clock.now()): Promise<IssuedTokens & { userId: string }> {
    const hash = sha256(refreshToken);
    const outcome = await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('refresh_tokens')
        .innerJoin('auth_sessions', 'auth_sessions.session_id', 'refresh_tokens.session_id')
        .select([
          'refresh_tokens.session_id',
          'refresh_tokens.user_id',
          'refresh_tokens.expires_at',
          'refresh_tokens.used_at',
          'auth_sessions.revoked_at',
          'auth_sessions.created_at as session_created_at',
          'auth_sessions.sso_client_id',
        ])
        .where('refresh_tokens.token_hash', '=', hash)
        .forUpdate()
        .executeTakeFirst();
      if (!row || row.revoked_at) return null;
      if (row.used_at) {
        await trx
          .updateTable('auth_sessions')
          .set({ revoked_at: now })
          .where('session_id', '=', row.session_id)
          .execute();
        return 'reused' as const;
      }
      if (row.expires_at.getTime() <= now.getTime()) return null;
      // Rotation slides the refresh token's expiry; the session itself still ends SESSION_MAX_AGE_SECONDS after
      // sign-in, so a stolen token cannot be kept alive for ever.
      // a session from a client's identity provider lives shorter: the provider is asked again (issue 31)
      const maxAgeSeconds = row.sso_client_id
        ? Math.min(this.config.ssoSessionMaxAgeSeconds, this.config.sessionMaxAgeSeconds)
        : this.config.sessionMaxAgeSeconds;
      if (now.getTime() - row.session_created_at.getTime() > maxAgeSeconds * 1000) {
        await trx
          .updateTable('auth_sessions')
          .set({ revoked_at: now })
          .where('session_id', '=', row.session_id)
          .execute();
        return null;
      }
      await trx.updateTable('refresh_tokens').set({ used_at: now }).where('token_hash', '=', hash).execute();
      const next = await this.storeRefreshToken(trx, row.user_id, row.session_id, now);
      return { userId: row.user_id, sessionId: row.session_id, refreshToken: next };
    });
    if (outcome === null || outcome === 'reused') throw notAuthenticated();
    return {
      userId: outcome.userId,
      sessionId: outcome.sessionId,
      refreshToken: outcome.refreshToken,
      accessToken: this.signAccessToken(outcome.userId, outcome.sessionId),
      expiresIn: this.config.accessTokenTtlSeconds,
    };
  }

  async revokeSession(sessionId: string, now = clock.now()): Promise<void> {
    await this.db
      .updateTable('auth_sessions')
      .set({ revoked_at: now })
      .where('session_id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Every session of the person, except the one given (a password change keeps the session that made it). */
  async revokeAllSessions(userId: string, exceptSessionId: string | null = null, now = clock.now()): Promise<void> {
    let query = this.db
      .updateTable('auth_sessions')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (exceptSessionId) query = query.where('session_id', '!=', exceptSessionId);
    await query.execute();
  }

  private async storeRefreshToken(
    db: Kysely<IdentityDatabase>,
    userId: string,
    sessionId: string,
    now: Date,
  ): Promise<string> {
    const token = randomToken(32);
    await db
      .insertInto('refresh_tokens')
      .values({
        token_hash: sha256(token),
        session_id: sessionId,
        user_id: userId,
        expires_at: new Date(now.getTime() + this.config.refreshTokenTtlSeconds * 1000),
        used_at: null,
        created_at: now,
      })
      .execute();
    return token;
  }
}
