import { createHmac, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { SMS_CODE_TTL_MS } from '@gc/contracts';
import { SMS_SENDER, type SmsSender } from '../../../infrastructure/sms/sms-sender.port';
import { generateSmsCode, safeEqual } from '../auth/password-hasher';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity-config';
import { UserAccounts } from './user-accounts.service';
import { clock } from '../../../shared/clock';

export type CodePurpose = 'phone' | 'mfa' | 'reset';

const MAX_TRIES_PER_CODE = 5;

/**
 * Six-digit SMS codes: stored as a keyed hash (HMAC, so a leaked table cannot be brute-forced offline), valid 10
 * minutes, single use; a new code replaces the unused ones of the same purpose, and a code dies after 5 wrong tries.
 */
@Injectable()
export class VerificationCodes {
  constructor(
    private readonly accounts: UserAccounts,
    @Inject(SMS_SENDER) private readonly sms: SmsSender,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  async send(userId: string, purpose: CodePurpose, phone: string, now = clock.now()): Promise<void> {
    const code = generateSmsCode();
    await this.accounts.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('verification_codes')
        .set({ consumed_at: now })
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('consumed_at', 'is', null)
        .execute();
      await trx
        .insertInto('verification_codes')
        .values({
          id: randomUUID(),
          user_id: userId,
          purpose,
          code_hash: this.digest(code),
          target: phone,
          expires_at: new Date(now.getTime() + SMS_CODE_TTL_MS),
          attempts: 0,
          consumed_at: null,
          created_at: now,
        })
        .execute();
    });
    await this.sms.send({
      to: phone,
      userId,
      body: `Your GrowthCatalyst verification code is ${code}. It expires in 10 minutes.`,
    });
  }

  /**
   * Spends the code when it matches (and was sent to `phone`, when given) and answers the phone it went to;
   * counts a wrong try and answers null otherwise.
   */
  async verify(
    userId: string,
    purpose: CodePurpose,
    code: string,
    phone: string | null,
    now = clock.now(),
  ): Promise<string | null> {
    const row = await this.accounts.db
      .selectFrom('verification_codes')
      .selectAll()
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    if (!row) return null;
    const matches = safeEqual(row.code_hash, this.digest(code)) && (phone === null || row.target === phone);
    if (matches) {
      const spent = await this.accounts.db
        .updateTable('verification_codes')
        .set({ consumed_at: now })
        .where('id', '=', row.id)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      return Number(spent.numUpdatedRows) === 1 ? row.target : null;
    }
    await this.accounts.db
      .updateTable('verification_codes')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        consumed_at: row.attempts + 1 >= MAX_TRIES_PER_CODE ? now : null,
      }))
      .where('id', '=', row.id)
      .execute();
    return null;
  }

  private digest(code: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(code).digest('hex');
  }
}
