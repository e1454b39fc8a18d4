import { dtoResolver } from '../../shared/forms/resolvers';
import { ReflectionContentDto, type CatalogueQuestion, type QuestionType } from '@gc/contracts';
import type { Reflection } from '../../domain/reflections/reflection-types';
import type { PreviewReflection } from '../../domain/reflections/reflection-preview';

/** A question as the builder edits it: type, category, the catalogue question chosen and its phrasing. */
export interface QuestionForm {
  assessment_question_id?: string;
  question_type: QuestionType | '';
  category_id: string;
  question_id: string;
  question_prompt: string;
}

export interface SectionForm {
  section_id?: string;
  section_name: string;
  section_description: string;
  questions: QuestionForm[];
}

/** The Questions tab (validated by contracts' ReflectionContentDto, the API's own rules and messages). */
export interface BuilderFormValues {
  assessment_name: string;
  assessment_description: string;
  assessment_instructions: string;
  sections: SectionForm[];
}

export const emptyBuilderForm = (): BuilderFormValues => ({
  assessment_name: '',
  assessment_description: '',
  assessment_instructions: '',
  sections: [],
});

export const newSection = (): SectionForm => ({ section_name: '', section_description: '', questions: [] });

/** Spec section 2: a new question starts with question_type, category_id and question_prompt. */
export const newQuestion = (type: QuestionType): QuestionForm => ({
  question_type: type,
  category_id: '',
  question_id: '',
  question_prompt: '',
});

/** The form of a loaded reflection; a template's name starts the new form unless another is given. */
export function builderFormOf(view: Reflection, name = view.assessment_name): BuilderFormValues {
  return {
    assessment_name: name,
    assessment_description: view.assessment_description ?? '',
    assessment_instructions: view.assessment_instructions ?? '',
    sections: view.sections.map((section) => ({
      section_id: section.section_id,
      section_name: section.section_name,
      section_description: section.section_description ?? '',
      questions: section.questions.map((question) => ({
        assessment_question_id: question.assessment_question_id,
        question_type: question.question_type,
        category_id: question.category_id,
        question_id: question.question_id,
        question_prompt: question.question_prompt,
      })),
    })),
  };
}

/** What Save sends (POST /assessments, PUT /assessments/{id}): trimmed texts, ids only where the server gave one. */
export function contentOf(values: BuilderFormValues): ReflectionContentDto {
  return {
    assessment_name: values.assessment_name.trim(),
    assessment_description: values.assessment_description.trim(),
    assessment_instructions: values.assessment_instructions.trim(),
    sections: values.sections.map((section) => ({
      ...(section.section_id ? { section_id: section.section_id } : {}),
      section_name: section.section_name.trim(),
      section_description: section.section_description.trim(),
      questions: section.questions.map((question) => ({
        ...(question.assessment_question_id ? { assessment_question_id: question.assessment_question_id } : {}),
        question_type: question.question_type as QuestionType,
        category_id: question.category_id,
        question_id: question.question_id,
        question_prompt: question.question_prompt.trim(),
      })),
    })),
  };
}

/** Spec section 5: at least one section, and a question in every section, before it can be published. */
export const lacksSectionOrQuestion = (sections: readonly SectionForm[]): boolean =>
  sections.length === 0 || sections.some((section) => section.questions.length === 0);

export const builderResolver = dtoResolver<BuilderFormValues>(ReflectionContentDto);

/** The form as the preview shows it, with each chosen question's scale and short name from the catalogue. */
export function previewOf(values: BuilderFormValues, catalogue: readonly CatalogueQuestion[]): PreviewReflection {
  return {
    assessment_name: values.assessment_name,
    assessment_instructions: values.assessment_instructions,
    sections: values.sections.map((section) => ({
      section_name: section.section_name,
      section_description: section.section_description,
      questions: section.questions
        .filter((question) => question.question_type !== '')
        .map((question) => {
          const found = catalogue.find((q) => q.question_id === question.question_id);
          return {
            question_type: question.question_type as QuestionType,
            question_prompt: question.question_prompt || found?.question_prompt || '',
            question_name: found?.question_name,
            question_scale: found?.scale ?? [],
          };
        }),
    })),
    general_settings: null,
  };
}
