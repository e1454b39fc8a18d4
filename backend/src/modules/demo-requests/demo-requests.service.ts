import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@gc/projections';
import { IdentityMessages, type DemoRequestDto, type DemoRequestView } from '@gc/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { MailService } from '../../infrastructure/mail/mail.service';
import { FixedWindowLimiter } from '../../infrastructure/rate-limit/fixed-window-limiter';
import { KYSELY } from '../../infrastructure/tokens';
import { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/domain-error';
import { demoConfirmationMail, demoNoticeMail } from './demo-request-mail';
import { asDemoRequestsDb, type DemoRequestsDatabase } from './demo-requests.tables';

/**
 * The public demo request: rate-limited per client address, stored, then a confirmation to the requester and a
 * notice to DEMO_REQUEST_INBOX. A filled honeypot (`website`) is answered the same but stores and mails nothing.
 */
@Injectable()
export class DemoRequests {
  private readonly db: Kysely<DemoRequestsDatabase>;

  constructor(
    @Inject(KYSELY) db: Kysely<Database>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly limiter: FixedWindowLimiter,
    private readonly mail: MailService,
  ) {
    this.db = asDemoRequestsDb(db);
  }

  async submit(request: DemoRequestDto, address: string): Promise<void> {
    const { rateLimitMax, rateLimitWindowSeconds, inbox } = this.config.demoRequests;
    if (!(await this.limiter.allow('demo-request', address, rateLimitMax, rateLimitWindowSeconds)))
      throw new DomainError('rate_limited', IdentityMessages.tooManyRequests, 'RATE_LIMITED');
    if (request.website?.trim()) return;
    const fields = {
      fullname: request.fullname,
      email: request.email,
      company: request.company,
      reason: request.reason?.trim() || null,
    };
    await this.db
      .insertInto('demo_requests')
      .values({ demo_request_id: randomUUID(), ...fields, created_at: this.clock.now() })
      .execute();
    // the request is stored: a mail that fails is logged, and the team still sees the request in the list
    await this.mail.sendQuietly(demoConfirmationMail(fields));
    await this.mail.sendQuietly(demoNoticeMail(inbox, fields));
  }

  async list(): Promise<DemoRequestView[]> {
    const rows = await this.db.selectFrom('demo_requests').selectAll().orderBy('created_at', 'desc').execute();
    return rows.map((r) => ({
      demo_request_id: r.demo_request_id,
      fullname: r.fullname,
      email: r.email,
      company: r.company,
      reason: r.reason,
      createdOn: r.created_at.getTime(),
    }));
  }
}
