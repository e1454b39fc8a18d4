import { formatInTimeZone } from 'date-fns-tz';

/** Every message the reflections API and the builder show, defined once (admin spec sections 5 and 8). */
export const ReflectionMessages = {
  required: 'This field is required',
  selectDate: 'Please select a date',
  selectTeam: 'Please select a team',
  atLeastOneReceiver: 'You must select at least one member to publish an assessment',
  atLeastOneSectionAndQuestion: 'You must add at least one section and one question',
  cannotPublish: 'Reflection can not be published',
  dueBeforeLaunch: 'The due date cannot be before the launch date.',
  launchLocked: 'The launch date can no longer be changed: the reflection has launched.',
  datesLocked: 'The dates of a closed reflection can no longer be changed.',
  renameClosed: 'A reflection cannot be renamed once it is Completed, Closed or Admin Closed.',
  alreadyClosed: 'This reflection is already closed.',
  alreadyPublished: 'This reflection is already published.',
  notPublished: 'This reflection is not published yet.',
  onlyDraftsDeleted: 'Only drafts can be deleted.',
  publishedNotEditable: 'A published reflection’s questions cannot be changed. Clone it as a draft instead.',
  systemTemplateLocked: 'System templates cannot be changed.',
  staleRevision:
    'Someone else saved this reflection after you opened it. Reload it to see their changes; your edits were not saved.',
  reflectionNotFound: 'Reflection not found',
  templateNotFound: 'Template not found',
  teamNotFound: 'Team not found',
  notATeamMember: (email: string) => `${email} is not a member of this team.`,
  memberTwice: (email: string) => `${email} is listed twice.`,
  observerOrReceiver: (email: string) => `${email} is either an observer or a receiver, not both.`,
  templateNotPublishable: 'A template cannot be published: build a form from it and publish that.',
  notATemplate: 'This reflection is not a template.',
  notADraft: 'This reflection is not a draft.',
  unknownCategory: 'Select a category of this question type.',
  unknownQuestion: 'Select a question of this category.',
  tooLong: (max: number) => `Please use at most ${max} characters.`,
  tooMany: (what: string, max: number) => `A reflection can have at most ${max} ${what}.`,
  reflectionDeleted: 'Reflection deleted',
  cofounderAssigneeRequired:
    'Assign at least one member whose team role is Cofounder: this reflection asks cofounder questions.',
  instantNeedsOffset: (field: string) =>
    `${field} must be an ISO-8601 instant with a time zone offset, e.g. 2026-12-01T09:00:00Z or 2026-12-01T09:00:00+01:00.`,
  setupDraftOnly: 'General setup is saved with a draft only.',
  saved: 'Assessment successfully saved!',
  cloned: 'Assessment successfully cloned!',
} as const;

/** Text inputs and textareas default to 9000 characters (admin spec sections 5 and 9). */
export const REFLECTION_TEXT_MAX = 9000;
/** Bounds that keep one reflection a reasonable document (ours: the spec sets none). */
export const MAX_SECTIONS = 30;
export const MAX_QUESTIONS_PER_SECTION = 50;

export const ASSESSMENT_TYPES = ['INDIVIDUAL', 'TEAM'] as const;
export type ReflectionType = (typeof ASSESSMENT_TYPES)[number];

/** DRAFT and TEMPLATE are editable documents; PUBLISHED is assigned to a team and has a phase. */
export type ReflectionKind = 'DRAFT' | 'TEMPLATE' | 'PUBLISHED';
/** client_id of the system templates: read-only for everyone */
export const SYSTEM_CLIENT_ID = 'ALL';

/** The admin-side phases of a published reflection (admin spec section 4). */
export const ADMIN_PHASES = ['UPCOMING', 'IN_PROGRESS', 'PAST_DUE', 'CLOSED', 'ADMIN_CLOSED', 'COMPLETED'] as const;
export type AdminPhase = (typeof ADMIN_PHASES)[number];

export const PHASE_LABELS: Readonly<Record<string, string>> = {
  UPCOMING: 'Upcoming',
  IN_PROGRESS: 'In Progress',
  PAST_DUE: 'Past Due',
  CLOSED: 'Complete',
  COMPLETED: 'Complete',
  ADMIN_CLOSED: 'Admin Closed',
  OVERDUE: 'Overdue',
  DUE_SOON: 'Due Soon',
  NEW: 'New',
  SUBMITTED: 'Submitted',
  NOT_SUBMITTED: 'Not Submitted',
  UNDEFINED: 'Unknown',
};

/** The label of a status value; CLOSED shows 'Admin Closed' when the admin-closed flag is set. */
export function phaseLabel(status: string | null | undefined, adminClosed = false): string {
  if (status === 'CLOSED' && adminClosed) return 'Admin Closed';
  return (status && PHASE_LABELS[status]) ?? 'Unknown';
}

export interface PhaseFacts {
  /** instants: ISO-8601 strings, Dates or epoch ms */
  readonly launchDate: string | Date | number;
  readonly dueDate: string | Date | number;
  readonly adminClosed: boolean;
  /** members who take it (receivers and observers) and how many of them finished */
  readonly assigned: number;
  readonly finished: number;
}

const ms = (instant: string | Date | number) =>
  instant instanceof Date ? instant.getTime() : new Date(instant).getTime();

/**
 * The one phase rule, used by the server's read models, its timers and the SPA alike:
 * - ADMIN_CLOSED once an administrator marked it complete;
 * - everyone finished: CLOSED before the due date, COMPLETED from the due date on;
 * - otherwise UPCOMING before the launch instant, IN_PROGRESS until the due instant, PAST_DUE after it.
 * Boundaries belong to the later phase: at exactly the launch instant it is IN_PROGRESS.
 */
export function reflectionPhase(facts: PhaseFacts, now: Date | number): AdminPhase {
  const t = typeof now === 'number' ? now : now.getTime();
  if (facts.adminClosed) return 'ADMIN_CLOSED';
  const due = ms(facts.dueDate);
  if (facts.assigned > 0 && facts.finished >= facts.assigned) return t >= due ? 'COMPLETED' : 'CLOSED';
  if (t < ms(facts.launchDate)) return 'UPCOMING';
  return t < due ? 'IN_PROGRESS' : 'PAST_DUE';
}

export const DUE_SOON_MS = 48 * 60 * 60 * 1000;

/** Due Soon: under 48 hours before the due date and still ahead (admin spec section 9). */
export function isDueSoon(dueDate: string | Date | number, now: Date | number): boolean {
  const left = ms(dueDate) - (typeof now === 'number' ? now : now.getTime());
  return left > 0 && left < DUE_SOON_MS;
}

export const isClosedPhase = (phase: AdminPhase): boolean =>
  phase === 'CLOSED' || phase === 'ADMIN_CLOSED' || phase === 'COMPLETED';

/** The instants at which a published reflection's phase or Due Soon flag can change by time alone. */
export function phaseBoundaries(
  launchDate: string | Date | number,
  dueDate: string | Date | number,
): { kind: 'launch' | 'due-soon' | 'due'; at: number }[] {
  const due = ms(dueDate);
  return [
    { kind: 'launch', at: ms(launchDate) },
    { kind: 'due-soon', at: due - DUE_SOON_MS },
    { kind: 'due', at: due },
  ];
}

/** Which date pickers are locked (spec section 4): both once closed, the launch date once it has launched. */
export function dateLocks(phase: AdminPhase): { launch: boolean; due: boolean } {
  if (isClosedPhase(phase)) return { launch: true, due: true };
  if (phase === 'IN_PROGRESS' || phase === 'PAST_DUE') return { launch: true, due: false };
  return { launch: false, due: false };
}

/** 'Mark as Complete' is offered until the reflection is closed in any way. */
export const canMarkComplete = (phase: AdminPhase): boolean => !isClosedPhase(phase);
/** A published reflection can be renamed until it is Completed, Closed or Admin Closed. */
export const canRenamePublished = (phase: AdminPhase): boolean => !isClosedPhase(phase);

/** The Manage Reflections group of a phase (GET /teams/{teamID}/assessments). */
export type TeamReflectionGroup = 'upcoming' | 'in-progress' | 'past-due' | 'closed';
export function groupOfPhase(phase: AdminPhase): TeamReflectionGroup {
  switch (phase) {
    case 'UPCOMING':
      return 'upcoming';
    case 'IN_PROGRESS':
      return 'in-progress';
    case 'PAST_DUE':
      return 'past-due';
    default:
      return 'closed';
  }
}

/** A clone's name: the original plus 'YYYY-MM-DD HH:mm:ss' in the given time zone (the admin's own). */
export function cloneName(original: string, at: Date, timeZone = 'UTC'): string {
  return `${original} ${formatInTimeZone(at, timeZone, 'yyyy-MM-dd HH:mm:ss')}`;
}

/** Member completion labels on the admin page (spec section 4). */
export type TakeStatus = 'NEW' | 'IN_PROGRESS' | 'COMPLETED';
export const COMPLETION_LABELS: Readonly<Record<TakeStatus | 'NOT_ASSIGNED', string>> = {
  NEW: 'Not Started',
  IN_PROGRESS: 'Started',
  COMPLETED: 'Finished',
  NOT_ASSIGNED: 'Not Assigned',
};

/** Stream of a reflection (drafts, client templates and published reflections alike). */
export const reflectionStreamName = (reflectionId: string) => `reflection-${reflectionId}`;
/** Stream of the question catalogue and system templates. */
export const REFLECTION_CATALOGUE_STREAM = 'reflection-catalogue';

/** Machine-readable code of the refusal 'cofounderAssigneeRequired' (400). */
export const COFOUNDER_ASSIGNEE_REQUIRED = 'COFOUNDER_ASSIGNEE_REQUIRED';
/** The Cofounder team role: a system team role every client has, id '2' (spec role table). */
export const COFOUNDER_TEAM_ROLE_ID = '2';
/**
 * The question types only cofounders are asked about: the Skills - Build and Skills - Validate questions of the
 * Cofounder Assessment templates (executive sponsors and OS teams have their own skill types; mindsets, team
 * dynamics and open questions are shared by every template).
 */
export const COFOUNDER_QUESTION_TYPES: readonly string[] = ['SKILL_BUILD', 'SKILL_VALIDATE'];

/** Does this reflection ask cofounder questions (so that publishing it needs a Cofounder among its assignees)? */
export function needsCofounderAssignee(
  sections: ReadonlyArray<{ readonly questions: ReadonlyArray<{ readonly question_type: string }> }>,
): boolean {
  return sections.some((section) => section.questions.some((q) => COFOUNDER_QUESTION_TYPES.includes(q.question_type)));
}

/** A member's team role is Cofounder: the system role's id, or (for callers that only know the name) its name. */
export function isCofounderTeamRole(member: {
  readonly team_role_id?: string | null;
  readonly team_role?: string | null;
}): boolean {
  if (member.team_role_id != null && member.team_role_id !== '') return member.team_role_id === COFOUNDER_TEAM_ROLE_ID;
  return (member.team_role ?? '').trim().toLowerCase() === 'cofounder';
}

/** Is at least one assignee (a receiver or an observer) a member whose team role is Cofounder? */
export function hasCofounderAssignee(
  members: ReadonlyArray<{
    readonly team_role_id?: string | null;
    readonly team_role?: string | null;
    readonly observer: boolean;
    readonly reciever: boolean;
  }>,
): boolean {
  return members.some((m) => (m.observer || m.reciever) && isCofounderTeamRole(m));
}
