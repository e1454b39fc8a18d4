import { Injectable } from '@nestjs/common';
import type { RecordedEventOf, UserEvent } from '@gc/contracts';
import { identityUsersProjection } from '@gc/projections';
import { clock } from '../../../shared/clock';
import type { Reaction } from '../../../infrastructure/reactions/reaction';
import { OrphanedMemberships } from './orphaned-memberships.service';

type Left = Extract<UserEvent, { type: 'UserRemovedFromClient' | 'UserErased' }>;

/**
 * Someone left a client or was erased: their team memberships there go at once, as team facts. It follows the
 * identity read model, whose roles it reads to find the memberships left without a role; the sweep
 * 'orphaned-team-memberships' catches what a crash in between missed.
 */
@Injectable()
export class RemoveMembershipsWhenUserLeft implements Reaction<Left> {
  readonly name = 'remove-memberships-when-user-left';
  readonly after = identityUsersProjection.name;
  readonly on = ['UserRemovedFromClient', 'UserErased'] as const;

  constructor(private readonly memberships: OrphanedMemberships) {}

  async handle(events: RecordedEventOf<Left>[]): Promise<void> {
    await this.memberships.remove(
      clock.now(),
      events.map((e) => e.data.userId),
    );
  }
}
