import { Injectable, Logger } from '@nestjs/common';
import { sql } from 'kysely';
import { personalDataTables } from '../../personal-data-tables';
import { QueueName } from '../../../infrastructure/queue/queue-names';
import { QueueService } from '../../../infrastructure/queue/queue.service';
import { systemContext } from '../../../shared/command-context';
import { UserAccounts } from '../../identity';
import { ERASE_USER_JOB } from '../shared/users-jobs';

/** The delayed job's id: derived from the person and the deletion, so scheduling twice is a no-op. */
export const erasureJobId = (userId: string, erasableAfter: string) =>
  `erase-user-${userId}-${Date.parse(erasableAfter)}`;

/**
 * Erasure after the 24-hour reactivation window (member spec: 'Account deletion: 24 hours to contact an
 * administrator to reactivate'). Personal data and every secret row go first, in one transaction; then the fact
 * UserErased is appended and the projection deletes the read-model rows. Should the process stop in between, the
 * account is still 'deleted past its window' and the sweep finishes the job, so no personal data can be orphaned.
 */
@Injectable()
export class UserErasure {
  private readonly logger = new Logger('user-erasure');

  constructor(
    private readonly accounts: UserAccounts,
    private readonly queues: QueueService,
  ) {}

  /** A delayed job on the maintenance queue, due when the window closes (the sweep is the safety net). */
  async schedule(userId: string, erasableAfter: string, now: Date): Promise<void> {
    const delay = Math.max(0, Date.parse(erasableAfter) - now.getTime());
    await this.queues.add(
      QueueName.Maintenance,
      ERASE_USER_JOB,
      { userId },
      { jobId: erasureJobId(userId, erasableAfter), delay, removeOnComplete: true },
    );
  }

  /** A reactivated account must not be erased: its pending job goes (the processor would skip it anyway). */
  async cancel(userId: string, erasableAfter: string | null): Promise<void> {
    if (!erasableAfter) return;
    const job = await this.queues.queue(QueueName.Maintenance).getJob(erasureJobId(userId, erasableAfter));
    await job?.remove().catch(() => undefined);
  }

  /** Erases the person when deleted and past the window; anything else is left alone. True when erased now. */
  async erase(userId: string, now: Date): Promise<boolean> {
    const state = await this.accounts.state(userId);
    if (state.status !== 'deleted' || !state.erasableAfter || Date.parse(state.erasableAfter) > now.getTime())
      return false;
    await this.accounts.db.transaction().execute(async (trx) => {
      const person = await trx
        .selectFrom('personal_data')
        .select('phone_number')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      // the development SMS outbox holds the phone number in its rows
      let outbox = trx.deleteFrom('dev_sms_outbox').where('user_id', '=', userId);
      if (person?.phone_number)
        outbox = trx
          .deleteFrom('dev_sms_outbox')
          .where((eb) => eb.or([eb('user_id', '=', userId), eb('to_number', '=', person.phone_number!)]));
      await outbox.execute();
      // other modules' personal data (chat text, ...), registered in personal-data-tables.ts
      for (const table of personalDataTables)
        await sql`delete from ${sql.table(table)} where user_id = ${userId}`.execute(trx);
      for (const table of [
        'sso_identities',
        'refresh_tokens',
        'auth_sessions',
        'auth_challenges',
        'verification_codes',
        'login_attempts',
        'credentials',
        'personal_data',
      ] as const) {
        await trx.deleteFrom(table).where('user_id', '=', userId).execute();
      }
    });
    await this.accounts.execute(userId, { type: 'EraseUser', now: now.toISOString() }, systemContext(now));
    this.logger.log({ msg: 'user erased', userId });
    return true;
  }

  /** The safety net: every deleted account past its window that is not erased yet. */
  async sweep(now: Date): Promise<number> {
    const due = await this.accounts.db
      .selectFrom('user_accounts')
      .select('user_id')
      .where('status', '=', 'DELETED')
      .where('erasable_after', '<=', now)
      .execute();
    let erased = 0;
    for (const { user_id } of due) if (await this.erase(user_id, now)) erased++;
    return erased;
  }
}
