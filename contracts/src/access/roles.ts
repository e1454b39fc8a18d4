/**
 * Role ids and labels (admin spec section 6, member spec section 3). A person holds one role per client; every
 * check uses the role in the currently selected client.
 */
export const RoleId = {
  ClientAdministrator: 0,
  Other: 1,
  Cofounder: 2,
  ExecutiveSponsor: 3,
  OsLead: 4,
  GlobalAdministrator: 5,
  VenturePartner: 6,
  Entrepreneur: 7,
  User: 8,
  OsTeamMember: 9,
  Eir: 10,
} as const;
export type RoleId = (typeof RoleId)[keyof typeof RoleId];

const ROLE_LABELS: Readonly<Record<number, string>> = {
  0: 'Client Administrator',
  1: 'Other',
  2: 'Cofounder',
  3: 'Executive Sponsor',
  4: 'OS Lead',
  5: 'Global Administrator',
  6: 'Venture Partner',
  7: 'Entrepreneur',
  8: 'User',
  9: 'OS Team Member',
  10: 'EIR',
};

/** 'Unknown Role' for anything that is not a known id (ids may arrive as strings, e.g. custom_role '5'). */
export function roleLabel(role: number | string | null | undefined): string {
  const id = typeof role === 'string' && role.trim() !== '' ? Number(role) : role;
  return typeof id === 'number' && Number.isInteger(id) && id in ROLE_LABELS ? ROLE_LABELS[id] : 'Unknown Role';
}

/** The three roles user management works with (codes 5, 0, 8). */
export const USER_MANAGEMENT_ROLES = [RoleId.GlobalAdministrator, RoleId.ClientAdministrator, RoleId.User] as const;
export type UserManagementRole = (typeof USER_MANAGEMENT_ROLES)[number];

export function isUserManagementRole(value: unknown): value is UserManagementRole {
  return typeof value === 'number' && (USER_MANAGEMENT_ROLES as readonly number[]).includes(value);
}

export function isAdminRole(role: number | null | undefined): boolean {
  return role === RoleId.GlobalAdministrator || role === RoleId.ClientAdministrator;
}

/**
 * Assignable roles when creating or editing users: Global Administrator may assign Global Admin, Client Admin and
 * User; Client Administrator may assign Client Admin and User; User may assign only User.
 */
export function assignableRoles(actorRole: number | null | undefined): readonly UserManagementRole[] {
  if (actorRole === RoleId.GlobalAdministrator)
    return [RoleId.GlobalAdministrator, RoleId.ClientAdministrator, RoleId.User];
  if (actorRole === RoleId.ClientAdministrator) return [RoleId.ClientAdministrator, RoleId.User];
  return [RoleId.User];
}

/** The capability table of admin spec section 6. */
export const Capability = {
  CreateClient: 'create-client',
  /** delete (or replace) a non-system item of a dropdown's options, e.g. a team role: role '5' only (section 6) */
  DeleteDropdownOptions: 'delete-dropdown-options',
  EditClientDetails: 'edit-client-details',
  BuildReflections: 'build-reflections',
  ManageTeams: 'manage-teams',
  EditOrDeleteTeams: 'edit-or-delete-teams',
  ManageAllUsers: 'manage-all-users',
  TakeReflections: 'take-reflections',
  SeeResults: 'see-results',
  Home: 'home',
} as const;
export type Capability = (typeof Capability)[keyof typeof Capability];

export function can(role: number | null | undefined, capability: Capability): boolean {
  switch (capability) {
    case Capability.CreateClient:
    case Capability.DeleteDropdownOptions:
      return role === RoleId.GlobalAdministrator;
    case Capability.EditClientDetails:
    case Capability.BuildReflections:
    case Capability.ManageTeams:
    case Capability.EditOrDeleteTeams:
    case Capability.ManageAllUsers:
      return isAdminRole(role);
    case Capability.TakeReflections:
    case Capability.SeeResults:
    case Capability.Home:
      return role !== null && role !== undefined;
  }
}
