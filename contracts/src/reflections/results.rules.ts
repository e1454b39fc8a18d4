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
 * Who may pick which series (member spec section 2): receivers see their own self-assessment and results (how others
 * rated them) besides the team's; everyone else the team's self-assessment, results and max; team dynamics offers
 * the team's results (average) and self-assessment. The spec's default main option (Team Self-Assessment) is offered
 * to everyone.
 */
export function statOptionsFor(type: StatType, isReceiver: boolean): StatOption[] {
  if (type === 'TEAM_DYNAMICS') return ['MY_TEAM_AVERAGE', 'MY_TEAM_SELF_ASSESSMENT'];
  const team: StatOption[] = ['MY_TEAM_SELF_ASSESSMENT', 'MY_TEAM_AVERAGE', 'MY_TEAM_MAX'];
  return isReceiver ? ['MY_SELF_ASSESSMENT', 'MY_RESULTS', ...team] : team;
}

/** The spec's defaults: Team Self-Assessment against no comparison; Team Results (average) for team dynamics. */
export const defaultStatOptions = (type: StatType): { main: StatOption; comparison: StatOption } =>
  type === 'TEAM_DYNAMICS'
    ? { main: 'MY_TEAM_AVERAGE', comparison: 'NO_COMPARISON' }
    : { main: 'MY_TEAM_SELF_ASSESSMENT', comparison: 'NO_COMPARISON' };

/** Others' ratings are shown only as aggregates of at least this many raters (a per-client setting). */
export const DEFAULT_MIN_RATERS = 3;

export const ResultMessages = {
  notEnoughRaters: (min: number) => `Shown once at least ${min} people have answered.`,
  optionNotOffered: 'That chart option is not offered to you for this reflection.',
  reflectionNotFound: 'Reflection not found',
  badMinRaters: 'Choose a number from 2 to 20.',
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

export interface SeriesValue {
  /** null: nothing to show (no answer yet, or fewer raters than the threshold) */
  readonly value: number | null;
  /** how many people it aggregates */
  readonly raters: number;
  /** true when answers exist but are held back by the anonymity threshold */
  readonly withheld: boolean;
}

const mean = (sum: number, count: number) => (count > 0 ? Math.round((sum / count) * 100) / 100 : null);
const gated = (sum: number, count: number, raters: number, min: number): SeriesValue =>
  raters === 0
    ? { value: null, raters: 0, withheld: false }
    : raters < min
      ? { value: null, raters, withheld: true }
      : { value: mean(sum, count), raters, withheld: false };

/**
 * The value of one option on one question, for one viewer. Nobody sees another person's individual rating: a
 * self-assessment only reaches its author, and every aggregate of other people needs `minRaters` distinct raters
 * (Team Max is the highest receiver average that itself meets the threshold).
 */
export function seriesValue(
  option: Exclude<StatOption, 'NO_COMPARISON'>,
  input: {
    readonly viewerId: string;
    readonly perReceiver: readonly ReceiverAggregate[];
    readonly team: TeamAggregate;
    readonly minRaters: number;
  },
): SeriesValue {
  const mine = input.perReceiver.find((r) => r.receiverId === input.viewerId);
  switch (option) {
    case 'MY_SELF_ASSESSMENT':
      return mine?.self != null
        ? { value: mine.self, raters: 1, withheld: false }
        : { value: null, raters: 0, withheld: false };
    case 'MY_RESULTS':
      return mine
        ? gated(mine.othersSum, mine.othersCount, mine.othersCount, input.minRaters)
        : { value: null, raters: 0, withheld: false };
    case 'MY_TEAM_SELF_ASSESSMENT':
      return gated(input.team.selfSum, input.team.selfCount, input.team.selfCount, input.minRaters);
    case 'MY_TEAM_AVERAGE':
      return gated(input.team.sum, input.team.count, input.team.raters, input.minRaters);
    case 'MY_TEAM_MAX': {
      const eligible = input.perReceiver.filter((r) => r.othersCount >= input.minRaters);
      if (eligible.length === 0) {
        const raters = Math.max(0, ...input.perReceiver.map((r) => r.othersCount));
        return { value: null, raters, withheld: raters > 0 };
      }
      const best = Math.max(...eligible.map((r) => r.othersSum / r.othersCount));
      return {
        value: Math.round(best * 100) / 100,
        raters: Math.min(...eligible.map((r) => r.othersCount)),
        withheld: false,
      };
    }
    default: {
      const never: never = option;
      return never;
    }
  }
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
