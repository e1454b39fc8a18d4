import { reflectionPhase, type AdminPhase, type GlobalPosition } from '@gc/contracts';
import { allProjections, createKysely, waitForPosition } from '@gc/projections';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { Pool } from 'pg';
import { describeDifference, verifyProjections } from '../../src/cli/projection-verify';
import { PostgresEventStore } from '../../src/infrastructure/event-store/postgres/postgres-event-store';
import { QueueName, SWEEP_SCHEDULER_ID } from '../../src/infrastructure/queue/queue-names';
import { phaseJobId } from '../../src/modules/reflections/timers/reflection-timers';
import { sleep } from './processes';

/** A pool on the test's database for the checks (idle clients may be ended by a restart: not a failure). */
export function checkPool(databaseUrl: string): Pool {
  const pool = new Pool({ connectionString: databaseUrl, max: 4 });
  pool.on('error', () => undefined);
  return pool;
}

/** Waits (up to `ms`) until every projection has passed the event store's head as it is now. */
export async function waitForProjectionsAtHead(pool: Pool, ms = 60_000): Promise<void> {
  const store = new PostgresEventStore(pool);
  const db = createKysely(pool);
  try {
    const head: GlobalPosition = await store.headPosition();
    if (!(await waitForPosition(db, head, { timeoutMs: ms })))
      throw new Error(`the projections did not reach the head ${head.commit}.${head.prepare} in ${ms} ms`);
  } finally {
    await store.close();
  }
}

/**
 * `npm run projections:verify -- all` as a function: every projection rebuilt into a shadow schema up to its live
 * checkpoint and compared row by row. Answers one line per difference (none: the read models equal a rebuild).
 */
export async function readModelDifferences(databaseUrl: string, pool: Pool): Promise<string[]> {
  const store = new PostgresEventStore(pool);
  try {
    const verdicts = await verifyProjections({ databaseUrl, pool, source: store, projections: allProjections });
    const differences: string[] = [];
    for (const v of verdicts) {
      if (v.truncated) differences.push(`${v.projection}: more differences than were collected`);
      for (const d of v.differences) differences.push(`${v.projection}: ${describeDifference(d)}`);
    }
    return differences;
  } finally {
    await store.close();
  }
}

export interface CaughtMail {
  subject: string;
  to: { address: string }[];
}

/** Baseline reminder mails in the catcher, counted per recipient (only the recipients asked about). */
export async function reminderMailsTo(webUrl: string, emails: readonly string[]): Promise<Map<string, number>> {
  const wanted = new Set(emails.map((e) => e.toLowerCase()));
  const mails = (await (await fetch(`${webUrl}/email`)).json()) as CaughtMail[];
  const counts = new Map<string, number>();
  for (const mail of mails) {
    if (!/^Reminder: your baseline reflection/.test(mail.subject)) continue;
    for (const to of mail.to) {
      const address = to.address.toLowerCase();
      if (wanted.has(address)) counts.set(address, (counts.get(address) ?? 0) + 1);
    }
  }
  return counts;
}

/** The reminder claims (baseline_reminder_deliveries), as `userId week` lines. */
export async function reminderClaims(pool: Pool): Promise<{ user_id: string; week: string }[]> {
  const { rows } = await pool.query<{ user_id: string; week: string }>(
    'select user_id, week from baseline_reminder_deliveries order by user_id, week',
  );
  return rows;
}

export interface PhaseCheck {
  reflectionId: string;
  live: AdminPhase;
  /** what contracts' reflectionPhase says for the facts in the read model at this instant */
  implied: AdminPhase;
}

/** Each reflection's phase in the read model beside the phase its dates and takes imply now. */
export async function phases(pool: Pool, reflectionIds: readonly string[]): Promise<PhaseCheck[]> {
  const db = createKysely(pool);
  const rows = await db
    .selectFrom('reflections as r')
    .select((eb) => [
      'r.reflection_id',
      'r.phase',
      'r.launch_date',
      'r.due_date',
      'r.admin_closed',
      eb
        .selectFrom('reflection_assignees as a')
        .whereRef('a.reflection_id', '=', 'r.reflection_id')
        .select(sql<string>`count(*)`.as('n'))
        .as('assigned'),
      eb
        .selectFrom('reflection_assignees as a')
        .whereRef('a.reflection_id', '=', 'r.reflection_id')
        .where('a.take_status', '=', 'COMPLETED')
        .select(sql<string>`count(*)`.as('n'))
        .as('finished'),
    ])
    .where('r.reflection_id', 'in', [...reflectionIds])
    .orderBy('r.reflection_id')
    .execute();
  const now = new Date();
  return rows.map((r) => ({
    reflectionId: r.reflection_id,
    live: r.phase as AdminPhase,
    implied: reflectionPhase(
      {
        launchDate: r.launch_date as Date,
        dueDate: r.due_date as Date,
        adminClosed: r.admin_closed,
        assigned: Number(r.assigned),
        finished: Number(r.finished),
      },
      now,
    ),
  }));
}

/** Polls `phases` until every live phase equals the implied one (or `ms` passed); answers the last look. */
export async function phasesSettled(pool: Pool, reflectionIds: readonly string[], ms: number): Promise<PhaseCheck[]> {
  const deadline = Date.now() + ms;
  for (;;) {
    const seen = await phases(pool, reflectionIds);
    if (seen.every((p) => p.live === p.implied) || Date.now() > deadline) return seen;
    await sleep(250);
  }
}

/** What BullMQ holds for one queue prefix: schedulers and the phase timers still to fire. */
export class QueueInspector {
  private readonly connection: Redis;
  private readonly timers: Queue;
  private readonly maintenance: Queue;

  constructor(redisUrl: string, prefix: string) {
    this.connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
    this.timers = new Queue(QueueName.Timers, { connection: this.connection, prefix });
    this.maintenance = new Queue(QueueName.Maintenance, { connection: this.connection, prefix });
  }

  async sweepScheduled(): Promise<boolean> {
    return !!(await this.maintenance.getJobScheduler(SWEEP_SCHEDULER_ID));
  }

  /** userIds with a baseline reminder scheduler */
  async reminderSchedulers(): Promise<string[]> {
    return (await this.timers.getJobSchedulers(0, -1))
      .map((s) => s.key)
      .filter((key) => key.startsWith('baseline-reminder-'))
      .map((key) => key.slice('baseline-reminder-'.length))
      .sort();
  }

  /** Whether the boundary's timer waits (delayed or waiting) in Redis. */
  async timerPending(reflectionId: string, boundary: 'launch' | 'due'): Promise<boolean> {
    const job = await this.timers.getJob(phaseJobId(reflectionId, boundary));
    return !!job && ['delayed', 'waiting', 'prioritized'].includes(await job.getState());
  }

  async flushAll(): Promise<void> {
    await this.connection.flushall();
  }

  async close(): Promise<void> {
    await this.timers.close();
    await this.maintenance.close();
    await this.connection.quit().catch(() => this.connection.disconnect());
  }
}
