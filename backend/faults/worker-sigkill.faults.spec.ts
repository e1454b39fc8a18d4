// The worker SIGKILLed at random moments, 20 times, during a scripted cohort (issue 14, Faults).
import 'reflect-metadata';
import { createTestDatabase, type TestDatabase } from '@gc/projections/testing';
import type { Pool } from 'pg';
import { allMigrations } from '../src/modules/migrations';
import { startTestMailCatcher, type TestMailCatcher } from '../src/test-support/mail-catcher';
import {
  checkPool,
  phasesSettled,
  readModelDifferences,
  reminderClaims,
  reminderMailsTo,
  waitForProjectionsAtHead,
} from './support/checks';
import { publishBaseline, seedCohort, takeReflection, type SeededCohort } from './support/cohort';
import { sleep } from './support/processes';
import { startStack, uniqueSettings, type Stack } from './support/stack';

jest.setTimeout(240_000);

const KILLS = 20;
const LAUNCH_IN_MS = 8_000;
const OPEN_FOR_MS = 30_000;

describe('worker killed with SIGKILL 20 times during a cohort', () => {
  let database: TestDatabase;
  let mail: TestMailCatcher;
  let stack: Stack | undefined;
  let pool: Pool;
  let cohort: SeededCohort;

  beforeAll(async () => {
    database = await createTestDatabase(allMigrations());
    mail = await startTestMailCatcher();
    pool = checkPool(database.url);
  });

  afterAll(async () => {
    await stack?.stop();
    await pool?.end();
    await database?.drop();
    await mail?.stop();
  });

  it('given kills at random moments (phase boundaries, saves, submissions, reminders due), then the read models equal a rebuild, no reminder went out twice and every phase timer fired', async () => {
    const settings = uniqueSettings(database.url, process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', mail.smtpUrl);
    // 2 teams of 6: in team 0 everyone submits (CLOSED, then COMPLETED only through the due timer: the sweep
    // leaves closed reflections alone); in team 1 half submit (IN_PROGRESS, then PAST_DUE at the due timer)
    cohort = await seedCohort(settings, { teams: 2, membersPerTeam: 6 });
    stack = await startStack(settings, {
      SWEEP_EVERY_MS: '3000',
      // the weekly reminder every 2 seconds: each member's scheduler fires many times while the worker dies
      BASELINE_REMINDER_PATTERN: '*/2 * * * * *',
    });
    const { client: api, worker } = stack;

    const publishedAt = Date.now();
    const launch = new Date(publishedAt + LAUNCH_IN_MS);
    const due = new Date(launch.getTime() + OPEN_FOR_MS);
    const reflections = [];
    for (const team of cohort.teams)
      reflections.push({ team, ...(await publishBaseline(api, cohort.admin, team, { launch, due })) });

    // the members: after the launch, each at a moment of its own, fills in the take through autosave
    const submitters = new Set<string>();
    const members = reflections.flatMap(({ team, reflectionId, position }, t) =>
      team.members.map(async (member, i) => {
        const submit = t === 0 || i < 3;
        if (submit) submitters.add(member.userId);
        await sleep(Math.max(0, launch.getTime() - Date.now()) + 200 + Math.random() * (OPEN_FOR_MS / 3));
        await takeReflection(api, member, reflectionId, { submit, minPosition: position, chunk: 10, pauseMs: 150 });
      }),
    );

    // the kills: 20 random instants from just after publishing to a few seconds past the due date
    const windowStart = publishedAt + 1_000;
    const windowEnd = due.getTime() + 4_000;
    const instants = Array.from({ length: KILLS }, () => windowStart + Math.random() * (windowEnd - windowStart)).sort(
      (a, b) => a - b,
    );
    let kills = 0;
    for (const at of instants) {
      await sleep(Math.max(0, at - Date.now()));
      await worker.kill('SIGKILL');
      kills += 1;
      worker.clearOutput();
      worker.start();
    }
    await Promise.all(members);
    expect(kills).toBe(KILLS);
    expect(worker.starts).toBe(KILLS + 1);
    await worker.waitForOutput('worker started', 60_000);

    // then: every projection passes the head, and each phase is what the dates and takes imply
    await sleep(Math.max(0, due.getTime() + 1_000 - Date.now()));
    await waitForProjectionsAtHead(pool);
    const reflectionIds = reflections.map((r) => r.reflectionId);
    const seen = await phasesSettled(pool, reflectionIds, 30_000);
    const expected = new Map(reflections.map((r, t) => [r.reflectionId, t === 0 ? 'COMPLETED' : 'PAST_DUE']));
    expect(seen.map((p) => [p.reflectionId, p.live, p.implied])).toEqual(
      seen.map((p) => [p.reflectionId, expected.get(p.reflectionId), expected.get(p.reflectionId)]),
    );
    expect(seen).toHaveLength(2);

    // reminders: each member still open has been reminded (the schedule survived), and nobody twice
    const everyone = cohort.teams.flatMap((team) => team.members);
    const open = everyone.filter((m) => !submitters.has(m.userId));
    const deadline = Date.now() + 30_000;
    let claims = await reminderClaims(pool);
    while (!open.every((m) => claims.some((c) => c.user_id === m.userId)) && Date.now() < deadline) {
      await sleep(500);
      claims = await reminderClaims(pool);
    }
    await sleep(4_000); // a few more firings of every scheduler
    claims = await reminderClaims(pool);
    const mails = await reminderMailsTo(
      mail.webUrl,
      everyone.map((m) => m.email),
    );
    const byUser = new Map(everyone.map((m) => [m.userId, m]));
    expect(open.filter((m) => !claims.some((c) => c.user_id === m.userId)).map((m) => m.email)).toEqual([]);
    const twice = [...mails].filter(([, n]) => n > 1);
    expect(twice).toEqual([]);
    // every mail has its claim (a mail without one would be a send the claim did not guard)
    const claimed = new Set(claims.map((c) => byUser.get(c.user_id)?.email.toLowerCase()));
    expect([...mails.keys()].filter((email) => !claimed.has(email))).toEqual([]);

    // the read models equal a clean rebuild (projections:verify)
    await waitForProjectionsAtHead(pool);
    expect(await readModelDifferences(database.url, pool)).toEqual([]);
    process.stderr.write(
      `worker-sigkill: ${kills} kills; ${claims.length} reminder claims, ${[...mails.values()].reduce((a, b) => a + b, 0)} reminder mails\n`,
    );
    expect([...stack.api.unexpectedExits, ...worker.unexpectedExits]).toEqual([]);
  });
});
