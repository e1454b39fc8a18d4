import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { IdentityMessages } from '@gc/contracts';
import type { Database } from '@gc/projections';
import type { Kysely } from 'kysely';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { KYSELY } from '../../../infrastructure/tokens';
import { DomainError } from '../../../shared/domain-error';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity-config';
import { asIdentityDb, type IdentityDatabase } from '../identity.tables';
import type { AuthenticatedUser } from './authenticated-user';
import type { AccessTokenClaims } from './token.service';

/**
 * Verifies the bearer JWT (HS256 with our secret only, expiry enforced), then resolves who the caller is NOW with
 * one indexed query: the session must be live, the account enabled, and the role is the one in the currently
 * selected client, so a role change, a client switch, a sign-out or a deletion applies to the very next request.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  private readonly db: Kysely<IdentityDatabase>;

  constructor(@Inject(IDENTITY_CONFIG) config: IdentityConfig, @Inject(KYSELY) db: Kysely<Database>) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // a KeyObject, made once: given the secret as a string, jsonwebtoken first tries it as a public key on every
      // request (createPublicKey, then the exception): a fifth of the api's CPU under load (docs/performance.md)
      // (passport-jwt's types say string | Buffer; jsonwebtoken takes a KeyObject as such)
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret, 'utf8')) as unknown as Buffer,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
    this.db = asIdentityDb(db);
  }

  async validate(claims: AccessTokenClaims): Promise<AuthenticatedUser> {
    if (typeof claims?.sub !== 'string' || typeof claims?.sid !== 'string') throw notAuthenticated();
    const row = await resolveCaller(this.db, claims.sub, claims.sid);
    if (!row || row.revoked_at) throw notAuthenticated();
    if (!row.enabled) throw new DomainError('unauthorized', IdentityMessages.disabled, 'USER_DISABLED');
    return {
      userId: claims.sub,
      email: row.email ?? '',
      name: row.name,
      sessionId: claims.sid,
      clientId: row.current_client_id,
      role: row.role,
      termsAccepted: row.terms_accepted,
    };
  }
}

export function resolveCaller(db: Kysely<IdentityDatabase>, userId: string, sessionId: string) {
  return db
    .selectFrom('auth_sessions as s')
    .innerJoin('user_accounts as a', 'a.user_id', 's.user_id')
    .leftJoin('personal_data as p', 'p.user_id', 's.user_id')
    .leftJoin('user_client_roles as r', (join) =>
      join.onRef('r.user_id', '=', 's.user_id').onRef('r.client_id', '=', 'a.current_client_id'),
    )
    .select(['s.revoked_at', 'a.enabled', 'a.current_client_id', 'a.terms_accepted', 'p.email', 'p.name', 'r.role'])
    .where('s.session_id', '=', sessionId)
    .where('s.user_id', '=', userId)
    .executeTakeFirst();
}

const notAuthenticated = () => new DomainError('unauthorized', IdentityMessages.notAuthenticated, 'NOT_AUTHENTICATED');
