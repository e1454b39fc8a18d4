import { Injectable } from '@nestjs/common';
import { phaseBoundaries, type ReflectionEvent } from '@gc/contracts';
import { QueueName } from '../../../infrastructure/queue/queue-names';
import { QueueService } from '../../../infrastructure/queue/queue.service';

export const REFLECTION_PHASE_JOB = 'reflection-phase';

export interface PhaseJobData {
  readonly reflectionId: string;
  readonly boundary: 'launch' | 'due-soon' | 'due';
  /** epoch ms of the boundary: the processor never judges the phase earlier than this */
  readonly at: number;
}

/** One job per reflection and boundary: the id says what it is about, so planning twice is a no-op. */
export const phaseJobId = (reflectionId: string, boundary: PhaseJobData['boundary']) =>
  `reflection-phase-${reflectionId}-${boundary}`;

/**
 * The phase timers of a published reflection: BullMQ delayed jobs at its launch, 48 hours before its due date (Due
 * Soon) and at its due date, each recomputing the phase in the read model when it fires. Planned by the api right
 * after the fact that sets or moves the dates; re-planning replaces a job whose instant changed. The worker's sweep
 * re-plans every open reflection, so timers Redis lost come back.
 */
@Injectable()
export class ReflectionTimers {
  constructor(private readonly queues: QueueService) {}

  /** Plans the boundaries still ahead; answers how many jobs it (re)created. */
  async plan(reflectionId: string, launchDate: string | Date, dueDate: string | Date, now: Date): Promise<number> {
    const queue = this.queues.queue(QueueName.Timers);
    let created = 0;
    for (const { kind, at } of phaseBoundaries(launchDate, dueDate)) {
      const jobId = phaseJobId(reflectionId, kind);
      const existing = await queue.getJob(jobId);
      if (existing) {
        const state = await existing.getState();
        if ((existing.data as PhaseJobData).at === at && (state === 'delayed' || state === 'waiting')) continue;
        // a moved date, or a job that already ran or failed: its id must be free for the new one
        await existing.remove().catch(() => undefined);
      }
      if (at <= now.getTime()) continue;
      const data: PhaseJobData = { reflectionId, boundary: kind, at };
      await queue.add(REFLECTION_PHASE_JOB, data, {
        jobId,
        delay: at - now.getTime(),
        removeOnComplete: true,
        removeOnFail: 100,
      });
      created += 1;
    }
    return created;
  }

  /** Plans the timers of the facts that set or move a reflection's dates (publishing it, rescheduling it). */
  async follow(reflectionId: string, events: readonly ReflectionEvent[], now: Date): Promise<void> {
    for (const event of events)
      if (event.type === 'ReflectionPublished' || event.type === 'ReflectionRescheduled')
        await this.plan(reflectionId, event.data.launchDate, event.data.dueDate, now);
  }

  /** The pending timers of a reflection (tests and diagnostics). */
  async pending(reflectionId: string): Promise<PhaseJobData[]> {
    const queue = this.queues.queue(QueueName.Timers);
    const out: PhaseJobData[] = [];
    for (const kind of ['launch', 'due-soon', 'due'] as const) {
      const job = await queue.getJob(phaseJobId(reflectionId, kind));
      if (job && ['delayed', 'waiting'].includes(await job.getState())) out.push(job.data as PhaseJobData);
    }
    return out;
  }
}
