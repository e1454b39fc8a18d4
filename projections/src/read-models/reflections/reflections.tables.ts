import type { ColumnType, Generated, Selectable } from 'kysely';
import type {
  CatalogueQuestion,
  DraftSetupData,
  QuestionType,
  ReflectionSectionData,
  ScaleOption,
} from '@gc/contracts';

type Json<T> = ColumnType<T, string, string>;
type Instant = ColumnType<Date, Date | string, Date | string>;

/**
 * Categories of the question catalogue (GET /categories). Global data, released by the product for every client:
 * no client_id.
 */
export interface ReflectionCategoriesTable {
  category_id: string;
  category_name: string;
  description: string;
  question_types: Json<QuestionType[]>;
  sort_order: number;
  /** the catalogue version that last released it */
  version: number;
  /** no longer in the newest release (kept: published reflections still refer to it) */
  retired: boolean;
}

/** Questions of the catalogue (GET /assessments/questions). Global data: no client_id. */
export interface CatalogueQuestionsTable {
  question_id: string;
  question_type: QuestionType;
  category_id: string;
  question_name: string;
  question_prompt: string;
  definition: string;
  detailed_definition: Json<string[]>;
  scale: Json<ScaleOption[]>;
  sort_order: number;
  version: number;
  retired: boolean;
}

/**
 * One row per live reflection (drafts, templates, published) for the searchable list, the team's reflections by
 * phase and the phase timers. System templates carry client_id 'ALL'. A deleted draft's row is removed.
 */
export interface ReflectionsTable {
  reflection_id: string;
  client_id: string;
  /** DRAFT | TEMPLATE | PUBLISHED */
  kind: string;
  system: boolean;
  origin: string;
  origin_id: string;
  template_name: string;
  assessment_type: string;
  name: string;
  description: string;
  question_count: number;
  /** the stream revision (number of events - 1): what an editor sends back */
  revision: number;
  team_id: string | null;
  launch_date: Instant | null;
  due_date: Instant | null;
  admin_closed: boolean;
  closed_at: Instant | null;
  /** the admin phase of a published reflection (contracts' reflectionPhase), 'NEW' otherwise */
  phase: string;
  due_soon: boolean;
  /** assignees and how many finished (issue 10's takes move `finished`) */
  assigned_count: number;
  finished_count: number;
  /** the promise: OPEN (min_raters 1) or CONFIDENTIAL with N (contracts' Confidentiality) */
  confidentiality_mode: Generated<string>;
  min_raters: Generated<number>;
  /** system templates: their place in the spec's order; 0 otherwise */
  sort_order: number;
  created_on: Instant;
  created_by: string | null;
  modified_on: Instant;
  modified_by: string | null;
}

/** The builder's document of a reflection: instructions and sections with their questions, as saved. */
export interface ReflectionDocumentsTable {
  reflection_id: string;
  client_id: string;
  instructions: string;
  sections: Json<ReflectionSectionData[]>;
  /** a draft's General setup as last saved (issue 29); null when none was */
  setup: ColumnType<DraftSetupData | null, string | null | undefined, string | null>;
}

/** The members a published reflection is assigned to, with their flags and their take's status. */
export interface ReflectionAssigneesTable {
  reflection_id: string;
  client_id: string;
  user_id: string;
  team_role_id: string;
  observer: boolean;
  receiver: boolean;
  /** NEW | IN_PROGRESS | COMPLETED */
  take_status: string;
  /** the section the member reached (a reload resumes there) */
  section_index: ColumnType<number, number | undefined, number>;
  submitted_at: Instant | null;
}

export interface ReflectionsTables {
  reflection_categories: ReflectionCategoriesTable;
  catalogue_questions: CatalogueQuestionsTable;
  reflections: ReflectionsTable;
  reflection_documents: ReflectionDocumentsTable;
  reflection_assignees: ReflectionAssigneesTable;
}

export type ReflectionRow = Selectable<ReflectionsTable>;
export type CatalogueQuestionRow = Selectable<CatalogueQuestionsTable>;
export type { CatalogueQuestion };
