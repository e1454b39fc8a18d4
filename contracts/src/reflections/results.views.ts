import type { ScaleOption } from './catalogue/catalogue.types';
import type { ConfidentialityMode, ConfidentialityView } from './confidentiality';
import type { GapKind, StatOption, StatType } from './results.rules';

/** GET /stats/dropdowns/teams: the history dropdown, grouped by team. */
export interface ResultsDropdownGroup {
  team_id: string;
  team_name: string;
  assessments: {
    assessment_name: string;
    assessment_id: string;
    due_date: string;
    is_reciever: boolean;
    /** the reflection's phase: 'Completed' in the hub once closed */
    assessment_status: string;
  }[];
}

/** One series point on a radar axis. */
export interface ResultDatum {
  /** the series' label, e.g. 'Team Results' or 'Rae Receiver (SA)' */
  name: string;
  option: StatOption;
  /** 0-4, or null when nothing can be shown */
  value: number | null;
  /** how many people it aggregates */
  score: number;
  /** the viewer's email on their own series, else null (never another person's) */
  email: string | null;
  /** the scale's bounds */
  dials: [number, number];
  info: { bullets: string[]; withheld: boolean };
}

/** GET /stats: one item per question of the chart type (an axis of the radar). */
export interface ResultItemView {
  question_id: string;
  assessment_question_id: string;
  question_name: string;
  question_category: string;
  /** the prompt the takers read */
  desc_2: string;
  question_definition: string;
  question_detailed_definition: string[];
  data: ResultDatum[];
  quotes: { individual_comments: { text: string }[]; team_comments: { text: string }[] };
  chart: StatType;
  score_definition: ScaleOption[];
  question_assessment_name: string;
  question_assessment_status: string;
  question_assessment_due_date: string;
}

/** GET /stats/gaps: a receiver's self against others, per question (only to that receiver). */
export interface GapItemView {
  question_name: string;
  question_category: string;
  self: number | null;
  others: number | null;
  raters: number;
  gap: number | null;
  kind: GapKind | null;
}

/** GET /stats/trends: the same receiver across a team's reflections, one series per reflection. */
export interface TrendView {
  axes: string[];
  /**
   * Only reflections with at least one submitted answer about the caller; per axis its value, null where that
   * reflection did not ask the question or the promise withholds the figure (then `withheld` is true there).
   */
  series: {
    assessment_id: string;
    assessment_name: string;
    due_date: string;
    values: (number | null)[];
    withheld: boolean[];
  }[];
}

/** GET /stats/status?assessment_id=: what the hub can show of a reflection, and why not yet. */
export interface ResultsStatusView {
  assessment_id: string;
  confidentiality: ConfidentialityView;
  /** the promise in plain words */
  promise: string;
  /** Completed once closed, else In Progress */
  assessment_status: string;
  closed: boolean;
  due_date: string;
  /** others' figures can appear now (Open; or Confidential and closed) */
  released: boolean;
  /** why nothing from others shows yet, and when that changes; null when released */
  message: string | null;
  response_rate: { submitted: number; assigned: number };
  is_reciever: boolean;
  /** administrators: the receivers they can choose between (the chart and the PDF); else [] */
  receivers: { user_id: string; name: string }[];
}

/** GET /stats/open-answers?assessment_id=: the open questions' answers, each list ordered by its text. */
export interface OpenAnswersView {
  assessment_question_id: string;
  question_name: string;
  /** the prompt the takers read */
  prompt: string;
  answers: string[];
  /** why the answers are held back (null: shown) */
  withheld_message: string | null;
}

/** GET/PUT /stats/settings: the client's defaults for its OS teams' reflections. */
export interface ConfidentialityDefaultsView {
  default_mode: ConfidentialityMode;
  min_raters: number;
}
