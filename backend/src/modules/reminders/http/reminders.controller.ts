import { Body, Get, Header, HttpCode, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery } from '@nestjs/swagger';
import {
  Capability,
  ReminderPreferencesDto,
  TakeMessages as M,
  type ReminderPreferencesView,
  type ReminderSentView,
  type ReminderStatusView,
} from '@gc/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  Acts,
  AnswersFile,
  ApiController,
  FLAG,
  listOf,
  MAYBE_TEXT,
  Reads,
  Refuses,
  type SchemaObject,
  TEXT,
} from '../../../http/openapi';
import { Public } from '../../../http/public.decorator';
import { clock } from '../../../shared/clock';
import { invalid } from '../../../shared/domain-error';
import { Caller, IDENTITY_CONFIG, RequireCapability, type IdentityConfig } from '../../identity';
import { BaselineReminders, isKnownTimeZone } from '../baseline/baseline-reminders.service';
import { verifyUnsubscribeToken } from '../reminder-links';
import { SendReflectionReminder } from '../team/send-reminder.service';

const preferencesSchema: SchemaObject = {
  type: 'object',
  properties: { time_zone: { type: 'string', nullable: true }, weekly_reminders: { type: 'boolean' } },
};

const reminderStatusSchema: SchemaObject = {
  type: 'object',
  properties: {
    assessment_id: TEXT,
    last_sent_at: MAYBE_TEXT,
    sent_today: FLAG,
  },
};

const reminderSentSchema: SchemaObject = {
  type: 'object',
  properties: { assessment_id: TEXT, reminded: listOf(TEXT) },
};

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} - GrowthCatalyst</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a"><main><h1>${title}</h1>${body}</main></body></html>`;
// set on the reply itself: a route-level Content-Type would also be stamped on JSON errors the filter sends
const HTML = 'text/html; charset=utf-8';
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Weekly baseline reminders: the member's preferences, the unsubscribe link, and the admins' 'Send reminder'. */
@ApiController('/', 'reminders')
export class RemindersController {
  constructor(
    private readonly baseline: BaselineReminders,
    private readonly team: SendReflectionReminder,
    @Inject(IDENTITY_CONFIG) private readonly identity: IdentityConfig,
  ) {}

  @Reads(
    'reminders/preferences',
    "The caller's time zone (reminders go at 09:00 there) and weekly-reminder choice",
    preferencesSchema,
  )
  preferences(@Caller() caller: Caller): Promise<ReminderPreferencesView> {
    return this.baseline.preferences(caller.user.userId);
  }

  @Acts(
    'PUT',
    'reminders/preferences',
    'Set the time zone (IANA, e.g. Europe/Paris) and whether weekly reminders are wanted',
    preferencesSchema,
  )
  async setPreferences(
    @Caller() caller: Caller,
    @Body() body: ReminderPreferencesDto,
  ): Promise<ReminderPreferencesView> {
    if (body.time_zone !== undefined && !isKnownTimeZone(body.time_zone)) throw invalid(M.badTimeZone, 'BAD_TIME_ZONE');
    return this.baseline.setPreferences(caller.user.userId, body, clock.now());
  }

  @Reads(
    'assessments/:id/remind',
    "When 'Send reminder' last went out for a published reflection (admins): the dialogs' 'Last reminder sent'",
    reminderStatusSchema,
  )
  @RequireCapability(Capability.ManageTeams)
  @Refuses({ 404: 'Reflection not found' })
  reminderStatus(@Caller() caller: Caller, @Param('id') id: string): Promise<ReminderStatusView> {
    return this.team.status(caller.clientId, id, clock.now());
  }

  @Acts(
    'POST',
    'assessments/:id/remind',
    {
      summary: "'Send reminder': mail the assignees who have not finished (admins; at most once a day per reflection)",
      description: '409 NOT_LAUNCHED before the launch date (nothing is sent and the day is not used up).',
    },
    reminderSentSchema,
  )
  @RequireCapability(Capability.ManageTeams)
  @Refuses({ 404: 'Reflection not found', 409: M.notLaunched, 429: M.reminderSentToday })
  remind(@Caller() caller: Caller, @Param('id') id: string): Promise<ReminderSentView> {
    return this.team.send(caller.clientId, id, caller.user.userId, clock.now());
  }

  /** The mail's link: a page with one button (mail scanners follow links; only the button's POST unsubscribes). */
  @Public()
  @Get('reminders/unsubscribe')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The unsubscribe page of the weekly reminder (no sign-in: the token is signed)' })
  @ApiQuery({ name: 'token', required: true })
  @AnswersFile('text/html', 'A page with one button, Unsubscribe (a POST of the same link)')
  unsubscribePage(
    @Query('token') token: string | undefined,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): void {
    const userId = verifyUnsubscribeToken(String(token ?? ''), this.identity.jwtSecret);
    if (!userId) return this.refuse(request, reply);
    void reply
      .type(HTML)
      .send(
        page(
          'Stop weekly reminders?',
          `<p>You will no longer get the weekly email about your baseline reflection.</p><form method="post" action="/api/reminders/unsubscribe?token=${escapeHtml(String(token))}"><button type="submit">Unsubscribe</button></form>`,
        ),
      );
  }

  /** The button, and RFC 8058 one-click unsubscribe (List-Unsubscribe-Post). */
  @Public()
  @Post('reminders/unsubscribe')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Unsubscribe from weekly reminders (the signed token from the mail)' })
  @ApiQuery({ name: 'token', required: true })
  @AnswersFile('text/html', 'A page saying the reminders stopped')
  async unsubscribe(
    @Query('token') token: string | undefined,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const userId = verifyUnsubscribeToken(String(token ?? ''), this.identity.jwtSecret);
    if (!userId) return this.refuse(request, reply);
    await this.baseline.setPreferences(userId, { weekly_reminders: false }, clock.now());
    void reply
      .type(HTML)
      .send(
        page(
          'Unsubscribed',
          '<p>You will no longer get weekly reminders. You can turn them back on in your profile.</p>',
        ),
      );
  }

  /** A link not ours: a page for a person's browser, the usual JSON error for anything else. */
  private refuse(request: FastifyRequest, reply: FastifyReply): void {
    if (String(request.headers.accept ?? '').includes('text/html')) {
      void reply
        .status(400)
        .type(HTML)
        .send(page('Link not valid', `<p>${M.badUnsubscribeLink}</p>`));
      return;
    }
    // the shape every other refusal has (the exception filter's), for clients that are not a browser
    void reply.status(400).header('Content-Type', 'application/json; charset=utf-8').send({
      statusCode: 400,
      error: 'Bad Request',
      message: M.badUnsubscribeLink,
      code: 'BAD_UNSUBSCRIBE_LINK',
      requestId: request.id,
    });
  }
}
