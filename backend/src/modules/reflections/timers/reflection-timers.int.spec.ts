import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import {
  createReflectionsTestApp,
  createReflectionsWorld,
  draftFromBaseline,
  type ReflectionsWorld,
} from '../../../test-support/reflections-test-kit';
import type { TestApp } from '../../../test-support/test-app';
import { WorkerModule } from '../../../workers/worker.module';
import { QueueName } from '../../../infrastructure/queue/queue-names';
import { QueueService } from '../../../infrastructure/queue/queue.service';
import { ReflectionPhases, ReflectionTimers, ReflectionsWorkerModule, phaseJobId } from '..';

jest.setTimeout(90_000);

describe('phase timers: the read model moves at the boundaries with no request made', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let a: ReflectionsWorld;

  const phaseOf = async (id: string) =>
    (
      await t.db
        .selectFrom('reflections')
        .select(['phase', 'due_soon'])
        .where('reflection_id', '=', id)
        .executeTakeFirst()
    )?.phase;

  /** the phases the read model shows, sampled every 100 ms until `until` or the deadline */
  async function watch(id: string, until: string, deadlineMs: number): Promise<string[]> {
    const seen: string[] = [];
    const end = Date.now() + deadlineMs;
    while (Date.now() < end) {
      const phase = await phaseOf(id);
      if (phase && seen[seen.length - 1] !== phase) seen.push(phase);
      if (phase === until) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    return seen;
  }

  async function publish(launchInMs: number, dueInMs: number): Promise<string> {
    const draft = await draftFromBaseline(t, a.admin);
    const now = Date.now();
    await a.admin
      .auth(t.http().post(`/api/assessments/${draft.assessment_id}/publish`))
      .send({
        team_id: a.teamId,
        launch_date: new Date(now + launchInMs).toISOString(),
        due_date: new Date(now + dueInMs).toISOString(),
        members_with_roles: [{ email: a.receiver.email, observer: false, reciever: true }],
      })
      .expect(201);
    return draft.assessment_id;
  }

  beforeAll(async () => {
    t = await createReflectionsTestApp();
    // the worker process as production runs it, with the reflections' timers and sweep
    worker = await NestFactory.createApplicationContext(
      { module: class WorkerUnderTest {}, imports: [WorkerModule.forRoot(t.config), ReflectionsWorkerModule] },
      { logger: false },
    );
    await worker.init();
    a = await createReflectionsWorld(t, 'Timely');
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  it('given launch in 2 s and due in 4 s, then Upcoming -> In Progress -> Past Due, each within a moment of its instant', async () => {
    const published = Date.now();
    const id = await publish(2_000, 4_000);
    expect(await phaseOf(id)).toBe('UPCOMING');
    const seen = await watch(id, 'PAST_DUE', 15_000);
    expect(seen).toEqual(['UPCOMING', 'IN_PROGRESS', 'PAST_DUE']);
    // not before its instant: the due boundary is 4 s after publishing
    expect(Date.now() - published).toBeGreaterThanOrEqual(4_000);
    // the due-soon boundary (due - 48 h) was already past when published: only launch and due were planned
    expect(await worker.get(ReflectionTimers).pending(id)).toEqual([]);
  });

  it('given a reflection whose due date moves, then its timers are re-planned at the new instants', async () => {
    const id = await publish(60_000, 72 * 3_600_000);
    const timers = worker.get(ReflectionTimers);
    const first = await timers.pending(id);
    expect(first.map((j) => j.boundary)).toEqual(['launch', 'due-soon', 'due']);
    const row = await t.db
      .selectFrom('reflections')
      .select(['launch_date', 'due_date'])
      .where('reflection_id', '=', id)
      .executeTakeFirstOrThrow();
    const newDue = new Date(row.due_date!.getTime() + 24 * 3_600_000);
    await a.admin
      .auth(t.http().put(`/api/assessments/${id}/publish`))
      .send({ launch_date: row.launch_date!.toISOString(), due_date: newDue.toISOString() })
      .expect(200);
    const replanned = await timers.pending(id);
    expect(replanned).toEqual([
      { reflectionId: id, boundary: 'launch', at: row.launch_date!.getTime() },
      { reflectionId: id, boundary: 'due-soon', at: newDue.getTime() - 48 * 3_600_000 },
      { reflectionId: id, boundary: 'due', at: newDue.getTime() },
    ]);
  });

  it('given timers Redis lost, when the sweep runs, then they are planned again and a stale phase is corrected', async () => {
    const id = await publish(60_000, 72 * 3_600_000);
    const queue = worker.get(QueueService).queue(QueueName.Timers);
    for (const boundary of ['launch', 'due-soon', 'due'] as const)
      await (await queue.getJob(phaseJobId(id, boundary)))?.remove();
    await t.db.updateTable('reflections').set({ phase: 'PAST_DUE' }).where('reflection_id', '=', id).execute();
    expect(await worker.get(ReflectionTimers).pending(id)).toEqual([]);

    const moved = await worker.get(ReflectionPhases).sweep(new Date());
    expect(moved).toBeGreaterThanOrEqual(1);
    expect(await phaseOf(id)).toBe('UPCOMING');
    expect((await worker.get(ReflectionTimers).pending(id)).map((j) => j.boundary)).toEqual([
      'launch',
      'due-soon',
      'due',
    ]);
  });
});
