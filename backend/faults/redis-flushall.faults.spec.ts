// Redis wiped (FLUSHALL) mid-run: the sweep re-creates the phase timers and the reminder schedulers (issue 14).
import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@gc/projections/testing';
import type { Pool } from 'pg';
import { startEmbeddedRedis, type RunningRedis } from '../src/dev/embedded-redis';
import { allMigrations } from '../src/modules/migrations';
import { startTestMailCatcher, type TestMailCatcher } from '../src/test-support/mail-catcher';
import {
  checkPool,
  phases,
  phasesSettled,
  QueueInspector,
  readModelDifferences,
  reminderClaims,
  reminderMailsTo,
  waitForProjectionsAtHead,
} from './support/checks';
import { publishBaseline, seedCohort, takeReflection } from './support/cohort';
import { freePort, sleep } from './support/processes';
import { startStack, uniqueSettings, type Stack } from './support/stack';

jest.setTimeout(180_000);

const LAUNCH_IN_MS = 4_000;
const OPEN_FOR_MS = 24_000;

/** Polls `look` until it answers true or `ms` passed; answers the last answer. */
async function eventually(look: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await look()) return true;
    if (Date.now() > deadline) return false;
    await sleep(250);
  }
}

describe('Redis wiped with FLUSHALL while the worker runs', () => {
  let database: TestDatabase;
  let mail: TestMailCatcher;
  let redis: RunningRedis;
  let redisDir: string;
  let stack: Stack | undefined;
  let inspector: QueueInspector | undefined;
  let pool: Pool;

  beforeAll(async () => {
    database = await createTestDatabase(allMigrations());
    mail = await startTestMailCatcher();
    pool = checkPool(database.url);
    // a Redis of the test's own: FLUSHALL must not wipe the queues of anything else on this machine
    redisDir = mkdtempSync(path.join(os.tmpdir(), 'gc-faults-redis-'));
    redis = await startEmbeddedRedis({ dataDir: redisDir, port: await freePort(), log: () => undefined });
  });

  afterAll(async () => {
    await stack?.stop();
    await inspector?.close();
    await redis?.stop();
    if (redisDir) rmSync(redisDir, { recursive: true, force: true });
    await pool?.end();
    await database?.drop();
    await mail?.stop();
  });

  it('given open reflections, a closed one waiting for its due date and reminder schedulers, when Redis is flushed, then the sweep comes back, re-plans every timer and scheduler, and nothing is lost or sent twice', async () => {
    const settings = uniqueSettings(database.url, redis.url, mail.smtpUrl);
    const cohort = await seedCohort(settings, { teams: 2, membersPerTeam: 4 });
    stack = await startStack(settings, {
      SWEEP_EVERY_MS: '3000',
      REDIS_WIPE_CHECK_MS: '1000',
      BASELINE_REMINDER_PATTERN: '*/2 * * * * *',
    });
    inspector = new QueueInspector(redis.url, settings.queuePrefix);
    const q = inspector;
    const api = stack.client;

    const launch = new Date(Date.now() + LAUNCH_IN_MS);
    const due = new Date(launch.getTime() + OPEN_FOR_MS);
    const published: { reflectionId: string; position: string }[] = [];
    for (const team of cohort.teams) published.push(await publishBaseline(api, cohort.admin, team, { launch, due }));
    const [r0, r1] = published.map((p) => p.reflectionId);
    // team 0: everyone submits (CLOSED until the due date, then COMPLETED); team 1: two submit, two only save
    const [team0, team1] = cohort.teams;
    const openMembers = team1.members.slice(2);
    await sleep(Math.max(0, launch.getTime() - Date.now()) + 200);
    await Promise.all([
      ...team0.members.map((m) =>
        takeReflection(api, m, r0, { submit: true, minPosition: published[0].position, chunk: 20 }),
      ),
      ...team1.members.map((m, i) =>
        takeReflection(api, m, r1, { submit: i < 2, minPosition: published[1].position, chunk: 20 }),
      ),
    ]);

    // before the wipe: team 0 is CLOSED, both due timers wait, the open members have reminder schedulers
    const openIds = openMembers.map((m) => m.userId).sort();
    const ready = async () =>
      (await phases(pool, [r0])).every((p) => p.live === 'CLOSED') &&
      (await q.sweepScheduled()) &&
      (await q.timerPending(r0, 'due')) &&
      (await q.timerPending(r1, 'due')) &&
      openIds.every((id) => schedulers.includes(id));
    let schedulers: string[] = [];
    const before = await eventually(async () => {
      schedulers = await q.reminderSchedulers();
      return ready();
    }, 15_000);
    expect({ before, schedulers }).toEqual({ before: true, schedulers: openIds });
    expect(Date.now()).toBeLessThan(due.getTime() - 5_000); // the wipe comes well before the due date

    // when: FLUSHALL
    await q.flushAll();
    expect([await q.sweepScheduled(), await q.timerPending(r0, 'due'), await q.reminderSchedulers()]).toEqual([
      false,
      false,
      [],
    ]);

    // then: the worker notices, schedules its sweep again and sweeps: timers and schedulers are back before the
    // due date (the closed reflection's too: the sweep must not skip a CLOSED one, time still moves it)
    const back = await eventually(async () => {
      schedulers = await q.reminderSchedulers();
      return (
        (await q.sweepScheduled()) &&
        (await q.timerPending(r0, 'due')) &&
        (await q.timerPending(r1, 'due')) &&
        openIds.every((id) => schedulers.includes(id))
      );
    }, 15_000);
    expect({
      back,
      sweep: await q.sweepScheduled(),
      closedDueTimer: await q.timerPending(r0, 'due'),
      openDueTimer: await q.timerPending(r1, 'due'),
      schedulers,
    }).toEqual({ back: true, sweep: true, closedDueTimer: true, openDueTimer: true, schedulers: openIds });

    // and after the due date: each phase is what the dates imply (the due timers fired)
    await sleep(Math.max(0, due.getTime() + 500 - Date.now()));
    const seen = await phasesSettled(pool, [r0, r1], 20_000);
    expect(Object.fromEntries(seen.map((p) => [p.reflectionId, [p.live, p.implied]]))).toEqual({
      [r0]: ['COMPLETED', 'COMPLETED'],
      [r1]: ['PAST_DUE', 'PAST_DUE'],
    });

    // reminders: every open member reminded once; the claims in Postgres kept the wipe from sending again
    let claimsNow = await reminderClaims(pool);
    await eventually(async () => {
      claimsNow = await reminderClaims(pool);
      return openIds.every((id) => claimsNow.some((c) => c.user_id === id));
    }, 20_000);
    await sleep(3_000); // more firings of the re-created schedulers
    const everyone = cohort.teams.flatMap((t) => t.members);
    const mails = await reminderMailsTo(
      mail.webUrl,
      everyone.map((m) => m.email),
    );
    expect(openIds.filter((id) => !claimsNow.some((c) => c.user_id === id))).toEqual([]);
    expect([...mails].filter(([, n]) => n > 1)).toEqual([]);
    expect(openMembers.map((m) => mails.get(m.email.toLowerCase()) ?? 0)).toEqual(openMembers.map(() => 1));

    await waitForProjectionsAtHead(pool);
    expect(await readModelDifferences(database.url, pool)).toEqual([]);
    expect([...stack.api.unexpectedExits, ...stack.worker.unexpectedExits]).toEqual([]);
    expect(stack.worker.tail()).toContain('redis lost the queues');
  });
});
