import { Inject, Injectable, Logger, Module, OnModuleInit } from '@nestjs/common';
import type { AdminPhase } from '@gc/contracts';
import { refreshReflectionPhase, type Database } from '@gc/projections';
import type { Job } from 'bullmq';
import type { Kysely } from 'kysely';
import { QueueName } from '../../../infrastructure/queue/queue-names';
import { KYSELY } from '../../../infrastructure/tokens';
import { clock } from '../../../shared/clock';
import { JobProcessorRegistry, SweeperRegistry } from '../../../infrastructure/queue/job-processors';
import { REFLECTION_PHASE_JOB, ReflectionTimers, type PhaseJobData } from './reflection-timers';

/**
 * Phases time can no longer move. CLOSED (everyone submitted before the due date) is not one of them: it becomes
 * COMPLETED at the due date, so its due timer must be re-planned like any other when Redis lost it.
 */
const FINAL_PHASES: AdminPhase[] = ['ADMIN_CLOSED', 'COMPLETED'];

/**
 * The reflections' background work in the worker: the phase timers' processor (recompute one reflection's phase at
 * a boundary) and the sweep 'reflection-phases', the safety net that recomputes every open reflection's phase and
 * re-plans its timers (Redis wiped, a job lost, an api that stopped between the fact and the planning).
 */
@Injectable()
export class ReflectionPhases implements OnModuleInit {
  private readonly logger = new Logger('reflection-phases');

  constructor(
    @Inject(KYSELY) private readonly db: Kysely<Database>,
    private readonly registry: JobProcessorRegistry,
    private readonly sweepers: SweeperRegistry,
    private readonly timers: ReflectionTimers,
  ) {}

  onModuleInit(): void {
    this.registry.register(QueueName.Timers, REFLECTION_PHASE_JOB, (job) => this.onBoundary(job));
    this.sweepers.register({ name: 'reflection-phases', sweep: (now) => this.sweep(now) });
  }

  /** A boundary's job: the phase as of the boundary's instant at the earliest (a timer never fires early in effect). */
  async onBoundary(job: Job): Promise<string | null> {
    const { reflectionId, at } = job.data as PhaseJobData;
    const now = new Date(Math.max(clock.now().getTime(), at));
    const refreshed = await this.db.transaction().execute((trx) => refreshReflectionPhase(trx, reflectionId, now));
    if (refreshed?.changed) this.logger.log({ msg: 'phase moved', reflectionId, phase: refreshed.phase });
    return refreshed?.phase ?? null;
  }

  /**
   * Every published reflection whose phase time can still move (not Completed nor Admin Closed): its phase now,
   * and its timers planned. Answers how many moved.
   */
  async sweep(now: Date): Promise<number> {
    const open = await this.db
      .selectFrom('reflections')
      .select(['reflection_id', 'launch_date', 'due_date'])
      .where('kind', '=', 'PUBLISHED')
      .where('phase', 'not in', FINAL_PHASES)
      .execute();
    let moved = 0;
    for (const row of open) {
      const refreshed = await this.db
        .transaction()
        .execute((trx) => refreshReflectionPhase(trx, row.reflection_id, now));
      if (refreshed?.changed) moved += 1;
      if (row.launch_date && row.due_date)
        await this.timers.plan(row.reflection_id, row.launch_date, row.due_date, now);
    }
    return moved;
  }
}

@Module({ providers: [ReflectionTimers, ReflectionPhases] })
export class ReflectionsWorkerModule {}
