import { IdentityMessages as M } from '@gc/contracts';
import { DomainError, forbidden } from '../../../../shared/domain-error';
import { refuseInSsoSession, type AuthenticatedUser } from '../../auth/authenticated-user';
import type { UserAccounts } from '../../shared/user-accounts.service';
import { invalidSession, type ChallengeSessions } from '../../sign-in/challenge-sessions';

/**
 * Whose phone a code is for: during account set-up the challenge `session` names the person (it must be the path's
 * email); from the profile the bearer caller, who may only act on themselves.
 */
export async function codeSubject(
  deps: { accounts: UserAccounts; challenges: ChallengeSessions },
  email: string,
  session: string | undefined,
  caller: AuthenticatedUser | null,
  phone: string | undefined,
): Promise<{ userId: string; phone: string | null }> {
  const person = await deps.accounts.findByEmail(email);
  if (session) {
    // the 'Welcome!' set-up, or a phone to verify after a provider's sign-in that asks for our SMS code too
    const row = await deps.challenges.load(session, ['ACCOUNT_SETUP', 'PHONE_SETUP']);
    if (!person || person.userId !== row.user_id) throw invalidSession();
    return { userId: row.user_id, phone: phone ?? null };
  }
  if (!caller) throw new DomainError('unauthorized', M.notAuthenticated, 'NOT_AUTHENTICATED');
  refuseInSsoSession(caller);
  if (!person || person.userId !== caller.userId) throw forbidden();
  return { userId: caller.userId, phone: phone ?? person.phone_number };
}
