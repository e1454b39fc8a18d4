import type { QuestionType, ScaleValue } from '../question-types';

/**
 * The question catalogue (GET /categories, GET /assessments/questions) and the system templates are versioned data
 * shipped in contracts and seeded as events (`ReflectionCatalogueReleased`), like the reference data. A released
 * question never changes under its id: a rewording is a new id in a new catalogue version (the old id leaves the
 * data; the read model keeps it, marked retired), so a published reflection keeps meaning what its takers answered.
 */

/** One option of the 0-4 scale: its label and the tooltip that defines it (the results page's 'Score Definitions'). */
export interface ScaleOption {
  readonly value: ScaleValue;
  readonly label: string;
  readonly tooltip: string;
}

export interface QuestionCategory {
  /** stable kebab-case id, e.g. 'customer-obsession' */
  readonly category_id: string;
  readonly category_name: string;
  /** one sentence: what this category is about */
  readonly description: string;
  /** the question types whose questions use this category */
  readonly question_types: readonly QuestionType[];
}

export interface CatalogueQuestion {
  /** stable id, e.g. 'mindset-customer-obsession' */
  readonly question_id: string;
  readonly question_type: QuestionType;
  readonly category_id: string;
  /** short name: the radar chart's axis label (at most 24 characters); for OPEN questions a short title */
  readonly question_name: string;
  /** the default phrasing shown to the taker (the builder may rephrase it) */
  readonly question_prompt: string;
  /** one or two sentences: what is being assessed */
  readonly definition: string;
  /** 3-5 bullets the results page shows under the definition */
  readonly detailed_definition: readonly string[];
  /** exactly five options, values 0..4, for a scored type; empty for OPEN */
  readonly scale: readonly ScaleOption[];
}

export interface TemplateSection {
  readonly section_name: string;
  readonly section_description: string;
  /** catalogue question ids, in order */
  readonly question_ids: readonly string[];
}

export interface SystemTemplate {
  /** stable id, e.g. 'system-cofounder-baseline' */
  readonly template_id: string;
  /** the spec's names: 'Cofounder Assessment - Baseline', ... */
  readonly template_name: string;
  readonly assessment_type: 'INDIVIDUAL' | 'TEAM';
  readonly assessment_description: string;
  readonly assessment_instructions: string;
  readonly sections: readonly TemplateSection[];
}

export interface ReflectionCatalogue {
  /** bumped whenever anything in the catalogue changes; the seed appends a release only for a new version */
  readonly version: number;
  readonly categories: readonly QuestionCategory[];
  readonly questions: readonly CatalogueQuestion[];
  /** in the spec's order: Cofounder, Executive Sponsor, OS Team */
  readonly templates: readonly SystemTemplate[];
}
