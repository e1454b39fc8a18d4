import { WorkspaceMessages as M, clientStreamName } from '@gc/contracts';
import type { AggregateStore } from '../../../shared/aggregate-store';
import { notFound } from '../../../shared/domain-error';
import { loadReferenceDataIds } from '../../clients';
import { clientDecider } from '../../clients';
import type { TeamContext } from '../domain/team.decider';

export interface TeamRules {
  readonly known: TeamContext;
  /** the client's team roles now */
  readonly teamRoleIds: ReadonlySet<string>;
  /** a new team's industry when none is chosen */
  readonly clientIndustryId: string;
}

/** What team commands are checked against, from the write side: the client stream and the reference data. */
export async function loadTeamRules(aggregates: AggregateStore, clientId: string): Promise<TeamRules> {
  const [{ state: client }, reference] = await Promise.all([
    aggregates.load(clientStreamName(clientId), clientDecider),
    loadReferenceDataIds(aggregates),
  ]);
  if (!client.exists) throw notFound(M.clientNotFound, 'CLIENT_NOT_FOUND');
  return {
    known: { stageIds: reference.stageIds, industryIds: reference.industryIds },
    teamRoleIds: new Set(client.teamRoles.keys()),
    clientIndustryId: client.industryId,
  };
}
