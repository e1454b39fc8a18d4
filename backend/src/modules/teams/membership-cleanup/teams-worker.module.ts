import { Injectable, Module, OnModuleInit } from '@nestjs/common';
import type { RecordedEvent } from '@gc/contracts';
import { ProjectionHooks } from '../../../workers/projection-hooks';
import { SweeperRegistry } from '../../../workers/job-processors';
import { OrphanedMemberships } from './orphaned-memberships.service';

const LEAVING = new Set(['UserRemovedFromClient', 'UserErased']);

/**
 * The teams' background work in the worker: as soon as the identity read model records that someone left a client
 * or was erased, their memberships there are removed; the periodic sweep catches anything a crash in between missed.
 */
@Injectable()
export class TeamsJobs implements OnModuleInit {
  constructor(
    private readonly hooks: ProjectionHooks,
    private readonly sweepers: SweeperRegistry,
    private readonly memberships: OrphanedMemberships,
  ) {}

  onModuleInit(): void {
    this.hooks.register(async (_projection: string, events: RecordedEvent[]) => {
      const leaving = events.filter((e) => LEAVING.has(e.type)).map((e) => (e.data as { userId: string }).userId);
      if (leaving.length) await this.memberships.remove(new Date(), leaving);
    });
    this.sweepers.register({ name: 'orphaned-team-memberships', sweep: (now) => this.memberships.remove(now) });
  }
}

@Module({ providers: [OrphanedMemberships, TeamsJobs] })
export class TeamsWorkerModule {}
