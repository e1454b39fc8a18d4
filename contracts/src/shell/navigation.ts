import { can, Capability } from '../access/roles';

/**
 * The shell's navigation as data (admin spec section 2): the left menu, the header profile menu and the
 * application switcher. Routes are relative to /app so the same table serves links and route guards; labels are
 * the spec's texts. Icons and rendering are the frontend's business.
 */

export type MenuEntryId =
  | 'home'
  | 'team-management'
  | 'manage-all-users'
  | 'build-reflections'
  | 'take-reflections'
  | 'see-results'
  | 'ventureverse'
  | 'growth-mentor';

export interface MenuEntry {
  readonly id: MenuEntryId;
  readonly label: string;
  /** Relative to /app. */
  readonly route: string;
  /** Who sees the entry; undefined means every signed-in person. */
  readonly capability?: Capability;
}

export interface MenuSection {
  readonly id: 'main' | 'reflections' | 'simulation' | 'resources';
  /** Group label; the main section has none. */
  readonly heading?: string;
  /** 'group' sections fold their entries under one parent; 'heading' sections show a caption above them. */
  readonly kind: 'plain' | 'group' | 'heading';
  readonly entries: readonly MenuEntry[];
}

/**
 * Spec order: Home, Team Management, the reflections group, the simulation game, then RESOURCES. Manage All Users
 * (/app/users, Global and Client Administrator only) is also in the left menu, beside Team Management, and not only
 * in the header's profile menu: a first-time administrator looks for the people of the client where the teams are.
 */
export const LEFT_MENU: readonly MenuSection[] = [
  {
    id: 'main',
    kind: 'plain',
    entries: [
      { id: 'home', label: 'Home', route: 'dashboard', capability: Capability.Home },
      { id: 'team-management', label: 'Team Management', route: 'teams' },
      { id: 'manage-all-users', label: 'Manage All Users', route: 'users', capability: Capability.ManageAllUsers },
    ],
  },
  {
    id: 'reflections',
    heading: 'Reflections',
    kind: 'group',
    // The first visible entry is the group's default child: Build Reflections for admins, Take Reflections otherwise.
    entries: [
      {
        id: 'build-reflections',
        label: 'Build Reflections',
        route: 'assessment',
        capability: Capability.BuildReflections,
      },
      {
        id: 'take-reflections',
        label: 'Take Reflections',
        route: 'assessment/take',
        capability: Capability.TakeReflections,
      },
      { id: 'see-results', label: 'See Results', route: 'assessment/results', capability: Capability.SeeResults },
    ],
  },
  {
    id: 'simulation',
    kind: 'plain',
    entries: [{ id: 'ventureverse', label: 'VentureVerse', route: 'ventureverse' }],
  },
  {
    id: 'resources',
    heading: 'RESOURCES',
    kind: 'heading',
    entries: [{ id: 'growth-mentor', label: 'GrowthMentor', route: 'growth-mentor' }],
  },
];

function visibleTo(role: number | null | undefined, entry: { capability?: Capability }): boolean {
  // Every area is for signed-in people only; a missing role sees nothing (admin spec section 1: no role, no access).
  if (role === null || role === undefined) return false;
  return entry.capability === undefined || can(role, entry.capability);
}

/** The left menu as the given role sees it; sections left without entries disappear. */
export function visibleMenu(role: number | null | undefined): MenuSection[] {
  return LEFT_MENU.map((section) => ({
    ...section,
    entries: section.entries.filter((entry) => visibleTo(role, entry)),
  })).filter((section) => section.entries.length > 0);
}

export interface ProfileMenuEntry {
  readonly id: 'my-profile' | 'manage-all-users' | 'sign-out';
  readonly label: string;
  /** Relative to /app; sign-out has no route, it is an action. */
  readonly route?: string;
  readonly capability?: Capability;
}

export const PROFILE_MENU: readonly ProfileMenuEntry[] = [
  { id: 'my-profile', label: 'My Profile', route: 'profile' },
  { id: 'manage-all-users', label: 'Manage All Users', route: 'users', capability: Capability.ManageAllUsers },
  { id: 'sign-out', label: 'Sign Out' },
];

export function visibleProfileMenu(role: number | null | undefined): ProfileMenuEntry[] {
  return PROFILE_MENU.filter((entry) => visibleTo(role, entry));
}

export type AppSwitcherKind = 'disabled' | 'external' | 'current';

export interface AppSwitcherEntry {
  readonly id: string;
  readonly label: string;
  readonly kind: AppSwitcherKind;
  /** For external entries: the build-time environment variable that holds the sibling tool's address. */
  readonly urlEnv?: string;
  readonly defaultUrl?: string;
}

/**
 * Spec order: GrowthOS (disabled), Blimp (external link), the current tool, Learn (external link), Discover,
 * De-Risk, Make (disabled). We read the trailing '(disabled)' as covering the last three: none of them has a link.
 */
export const APP_SWITCHER: readonly AppSwitcherEntry[] = [
  { id: 'growth-os', label: 'GrowthOS', kind: 'disabled' },
  { id: 'blimp', label: 'Blimp', kind: 'external', urlEnv: 'VITE_BLIMP_URL', defaultUrl: 'https://blimp.example.com' },
  { id: 'growth-catalyst', label: 'GrowthCatalyst', kind: 'current' },
  { id: 'learn', label: 'Learn', kind: 'external', urlEnv: 'VITE_LEARN_URL', defaultUrl: 'https://learn.example.com' },
  { id: 'discover', label: 'Discover', kind: 'disabled' },
  { id: 'de-risk', label: 'De-Risk', kind: 'disabled' },
  { id: 'make', label: 'Make', kind: 'disabled' },
];

/** Whether the workspace selector offers '+ Add a new client' (Global Administrator only). */
export function canAddClient(role: number | null | undefined): boolean {
  return can(role, Capability.CreateClient);
}

/** Admin areas of the route table; the guards and the menu share these rules. */
export const AREA_CAPABILITY = {
  users: Capability.ManageAllUsers,
  build: Capability.BuildReflections,
  createClient: Capability.CreateClient,
} as const;
