import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '@gc/projections';
import { sql, type Kysely } from 'kysely';
import { MailService } from '../../../infrastructure/mail/mail.service';
import { KYSELY } from '../../../infrastructure/tokens';
import { IDENTITY_CONFIG, type IdentityConfig } from '../../identity';

/** The mail telling someone who already has an account that a client asked them to join it. */
@Injectable()
export class ClientInvitationMail {
  constructor(
    private readonly mail: MailService,
    @Inject(KYSELY) private readonly db: Kysely<Database>,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  async send(to: string, clientId: string): Promise<void> {
    const clientName = await clientNameOf(this.db, clientId);
    const text = [
      'Hi,',
      '',
      `You have been invited to join ${clientName ?? 'another client'} on GrowthCatalyst.`,
      `Sign in at ${this.config.appUrl}/login to accept or decline the invitation: nothing is shared with that`,
      'client until you accept.',
    ].join('\n');
    await this.mail.sendQuietly({ to, subject: 'You are invited to join a client on GrowthCatalyst', text });
  }
}

/** A client's name from the clients read model, or null. */
export async function clientNameOf(db: Kysely<Database>, clientId: string): Promise<string | null> {
  const { rows } = await sql<{
    client_name: string;
  }>`select client_name from clients where client_id = ${clientId}`.execute(db);
  return rows[0]?.client_name ?? null;
}
