import { Command } from '@nestjs/cqrs';
import { teamStreamName, type TeamEvent } from '@gc/contracts';
import type { AggregateStore, CommandResult } from '../../../shared/aggregate-store';
import type { CommandContext } from '../../../shared/command-context';
import { teamDecider } from '../domain/team.decider';
import { requireTeam } from './member-lookup';
import { loadTeamRules } from './team-rules';

export type MemberRoleResult = CommandResult<TeamEvent> & { userId: string };

/** A person of the client (by email) given a team role of the client in a team: adding them, or changing it. */
export abstract class TeamMemberRoleCommand extends Command<MemberRoleResult> {
  constructor(
    readonly context: CommandContext,
    readonly clientId: string,
    readonly teamId: string,
    readonly email: string,
    readonly teamRoleId: string,
  ) {
    super();
  }
}

/**
 * 404 for a team that is not the client's before anything else, then the person (`findUser`: how this use case
 * finds them), then the decision against the client's team roles as they are now.
 */
export async function decideMemberRole(
  aggregates: AggregateStore,
  { context, clientId, teamId, teamRoleId }: TeamMemberRoleCommand,
  type: 'AddTeamMember' | 'ChangeTeamMemberRole',
  findUser: () => Promise<string>,
): Promise<MemberRoleResult> {
  await requireTeam(aggregates, clientId, teamId);
  const userId = await findUser();
  const { teamRoleIds } = await loadTeamRules(aggregates, clientId);
  const result = await aggregates.handle(
    teamStreamName(teamId),
    teamDecider,
    { type, clientId, userId, teamRoleId, teamRoleIds },
    context,
  );
  return { ...result, userId };
}
