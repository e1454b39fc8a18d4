import { Injectable, Module, OnModuleInit } from '@nestjs/common';
import { SweeperRegistry } from '../../../infrastructure/queue/job-processors';
import { Reactions } from '../../../infrastructure/reactions/reactions';
import { OrphanedMemberships } from './orphaned-memberships.service';
import { RemoveMembershipsWhenUserLeft } from './remove-memberships-when-user-left.reaction';

/**
 * The teams' background work in the worker: as soon as the identity read model records that someone left a client
 * or was erased, their memberships there are removed (a reaction); the periodic sweep catches anything a crash in
 * between missed.
 */
@Injectable()
export class TeamsJobs implements OnModuleInit {
  constructor(
    private readonly reactions: Reactions,
    private readonly sweepers: SweeperRegistry,
    private readonly memberships: OrphanedMemberships,
    private readonly removeMembershipsWhenUserLeft: RemoveMembershipsWhenUserLeft,
  ) {}

  onModuleInit(): void {
    this.reactions.register(this.removeMembershipsWhenUserLeft);
    this.sweepers.register({ name: 'orphaned-team-memberships', sweep: (now) => this.memberships.remove(now) });
  }
}

@Module({ providers: [OrphanedMemberships, RemoveMembershipsWhenUserLeft, TeamsJobs] })
export class TeamsWorkerModule {}
