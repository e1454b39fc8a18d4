/**
 * The question types of a reflection (admin spec section 3): stored values and their display names, in the order
 * the builder's 'add' dropdown offers them. OPEN questions are answered with text only; every other type is scored
 * on the 0-4 scale and becomes an axis of a radar chart.
 */
export const QUESTION_TYPES = [
  'MINDSET',
  'SKILL_BUILD',
  'SKILL_VALIDATE',
  'SKILL_EXEC_SPONSOR',
  'SKILL_OS_TEAM',
  'TEAM_DYNAMIC',
  'OPEN',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const QUESTION_TYPE_LABELS: Readonly<Record<QuestionType, string>> = {
  MINDSET: 'Mindsets Question',
  SKILL_BUILD: 'Skills - Build Question',
  SKILL_VALIDATE: 'Skills - Validate Question',
  SKILL_EXEC_SPONSOR: 'Skills - Exec Sponsor',
  SKILL_OS_TEAM: 'Skills - OS Team',
  TEAM_DYNAMIC: 'Team Dynamics Question',
  OPEN: 'Open-ended Question',
};

/** The types the builder's section dropdown offers (spec: MINDSET, SKILL_BUILD, SKILL_VALIDATE, TEAM_DYNAMIC, OPEN). */
export const BUILDER_QUESTION_TYPES: readonly QuestionType[] = [
  'MINDSET',
  'SKILL_BUILD',
  'SKILL_VALIDATE',
  'TEAM_DYNAMIC',
  'OPEN',
];

export const SCORED_QUESTION_TYPES: readonly QuestionType[] = QUESTION_TYPES.filter((t) => t !== 'OPEN');

export const isScored = (type: QuestionType): boolean => type !== 'OPEN';

/** The scale every scored question uses: five options, 0 to 4 (the radar chart's domain). */
export const SCALE_VALUES = [0, 1, 2, 3, 4] as const;
export type ScaleValue = (typeof SCALE_VALUES)[number];
export type QuestionScaleType = 'SCALE_0_4' | 'OPEN_TEXT';
export const scaleTypeOf = (type: QuestionType): QuestionScaleType => (isScored(type) ? 'SCALE_0_4' : 'OPEN_TEXT');
