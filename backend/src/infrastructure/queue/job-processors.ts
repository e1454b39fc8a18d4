import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { QueueName } from './queue-names';

export type JobProcessor = (job: Job) => Promise<unknown>;

/**
 * Job handlers by queue and job name. Modules register theirs at start-up; the worker dispatches on job.name and
 * fails a job whose name nobody handles (it then shows up in the failed set instead of vanishing). Handlers must be
 * idempotent: BullMQ delivers at least once.
 */
@Injectable()
export class JobProcessorRegistry {
  private readonly processors = new Map<QueueName, Map<string, JobProcessor>>();

  register(queue: QueueName, jobName: string, processor: JobProcessor): void {
    const byName = this.processors.get(queue) ?? new Map<string, JobProcessor>();
    if (byName.has(jobName)) throw new Error(`A processor for ${queue}/${jobName} is already registered`);
    byName.set(jobName, processor);
    this.processors.set(queue, byName);
  }

  queues(): QueueName[] {
    return [...this.processors.keys()];
  }

  async dispatch(queue: QueueName, job: Job): Promise<unknown> {
    const processor = this.processors.get(queue)?.get(job.name);
    if (!processor) throw new Error(`No processor for job '${job.name}' on queue '${queue}'`);
    return processor(job);
  }
}

/** Periodic safety nets contributed by modules (e.g. re-create phase timers Redis lost). Idempotent. */
export type Sweeper = { name: string; sweep(now: Date): Promise<number> };

@Injectable()
export class SweeperRegistry {
  private readonly sweepers: Sweeper[] = [];
  register(sweeper: Sweeper): void {
    this.sweepers.push(sweeper);
  }
  list(): readonly Sweeper[] {
    return this.sweepers;
  }
}
