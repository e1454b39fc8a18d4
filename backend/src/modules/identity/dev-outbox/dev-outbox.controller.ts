import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
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

  /** GET /api/dev/outbox/page: the same messages as a page a developer can keep open while signing in. */
  @Public()
  @Get('page')
  async page(@Res() reply: FastifyReply, @Query('to') to?: string): Promise<void> {
    const messages = await this.list(to);
    const rows = messages
      .map(
        (m) =>
          `<tr><td>${escapeHtml(new Date(m.created_at as unknown as string).toLocaleString('en-US'))}</td>` +
          `<td>${escapeHtml(String(m.to_number))}</td><td>${escapeHtml(String(m.body))}</td></tr>`,
      )
      .join('');
    // the page's headers go on this reply, not on the route (@Header): a refusal before the handler (a malformed
    // X-Min-Position, answered 400 by an interceptor) would otherwise be sent as HTML with a JSON body, a 500
    void reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="3">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Dev SMS outbox</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:24px;color:#1a1a1a}h1{font-size:24px;color:#00695c}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:8px;border-bottom:1px solid #ddd}
th{background:#f4f7f6}</style></head><body><h1>Dev SMS outbox</h1>
<p>Texts the development SMS transport would have sent, newest first (this page refreshes every 3 seconds; it does
not exist in production).</p><table><thead><tr><th>Sent</th><th>To</th><th>Message</th></tr></thead><tbody>
${rows || '<tr><td colspan="3">No messages yet.</td></tr>'}</tbody></table></body></html>`);
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
