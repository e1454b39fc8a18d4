import { Injectable, Module, OnModuleInit } from '@nestjs/common';
import { QueueName } from '../../../infrastructure/queue/queue-names';
import { MailModule } from '../../../infrastructure/mail/mail.module';
import { systemContext } from '../../../shared/command-context';
import { JobProcessorRegistry, SweeperRegistry } from '../../../infrastructure/queue/job-processors';
import { InviteUserHandler } from '../../identity';
import { IDENTITY_CONFIG, loadIdentityConfig } from '../../identity';
import { UserAccounts } from '../../identity';
import { ERASE_USER_JOB, TEMPORARY_PASSWORD_JOB } from '../shared/users-jobs';
import { UserErasure } from './user-erasure.service';
import { clock } from '../../../shared/clock';

/**
 * The users module's background work in the worker process: the delayed erasure job, the erasure sweep, and the
 * temporary-password mail of imported users (the job carries the user id only: the password is generated, stored
 * hashed and mailed when the job runs, so no secret ever sits in Redis).
 */
@Injectable()
export class UsersJobs implements OnModuleInit {
  constructor(
    private readonly registry: JobProcessorRegistry,
    private readonly sweepers: SweeperRegistry,
    private readonly erasure: UserErasure,
    private readonly invitations: InviteUserHandler,
    private readonly accounts: UserAccounts,
  ) {}

  onModuleInit(): void {
    this.registry.register(QueueName.Maintenance, ERASE_USER_JOB, async (job) =>
      this.erasure.erase(String(job.data.userId), clock.now()),
    );
    this.registry.register(QueueName.Mail, TEMPORARY_PASSWORD_JOB, async (job) => {
      const userId = String(job.data.userId);
      const state = await this.accounts.state(userId);
      // only people still waiting for their first login get one (a retry after set-up must not reset a password)
      if (state.status !== 'invited') return false;
      await this.invitations.issueTemporaryPassword(userId, systemContext());
      return true;
    });
    this.sweepers.register({ name: 'user-erasure', sweep: (now) => this.erasure.sweep(now) });
  }
}

/** Import into the worker's root module (WorkerModule.forRoot's imports) so these jobs run there. */
@Module({
  imports: [MailModule],
  providers: [
    { provide: IDENTITY_CONFIG, useFactory: () => loadIdentityConfig() },
    UserAccounts,
    InviteUserHandler,
    UserErasure,
    UsersJobs,
  ],
})
export class UsersWorkerModule {}
