import { IdentityMessages } from '../identity/identity.rules';

/**
 * Shared language of clients, teams and team roles (admin spec sections 3, 5, 6, 9): the messages the forms and
 * the API show verbatim, the input limits, the team types and the system team roles every client starts with.
 */
export const WorkspaceMessages = {
  required: 'Please fill in this field.',
  selectOption: 'Select an option.',
  selectRole: 'Please Select Role',
  invalidEmail: 'Input a valid email.',
  emailAlreadyInTeam: 'This email already exists',
  /** the same text identity answers with: defined once there */
  userNotFound: IdentityMessages.userNotFound,
  /** shown under 'User not found' by the frontend (admin spec section 8) */
  userNotFoundHint: 'Please invite them to create an account through Manage All Users',
  invalidDate: 'Please select a date',
  tooLong: (max: number) => `Please use at most ${max} characters.`,
  teamRoleExists: (name: string) => `A team role named "${name}" already exists.`,
  systemTeamRoleLocked: 'System team roles cannot be deleted or replaced.',
  replaceWithItself: 'Choose a different team role to replace it with.',
  clientNotFound: 'Client not found',
  teamNotFound: 'Team not found',
  teamRoleNotFound: 'Team role not found',
  memberNotFound: 'Team member not found',
} as const;

/** Text inputs default to 9000 characters; client edit and team member inputs allow 10000 (spec sections 5, 9). */
export const TEXT_MAX_LENGTH = 9000;
export const LONG_TEXT_MAX_LENGTH = 10000;

/** The placeholder option of the team-role dropdown: choosing it is no choice ('Please Select Role'). */
export const SELECT_ROLE_PLACEHOLDER = 'Select Role';

export const TEAM_TYPES = ['OS_TEAM', 'COFOUNDER_TEAM'] as const;
export type TeamType = (typeof TEAM_TYPES)[number];

/** Words kept upper-case when title-casing: acronyms read as such ('OS Team', not 'Os Team'). */
const ACRONYMS: ReadonlySet<string> = new Set(['OS']);

/** 'OS_TEAM' -> 'OS Team', 'COFOUNDER_TEAM' -> 'Cofounder Team': underscore words shown title-cased, acronyms kept. */
export function teamTypeLabel(teamType: string): string {
  return teamType
    .split('_')
    .filter(Boolean)
    .map((word) =>
      ACRONYMS.has(word.toUpperCase())
        ? word.toUpperCase()
        : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join(' ');
}

/**
 * Team roles every client starts with, flagged system (cannot be deleted or replaced). They are the reflection
 * roles of the spec's role table (2 Cofounder, 3 Executive Sponsor, 4 OS Lead, 9 OS Team Member): reflections and
 * their templates are built around exactly these. Their ids are the role ids, unique within a client.
 */
export const SYSTEM_TEAM_ROLES: ReadonlyArray<{ readonly teamRoleId: string; readonly name: string }> = [
  { teamRoleId: '2', name: 'Cofounder' },
  { teamRoleId: '3', name: 'Executive Sponsor' },
  { teamRoleId: '4', name: 'OS Lead' },
  { teamRoleId: '9', name: 'OS Team Member' },
];

/** Team role names compare trimmed and case-insensitively: 'cofounder ' duplicates 'Cofounder'. */
export function sameTeamRoleName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

export const clientStreamName = (clientId: string) => `client-${clientId}`;
export const teamStreamName = (teamId: string) => `team-${teamId}`;
