// Postgres restarted mid-run (issue 14): 503 with a clear message while it is away (never 500, never a hang), the
// api and the worker recover by themselves, and no acknowledged save is lost. A Postgres of the test's own.
import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createKysely } from '@gc/projections';
import type { Pool } from 'pg';
import { startEmbeddedPostgres, type RunningPostgres } from '../src/dev/embedded-postgres';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../src/http/exception.filter';
import { migrateToLatest } from '../src/infrastructure/database/migrations';
import { allMigrations } from '../src/modules/migrations';
import { unsubscribeToken } from '../src/modules/reminders';
import { completeAnswers } from '../src/test-support/reflections-test-kit';
import { startTestMailCatcher, type TestMailCatcher } from '../src/test-support/mail-catcher';
import { checkPool, readModelDifferences, waitForProjectionsAtHead } from './support/checks';
import { publishBaseline, readTake, seedCohort, type Person } from './support/cohort';
import { freePort, sleep } from './support/processes';
import { startStack, uniqueSettings, type Stack } from './support/stack';

jest.setTimeout(180_000);

/** One PUT as the test saw it. */
interface Sent {
  member: string;
  slot: string;
  value: number;
  /** 0: no HTTP answer at all (refused, reset, timed out) */
  status: number;
  ms: number;
  at: number;
  body: any;
  retryAfter: string | null;
  position?: string;
}

describe('Postgres restarted while the cohort saves', () => {
  let dataDir: string;
  let port: number;
  let postgres: RunningPostgres | null = null;
  let mail: TestMailCatcher;
  let stack: Stack | undefined;
  let pool: Pool;
  const log: string[] = [];
  const startPostgres = async () =>
    (postgres = await startEmbeddedPostgres({ dataDir, port, log: (line) => log.push(line) }));

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'gc-faults-pg-'));
    port = await freePort();
    await startPostgres();
    pool = checkPool(postgres!.url);
    await migrateToLatest(createKysely(pool), allMigrations());
    mail = await startTestMailCatcher();
  });

  afterAll(async () => {
    await stack?.stop();
    await pool?.end();
    await postgres?.stop();
    await mail?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('given members saving, when Postgres stops and starts again, then 503 with Retry-After meanwhile, recovery without a restart, and every acknowledged save is there', async () => {
    const settings = uniqueSettings(postgres!.url, process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', mail.smtpUrl);
    const cohort = await seedCohort(settings, { teams: 1, membersPerTeam: 3 });
    stack = await startStack(settings, { SWEEP_EVERY_MS: '5000' });
    const api = stack.client;
    const [team] = cohort.teams;
    const { reflectionId, position } = await publishBaseline(api, cohort.admin, team, {
      launch: new Date(Date.now() - 60_000),
      due: new Date(Date.now() + 86_400_000),
    });

    // each member rewrites their ratings one answer per PUT, a pass over every slot after another, each pass
    // with the next value: the last acknowledged value of a slot (or a later attempt's) must survive
    const sent: Sent[] = [];
    let saving = true;
    const saver = async (member: Person) => {
      const take = await readTake(api, member, reflectionId, position);
      const slots = completeAnswers(take, 'unused').filter((a) => a.response !== undefined);
      for (let n = 0; saving; n++) {
        const slot = slots[n % slots.length];
        const value = 1 + (Math.floor(n / slots.length) % 4);
        const at = Date.now();
        const record: Sent = {
          member: member.userId,
          slot: `${slot.assessment_question_id}|${slot.subject}`,
          value,
          status: 0,
          ms: 0,
          at,
          body: null,
          retryAfter: null,
        };
        try {
          const answer = await api.call(
            member.token,
            'PUT',
            `/assessments/take/${reflectionId}`,
            { answers: [{ ...slot, response: value }] },
            {},
            20_000,
          );
          Object.assign(record, {
            status: answer.status,
            ms: answer.ms,
            body: answer.body,
            retryAfter: answer.headers.get('retry-after'),
            position: answer.status === 200 ? answer.body.position : undefined,
          });
        } catch (error) {
          record.body = String(error);
          record.ms = Date.now() - at;
        }
        sent.push(record);
        await sleep(record.status === 200 ? 60 : 250);
      }
    };
    const savers = team.members.map(saver);
    await sleep(2_000);

    // when: Postgres stops (fast shutdown: sessions are terminated) and stays away a few seconds
    await postgres!.stop();
    const downAt = Date.now();
    await sleep(1_500);
    const ready = await api.call(null, 'GET', '/ready', undefined, {}, 10_000);
    // a public route that writes (the reminder mail's one-click unsubscribe): past every guard, into the database
    const unsubscribe = await api.call(
      null,
      'POST',
      `/reminders/unsubscribe?token=${encodeURIComponent(unsubscribeToken(team.members[2].userId, settings.jwtSecret))}`,
      undefined,
      {},
      10_000,
    );
    const read = await api.call(team.members[0].token, 'GET', '/assessments/take', undefined, {}, 10_000);
    await sleep(2_000);
    await startPostgres();
    const upAt = Date.now();

    // then: every member's saves go through again without restarting anything
    const recovered = async () =>
      team.members.every((m) => sent.some((s) => s.member === m.userId && s.status === 200 && s.at > upAt));
    const deadline = Date.now() + 30_000;
    while (!(await recovered()) && Date.now() < deadline) await sleep(200);
    expect(await recovered()).toBe(true);
    const recoveredAt = Date.now();
    await sleep(1_500);
    saving = false;
    await Promise.all(savers);

    // while away: /api/ready says the database is down, a read answers the same 503
    expect([ready.status, ready.body?.responseObj?.checks?.database?.ok ?? ready.body?.checks?.database?.ok]).toEqual([
      503,
      false,
    ]);
    expect([unsubscribe.status, unsubscribe.body, unsubscribe.headers.get('retry-after')]).toEqual([
      503,
      {
        statusCode: 503,
        error: 'Service Unavailable',
        message: SERVICE_UNAVAILABLE_MESSAGE,
        requestId: expect.any(String),
      },
      '5',
    ]);
    // a signed-in read too: the session check failing for want of a database is a 503, not 'not signed in' (a 401
    // would sign the person out of the SPA)
    expect([read.status, read.body?.message, read.headers.get('retry-after')]).toEqual([
      503,
      SERVICE_UNAVAILABLE_MESSAGE,
      '5',
    ]);
    // every save answered 200 or 503 (never a 500 or a 401, never no answer), none hung, the 503s say what to do
    expect(sent.filter((s) => s.status !== 200 && s.status !== 503).map((s) => [s.status, s.body])).toEqual([]);
    const unavailable = sent.filter((s) => s.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    expect(unavailable.filter((s) => s.at < downAt - 1_000 || s.at > recoveredAt)).toEqual([]);
    expect(
      unavailable.filter(
        (s) =>
          s.body?.statusCode !== 503 ||
          s.body?.error !== 'Service Unavailable' ||
          s.body?.message !== SERVICE_UNAVAILABLE_MESSAGE ||
          s.retryAfter !== '5',
      ),
    ).toEqual([]);
    expect(sent.filter((s) => s.ms > 8_000).map((s) => [s.status, Math.round(s.ms)])).toEqual([]);
    expect(sent.filter((s) => s.at > recoveredAt && s.status !== 200)).toEqual([]);

    // and no acknowledged save is lost: each slot holds its last acknowledged value or a later attempt's (read
    // through the API once the worker's projections, which went through the restart too, have caught up)
    const catchUpFrom = Date.now();
    await waitForProjectionsAtHead(pool, 30_000);
    process.stderr.write(
      `postgres-restart: projections at the head ${Date.now() - catchUpFrom} ms after the saves stopped (${Date.now() - upAt} ms after Postgres was back)\n`,
    );
    for (const member of team.members) {
      const mine = sent.filter((s) => s.member === member.userId);
      const acked = mine.filter((s) => s.status === 200);
      expect(acked.length).toBeGreaterThan(0);
      const take = await readTake(api, member, reflectionId, acked[acked.length - 1].position);
      const stored = new Map(take.answers.map((a) => [`${a.assessment_question_id}|${a.subject}`, a.response]));
      const lost: string[] = [];
      for (const slot of new Set(acked.map((s) => s.slot))) {
        const attempts = mine.filter((s) => s.slot === slot);
        const lastAck = attempts.map((s) => s.status === 200).lastIndexOf(true);
        const allowed = attempts.slice(lastAck).map((s) => s.value);
        if (!allowed.includes(stored.get(slot) as number)) {
          // the event store's last word on the slot tells a lost write from a read model that missed it
          const [questionKey, subject] = slot.split('|');
          const { rows } = await pool.query<{ value: string | null }>(
            `select a->>'value' as value from es_events e, jsonb_array_elements(e.data->'answers') a
              where e.event_type = 'TakeAnswersRecorded' and e.data->>'userId' = $1 and e.data->>'reflectionId' = $2
                and a->>'questionKey' = $3 and a->>'subject' = $4
              order by e.transaction_id::text::numeric desc, e.global_seq desc limit 1`,
            [member.userId, reflectionId, questionKey, subject],
          );
          lost.push(
            `${slot}: read model ${stored.get(slot)}, event store ${rows[0]?.value}, acknowledged ${attempts[lastAck].value}`,
          );
        }
      }
      expect(lost).toEqual([]);
    }

    expect((await api.call(null, 'GET', '/ready')).status).toBe(200);
    await waitForProjectionsAtHead(pool);
    expect(await readModelDifferences(postgres!.url, pool)).toEqual([]);
    expect([...stack.api.unexpectedExits, ...stack.worker.unexpectedExits]).toEqual([]);
  });
});
