import { Inject, Injectable } from '@nestjs/common';
import { createVerifier } from 'fast-jwt';
import { Strategy as PassportBaseStrategy } from 'passport-strategy';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity-config';
import type { AccessTokenClaims } from './token.service';

/** How many verified tokens are remembered: more than a process's signed-in people within a token's lifetime. */
const REMEMBERED_TOKENS = 20_000;

/**
 * Verifies our access tokens (TokenService.signAccessToken): HS256 with our secret only, `exp`, `sub` and `sid`
 * required, expiry enforced. fast-jwt remembers each token it verified (an LRU keyed by the token's hash, never past the
 * token's `exp`; a token that fails is never remembered), so the same token on the next request costs a lookup, not
 * a signature check and two JSON parses: every request carries a token, and verifying it was a sixteenth of the
 * api's CPU per autosave (docs/performance.md). Who the caller is now (session, account, role) is still checked
 * on every request (CallerChecks): this only remembers what the signature proves, which cannot change.
 */
@Injectable()
export class AccessTokens {
  private readonly verify: (token: string) => Partial<AccessTokenClaims>;

  constructor(@Inject(IDENTITY_CONFIG) config: IdentityConfig) {
    this.verify = createVerifier({
      key: config.jwtSecret,
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub', 'sid'],
      cache: REMEMBERED_TOKENS,
      // keyed by fast-jwt's default, the token's SHA-256: a key builder of our own (the token itself, a third of
      // what is left of verifying) makes fast-jwt warn at every start (GHSA-rp9m-7r4c-75qg), and a start that
      // prints a security warning is one nobody can tell from a real one
    });
  }

  /** The claims of a valid token; null for a missing, forged, malformed or expired one (all read the same). */
  claims(token: string | null | undefined): AccessTokenClaims | null {
    if (!token) return null;
    let claims: Partial<AccessTokenClaims>;
    try {
      claims = this.verify(token);
    } catch {
      return null;
    }
    const { sub, sid } = claims;
    return typeof sub === 'string' && typeof sid === 'string' ? { sub, sid } : null;
  }
}

/** The token of an `Authorization: Bearer <token>` header (the scheme in any case), else null. */
export function bearerToken(authorization: string | string[] | undefined): string | null {
  if (typeof authorization !== 'string') return null;
  const match = /^bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization);
  return match ? match[1] : null;
}

type Verified = (error: unknown, user?: unknown, info?: unknown) => void;

/**
 * Passport's strategy for the bearer (the guard's 'jwt'): the header's token, verified by AccessTokens, and its claims
 * handed to the verify callback (JwtStrategy.validate, through @nestjs/passport). A missing or invalid token fails
 * (401 from the guard); an error of the callback (the caller check's database unreachable) is an error (503).
 */
export class BearerTokenStrategy extends PassportBaseStrategy {
  constructor(
    private readonly tokens: AccessTokens,
    private readonly verified: (claims: AccessTokenClaims, done: Verified) => void,
  ) {
    super();
  }

  override authenticate(request: { headers: Record<string, string | string[] | undefined> }): void {
    const claims = this.tokens.claims(bearerToken(request.headers.authorization));
    if (!claims) return this.fail(401);
    this.verified(claims, (error, user, info) => {
      if (error) this.error(error as Error);
      else if (!user) this.fail(info, 401);
      else this.success(user, info as object);
    });
  }
}
