import { Injectable } from '@nestjs/common';
import type { ChallengeName } from '@gc/contracts';
import { DomainError } from '../../../shared/domain-error';
import type { SsoBinding } from '../auth/token.service';
import { randomToken, sha256 } from '../auth/password-hasher';
import { UserAccounts } from '../shared/user-accounts.service';
import { clock } from '../../../shared/clock';

const CHALLENGE_TTL_MS = 30 * 60 * 1000;

export const invalidSession = () =>
  new DomainError('unauthorized', 'Invalid session for the user, session is expired.', 'INVALID_SESSION');

/** Sign-ins waiting for a challenge answer, keyed by the digest of an opaque session string (30 minutes). */
@Injectable()
export class ChallengeSessions {
  constructor(private readonly accounts: UserAccounts) {}

  async start(
    userId: string,
    challenge: ChallengeName,
    now = clock.now(),
    sso: SsoBinding | null = null,
  ): Promise<string> {
    const session = randomToken(32);
    await this.accounts.db.deleteFrom('auth_challenges').where('user_id', '=', userId).execute();
    await this.accounts.db
      .insertInto('auth_challenges')
      .values({
        session_hash: sha256(session),
        user_id: userId,
        challenge,
        confirmed_phone: null,
        sso_client_id: sso?.clientId ?? null,
        sso_id_token: sso?.sealedIdToken ?? null,
        expires_at: new Date(now.getTime() + CHALLENGE_TTL_MS),
        created_at: now,
      })
      .execute();
    return session;
  }

  async load(session: string, challenge: ChallengeName | readonly ChallengeName[], now = clock.now()) {
    const accepted: readonly string[] = typeof challenge === 'string' ? [challenge] : challenge;
    const row = await this.accounts.db
      .selectFrom('auth_challenges')
      .selectAll()
      .where('session_hash', '=', sha256(session))
      .executeTakeFirst();
    if (!row || !accepted.includes(row.challenge) || row.expires_at.getTime() <= now.getTime()) throw invalidSession();
    return row;
  }

  async confirmPhone(session: string, phone: string): Promise<void> {
    await this.accounts.db
      .updateTable('auth_challenges')
      .set({ confirmed_phone: phone })
      .where('session_hash', '=', sha256(session))
      .execute();
  }

  async end(session: string): Promise<void> {
    await this.accounts.db.deleteFrom('auth_challenges').where('session_hash', '=', sha256(session)).execute();
  }
}
