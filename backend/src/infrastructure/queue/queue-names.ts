/** Queues and the job names dispatched on them (workers switch on job.name). */
export const QueueName = {
  /** periodic safety nets: the sweep re-creates timers that Redis lost */
  Maintenance: 'maintenance',
  /** time-driven work: reflection phase boundaries, due-soon, reminders */
  Timers: 'timers',
  /** outgoing email */
  Mail: 'mail',
} as const;
export type QueueName = (typeof QueueName)[keyof typeof QueueName];

export const SWEEP_SCHEDULER_ID = 'maintenance-sweep';
export const SWEEP_JOB = 'sweep';
