import {
  QUESTION_TYPE_LABELS,
  scaleTypeOf,
  type ReflectionSectionView,
  type ReflectionSectionData,
} from '@gc/contracts';
import type { Kysely } from 'kysely';
import type { WorkspacesDatabase } from '../../clients';

/** Saved sections as the views show them: each question with the catalogue's texts (axis name, definitions, scale). */
export async function sectionViews(
  db: Kysely<WorkspacesDatabase>,
  sections: readonly ReflectionSectionData[],
): Promise<ReflectionSectionView[]> {
  const ids = [...new Set(sections.flatMap((s) => s.questions.map((q) => q.catalogueQuestionId)))];
  const questions = ids.length
    ? await db.selectFrom('catalogue_questions').selectAll().where('question_id', 'in', ids).execute()
    : [];
  const byId = new Map(questions.map((q) => [q.question_id, q]));
  const categories = await db.selectFrom('reflection_categories').select(['category_id', 'category_name']).execute();
  const categoryName = new Map(categories.map((c) => [c.category_id, c.category_name]));
  return sections.map((s) => ({
    section_id: s.sectionKey,
    section_name: s.name,
    section_description: s.description,
    questions: s.questions.map((q) => {
      const known = byId.get(q.catalogueQuestionId);
      return {
        assessment_question_id: q.questionKey,
        question_type: q.questionType,
        category_id: q.categoryId,
        category_name: categoryName.get(q.categoryId) ?? q.categoryId,
        question_id: q.catalogueQuestionId,
        question_name: known?.question_name ?? QUESTION_TYPE_LABELS[q.questionType],
        question_prompt: q.prompt,
        definition: known?.definition ?? '',
        detailed_definition: known?.detailed_definition ?? [],
        question_scale: known?.scale ?? [],
        question_scale_type: scaleTypeOf(q.questionType),
      };
    }),
  }));
}
