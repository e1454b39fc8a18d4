import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Database } from '@gc/projections';
import { formatInTimeZone } from 'date-fns-tz';
import type { Kysely } from 'kysely';
import { MailService } from '../../../infrastructure/mail/mail.service';
import { QueueName } from '../../../infrastructure/queue/queue-names';
import { QueueService } from '../../../infrastructure/queue/queue.service';
import { KYSELY } from '../../../infrastructure/tokens';
import { IDENTITY_CONFIG, type IdentityConfig } from '../../identity';
import { unsubscribeToken } from '../reminder-links';
import { asRemindersDb, type RemindersDatabase } from '../reminders.tables';
import { baselineReminderMail } from './baseline-reminder-mail';

export const BASELINE_REMINDER_JOB = 'baseline-reminder';
/**
 * 09:00 every Monday in the member's time zone. BASELINE_REMINDER_PATTERN (a cron pattern, seconds optional)
 * replaces it for tests that need the scheduler to fire within seconds; the claim stays one per ISO week.
 */
export const BASELINE_REMINDER_PATTERN = process.env.BASELINE_REMINDER_PATTERN?.trim() || '0 9 * * 1';
export const baselineSchedulerId = (userId: string) => `baseline-reminder-${userId}`;

export interface OpenBaseline {
  readonly userId: string;
  readonly reflectionId: string;
  readonly name: string;
  readonly dueDate: Date;
  readonly email: string;
  readonly personName: string | null;
  readonly timeZone: string;
}

export type ReminderOutcome = 'sent' | 'already-sent-this-week' | 'stopped';

/** A zone Intl knows, else UTC (a zone removed from the tz database must not stop the reminders). */
export function validTimeZone(zone: string | null | undefined): string {
  if (!zone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

/**
 * Weekly baseline reminders (issue 10): while a member's baseline (the first published reflection from a Baseline
 * template that names them, per client) has launched, is not closed and they have not submitted it, one mail a week
 * at 09:00 in their time zone. One BullMQ job scheduler per member with a stable id (`baseline-reminder-{userId}`:
 * every worker upserting it still makes one schedule); the sweep reconciles schedulers with who should have one.
 * Sending claims (member, ISO week in their zone) first, so a restart, a second worker or a retried job never sends
 * twice; a failed send gives the claim back so the retry can send.
 */
@Injectable()
export class BaselineReminders {
  private readonly logger = new Logger('baseline-reminders');
  private readonly db: Kysely<RemindersDatabase>;

  constructor(
    @Inject(KYSELY) db: Kysely<Database>,
    private readonly queues: QueueService,
    private readonly mail: MailService,
    @Inject(IDENTITY_CONFIG) private readonly identity: IdentityConfig,
  ) {
    this.db = asRemindersDb(db);
  }

  /** Members whose baseline is open now and who did not opt out (one row per member: their earliest open one). */
  async openBaselines(now: Date, userIds?: readonly string[]): Promise<OpenBaseline[]> {
    if (userIds && userIds.length === 0) return [];
    // each member's baseline per client: the earliest-launching published Baseline reflection naming them
    let firsts = this.db
      .selectFrom('reflection_assignees as a')
      .innerJoin('reflections as r', 'r.reflection_id', 'a.reflection_id')
      .select([
        'a.user_id',
        'a.client_id',
        'r.reflection_id',
        'r.name',
        'r.due_date',
        'r.launch_date',
        'r.phase',
        'a.take_status',
      ])
      .distinctOn(['a.user_id', 'a.client_id'])
      .where('r.kind', '=', 'PUBLISHED')
      .where('r.template_name', 'like', '% - Baseline')
      .orderBy('a.user_id')
      .orderBy('a.client_id')
      .orderBy('r.launch_date')
      .orderBy('r.reflection_id');
    if (userIds) firsts = firsts.where('a.user_id', 'in', [...userIds]);
    const rows = await this.db
      .selectFrom(firsts.as('b'))
      .innerJoin('personal_data as p', 'p.user_id', 'b.user_id')
      .leftJoin('member_preferences as m', 'm.user_id', 'b.user_id')
      .select([
        'b.user_id',
        'b.reflection_id',
        'b.name',
        'b.due_date',
        'p.email',
        'p.name as person_name',
        'm.time_zone',
      ])
      .where('b.take_status', '!=', 'COMPLETED')
      .where('b.phase', 'in', ['IN_PROGRESS', 'PAST_DUE'])
      .where('b.launch_date', '<=', now)
      .where((eb) => eb.or([eb('m.weekly_reminders', 'is', null), eb('m.weekly_reminders', '=', true)]))
      .orderBy('b.user_id')
      .orderBy('b.due_date')
      .execute();
    const seen = new Set<string>();
    return rows
      .filter((r) => !seen.has(r.user_id) && !!seen.add(r.user_id))
      .map((r) => ({
        userId: r.user_id,
        reflectionId: r.reflection_id,
        name: r.name,
        dueDate: r.due_date as Date,
        email: r.email,
        personName: r.person_name,
        timeZone: validTimeZone(r.time_zone),
      }));
  }

  /**
   * Makes the schedulers match who should be reminded: upserted (in the member's current zone) for each open
   * baseline, removed for everyone else. With `userIds`, only those members are looked at. Answers how many changed.
   */
  async reconcile(now: Date, userIds?: readonly string[]): Promise<number> {
    const queue = this.queues.queue(QueueName.Timers);
    const wanted = new Map((await this.openBaselines(now, userIds)).map((b) => [b.userId, b]));
    const existing = (await queue.getJobSchedulers(0, -1))
      .filter((s) => s.key.startsWith('baseline-reminder-'))
      .filter((s) => !userIds || userIds.includes(s.key.slice('baseline-reminder-'.length)));
    let changed = 0;
    for (const scheduler of existing) {
      const userId = scheduler.key.slice('baseline-reminder-'.length);
      const want = wanted.get(userId);
      if (!want) {
        await queue.removeJobScheduler(scheduler.key);
        changed += 1;
      } else if (scheduler.tz === want.timeZone && scheduler.pattern === BASELINE_REMINDER_PATTERN) {
        wanted.delete(userId);
      }
    }
    for (const [userId, baseline] of wanted) {
      await queue.upsertJobScheduler(
        baselineSchedulerId(userId),
        { pattern: BASELINE_REMINDER_PATTERN, tz: baseline.timeZone },
        { name: BASELINE_REMINDER_JOB, data: { userId }, opts: { removeOnComplete: 100, removeOnFail: 100 } },
      );
      changed += 1;
    }
    return changed;
  }

  /** The scheduler's job: this week's reminder, at most once; a member with nothing open anymore is unscheduled. */
  async remind(userId: string, now: Date): Promise<ReminderOutcome> {
    const [baseline] = await this.openBaselines(now, [userId]);
    if (!baseline) {
      await this.queues.queue(QueueName.Timers).removeJobScheduler(baselineSchedulerId(userId));
      return 'stopped';
    }
    const week = formatInTimeZone(now, baseline.timeZone, "RRRR-'W'II");
    const claimed = await this.db
      .insertInto('baseline_reminder_deliveries')
      .values({ user_id: userId, week, reflection_id: baseline.reflectionId, sent_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'week']).doNothing())
      .returning('week')
      .executeTakeFirst();
    if (!claimed) return 'already-sent-this-week';
    try {
      await this.mail.send(
        baselineReminderMail({
          to: baseline.email,
          name: baseline.personName,
          reflectionName: baseline.name,
          dueDate: baseline.dueDate,
          timeZone: baseline.timeZone,
          takeUrl: `${this.identity.appUrl}/app/assessment/take/${encodeURIComponent(baseline.reflectionId)}`,
          unsubscribeUrl: this.unsubscribeUrl(userId),
        }),
      );
    } catch (error) {
      // give the week back: the job's retry sends it
      await this.db
        .deleteFrom('baseline_reminder_deliveries')
        .where('user_id', '=', userId)
        .where('week', '=', week)
        .execute();
      throw error;
    }
    this.logger.log({ msg: 'baseline reminder sent', userId, week });
    return 'sent';
  }

  unsubscribeUrl(userId: string): string {
    return `${this.identity.appUrl}/api/reminders/unsubscribe?token=${unsubscribeToken(userId, this.identity.jwtSecret)}`;
  }

  /** The member's preferences (time zone null until set). */
  async preferences(userId: string): Promise<{ time_zone: string | null; weekly_reminders: boolean }> {
    const row = await this.db
      .selectFrom('member_preferences')
      .select(['time_zone', 'weekly_reminders'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return { time_zone: row?.time_zone ?? null, weekly_reminders: row?.weekly_reminders ?? true };
  }

  async setPreferences(
    userId: string,
    change: { time_zone?: string; weekly_reminders?: boolean },
    now: Date,
  ): Promise<{ time_zone: string | null; weekly_reminders: boolean }> {
    const current = await this.preferences(userId);
    const next = {
      time_zone: change.time_zone ?? current.time_zone,
      weekly_reminders: change.weekly_reminders ?? current.weekly_reminders,
    };
    await this.db
      .insertInto('member_preferences')
      .values({ user_id: userId, ...next, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...next, updated_at: now }))
      .execute();
    await this.reconcile(now, [userId]);
    return next;
  }
}

export const isKnownTimeZone = (zone: string): boolean =>
  (Intl.supportedValuesOf('timeZone') as string[]).includes(zone) || zone === 'UTC';
