/**
 * Facts of a client workspace (stream `client-{clientId}`): the client itself and its team roles. Who did it and
 * when travel in the event metadata (actorId, occurredAt), never in the payload.
 */
export type ClientCreated = {
  readonly type: 'ClientCreated';
  readonly data: {
    readonly clientId: string;
    readonly clientName: string;
    readonly description: string;
    readonly industryId: string;
    readonly organizationId: string;
  };
};

export type ClientDetailsChanged = {
  readonly type: 'ClientDetailsChanged';
  readonly data: {
    readonly clientId: string;
    readonly clientName: string;
    readonly description: string;
    readonly industryId: string;
  };
};

export type TeamRoleAdded = {
  readonly type: 'TeamRoleAdded';
  readonly data: {
    readonly clientId: string;
    readonly teamRoleId: string;
    readonly name: string;
    readonly system: boolean;
  };
};

export type TeamRoleDeleted = {
  readonly type: 'TeamRoleDeleted';
  readonly data: { readonly clientId: string; readonly teamRoleId: string };
};

/** The role is gone and every team member who held it now holds the replacement (in every team of the client). */
export type TeamRoleReplaced = {
  readonly type: 'TeamRoleReplaced';
  readonly data: { readonly clientId: string; readonly teamRoleId: string; readonly replacementTeamRoleId: string };
};

export type ClientEvent = ClientCreated | ClientDetailsChanged | TeamRoleAdded | TeamRoleDeleted | TeamRoleReplaced;
export const CLIENT_EVENT_TYPES: readonly ClientEvent['type'][] = [
  'ClientCreated',
  'ClientDetailsChanged',
  'TeamRoleAdded',
  'TeamRoleDeleted',
  'TeamRoleReplaced',
];
