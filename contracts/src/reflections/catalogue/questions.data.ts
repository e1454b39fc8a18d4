import { SCALE_VALUES, type QuestionType } from '../question-types';
import type { CatalogueQuestion } from './catalogue.types';
import specs from './questions.json';

/**
 * The question catalogue (GET /assessments/questions). Conventions:
 * - mindset and skill prompts are about 'this person', so one wording serves a self-assessment and a rating of a
 *   teammate; team-dynamics and open prompts are about the team ('the team'), since each taker answers them once,
 *   about the team as a whole (never 'this person');
 * - mindset and team-dynamics prompts ask how consistently a behavior shows (a frequency scale), skill prompts ask
 *   how well something is done (a proficiency scale);
 * - a released question never changes under its id: a rewording is a new id in a new catalogue version (catalogue.ts),
 *   and the question it replaces leaves this list (the read model keeps it, retired);
 * - each question's five tooltips describe what that level looks like for that question, from 0 to 4;
 * - team dynamics and open questions are answered once, about the team (subject 'TEAM'), so they are worded for the
 *   team. Catalogue version 2 reworded them under new ids ('team-dynamic-team-…', 'open-team-…'); the version 1 ids
 *   ('team-dynamic-trust', 'open-greatest-strength', …) asked about 'this person' and stay in the read model,
 *   retired, for the reflections published with them.
 *
 * The questions themselves are data, in questions.json: per type, in the order of QUESTION_TYPES, each with its
 * slug, category, name, prompt, definition, bullets and (scored types) the five levels' descriptions.
 */

type ScoredType = Exclude<QuestionType, 'OPEN'>;
type FiveLevels = readonly [string, string, string, string, string];

const FREQUENCY_LABELS: FiveLevels = ['Rarely', 'Sometimes', 'Often', 'Consistently', 'Sets the standard'];
const PROFICIENCY_LABELS: FiveLevels = ['Not yet', 'Emerging', 'Developing', 'Strong', 'Exemplary'];

/** The labels of the 0-4 scale, per scored type. */
export const SCALE_LABELS: Readonly<Record<ScoredType, FiveLevels>> = {
  MINDSET: FREQUENCY_LABELS,
  SKILL_BUILD: PROFICIENCY_LABELS,
  SKILL_VALIDATE: PROFICIENCY_LABELS,
  SKILL_EXEC_SPONSOR: PROFICIENCY_LABELS,
  SKILL_OS_TEAM: PROFICIENCY_LABELS,
  TEAM_DYNAMIC: FREQUENCY_LABELS,
};

/** The prefix of a question id, per type: '<type-kebab>-<slug>'. */
export const QUESTION_ID_PREFIX: Readonly<Record<QuestionType, string>> = {
  MINDSET: 'mindset',
  SKILL_BUILD: 'skill-build',
  SKILL_VALIDATE: 'skill-validate',
  SKILL_EXEC_SPONSOR: 'skill-exec-sponsor',
  SKILL_OS_TEAM: 'skill-os-team',
  TEAM_DYNAMIC: 'team-dynamic',
  OPEN: 'open',
};

interface QuestionSpec {
  readonly slug: string;
  readonly category: string;
  readonly name: string;
  readonly prompt: string;
  readonly definition: string;
  readonly bullets: readonly string[];
}

interface ScoredSpec extends QuestionSpec {
  /** what the question looks like at 0, 1, 2, 3 and 4 */
  readonly levels: readonly string[];
}

const base = (type: QuestionType, spec: QuestionSpec) => ({
  question_id: `${QUESTION_ID_PREFIX[type]}-${spec.slug}`,
  question_type: type,
  category_id: spec.category,
  question_name: spec.name,
  question_prompt: spec.prompt,
  definition: spec.definition,
  detailed_definition: spec.bullets,
});

const scored =
  (type: ScoredType) =>
  (spec: ScoredSpec): CatalogueQuestion => ({
    ...base(type, spec),
    scale: SCALE_VALUES.map((value) => ({ value, label: SCALE_LABELS[type][value], tooltip: levelOf(spec, value) })),
  });

/** The data's description of one level; a scored question describes exactly five. */
function levelOf(spec: ScoredSpec, value: number): string {
  const level = spec.levels[value];
  if (spec.levels.length !== SCALE_VALUES.length || level === undefined)
    throw new Error(`catalogue question '${spec.slug}' must describe ${SCALE_VALUES.length} levels`);
  return level;
}

const open = (spec: QuestionSpec): CatalogueQuestion => ({ ...base('OPEN', spec), scale: [] });

/** Every catalogue question, grouped by type in the order of QUESTION_TYPES. */
export const QUESTIONS: readonly CatalogueQuestion[] = [
  ...specs.MINDSET.map(scored('MINDSET')),
  ...specs.SKILL_BUILD.map(scored('SKILL_BUILD')),
  ...specs.SKILL_VALIDATE.map(scored('SKILL_VALIDATE')),
  ...specs.SKILL_EXEC_SPONSOR.map(scored('SKILL_EXEC_SPONSOR')),
  ...specs.SKILL_OS_TEAM.map(scored('SKILL_OS_TEAM')),
  ...specs.TEAM_DYNAMIC.map(scored('TEAM_DYNAMIC')),
  ...specs.OPEN.map(open),
];
