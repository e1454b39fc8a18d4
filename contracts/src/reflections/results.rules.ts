import type { QuestionType } from './question-types';

/** The results hub's chart types (member spec section 2) and the question types each one shows. */
export const STAT_TYPES = ['MINDSET', 'SKILLS', 'TEAM_DYNAMICS'] as const;
export type StatType = (typeof STAT_TYPES)[number];
export const STAT_TYPE_LABELS: Readonly<Record<StatType, string>> = {
  MINDSET: 'Mindset',
  SKILLS: 'Skills',
  TEAM_DYNAMICS: 'Team Dynamics',
};
export const STAT_TYPE_QUESTION_TYPES: Readonly<Record<StatType, readonly QuestionType[]>> = {
  MINDSET: ['MINDSET'],
  SKILLS: ['SKILL_VALIDATE', 'SKILL_BUILD', 'SKILL_EXEC_SPONSOR', 'SKILL_OS_TEAM'],
  TEAM_DYNAMICS: ['TEAM_DYNAMIC'],
};
export function statTypeOf(type: QuestionType): StatType | null {
  for (const stat of STAT_TYPES) if (STAT_TYPE_QUESTION_TYPES[stat].includes(type)) return stat;
  return null;
}

/** The main and comparison options of the results hub. */
export const STAT_OPTIONS = [
  'MY_SELF_ASSESSMENT',
  'MY_RESULTS',
  'MY_TEAM_SELF_ASSESSMENT',
  'MY_TEAM_AVERAGE',
  'MY_TEAM_MAX',
  'NO_COMPARISON',
] as const;
export type StatOption = (typeof STAT_OPTIONS)[number];
export const STAT_OPTION_LABELS: Readonly<Record<StatOption, string>> = {
  MY_SELF_ASSESSMENT: 'My Self-Assessment',
  MY_RESULTS: 'My Results',
  MY_TEAM_SELF_ASSESSMENT: 'Team Self-Assessment',
  MY_TEAM_AVERAGE: 'Team Results',
  MY_TEAM_MAX: 'Team Max',
  NO_COMPARISON: 'No comparison',
};

/**
 * The name a chart series goes by wherever it is shown: the hub's legend and table (GET /stats data[].name) and the
 * PDF report's legend and table. One function, so the web and the PDF never name the same series differently.
 * The viewer's own self-assessment is '{name} (SA)' (member spec section 2); the results of a receiver an
 * administrator chose are '{name} (Results)'; otherwise the option's label ('My Results', 'Team Results', ...).
 */
export function statSeriesName(
  option: Exclude<StatOption, 'NO_COMPARISON'>,
  names: { readonly self?: string | null; readonly receiver?: string | null } = {},
): string {
  if (option === 'MY_SELF_ASSESSMENT') return `${names.self || 'Me'} (SA)`;
  if (option === 'MY_RESULTS' && names.receiver) return `${names.receiver} (Results)`;
  return STAT_OPTION_LABELS[option];
}

/**
 * Who may pick which series (member spec section 2): receivers see their own self-assessment and results (how others
 * rated them) besides the team's; everyone else the team's self-assessment, results and max; team dynamics offers
 * the team's results (average) and self-assessment.
 */
export function statOptionsFor(type: StatType, isReceiver: boolean, choosesReceiver = false): StatOption[] {
  if (type === 'TEAM_DYNAMICS') return ['MY_TEAM_AVERAGE', 'MY_TEAM_SELF_ASSESSMENT'];
  const team: StatOption[] = ['MY_TEAM_SELF_ASSESSMENT', 'MY_TEAM_AVERAGE', 'MY_TEAM_MAX'];
  // an administrator who picked a receiver reads that receiver's results (never their self-assessment)
  if (choosesReceiver) return ['MY_RESULTS', ...team];
  return isReceiver ? ['MY_SELF_ASSESSMENT', 'MY_RESULTS', ...team] : team;
}

/**
 * Where the hub opens: a receiver on their self-assessment against their results; everyone else on Team Results
 * (team dynamics: Team Results against the team's self-assessment).
 */
export function defaultStatOptions(type: StatType, isReceiver: boolean): { main: StatOption; comparison: StatOption } {
  if (type === 'TEAM_DYNAMICS') return { main: 'MY_TEAM_AVERAGE', comparison: 'MY_TEAM_SELF_ASSESSMENT' };
  return isReceiver
    ? { main: 'MY_SELF_ASSESSMENT', comparison: 'MY_RESULTS' }
    : { main: 'MY_TEAM_AVERAGE', comparison: 'NO_COMPARISON' };
}

export const ResultMessages = {
  optionNotOffered: 'That chart option is not offered to you for this reflection.',
  reflectionNotFound: 'Reflection not found',
  receiverNotFound: 'That person is not a receiver of this reflection.',
} as const;

/** Aggregates about one receiver on one question, from submitted takes. */
export interface ReceiverAggregate {
  readonly receiverId: string;
  /** the receiver's rating of themself (only ever shown to them) */
  readonly self: number | null;
  /** ratings of the receiver by others: sum and count (each rater rates a receiver once) */
  readonly othersSum: number;
  readonly othersCount: number;
}

/** Aggregates of a question across the team. */
export interface TeamAggregate {
  /** others' ratings of every receiver, pooled (per-receiver questions), or every taker's rating (team dynamics) */
  readonly sum: number;
  readonly count: number;
  /** how many distinct people those ratings come from */
  readonly raters: number;
  /** receivers' self ratings (per-receiver questions), or the receivers' ratings of the team (team dynamics) */
  readonly selfSum: number;
  readonly selfCount: number;
}

/** A receiver's gap on one question: self against others (blind spot: self ≥ 1 point higher; hidden strength: lower). */
export type GapKind = 'BLIND_SPOT' | 'HIDDEN_STRENGTH' | 'ALIGNED';
export const GAP_THRESHOLD = 1;
export function gapKind(self: number, others: number): GapKind {
  const gap = self - others;
  if (gap >= GAP_THRESHOLD) return 'BLIND_SPOT';
  if (-gap >= GAP_THRESHOLD) return 'HIDDEN_STRENGTH';
  return 'ALIGNED';
}
