import { Injectable, Module, OnModuleInit } from '@nestjs/common';
import type { RecordedEventOf, ReflectionEvent, TakeEvent } from '@gc/contracts';
import { reflectionsProjection } from '@gc/projections';
import { MailModule } from '../../../infrastructure/mail/mail.module';
import { QueueName } from '../../../infrastructure/queue/queue-names';
import { clock } from '../../../shared/clock';
import { JobProcessorRegistry, SweeperRegistry } from '../../../infrastructure/queue/job-processors';
import type { Reaction } from '../../../infrastructure/reactions/reaction';
import { Reactions } from '../../../infrastructure/reactions/reactions';
import { IDENTITY_CONFIG, loadIdentityConfig } from '../../identity';
import { BASELINE_REMINDER_JOB, BaselineReminders } from './baseline-reminders.service';

type Moves = Extract<
  ReflectionEvent | TakeEvent,
  { type: 'ReflectionPublished' | 'ReflectionAssigneesChanged' | 'ReflectionAdminClosed' | 'TakeSubmitted' }
>;

/** Someone's baseline opened, changed hands or ended: their reminder schedule follows at once (the sweep is the net). */
@Injectable()
export class ScheduleRemindersWhenBaselinesMove implements Reaction<Moves> {
  readonly name = 'schedule-reminders-when-baselines-move';
  readonly after = reflectionsProjection.name;
  readonly on = [
    'ReflectionPublished',
    'ReflectionAssigneesChanged',
    'ReflectionAdminClosed',
    'TakeSubmitted',
  ] as const;

  constructor(private readonly reminders: BaselineReminders) {}

  async handle(events: RecordedEventOf<Moves>[]): Promise<void> {
    const people = new Set<string>();
    for (const event of events) {
      if (event.type === 'TakeSubmitted') people.add(event.data.userId);
      else if (event.type === 'ReflectionAdminClosed') continue;
      else for (const a of event.data.assignees) people.add(a.userId);
    }
    // an admin close ends reminders for everyone on it: reconcile all (cheap: one scan)
    const all = events.some((e) => e.type === 'ReflectionAdminClosed');
    await this.reminders.reconcile(clock.now(), all ? undefined : [...people]);
  }
}

@Injectable()
export class RemindersJobs implements OnModuleInit {
  constructor(
    private readonly registry: JobProcessorRegistry,
    private readonly sweepers: SweeperRegistry,
    private readonly reactions: Reactions,
    private readonly reminders: BaselineReminders,
    private readonly scheduleWhenBaselinesMove: ScheduleRemindersWhenBaselinesMove,
  ) {}

  onModuleInit(): void {
    this.registry.register(QueueName.Timers, BASELINE_REMINDER_JOB, (job) =>
      this.reminders.remind(String(job.data.userId), clock.now()),
    );
    this.sweepers.register({ name: 'baseline-reminders', sweep: (now) => this.reminders.reconcile(now) });
    this.reactions.register(this.scheduleWhenBaselinesMove);
  }
}

@Module({
  imports: [MailModule],
  providers: [
    { provide: IDENTITY_CONFIG, useFactory: () => loadIdentityConfig() },
    BaselineReminders,
    ScheduleRemindersWhenBaselinesMove,
    RemindersJobs,
  ],
})
export class RemindersWorkerModule {}
