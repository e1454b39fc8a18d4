import { SYSTEM_TEAM_ROLES, WorkspaceMessages as M, sameTeamRoleName, type ClientEvent } from '@gc/contracts';
import { assertNever, type Decider } from '../../../shared/decider';
import type { ReferenceDataState } from '../../reference-data';
import { conflict, invalid, notFound } from '../../../shared/domain-error';

/** Ids known to the reference data when the command is decided (loaded by the handler, checked here). */
export type KnownReferenceData = Pick<ReferenceDataState, 'industryIds' | 'organizationIds'>;

export type CreateClient = {
  readonly type: 'CreateClient';
  readonly clientId: string;
  readonly clientName: string;
  readonly description: string;
  readonly industryId: string;
  readonly organizationId: string;
  readonly known: KnownReferenceData;
};
export type ChangeClientDetails = {
  readonly type: 'ChangeClientDetails';
  readonly clientName: string;
  readonly description: string;
  readonly industryId: string;
  readonly known: KnownReferenceData;
};
export type AddTeamRole = { readonly type: 'AddTeamRole'; readonly teamRoleId: string; readonly name: string };
export type DeleteTeamRole = { readonly type: 'DeleteTeamRole'; readonly teamRoleId: string };
export type ReplaceTeamRole = {
  readonly type: 'ReplaceTeamRole';
  readonly teamRoleId: string;
  readonly replacementTeamRoleId: string;
};
export type ClientCommand = CreateClient | ChangeClientDetails | AddTeamRole | DeleteTeamRole | ReplaceTeamRole;

export interface TeamRoleState {
  readonly name: string;
  readonly system: boolean;
}

export interface ClientState {
  readonly exists: boolean;
  readonly clientId: string;
  readonly clientName: string;
  readonly description: string;
  readonly industryId: string;
  readonly organizationId: string;
  /** in the order they were added */
  readonly teamRoles: ReadonlyMap<string, TeamRoleState>;
}

const initialState = (): ClientState => ({
  exists: false,
  clientId: '',
  clientName: '',
  description: '',
  industryId: '',
  organizationId: '',
  teamRoles: new Map(),
});

function without<K, V>(map: ReadonlyMap<K, V>, key: K): Map<K, V> {
  const copy = new Map(map);
  copy.delete(key);
  return copy;
}

function required(value: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw invalid(M.required);
  return trimmed;
}

function checkIndustry(industryId: string, known: KnownReferenceData): void {
  if (!known.industryIds.has(industryId)) throw invalid(M.selectOption, 'UNKNOWN_INDUSTRY');
}

function existingRole(state: ClientState, teamRoleId: string): TeamRoleState {
  const role = state.teamRoles.get(teamRoleId);
  if (!role) throw notFound(M.teamRoleNotFound, 'TEAM_ROLE_NOT_FOUND');
  return role;
}

function decide(command: ClientCommand, state: ClientState): ClientEvent[] {
  if (command.type !== 'CreateClient' && !state.exists) throw notFound(M.clientNotFound, 'CLIENT_NOT_FOUND');
  switch (command.type) {
    case 'CreateClient': {
      if (state.exists) throw conflict('This client already exists.', 'CLIENT_EXISTS');
      const clientName = required(command.clientName);
      const description = required(command.description);
      checkIndustry(command.industryId, command.known);
      if (!command.known.organizationIds.has(command.organizationId))
        throw invalid(M.selectOption, 'UNKNOWN_ORGANIZATION');
      const { clientId } = command;
      return [
        {
          type: 'ClientCreated',
          data: {
            clientId,
            clientName,
            description,
            industryId: command.industryId,
            organizationId: command.organizationId,
          },
        },
        // Every client starts with the reflection roles; templates and reflections are built around them.
        ...SYSTEM_TEAM_ROLES.map((role): ClientEvent => ({
          type: 'TeamRoleAdded',
          data: { clientId, teamRoleId: role.teamRoleId, name: role.name, system: true },
        })),
      ];
    }
    case 'ChangeClientDetails': {
      const clientName = required(command.clientName);
      const description = required(command.description);
      checkIndustry(command.industryId, command.known);
      const unchanged =
        clientName === state.clientName && description === state.description && command.industryId === state.industryId;
      if (unchanged) return [];
      return [
        {
          type: 'ClientDetailsChanged',
          data: { clientId: state.clientId, clientName, description, industryId: command.industryId },
        },
      ];
    }
    case 'AddTeamRole': {
      const name = required(command.name);
      for (const role of state.teamRoles.values()) {
        if (sameTeamRoleName(role.name, name)) throw conflict(M.teamRoleExists(role.name), 'TEAM_ROLE_EXISTS');
      }
      if (state.teamRoles.has(command.teamRoleId)) throw conflict(M.teamRoleExists(name), 'TEAM_ROLE_EXISTS');
      return [
        {
          type: 'TeamRoleAdded',
          data: { clientId: state.clientId, teamRoleId: command.teamRoleId, name, system: false },
        },
      ];
    }
    case 'DeleteTeamRole': {
      if (existingRole(state, command.teamRoleId).system) throw conflict(M.systemTeamRoleLocked, 'SYSTEM_TEAM_ROLE');
      return [{ type: 'TeamRoleDeleted', data: { clientId: state.clientId, teamRoleId: command.teamRoleId } }];
    }
    case 'ReplaceTeamRole': {
      const role = existingRole(state, command.teamRoleId);
      existingRole(state, command.replacementTeamRoleId);
      if (command.teamRoleId === command.replacementTeamRoleId) throw invalid(M.replaceWithItself, 'SAME_TEAM_ROLE');
      if (role.system) throw conflict(M.systemTeamRoleLocked, 'SYSTEM_TEAM_ROLE');
      return [
        {
          type: 'TeamRoleReplaced',
          data: {
            clientId: state.clientId,
            teamRoleId: command.teamRoleId,
            replacementTeamRoleId: command.replacementTeamRoleId,
          },
        },
      ];
    }
    default:
      return assertNever(command);
  }
}

function evolve(state: ClientState, event: ClientEvent): ClientState {
  switch (event.type) {
    case 'ClientCreated':
      return { ...state, exists: true, ...event.data };
    case 'ClientDetailsChanged':
      return {
        ...state,
        clientName: event.data.clientName,
        description: event.data.description,
        industryId: event.data.industryId,
      };
    case 'TeamRoleAdded':
      return {
        ...state,
        teamRoles: new Map(state.teamRoles).set(event.data.teamRoleId, {
          name: event.data.name,
          system: event.data.system,
        }),
      };
    case 'TeamRoleDeleted':
    case 'TeamRoleReplaced':
      return { ...state, teamRoles: without(state.teamRoles, event.data.teamRoleId) };
    default:
      return assertNever(event);
  }
}

/** A client workspace and its team roles (stream `client-{id}`). */
export const clientDecider: Decider<ClientCommand, ClientEvent, ClientState> = { initialState, evolve, decide };
