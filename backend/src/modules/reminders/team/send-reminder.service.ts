import { Inject, Injectable } from '@nestjs/common';
import {
  isClosedPhase,
  ReflectionMessages,
  TakeMessages as M,
  type AdminPhase,
  type ReminderSentView,
  type ReminderStatusView,
} from '@gc/contracts';
import type { Database } from '@gc/projections';
import { formatInTimeZone } from 'date-fns-tz';
import type { Kysely } from 'kysely';
import { MailService } from '../../../infrastructure/mail/mail.service';
import { KYSELY } from '../../../infrastructure/tokens';
import { conflict, DomainError, notFound } from '../../../shared/domain-error';
import { IDENTITY_CONFIG, type IdentityConfig } from '../../identity';
import { asRemindersDb, type RemindersDatabase } from '../reminders.tables';

/**
 * 'Send reminder' on Manage Reflections and Edit Reflection: a nudge by mail to the assignees of a published reflection who have not
 * finished, at most once a (UTC) day per reflection: the day is claimed first, so two clicks or two admins send once.
 */
@Injectable()
export class SendReflectionReminder {
  private readonly db: Kysely<RemindersDatabase>;

  constructor(
    @Inject(KYSELY) db: Kysely<Database>,
    private readonly mail: MailService,
    @Inject(IDENTITY_CONFIG) private readonly identity: IdentityConfig,
  ) {
    this.db = asRemindersDb(db);
  }

  /** When the last reminder went (GET /assessments/{id}/remind): the dialogs say so before anyone sends. */
  async status(clientId: string, reflectionId: string, now: Date): Promise<ReminderStatusView> {
    await this.publishedReflection(clientId, reflectionId);
    const last = await this.db
      .selectFrom('reflection_reminder_days')
      .select(['day', 'sent_at'])
      .where('reflection_id', '=', reflectionId)
      .where('client_id', '=', clientId)
      .orderBy('sent_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return {
      assessment_id: reflectionId,
      last_sent_at: last ? new Date(last.sent_at).toISOString() : null,
      sent_today: last?.day === utcDay(now),
    };
  }

  async send(clientId: string, reflectionId: string, actorId: string, now: Date): Promise<ReminderSentView> {
    const reflection = await this.publishedReflection(clientId, reflectionId);
    if (isClosedPhase(reflection.phase as AdminPhase))
      throw conflict(ReflectionMessages.alreadyClosed, 'ALREADY_CLOSED');
    // before its launch there is nothing to answer yet: refused before the day is claimed, so nothing is used up
    if (!reflection.launch_date || now.getTime() < new Date(reflection.launch_date as Date).getTime())
      throw conflict(M.notLaunched, 'NOT_LAUNCHED');
    const pending = await this.db
      .selectFrom('reflection_assignees as a')
      .innerJoin('personal_data as p', 'p.user_id', 'a.user_id')
      .select(['p.email', 'p.name'])
      .where('a.reflection_id', '=', reflectionId)
      .where('a.client_id', '=', clientId)
      .where('a.take_status', '!=', 'COMPLETED')
      .orderBy('p.email')
      .execute();
    if (pending.length === 0) throw conflict(M.nobodyToRemind, 'NOBODY_TO_REMIND');
    const day = utcDay(now);
    const emails = pending.map((p) => p.email);
    const claimed = await this.db
      .insertInto('reflection_reminder_days')
      .values({
        reflection_id: reflectionId,
        day,
        client_id: clientId,
        sent_by: actorId,
        reminded: JSON.stringify(emails),
        sent_at: now,
      })
      .onConflict((oc) => oc.columns(['reflection_id', 'day']).doNothing())
      .returning('day')
      .executeTakeFirst();
    if (!claimed) throw new DomainError('rate_limited', M.reminderSentToday, 'REMINDER_SENT_TODAY');
    const url = `${this.identity.appUrl}/app/assessment/take/${encodeURIComponent(reflectionId)}`;
    const due = formatInTimeZone(reflection.due_date as Date, 'UTC', 'MMMM dd, yyyy');
    for (const person of pending)
      await this.mail.sendQuietly({
        to: person.email,
        subject: `Reminder: '${reflection.name}' is waiting for your answers`,
        text: [
          person.name ? `Hi ${person.name},` : 'Hi,',
          '',
          `Your team's reflection '${reflection.name}' is due ${due} and you have not finished it yet.`,
          '',
          `Continue here: ${url}`,
        ].join('\n'),
      });
    return { assessment_id: reflectionId, reminded: emails };
  }

  /** A published reflection of the client; anything else (a draft, another client's) answers 404. */
  private async publishedReflection(clientId: string, reflectionId: string) {
    const reflection = await this.db
      .selectFrom('reflections')
      .select(['name', 'phase', 'launch_date', 'due_date', 'kind'])
      .where('reflection_id', '=', reflectionId)
      .where('client_id', '=', clientId)
      .executeTakeFirst();
    if (!reflection || reflection.kind !== 'PUBLISHED')
      throw notFound(ReflectionMessages.reflectionNotFound, 'REFLECTION_NOT_FOUND');
    return reflection;
  }
}

/** The day a reminder counts against: at most one a (UTC) day per reflection. */
const utcDay = (now: Date) => formatInTimeZone(now, 'UTC', 'yyyy-MM-dd');
