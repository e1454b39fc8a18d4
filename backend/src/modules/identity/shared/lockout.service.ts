import { Inject, Injectable } from '@nestjs/common';
import { IdentityMessages } from '@gc/contracts';
import { MailService } from '../../../infrastructure/mail/mail.service';
import { systemContext } from '../../../shared/command-context';
import { DomainError } from '../../../shared/domain-error';
import { TokenService } from '../auth/token.service';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity-config';
import { lockoutMail } from './identity-mail';
import { UserAccounts } from './user-accounts.service';
import { clock } from '../../../shared/clock';

export const disabledError = () => new DomainError('unauthorized', IdentityMessages.disabled, 'USER_DISABLED');

/**
 * Consecutive wrong SMS codes from someone past the password or holding a session: SMS_MFA after the right
 * password, confirmcode in set-up (temporary password) or from the profile (bearer). Wrong passwords and reset codes
 * never come here (anyone can try those with an email: FailureBackoff). At the threshold (LOCKOUT_THRESHOLD, 5) the
 * account is suspended for LOCKOUT_MINUTES, its sessions end, UserLockedOut is recorded and the reset details are
 * mailed; sign-in with the right password then answers 'User is disabled.' (the suspended modal). A completed
 * sign-in, a password reset by code or an administrator's RESET PASSWORD clears the count.
 */
@Injectable()
export class Lockout {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly tokens: TokenService,
    private readonly mail: MailService,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  async isLocked(userId: string, now = clock.now()): Promise<boolean> {
    const row = await this.accounts.db
      .selectFrom('login_attempts')
      .select('locked_until')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return !!row?.locked_until && row.locked_until.getTime() > now.getTime();
  }

  /** Counts a failure; throws 'User is disabled.' when this one reaches the threshold. */
  async recordFailure(userId: string, now = clock.now()): Promise<void> {
    const row = await this.accounts.db
      .insertInto('login_attempts')
      .values({ user_id: userId, failures: 1, locked_until: null, updated_at: now })
      .onConflict((oc) =>
        oc
          .column('user_id')
          .doUpdateSet((eb) => ({ failures: eb('login_attempts.failures', '+', 1), updated_at: now })),
      )
      .returning('failures')
      .executeTakeFirstOrThrow();
    if (row.failures < this.config.lockoutThreshold) return;
    const lockedUntil = new Date(now.getTime() + this.config.lockoutMinutes * 60_000);
    await this.accounts.db
      .updateTable('login_attempts')
      .set({ failures: 0, locked_until: lockedUntil })
      .where('user_id', '=', userId)
      .execute();
    await this.tokens.revokeAllSessions(userId, null, now);
    await this.accounts
      .execute(userId, { type: 'LockOut', lockedUntil: lockedUntil.toISOString() }, systemContext(now))
      .catch(() => undefined);
    const person = await this.accounts.findById(userId);
    if (person) await this.mail.sendQuietly(lockoutMail(person.email, this.config.lockoutMinutes, this.config.appUrl));
    throw disabledError();
  }

  async clear(userId: string): Promise<void> {
    await this.accounts.db.deleteFrom('login_attempts').where('user_id', '=', userId).execute();
  }
}
