import { Logger } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { SmsMessage, SmsSender } from './sms-sender.port';
import { clock } from '../../shared/clock';

interface OutboxDb {
  dev_sms_outbox: { user_id: string | null; to_number: string; body: string; created_at: Date };
}

/**
 * Development transport: records the message in dev_sms_outbox (read at GET /api/dev/outbox and on the dev page)
 * and logs one line with the number and the body redacted, so codes never reach a log.
 */
export class DevSmsSender implements SmsSender {
  private readonly logger = new Logger('sms');

  constructor(private readonly db: Kysely<any>) {}

  async send(message: SmsMessage): Promise<void> {
    await (this.db as Kysely<OutboxDb>)
      .insertInto('dev_sms_outbox')
      .values({ user_id: message.userId, to_number: message.to, body: message.body, created_at: clock.now() })
      .execute();
    this.logger.log({
      msg: 'sms recorded in the dev outbox',
      to: redactPhone(message.to),
      body: message.body.replace(/\d/g, '•'),
    });
  }
}

export function redactPhone(phone: string): string {
  return `${phone.slice(0, 2)}•••${phone.slice(-2)}`;
}
