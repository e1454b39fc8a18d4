import type { ConfidentialityView } from './confidentiality';
import type { ReflectionSectionView } from './reflection.views';
import type { AdminPhase, ReflectionType, TakeStatus } from './reflection.rules';

/** A row of the inbox (GET /assessments/take). */
export interface TakeListItemView {
  assessment_id: string;
  assessment_name: string;
  assessment_description: string;
  assessment_type: ReflectionType;
  template_name: string;
  team_id: string;
  team_name: string | null;
  launch_date: string;
  due_date: string;
  /** the reflection's admin phase */
  assessment_status: AdminPhase;
  admin_closed: boolean;
  /** the member's own progress: NEW, IN_PROGRESS, COMPLETED */
  assessment_take_user_phase: TakeStatus;
  /** the taker-status rule: DUE_SOON, OVERDUE, a closed status, or the take phase */
  status: string;
  is_reciever: boolean;
  is_observer: boolean;
  is_baseline: boolean;
}

/** A person the taker rates. */
export interface TakeSubjectView {
  user_id: string;
  name: string;
  email: string;
  /** the taker themself: their self-assessment, shown with '(SA)' in results */
  self: boolean;
}

export interface TakeAnswerView {
  assessment_question_id: string;
  subject: string;
  response: number | null;
  comment: string;
}

/** GET /assessments/take/{id}: the reflection to fill in, whom to rate, and the member's own answers so far. */
export interface TakeView extends TakeListItemView {
  assessment_instructions: string;
  sections: ReflectionSectionView[];
  /** the receivers, the taker first when they are one */
  subjects: TakeSubjectView[];
  answers: TakeAnswerView[];
  /** where to resume */
  section_index: number;
  submitted_at: string | null;
  /** launched and not closed and not submitted */
  editable: boolean;
  /** how the taker's ratings will be shown, and the promise in plain words (confidentialityPromise) */
  confidentiality: ConfidentialityView;
  confidentiality_promise: string;
}

/**
 * PUT /assessments/take/{id} (autosave): an acknowledgement, answered as soon as the facts are stored, without
 * waiting for the read models (the answer's `position` lets the next read wait for them).
 */
export interface TakeSavedView {
  assessment_id: string;
  /** how many answers this save recorded (0: nothing had changed) */
  recorded: number;
  /** the section saved as reached, when the save moved it */
  section_index: number | null;
}

/**
 * POST /assessments/take/{id}/complete (submit): an acknowledgement, answered as soon as the facts are stored,
 * without waiting for the read models (the answer's `position` lets the next read, the inbox, wait for them). A
 * repeat answers the same: submitting twice completes once.
 */
export interface TakeSubmittedView {
  assessment_id: string;
  assessment_take_user_phase: 'COMPLETED';
  /** how many answers the submit's body recorded (0: nothing had changed) */
  recorded: number;
}

/** POST /assessments/{id}/remind (admins): who was reminded. */
export interface ReminderSentView {
  assessment_id: string;
  reminded: string[];
}

export interface ReminderPreferencesView {
  time_zone: string | null;
  weekly_reminders: boolean;
}
