import type { TeamType } from './workspace-rules';

/**
 * Facts of a team (stream `team-{teamId}`). Members are referenced by user id only: names and emails live in
 * identity's personal data and are joined at query time, so erasing a person never means rewriting events.
 * Every payload names its client so projections can stamp client_id without a lookup.
 */
export interface TeamDetails {
  readonly teamName: string;
  readonly description: string;
  readonly teamType: TeamType;
  /** a stage_id of the reference data */
  readonly stage: string;
  /** an industry_id of the reference data */
  readonly industry: string;
  /** epoch milliseconds */
  readonly dateFounded: number;
}

export type TeamCreated = {
  readonly type: 'TeamCreated';
  readonly data: { readonly teamId: string; readonly clientId: string } & TeamDetails;
};

export type TeamDetailsChanged = {
  readonly type: 'TeamDetailsChanged';
  readonly data: { readonly teamId: string; readonly clientId: string } & TeamDetails;
};

export type TeamDeleted = {
  readonly type: 'TeamDeleted';
  readonly data: { readonly teamId: string; readonly clientId: string };
};

export type TeamMemberAdded = {
  readonly type: 'TeamMemberAdded';
  readonly data: {
    readonly teamId: string;
    readonly clientId: string;
    readonly userId: string;
    readonly teamRoleId: string;
  };
};

export type TeamMemberRoleChanged = {
  readonly type: 'TeamMemberRoleChanged';
  readonly data: {
    readonly teamId: string;
    readonly clientId: string;
    readonly userId: string;
    readonly teamRoleId: string;
  };
};

export type TeamMemberRemoved = {
  readonly type: 'TeamMemberRemoved';
  readonly data: { readonly teamId: string; readonly clientId: string; readonly userId: string };
};

export type TeamEvent =
  TeamCreated | TeamDetailsChanged | TeamDeleted | TeamMemberAdded | TeamMemberRoleChanged | TeamMemberRemoved;
export const TEAM_EVENT_TYPES: readonly TeamEvent['type'][] = [
  'TeamCreated',
  'TeamDetailsChanged',
  'TeamDeleted',
  'TeamMemberAdded',
  'TeamMemberRoleChanged',
  'TeamMemberRemoved',
];
