import { Inject, Injectable, Logger } from '@nestjs/common';
import { teamStreamName } from '@gc/contracts';
import type { Database } from '@gc/projections';
import type { Kysely } from 'kysely';
import { KYSELY } from '../../../infrastructure/tokens';
import { AggregateStore } from '../../../shared/aggregate-store';
import { systemContext } from '../../../shared/command-context';
import { DomainError } from '../../../shared/domain-error';
import { teamDecider } from '../domain/team.decider';
import { clock } from '../../../shared/clock';

const BATCH = 500;

/**
 * Team members must hold a role in the team's client (they are added from the client's users). When someone leaves
 * a client (UserRemovedFromClient) or is erased, their memberships are removed through the team aggregate, as facts
 * in the team streams, so the teams' state and their read model agree. Idempotent: keyed per (user, team), and a
 * membership already gone is simply skipped.
 */
@Injectable()
export class OrphanedMemberships {
  private readonly logger = new Logger('teams');

  constructor(
    private readonly aggregates: AggregateStore,
    @Inject(KYSELY) private readonly db: Kysely<Database>,
  ) {}

  /** Removes memberships whose person no longer holds a role in the team's client; answers how many. */
  async remove(now = clock.now(), userIds?: readonly string[]): Promise<number> {
    let query = this.db
      .selectFrom('team_members as m')
      .leftJoin('user_client_roles as r', (join) =>
        join.onRef('r.user_id', '=', 'm.user_id').onRef('r.client_id', '=', 'm.client_id'),
      )
      .where('r.user_id', 'is', null)
      .select(['m.team_id', 'm.user_id', 'm.client_id'])
      .limit(BATCH);
    if (userIds?.length) query = query.where('m.user_id', 'in', [...userIds]);
    const orphans = await query.execute();
    let removed = 0;
    for (const { team_id, user_id, client_id } of orphans) {
      try {
        const result = await this.aggregates.handle(
          teamStreamName(team_id),
          teamDecider,
          { type: 'RemoveTeamMember', clientId: client_id, userId: user_id },
          { ...systemContext(now), clientId: client_id, idempotencyKey: `orphaned-membership:${user_id}` },
        );
        if (result.events.length) removed++;
      } catch (error) {
        // the team was deleted or the member already removed meanwhile: nothing left to do
        if (!(error instanceof DomainError)) throw error;
      }
    }
    if (removed) this.logger.log({ msg: 'orphaned team memberships removed', removed });
    return removed;
  }
}
