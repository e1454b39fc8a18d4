import { ReflectionMessages, RoleId, TakeMessages as M } from '@gc/contracts';
import { sql } from 'kysely';
import { QueueName } from '../../../infrastructure/queue/queue-names';
import { QueueService } from '../../../infrastructure/queue/queue.service';
import { createSignedInUser } from '../../../test-support/identity';
import {
  completeAnswers,
  createReflectionsTestAppWithMail,
  createReflectionsWorld,
  draftFromBaseline,
  inHours,
  type ReflectionsWorld,
} from '../../../test-support/reflections-test-kit';
import type { TestApp } from '../../../test-support/test-app';
import type { TestMailCatcher } from '../../../test-support/mail-catcher';
import { BaselineReminders, baselineSchedulerId } from '..';

jest.setTimeout(90_000);

interface CaughtMail {
  subject: string;
  text: string;
  to: { address: string }[];
  headers: Record<string, string>;
}

describe('reminders', () => {
  let t: TestApp & { mail: TestMailCatcher };
  let a: ReflectionsWorld;
  let baselineId: string;

  const http = () => t.http();
  const reminders = () => t.app.get(BaselineReminders);
  const mailsTo = async (email: string, subject: RegExp): Promise<CaughtMail[]> =>
    ((await (await fetch(`${t.mail.webUrl}/email`)).json()) as CaughtMail[]).filter(
      (m) => m.to.some((r) => r.address.toLowerCase() === email) && subject.test(m.subject),
    );
  const settle = (ms = 400) => new Promise((r) => setTimeout(r, ms));

  async function publishBaseline(world: ReflectionsWorld, launch = inHours(-1)): Promise<string> {
    const draft = await draftFromBaseline(t, world.admin);
    const res = await world.admin
      .auth(http().post(`/api/assessments/${draft.assessment_id}/publish`))
      .send({
        team_id: world.teamId,
        launch_date: launch,
        due_date: inHours(24 * 14),
        members_with_roles: [
          { email: world.receiver.email, observer: false, reciever: true },
          { email: world.observer.email, observer: true, reciever: false },
        ],
      })
      .expect(201);
    // the read models hold the publication before the reminders look at them
    await world.admin.auth(http().get('/api/assessments')).set('X-Min-Position', res.body.position).expect(200);
    return draft.assessment_id;
  }

  beforeAll(async () => {
    t = await createReflectionsTestAppWithMail();
    a = await createReflectionsWorld(t, 'Remindful');
    baselineId = await publishBaseline(a);
  });
  afterAll(() => t?.close());

  describe('preferences', () => {
    it('given a member, then the time zone is unset until they choose one; an unknown zone is refused', async () => {
      expect((await a.observer.auth(http().get('/api/reminders/preferences')).expect(200)).body.responseObj).toEqual({
        time_zone: null,
        weekly_reminders: true,
      });
      const set = await a.observer
        .auth(http().put('/api/reminders/preferences'))
        .send({ time_zone: 'Asia/Tokyo' })
        .expect(200);
      expect(set.body.responseObj).toEqual({ time_zone: 'Asia/Tokyo', weekly_reminders: true });
      const bad = await a.observer.auth(http().put('/api/reminders/preferences')).send({ time_zone: 'Mars/Olympus' });
      expect([bad.status, bad.body.message]).toEqual([400, M.badTimeZone]);
    });
  });

  describe('weekly baseline reminders', () => {
    it('given an open baseline, then one scheduler per member at 09:00 on Mondays in their zone', async () => {
      await reminders().reconcile(new Date());
      const queue = t.app.get(QueueService).queue(QueueName.Timers);
      const receiver = await queue.getJobScheduler(baselineSchedulerId(a.receiver.userId));
      const observer = await queue.getJobScheduler(baselineSchedulerId(a.observer.userId));
      expect([receiver?.pattern, receiver?.tz]).toEqual(['0 9 * * 1', 'UTC']);
      expect(observer?.tz).toBe('Asia/Tokyo');
      expect(await queue.getJobScheduler(baselineSchedulerId(a.bystander.userId))).toBeUndefined();
      // reconciling again changes nothing
      expect(await reminders().reconcile(new Date())).toBe(0);
    });

    it('given the same week, when the job runs twice (or two workers run it at once), then one mail; next week, another', async () => {
      const monday = new Date();
      const outcomes = await Promise.all([
        reminders().remind(a.receiver.userId, monday),
        reminders().remind(a.receiver.userId, monday),
      ]);
      expect(outcomes.sort()).toEqual(['already-sent-this-week', 'sent']);
      expect(await reminders().remind(a.receiver.userId, monday)).toBe('already-sent-this-week');
      await settle();
      const mails = await mailsTo(a.receiver.email, /baseline reflection/);
      expect(mails).toHaveLength(1);
      const nextWeek = new Date(monday.getTime() + 7 * 24 * 3_600_000);
      expect(await reminders().remind(a.receiver.userId, nextWeek)).toBe('sent');
      await settle();
      expect(await mailsTo(a.receiver.email, /baseline reflection/)).toHaveLength(2);
    });

    it('given the mail, then its links work: the reflection for the member, and unsubscribe without signing in', async () => {
      const [mail] = await mailsTo(a.receiver.email, /baseline reflection/);
      const takeUrl = /Take it here: (\S+)/.exec(mail.text)![1];
      expect(new URL(takeUrl).pathname).toBe(`/app/assessment/take/${baselineId}`);
      // the page it opens asks the API for this take: the member can read it
      await a.receiver.auth(http().get(`/api/assessments/take/${baselineId}`)).expect(200);
      const unsubscribe = new URL(/To stop weekly reminders: (\S+)/.exec(mail.text)![1]);
      expect(mail.headers['list-unsubscribe']).toBe(`<${unsubscribe.toString()}>`);
      const pathAndQuery = `${unsubscribe.pathname}${unsubscribe.search}`;
      const confirm = await http().get(pathAndQuery).expect(200);
      expect(confirm.text).toContain('Stop weekly reminders?');
      // the page alone changes nothing (mail scanners follow links)
      expect(
        (await a.receiver.auth(http().get('/api/reminders/preferences')).expect(200)).body.responseObj.weekly_reminders,
      ).toBe(true);
      await http().post(pathAndQuery).expect(200);
      expect(
        (await a.receiver.auth(http().get('/api/reminders/preferences')).expect(200)).body.responseObj.weekly_reminders,
      ).toBe(false);
      const later = new Date(Date.now() + 14 * 24 * 3_600_000);
      expect(await reminders().remind(a.receiver.userId, later)).toBe('stopped');
      expect(
        await t.app.get(QueueService).queue(QueueName.Timers).getJobScheduler(baselineSchedulerId(a.receiver.userId)),
      ).toBeUndefined();
      // a forged token is refused
      const forged = `${a.observer.userId}.${unsubscribe.searchParams.get('token')!.split('.')[1]}`;
      await http()
        .post(`/api/reminders/unsubscribe?token=${encodeURIComponent(forged)}`)
        .expect(400);
    });

    it('given the member submits their baseline, then the next run sends nothing and the scheduler goes', async () => {
      const take = (await a.observer.auth(http().get(`/api/assessments/take/${baselineId}`)).expect(200)).body
        .responseObj;
      const answers = completeAnswers(take, 'More demos.', 2);
      const done = await a.observer
        .auth(http().post(`/api/assessments/take/${baselineId}/complete`))
        .send({ answers })
        .expect(201);
      await a.observer.auth(http().get('/api/assessments/take')).set('X-Min-Position', done.body.position).expect(200);
      expect(await reminders().remind(a.observer.userId, new Date(Date.now() + 21 * 24 * 3_600_000))).toBe('stopped');
      expect(
        await t.app.get(QueueService).queue(QueueName.Timers).getJobScheduler(baselineSchedulerId(a.observer.userId)),
      ).toBeUndefined();
    });

    it('given a baseline not launched yet, then no reminder until it launches', async () => {
      const world = await createReflectionsWorld(t, 'Patient');
      await publishBaseline(world, inHours(24));
      expect(await reminders().remind(world.receiver.userId, new Date())).toBe('stopped');
    });
  });

  describe("the admins' 'Send reminder'", () => {
    it('given members who have not finished, then each gets a mail; a second press the same day answers 429', async () => {
      const before = await a.admin.auth(http().get(`/api/assessments/${baselineId}/remind`)).expect(200);
      expect(before.body.responseObj).toEqual({ assessment_id: baselineId, last_sent_at: null, sent_today: false });
      const pressed = Date.now();
      const res = await a.admin.auth(http().post(`/api/assessments/${baselineId}/remind`)).expect(201);
      const after = (await a.admin.auth(http().get(`/api/assessments/${baselineId}/remind`)).expect(200)).body
        .responseObj;
      expect(after.sent_today).toBe(true);
      expect(new Date(after.last_sent_at).getTime()).toBeGreaterThanOrEqual(pressed - 1000);
      expect(res.body.responseObj).toEqual({ assessment_id: baselineId, reminded: [a.receiver.email] });
      await settle();
      expect(await mailsTo(a.receiver.email, /is waiting for your answers/)).toHaveLength(1);
      const again = await a.admin.auth(http().post(`/api/assessments/${baselineId}/remind`));
      expect([again.status, again.body.message]).toEqual([429, M.reminderSentToday]);
    });

    it('given a User or another client, then 403 or 404', async () => {
      const user = await createSignedInUser(t, { role: RoleId.User, clientId: a.clientId });
      await user.auth(http().post(`/api/assessments/${baselineId}/remind`)).expect(403);
      await user.auth(http().get(`/api/assessments/${baselineId}/remind`)).expect(403);
      const other = await createReflectionsWorld(t, 'Elsewhere');
      const post = await other.admin.auth(http().post(`/api/assessments/${baselineId}/remind`));
      expect([post.status, post.body.message]).toEqual([404, ReflectionMessages.reflectionNotFound]);
      const get = await other.admin.auth(http().get(`/api/assessments/${baselineId}/remind`));
      expect([get.status, get.body.message]).toEqual([404, ReflectionMessages.reflectionNotFound]);
      expect(JSON.stringify(get.body)).not.toContain('last_sent_at');
    });

    it('given a reflection not launched yet, then 409, no mail, and the day is not used up: once launched it sends', async () => {
      const world = await createReflectionsWorld(t, 'Early Bird');
      const id = await publishBaseline(world, inHours(48));
      const refused = await world.admin.auth(http().post(`/api/assessments/${id}/remind`));
      expect([refused.status, refused.body.message, refused.body.code]).toEqual([409, M.notLaunched, 'NOT_LAUNCHED']);
      await settle();
      expect(await mailsTo(world.receiver.email, /./)).toHaveLength(0);
      const days = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM reflection_reminder_days WHERE reflection_id = ${id}`.execute(t.db);
      expect(days.rows[0].n).toBe(0);
      expect(
        (await world.admin.auth(http().get(`/api/assessments/${id}/remind`)).expect(200)).body.responseObj,
      ).toEqual({ assessment_id: id, last_sent_at: null, sent_today: false });
      // the admin moves the launch to now: today's reminder is still there to send
      const view = (await world.admin.auth(http().get(`/api/assessments/${id}`)).expect(200)).body.responseObj;
      const moved = await world.admin
        .auth(http().put(`/api/assessments/${id}/publish`))
        .send({ launch_date: inHours(-0.01), due_date: view.general_settings.due_date })
        .expect(200);
      await world.admin.auth(http().get('/api/assessments')).set('X-Min-Position', moved.body.position).expect(200);
      const sent = await world.admin.auth(http().post(`/api/assessments/${id}/remind`)).expect(201);
      expect([...sent.body.responseObj.reminded].sort()).toEqual([world.receiver.email, world.observer.email].sort());
      await settle();
      expect(await mailsTo(world.receiver.email, /is waiting for your answers/)).toHaveLength(1);
    });
  });
});
