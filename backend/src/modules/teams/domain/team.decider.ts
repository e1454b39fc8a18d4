import { TEAM_TYPES, WorkspaceMessages as M, type TeamDetails, type TeamEvent } from '@gc/contracts';
import { assertNever, type Decider } from '../../../shared/decider';
import type { ReferenceDataState } from '../../reference-data';
import { conflict, invalid, notFound } from '../../../shared/domain-error';

/** What the team's rules check against, loaded by the handler: reference data and the client's team roles. */
export type TeamContext = Pick<ReferenceDataState, 'stageIds' | 'industryIds'>;

/**
 * Every command names the caller's current client: a team of another client is answered exactly like a team that
 * does not exist (404), so ids never reveal another tenant's data.
 */
export type CreateTeam = {
  readonly type: 'CreateTeam';
  readonly teamId: string;
  readonly clientId: string;
  readonly details: TeamDetails;
  readonly known: TeamContext;
};
/** An edit: industry and founded date left out (null) keep their current values. */
export type EditedTeamDetails = Omit<TeamDetails, 'industry' | 'dateFounded'> & {
  readonly industry: string | null;
  readonly dateFounded: number | null;
};
export type ChangeTeamDetails = {
  readonly type: 'ChangeTeamDetails';
  readonly clientId: string;
  readonly details: EditedTeamDetails;
  readonly known: TeamContext;
};
export type DeleteTeam = { readonly type: 'DeleteTeam'; readonly clientId: string };
/** A member's team role as a command gives it: checked against the team roles the client has now. */
interface MemberRoleChoice {
  readonly clientId: string;
  readonly userId: string;
  readonly teamRoleId: string;
  /** the team roles the client has now */
  readonly teamRoleIds: ReadonlySet<string>;
}
export type AddTeamMember = { readonly type: 'AddTeamMember' } & MemberRoleChoice;
export type ChangeTeamMemberRole = { readonly type: 'ChangeTeamMemberRole' } & MemberRoleChoice;
export type RemoveTeamMember = {
  readonly type: 'RemoveTeamMember';
  readonly clientId: string;
  readonly userId: string;
};
export type TeamCommand =
  CreateTeam | ChangeTeamDetails | DeleteTeam | AddTeamMember | ChangeTeamMemberRole | RemoveTeamMember;

export interface TeamState {
  readonly status: 'none' | 'active' | 'deleted';
  readonly teamId: string;
  readonly clientId: string;
  readonly details: TeamDetails | null;
  /** userId -> teamRoleId, in the order they joined */
  readonly members: ReadonlyMap<string, string>;
}

const initialState = (): TeamState => ({ status: 'none', teamId: '', clientId: '', details: null, members: new Map() });

function validDetails(details: TeamDetails, known: TeamContext): TeamDetails {
  const teamName = details.teamName.trim();
  const description = details.description.trim();
  if (!teamName || !description) throw invalid(M.required);
  if (!TEAM_TYPES.includes(details.teamType)) throw invalid(M.selectOption, 'UNKNOWN_TEAM_TYPE');
  if (!known.stageIds.has(details.stage)) throw invalid(M.selectOption, 'UNKNOWN_STAGE');
  if (!known.industryIds.has(details.industry)) throw invalid(M.selectOption, 'UNKNOWN_INDUSTRY');
  if (!Number.isSafeInteger(details.dateFounded) || details.dateFounded < 0) throw invalid(M.invalidDate, 'BAD_DATE');
  return { ...details, teamName, description };
}

const sameDetails = (a: TeamDetails, b: TeamDetails) =>
  a.teamName === b.teamName &&
  a.description === b.description &&
  a.teamType === b.teamType &&
  a.stage === b.stage &&
  a.industry === b.industry &&
  a.dateFounded === b.dateFounded;

function checkTeamRole(teamRoleId: string, teamRoleIds: ReadonlySet<string>): void {
  if (!teamRoleIds.has(teamRoleId)) throw invalid(M.selectRole, 'UNKNOWN_TEAM_ROLE');
}

function decide(command: TeamCommand, state: TeamState): TeamEvent[] {
  if (command.type === 'CreateTeam') {
    if (state.status !== 'none') throw conflict('This team already exists.', 'TEAM_EXISTS');
    const details = validDetails(command.details, command.known);
    return [{ type: 'TeamCreated', data: { teamId: command.teamId, clientId: command.clientId, ...details } }];
  }
  if (state.status !== 'active' || state.clientId !== command.clientId)
    throw notFound(M.teamNotFound, 'TEAM_NOT_FOUND');
  const ids = { teamId: state.teamId, clientId: state.clientId };
  switch (command.type) {
    case 'ChangeTeamDetails': {
      const current = state.details as TeamDetails;
      const edited = command.details;
      const details = validDetails(
        {
          ...edited,
          industry: edited.industry ?? current.industry,
          dateFounded: edited.dateFounded ?? current.dateFounded,
        },
        command.known,
      );
      if (sameDetails(details, current)) return [];
      return [{ type: 'TeamDetailsChanged', data: { ...ids, ...details } }];
    }
    case 'DeleteTeam':
      return [{ type: 'TeamDeleted', data: ids }];
    case 'AddTeamMember':
      if (state.members.has(command.userId)) throw conflict(M.emailAlreadyInTeam, 'MEMBER_EXISTS');
      checkTeamRole(command.teamRoleId, command.teamRoleIds);
      return [{ type: 'TeamMemberAdded', data: { ...ids, userId: command.userId, teamRoleId: command.teamRoleId } }];
    case 'ChangeTeamMemberRole': {
      const current = state.members.get(command.userId);
      if (current === undefined) throw notFound(M.memberNotFound, 'MEMBER_NOT_FOUND');
      checkTeamRole(command.teamRoleId, command.teamRoleIds);
      if (current === command.teamRoleId) return [];
      return [
        { type: 'TeamMemberRoleChanged', data: { ...ids, userId: command.userId, teamRoleId: command.teamRoleId } },
      ];
    }
    case 'RemoveTeamMember':
      if (!state.members.has(command.userId)) throw notFound(M.memberNotFound, 'MEMBER_NOT_FOUND');
      return [{ type: 'TeamMemberRemoved', data: { ...ids, userId: command.userId } }];
    default:
      return assertNever(command);
  }
}

function evolve(state: TeamState, event: TeamEvent): TeamState {
  switch (event.type) {
    case 'TeamCreated':
    case 'TeamDetailsChanged': {
      const { teamId, clientId, ...details } = event.data;
      return { ...state, status: 'active', teamId, clientId, details };
    }
    case 'TeamDeleted':
      return { ...state, status: 'deleted' };
    case 'TeamMemberAdded':
    case 'TeamMemberRoleChanged':
      return { ...state, members: new Map(state.members).set(event.data.userId, event.data.teamRoleId) };
    case 'TeamMemberRemoved': {
      const members = new Map(state.members);
      members.delete(event.data.userId);
      return { ...state, members };
    }
    default:
      return assertNever(event);
  }
}

/**
 * A team and its members (stream `team-{id}`). A member's team role may later be replaced client-wide
 * (TeamRoleReplaced in the client stream); the read model follows that, and this state only needs to know who is
 * a member, so it does not.
 */
export const teamDecider: Decider<TeamCommand, TeamEvent, TeamState> = { initialState, evolve, decide };
