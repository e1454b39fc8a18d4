import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { IdentityMessages } from '@gc/contracts';
import { GatheredCalls, type Database, type GatheredCall } from '@gc/projections';
import { sql, type CompiledQuery, type Kysely } from 'kysely';
import { KYSELY } from '../../../infrastructure/tokens';
import { DomainError } from '../../../shared/domain-error';
import { disabledError } from '../shared/lockout.service';
import { asIdentityDb, type IdentityDatabase } from '../identity.tables';
import { AccessTokens, BearerTokenStrategy } from './access-tokens';
import type { AuthenticatedUser } from './authenticated-user';
import type { AccessTokenClaims } from './token.service';

/**
 * Verifies the bearer JWT (AccessTokens: HS256 with our secret only, expiry enforced), then resolves who the caller
 * is NOW with one indexed query (shared with the requests of the same moment: CallerChecks): the session must be
 * live, the account enabled, and the role is the one in the currently selected client, so a role change, a client
 * switch, a sign-out or a deletion applies to the very next request.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(BearerTokenStrategy, 'jwt') {
  private readonly callers: CallerChecks;

  constructor(tokens: AccessTokens, @Inject(KYSELY) db: Kysely<Database>) {
    super(tokens);
    this.callers = new CallerChecks(asIdentityDb(db));
  }

  async validate(claims: AccessTokenClaims): Promise<AuthenticatedUser> {
    return authenticatedUser(claims, await this.callers.resolve(claims.sub, claims.sid));
  }
}

/**
 * Who the caller of a verified token is, from their caller check's row (CallerChecks.resolve): refused when the
 * session is gone or signed out, or the account disabled. The one mapping for the guard (JwtStrategy) and for the
 * routes that read an optional bearer themselves (SignInService.optionalCaller).
 */
export function authenticatedUser(claims: { sub: string; sid: string }, row: Caller | undefined): AuthenticatedUser {
  if (!row || row.revoked_at) throw notAuthenticated();
  if (!row.enabled) throw disabledError();
  return {
    userId: claims.sub,
    email: row.email ?? '',
    name: row.name,
    sessionId: claims.sid,
    clientId: row.current_client_id,
    role: row.role,
    termsAccepted: row.terms_accepted,
    ssoClientId: row.sso_client_id,
  };
}

type CheckQuery = ReturnType<typeof callerCheckQuery>;
/** A caller check's row: the session, its account, personal data and role in the current client. */
export type Caller = CheckQuery extends CompiledQuery<infer R> ? R : never;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The caller checks of requests that arrive in the same turn of the event loop, made in one query (one statement
 * for any number of sessions: callerCheckQuery): under load every request needs one, and a round trip costs more
 * than the lookup. Each is still made after its request arrived, so a sign-out, a role change or a client switch
 * applies to the very next request as before.
 */
export class CallerChecks {
  /** built and compiled once: building the query was a twelfth of the api's CPU per request (docs/performance.md) */
  private readonly query: CheckQuery;
  private readonly checks = new GatheredCalls<{ userId: string; sessionId: string }, Caller | undefined>((calls) =>
    this.check(calls),
  );

  constructor(private readonly db: Kysely<IdentityDatabase>) {
    this.query = callerCheckQuery(db);
  }

  resolve(userId: string, sessionId: string): Promise<Caller | undefined> {
    // a malformed id (only a token we signed gets here, so never in practice) must not fail the others' query
    if (!UUID.test(sessionId) || !UUID.test(userId)) return Promise.resolve(undefined);
    return this.checks.call({ userId, sessionId });
  }

  private async check(group: GatheredCall<{ userId: string; sessionId: string }, Caller | undefined>[]) {
    try {
      const sessions = [...new Set(group.map((g) => g.item.sessionId))];
      const { rows } = await this.db.executeQuery<Caller>({ ...this.query, parameters: [sessions] });
      const bySession = new Map(rows.map((r) => [r.session_id, r]));
      for (const g of group) {
        const row = bySession.get(g.item.sessionId);
        g.done(row && row.user_id === g.item.userId ? row : undefined);
      }
    } catch (error) {
      for (const g of group) g.fail(error);
    }
  }
}

/**
 * The gathered caller check: callerQuery for the sessions in its one parameter (an array of session ids), so its text
 * is the same for any number of sessions and it is compiled once. Exported for the test of its plan.
 */
export function callerCheckQuery(db: Kysely<IdentityDatabase>) {
  return callerQuery(db)
    .select(['s.session_id', 's.user_id'])
    .where(sql<boolean>`s.session_id = any(${[] as string[]}::uuid[])`)
    .compile();
}

/**
 * The session's row, then its account, personal data and role in the current client, each looked up by its key for
 * that session (LATERAL ... LIMIT 1; every table is keyed so, so it is the same as a join). Written as plain joins,
 * the plan Postgres keeps for the prepared statement hashed the whole of user_accounts and personal_data for every
 * check: 0.45 ms per check of 16 sessions with 500 people, growing with every person (docs/performance.md).
 */
function callerQuery(db: Kysely<IdentityDatabase>) {
  return db
    .selectFrom('auth_sessions as s')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('user_accounts')
          .select(['enabled', 'current_client_id', 'terms_accepted'])
          .whereRef('user_accounts.user_id', '=', 's.user_id')
          .limit(sql.lit(1))
          .as('a'),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('personal_data')
          .select(['email', 'name'])
          .whereRef('personal_data.user_id', '=', 's.user_id')
          .limit(sql.lit(1))
          .as('p'),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('user_client_roles')
          .select(['role'])
          .whereRef('user_client_roles.user_id', '=', 's.user_id')
          // a session that came from a client's provider works in that client only (issue 31)
          .where(sql<boolean>`user_client_roles.client_id = coalesce(s.sso_client_id, a.current_client_id)`)
          .limit(sql.lit(1))
          .as('r'),
      (join) => join.onTrue(),
    )
    .select([
      's.revoked_at',
      's.sso_client_id',
      'a.enabled',
      // bound to a client where the person holds no role any more: no client at all (every tenant route 404s)
      sql<string | null>`case when s.sso_client_id is null then a.current_client_id
                              when r.role is null then null else s.sso_client_id end`.as('current_client_id'),
      'a.terms_accepted',
      'p.email',
      'p.name',
      'r.role',
    ]);
}

const notAuthenticated = () => new DomainError('unauthorized', IdentityMessages.notAuthenticated, 'NOT_AUTHENTICATED');
