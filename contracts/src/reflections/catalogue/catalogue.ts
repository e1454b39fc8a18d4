import { QUESTION_TYPES, SCALE_VALUES, SCORED_QUESTION_TYPES, isScored } from '../question-types';
import { answeredPerReceiver } from '../take.rules';
import { CATEGORIES } from './categories.data';
import type { CatalogueQuestion, ReflectionCatalogue, SystemTemplate } from './catalogue.types';
import { QUESTION_ID_PREFIX, QUESTIONS } from './questions.data';
import { SYSTEM_TEMPLATES } from './templates.data';

/**
 * The released catalogue. Bump the version whenever anything in it changes. A question is never changed under its
 * id: a rewording gets a new id here, and the old id leaves the list (the read model keeps it, marked retired).
 * Version 2 rewords the TEAM_DYNAMIC and OPEN questions for the team ('team-dynamic-team-…', 'open-team-…').
 */
export const REFLECTION_CATALOGUE: ReflectionCatalogue = {
  version: 2,
  categories: CATEGORIES,
  questions: QUESTIONS,
  templates: SYSTEM_TEMPLATES,
};

/** The system templates' names, in the spec's order (the 'blank' template is the builder's empty form, not data). */
export const SYSTEM_TEMPLATE_NAMES = [
  'Cofounder Assessment - Baseline',
  'Cofounder Assessment - Validate',
  'Cofounder Assessment - Build',
  'Executive Sponsor GrowthCatalyst - Baseline',
  'Executive Sponsor GrowthCatalyst - Follow-up',
  'OS Team GrowthCatalyst - Baseline',
  'OS Team GrowthCatalyst - Follow-up',
] as const;

export const MAX_QUESTION_NAME_LENGTH = 24;
export const MIN_QUESTIONS_PER_SCORED_TYPE = 8;
/** The builder's text limit (spec section 5). */
export const MAX_CATALOGUE_TEXT_LENGTH = 9000;
/** Rough answering time, comment included, used to say how long a reflection takes. */
export const SECONDS_PER_SCORED_QUESTION = 50;
export const SECONDS_PER_OPEN_QUESTION = 90;

/** How long a template takes to fill in about one person; unknown question ids count as nothing. */
export const estimateTemplateSeconds = (
  template: SystemTemplate,
  questions: readonly CatalogueQuestion[] = QUESTIONS,
): number => {
  const typeOf = new Map(questions.map((q) => [q.question_id, q.question_type]));
  return template.sections
    .flatMap((s) => s.question_ids)
    .reduce((sum, id) => {
      const type = typeOf.get(id);
      if (type === undefined) return sum;
      return sum + (isScored(type) ? SECONDS_PER_SCORED_QUESTION : SECONDS_PER_OPEN_QUESTION);
    }, 0);
};

const duplicates = (values: readonly string[]): string[] => [
  ...new Set(values.filter((v, i) => values.indexOf(v) !== i)),
];

/** Every text of the catalogue with where it sits, for the empty and length checks. */
const textsOf = (c: ReflectionCatalogue): (readonly [string, string])[] => [
  ...c.categories.flatMap((cat) => [
    [`category ${cat.category_id}: category_id`, cat.category_id] as const,
    [`category ${cat.category_id}: category_name`, cat.category_name] as const,
    [`category ${cat.category_id}: description`, cat.description] as const,
  ]),
  ...c.questions.flatMap((q) => [
    [`question ${q.question_id}: question_id`, q.question_id] as const,
    [`question ${q.question_id}: category_id`, q.category_id] as const,
    [`question ${q.question_id}: question_name`, q.question_name] as const,
    [`question ${q.question_id}: question_prompt`, q.question_prompt] as const,
    [`question ${q.question_id}: definition`, q.definition] as const,
    ...q.detailed_definition.map((b, i) => [`question ${q.question_id}: detailed_definition[${i}]`, b] as const),
    ...q.scale.flatMap((o, i) => [
      [`question ${q.question_id}: scale[${i}].label`, o.label] as const,
      [`question ${q.question_id}: scale[${i}].tooltip`, o.tooltip] as const,
    ]),
  ]),
  ...c.templates.flatMap((t) => [
    [`template ${t.template_id}: template_id`, t.template_id] as const,
    [`template ${t.template_id}: template_name`, t.template_name] as const,
    [`template ${t.template_id}: assessment_description`, t.assessment_description] as const,
    [`template ${t.template_id}: assessment_instructions`, t.assessment_instructions] as const,
    ...t.sections.flatMap((s, i) => [
      [`template ${t.template_id}: sections[${i}].section_name`, s.section_name] as const,
      [`template ${t.template_id}: sections[${i}].section_description`, s.section_description] as const,
    ]),
  ]),
];

/** Words that address one person: a question answered once about the team (TEAM_DYNAMIC, OPEN) never uses them. */
const ABOUT_ONE_PERSON = /\bthis person\b/i;

/** The texts of a question the taker or the results page reads: prompt, definition, bullets and tooltips. */
const readTextsOf = (q: CatalogueQuestion): (readonly [string, string])[] => [
  ['question_prompt', q.question_prompt],
  ['definition', q.definition],
  ...q.detailed_definition.map((b, i) => [`detailed_definition[${i}]`, b] as const),
  ...q.scale.map((o, i) => [`scale[${i}].tooltip`, o.tooltip] as const),
];

const questionProblems = (c: ReflectionCatalogue): string[] => {
  const problems: string[] = [];
  const categories = new Map(c.categories.map((cat) => [cat.category_id, cat]));
  for (const q of c.questions) {
    const where = `question ${q.question_id}`;
    if (QUESTION_TYPES.includes(q.question_type) && !answeredPerReceiver(q.question_type)) {
      for (const [field, text] of readTextsOf(q)) {
        if (ABOUT_ONE_PERSON.test(text)) {
          problems.push(`${where}: ${field} says 'this person', but ${q.question_type} questions are about the team`);
        }
      }
    }
    if (!QUESTION_TYPES.includes(q.question_type)) problems.push(`${where}: unknown type ${q.question_type}`);
    else if (!q.question_id.startsWith(`${QUESTION_ID_PREFIX[q.question_type]}-`)) {
      problems.push(`${where}: id does not start with '${QUESTION_ID_PREFIX[q.question_type]}-'`);
    }
    const category = categories.get(q.category_id);
    if (!category) problems.push(`${where}: unknown category ${q.category_id}`);
    else if (!category.question_types.includes(q.question_type)) {
      problems.push(`${where}: category ${q.category_id} does not list type ${q.question_type}`);
    }
    if (q.question_name.length > MAX_QUESTION_NAME_LENGTH) {
      problems.push(`${where}: name '${q.question_name}' is longer than ${MAX_QUESTION_NAME_LENGTH} characters`);
    }
    if (q.detailed_definition.length < 3 || q.detailed_definition.length > 5) {
      problems.push(`${where}: detailed_definition has ${q.detailed_definition.length} bullets, not 3 to 5`);
    }
    if (isScored(q.question_type)) {
      const values = q.scale.map((o) => o.value);
      if (values.length !== SCALE_VALUES.length || values.some((v, i) => v !== SCALE_VALUES[i])) {
        problems.push(`${where}: scale values are [${values.join(', ')}], not [${SCALE_VALUES.join(', ')}]`);
      }
      const labels = q.scale.map((o) => o.label);
      const tooltips = q.scale.map((o) => o.tooltip);
      if (duplicates(labels).length > 0) problems.push(`${where}: scale labels repeat`);
      if (duplicates(tooltips).length > 0) problems.push(`${where}: scale tooltips repeat`);
    } else if (q.scale.length > 0) {
      problems.push(`${where}: an OPEN question has no scale`);
    }
  }
  for (const type of QUESTION_TYPES) {
    const names = c.questions.filter((q) => q.question_type === type).map((q) => q.question_name);
    for (const name of duplicates(names)) problems.push(`type ${type}: question name '${name}' is used twice`);
  }
  for (const type of SCORED_QUESTION_TYPES) {
    const count = c.questions.filter((q) => q.question_type === type).length;
    if (count < MIN_QUESTIONS_PER_SCORED_TYPE) {
      problems.push(`type ${type}: ${count} questions, fewer than ${MIN_QUESTIONS_PER_SCORED_TYPE}`);
    }
  }
  const tooltips = c.questions.flatMap((q) => q.scale.map((o) => o.tooltip));
  for (const tooltip of duplicates(tooltips)) problems.push(`tooltip '${tooltip}' is used by several questions`);
  return problems;
};

const categoryProblems = (c: ReflectionCatalogue): string[] =>
  c.categories.flatMap((cat) => [
    ...(cat.question_types.length === 0 ? [`category ${cat.category_id}: lists no question type`] : []),
    ...cat.question_types
      .filter((type) => !c.questions.some((q) => q.category_id === cat.category_id && q.question_type === type))
      .map((type) => `category ${cat.category_id}: lists type ${type} but no question of that type uses it`),
  ]);

const templateProblems = (c: ReflectionCatalogue): string[] => {
  const problems: string[] = [];
  const questionIds = new Set(c.questions.map((q) => q.question_id));
  const names = c.templates.map((t) => t.template_name);
  if (names.length !== SYSTEM_TEMPLATE_NAMES.length || names.some((n, i) => n !== SYSTEM_TEMPLATE_NAMES[i])) {
    problems.push(`templates: names are [${names.join(' | ')}], not [${SYSTEM_TEMPLATE_NAMES.join(' | ')}]`);
  }
  for (const t of c.templates) {
    const where = `template ${t.template_id}`;
    if (t.sections.length === 0) problems.push(`${where}: has no section`);
    t.sections.forEach((s, i) => {
      if (s.question_ids.length === 0) problems.push(`${where}: section ${i} '${s.section_name}' has no question`);
    });
    const ids = t.sections.flatMap((s) => s.question_ids);
    for (const id of ids.filter((id) => !questionIds.has(id))) problems.push(`${where}: unknown question ${id}`);
    for (const id of duplicates(ids)) problems.push(`${where}: question ${id} appears twice`);
  }
  return problems;
};

/**
 * Every problem of a catalogue, as readable sentences; [] when it may be released. Pure: the spec runs it on the
 * released catalogue and on broken copies.
 */
export const validateCatalogue = (c: ReflectionCatalogue): string[] => {
  const problems: string[] = [];
  if (!Number.isInteger(c.version) || c.version < 1) problems.push(`version ${c.version} is not a positive integer`);
  for (const [kind, ids] of [
    ['category', c.categories.map((cat) => cat.category_id)],
    ['question', c.questions.map((q) => q.question_id)],
    ['template', c.templates.map((t) => t.template_id)],
  ] as const) {
    for (const id of duplicates(ids)) problems.push(`${kind} id ${id} is used twice`);
  }
  for (const [where, text] of textsOf(c)) {
    if (text.trim() === '') problems.push(`${where} is empty`);
    if (text.length > MAX_CATALOGUE_TEXT_LENGTH) {
      problems.push(`${where} is longer than ${MAX_CATALOGUE_TEXT_LENGTH} characters`);
    }
  }
  return [...problems, ...categoryProblems(c), ...questionProblems(c), ...templateProblems(c)];
};
