import {
  SYSTEM_CLIENT_ID,
  type CatalogueQuestion,
  type ReflectionCatalogueEvent,
  type ReflectionSectionData,
  type SystemTemplate,
} from '@gc/contracts';
import type { Transaction } from 'kysely';
import { upsert } from '../../database/upsert';
import type { Database } from '../../database/database';
import { json, upsertUnpublished } from './reflection-writes';

/** A system template's document: its catalogue questions with their default phrasing, keys derived from its id. */
export function systemTemplateSections(
  template: SystemTemplate,
  questions: ReadonlyMap<string, CatalogueQuestion>,
): ReflectionSectionData[] {
  let n = 0;
  return template.sections.map((section, s) => ({
    sectionKey: `${template.template_id}-s${s + 1}`,
    name: section.section_name,
    description: section.section_description,
    questions: section.question_ids.flatMap((id) => {
      const q = questions.get(id);
      if (!q) return [];
      n += 1;
      return [
        {
          questionKey: `${template.template_id}-q${n}`,
          questionType: q.question_type,
          categoryId: q.category_id,
          catalogueQuestionId: q.question_id,
          prompt: q.question_prompt,
        },
      ];
    }),
  }));
}

/** A catalogue release: categories and questions upserted (earlier ones retired), system templates replaced. */
export async function releaseCatalogue(
  db: Transaction<Database>,
  data: Extract<ReflectionCatalogueEvent, { type: 'ReflectionCatalogueReleased' }>['data'],
  at: string,
): Promise<void> {
  const { version } = data;
  // what an earlier release had and this one lacks stays (published reflections refer to it), marked retired
  await db.updateTable('reflection_categories').set({ retired: true }).where('version', '<', version).execute();
  await db.updateTable('catalogue_questions').set({ retired: true }).where('version', '<', version).execute();
  for (const [i, c] of data.categories.entries()) {
    const row = {
      category_id: c.category_id,
      category_name: c.category_name,
      description: c.description,
      question_types: json(c.question_types),
      sort_order: i,
      version,
      retired: false,
    };
    await upsert(db, 'reflection_categories', ['category_id'], row);
  }
  for (const [i, q] of data.questions.entries()) {
    const row = {
      question_id: q.question_id,
      question_type: q.question_type,
      category_id: q.category_id,
      question_name: q.question_name,
      question_prompt: q.question_prompt,
      definition: q.definition,
      detailed_definition: json(q.detailed_definition),
      scale: json(q.scale),
      sort_order: i,
      version,
      retired: false,
    };
    await upsert(db, 'catalogue_questions', ['question_id'], row);
  }
  const byId = new Map(data.questions.map((q) => [q.question_id, q]));
  const templateIds = data.templates.map((t) => t.template_id);
  let gone = db.selectFrom('reflections').select('reflection_id').where('client_id', '=', SYSTEM_CLIENT_ID);
  if (templateIds.length) gone = gone.where('reflection_id', 'not in', templateIds);
  const goneIds = (await gone.execute()).map((r) => r.reflection_id);
  if (goneIds.length) {
    await db.deleteFrom('reflection_documents').where('reflection_id', 'in', goneIds).execute();
    await db.deleteFrom('reflections').where('reflection_id', 'in', goneIds).execute();
  }
  for (const [i, t] of data.templates.entries()) {
    await upsertUnpublished(
      db,
      {
        reflection_id: t.template_id,
        client_id: SYSTEM_CLIENT_ID,
        kind: 'TEMPLATE',
        system: true,
        origin: 'BLANK',
        origin_id: '',
        template_name: t.template_name,
        assessment_type: t.assessment_type,
        name: t.template_name,
        description: t.assessment_description,
        revision: version,
        sort_order: i,
        created_by: null,
        at,
      },
      t.assessment_instructions,
      systemTemplateSections(t, byId),
    );
  }
}
