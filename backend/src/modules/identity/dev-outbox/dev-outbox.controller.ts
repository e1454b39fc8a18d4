import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Database } from '@gc/projections';
import type { Kysely } from 'kysely';
import { KYSELY } from '../../../infrastructure/tokens';
import { Public } from '../../../http/public.decorator';
import { asIdentityDb } from '../identity.tables';

/**
 * GET /api/dev/outbox: the SMS messages the development transport recorded, newest first (optionally for one
 * phone number). Registered only when NODE_ENV is not production (see identity.module.ts).
 */
@ApiExcludeController()
@Controller('dev/outbox')
export class DevOutboxController {
  constructor(@Inject(KYSELY) private readonly db: Kysely<Database>) {}

  @Public()
  @Get()
  async list(@Query('to') to?: string) {
    let query = asIdentityDb(this.db)
      .selectFrom('dev_sms_outbox')
      .select(['id', 'to_number', 'body', 'created_at'])
      .orderBy('id', 'desc')
      .limit(50);
    if (to) query = query.where('to_number', '=', to);
    return query.execute();
  }
}
