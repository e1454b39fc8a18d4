import type { ConfidentialityView } from './confidentiality';
import type { ScaleOption } from './catalogue/catalogue.types';
import type { QuestionScaleType, QuestionType } from './question-types';
import type { AdminPhase, ReflectionType, ReflectionKind, TakeStatus } from './reflection.rules';

/** A question of a reflection as GET /assessments/{id} answers it: what was saved plus the catalogue's texts. */
export interface ReflectionQuestionView {
  assessment_question_id: string;
  question_type: QuestionType;
  category_id: string;
  category_name: string;
  /** the catalogue question chosen */
  question_id: string;
  /** the radar axis label */
  question_name: string;
  question_prompt: string;
  definition: string;
  detailed_definition: string[];
  question_scale: ScaleOption[];
  question_scale_type: QuestionScaleType;
}

export interface ReflectionSectionView {
  section_id: string;
  section_name: string;
  section_description: string;
  questions: ReflectionQuestionView[];
}

export type Completion = TakeStatus | 'NOT_ASSIGNED';

/** An assignee (or, on the admin page, a team member not assigned) of a published reflection. */
export interface MemberWithRoleView {
  user_id: string;
  email: string;
  /** null until the person set up their account */
  name: string | null;
  team_role_id: string;
  /** the team role's name */
  team_role: string;
  observer: boolean;
  reciever: boolean;
  /** NEW 'Not Started', IN_PROGRESS 'Started', COMPLETED 'Finished', NOT_ASSIGNED 'Not Assigned' */
  completion: Completion;
}

export interface GeneralSettingsView {
  team_id: string;
  team_name: string | null;
  /** ISO-8601 instants */
  launch_date: string;
  due_date: string;
  /** the assignees' emails */
  members: string[];
  /** the assignees first, then the team's other members as NOT_ASSIGNED */
  members_with_roles: MemberWithRoleView[];
  /** how the ratings are shown */
  confidentiality: ConfidentialityView;
  /** someone has answered: the promise may now only become stricter */
  answered: boolean;
  /**
   * A draft's General setup as saved (issue 29) answers in this same shape: '' for a team or date not chosen yet,
   * every member NOT_ASSIGNED (a draft assigns no one) with the observer / receiver flags saved, and the team role
   * the form is built for. Absent (or null) for a published reflection.
   */
  draft?: boolean;
  role?: string | null;
}

/** GET /assessments/{id}, GET /assessments/templates/{id}: one reflection, draft, template or published. */
export interface ReflectionView {
  assessment_id: string;
  assessment_name: string;
  assessment_description: string;
  assessment_instructions: string;
  assessment_type: ReflectionType;
  kind: ReflectionKind;
  /** 'ALL' for a system template */
  client_id: string;
  system: boolean;
  template_name: string;
  /** the template or reflection it was started from; '' for a blank form */
  origin_id: string;
  /** the phase of a published reflection; 'NEW' for drafts and templates */
  assessment_status: AdminPhase | 'NEW';
  admin_closed: boolean;
  due_soon: boolean;
  /** when it closed: marked complete, or the last assignee submitted (null while open) */
  closed_at: string | null;
  /** the stream revision: send it back with PUT (409 when someone saved in between) */
  revision: number;
  /** epoch seconds */
  createdOn: number;
  modifiedOn: number;
  modifiedBy: string | null;
  sections: ReflectionSectionView[];
  general_settings: GeneralSettingsView | null;
  observers: string[];
  recievers: string[];
  /** published: how many assignees finished of how many */
  response_rate: { finished: number; total: number } | null;
}

/** A row of GET /assessments (and of the templates list): what the list and search need, no document. */
export interface ReflectionListItemView {
  assessment_id: string;
  assessment_name: string;
  assessment_description: string;
  assessment_type: ReflectionType;
  kind: ReflectionKind;
  client_id: string;
  system: boolean;
  template_name: string;
  assessment_status: AdminPhase | 'NEW';
  admin_closed: boolean;
  due_soon: boolean;
  team_id: string | null;
  team_name: string | null;
  launch_date: string | null;
  due_date: string | null;
  /** when it closed: marked complete, or the last assignee submitted (null while open) */
  closed_at: string | null;
  question_count: number;
  revision: number;
  /** epoch seconds */
  createdOn: number;
  modifiedOn: number;
  response_rate: { finished: number; total: number } | null;
}

/** GET /teams/{teamID}/assessments: the team's published reflections by phase group. */
export interface TeamReflectionsView {
  upcoming: ReflectionListItemView[];
  'in-progress': ReflectionListItemView[];
  'past-due': ReflectionListItemView[];
  closed: ReflectionListItemView[];
}

/** One line of GET /assessments/{id}/history (docs/audit.md). */
export interface HistoryEntryView {
  /** the event's global position, 'commit.prepare' */
  position: string;
  /** ISO instant */
  at: string;
  actor_id: string | null;
  /** the actor's name now; 'Erased user' after erasure; 'System' for the product's own work */
  actor: string;
  type: string;
  /** what changed, in words (answers' contents never) */
  summary: string;
  correlation_id: string;
}

/** GET /assessments/{id}/remind (admins): when 'Send reminder' last went out for this reflection. */
export interface ReminderStatusView {
  assessment_id: string;
  /** ISO instant of the last reminder; null when none was sent */
  last_sent_at: string | null;
  /** one was sent this (UTC) day: the next one can go tomorrow */
  sent_today: boolean;
}
