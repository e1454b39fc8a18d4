import {
  assertNever,
  publishedConfidentiality,
  REFLECTION_CATALOGUE_EVENT_TYPES,
  REFLECTION_EVENT_TYPES,
  SYSTEM_CLIENT_ID,
  TAKE_EVENT_TYPES,
  type TakeEvent,
  type ReflectionCatalogueEvent,
  type ReflectionEvent,
  type ReflectionSectionData,
  type SystemTemplate,
  type CatalogueQuestion,
  type Confidentiality,
} from '@gc/contracts';
import { sql, type Transaction, type Updateable } from 'kysely';
import type { Database } from '../../database/database';
import { defineProjection } from '../../runner/define-projection';
import { refreshReflectionPhase } from './reflection-phase';
import type { ReflectionsTable } from './reflections.tables';

const json = (value: unknown) => JSON.stringify(value);
const questionCount = (sections: readonly ReflectionSectionData[]) =>
  sections.reduce((n, s) => n + s.questions.length, 0);

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

/**
 * The reflections read models: the catalogue (categories, questions), the list rows of every reflection (system
 * templates from the catalogue's releases with client_id 'ALL'), their builder documents and the assignees of
 * published ones. Keyed upserts and deletes, so a batch delivered twice gives the same rows. The phase of a
 * published reflection is recomputed with contracts' rule whenever a fact moves it; time alone moves it through the
 * phase timers (backend reflections worker), which call the same `refreshReflectionPhase`.
 */
export const reflectionsProjection = defineProjection<ReflectionEvent | ReflectionCatalogueEvent | TakeEvent>({
  name: 'reflections',
  // 2: the assignees' take status, section and submission follow the take facts
  // 3: closed_at of a reflection everyone finished is the time of the fact that closed it (rebuilt on deploy)
  version: 4,
  canHandle: [...REFLECTION_EVENT_TYPES, ...REFLECTION_CATALOGUE_EVENT_TYPES, ...TAKE_EVENT_TYPES],
  tables: [
    'reflection_categories',
    'catalogue_questions',
    'reflections',
    'reflection_documents',
    'reflection_assignees',
  ],

  async handle(events, db) {
    // A run of take facts (autosaves: many per taker, several takers per batch) moves its takers out of NEW and to
    // the section each reached last with one statement, sent before any other fact and at the end of the batch.
    const progress = new Map<string, TakeProgress>();
    const flushProgress = async () => {
      if (progress.size === 0) return;
      const takers = [...progress.values()];
      progress.clear();
      await updateTakeProgress(db, takers);
    };
    for (const event of events) {
      if (event.type !== 'TakeAnswersRecorded' && event.type !== 'TakeProgressSaved') await flushProgress();
      const at = event.metadata.occurredAt;
      const by = event.metadata.actorId;
      switch (event.type) {
        case 'ReflectionCatalogueReleased':
          await release(db, event.data, at);
          break;
        case 'ReflectionCreated': {
          const d = event.data;
          await upsertUnpublished(
            db,
            {
              reflection_id: d.reflectionId,
              client_id: d.clientId,
              kind: d.kind,
              system: false,
              origin: d.origin,
              origin_id: d.originId,
              template_name: d.templateName,
              assessment_type: d.assessmentType,
              name: d.name,
              description: d.description,
              revision: Number(event.revision),
              sort_order: 0,
              created_by: by,
              at,
            },
            d.instructions,
            d.sections,
          );
          break;
        }
        case 'ReflectionRenamed':
          await touch(db, event.data.reflectionId, { name: event.data.name }, event.revision, at, by);
          break;
        case 'ReflectionDescriptionChanged':
          await touch(db, event.data.reflectionId, { description: event.data.description }, event.revision, at, by);
          break;
        case 'ReflectionInstructionsChanged':
          await touch(db, event.data.reflectionId, {}, event.revision, at, by);
          await db
            .updateTable('reflection_documents')
            .set({ instructions: event.data.instructions })
            .where('reflection_id', '=', event.data.reflectionId)
            .execute();
          break;
        case 'ReflectionSectionsRevised':
          await touch(
            db,
            event.data.reflectionId,
            { question_count: questionCount(event.data.sections) },
            event.revision,
            at,
            by,
          );
          await db
            .updateTable('reflection_documents')
            .set({ sections: json(event.data.sections) })
            .where('reflection_id', '=', event.data.reflectionId)
            .execute();
          break;
        case 'ReflectionDeleted':
          for (const table of ['reflection_assignees', 'reflection_documents', 'reflections'] as const)
            await db.deleteFrom(table).where('reflection_id', '=', event.data.reflectionId).execute();
          break;
        case 'ReflectionPublished': {
          const d = event.data;
          await touch(
            db,
            d.reflectionId,
            {
              kind: 'PUBLISHED',
              team_id: d.teamId,
              launch_date: d.launchDate,
              due_date: d.dueDate,
              ...confidentialityColumns(publishedConfidentiality(d)),
            },
            event.revision,
            at,
            by,
          );
          await replaceAssignees(db, d.reflectionId, d.clientId, d.assignees);
          await refreshReflectionPhase(db, d.reflectionId, new Date(), at);
          break;
        }
        case 'ReflectionRescheduled':
          await touch(
            db,
            event.data.reflectionId,
            { launch_date: event.data.launchDate, due_date: event.data.dueDate },
            event.revision,
            at,
            by,
          );
          await refreshReflectionPhase(db, event.data.reflectionId, new Date(), at);
          break;
        case 'ReflectionAssigneesChanged':
          await touch(db, event.data.reflectionId, {}, event.revision, at, by);
          await replaceAssignees(db, event.data.reflectionId, event.data.clientId, event.data.assignees);
          await refreshReflectionPhase(db, event.data.reflectionId, new Date(), at);
          break;
        case 'ReflectionConfidentialityChanged':
          await touch(
            db,
            event.data.reflectionId,
            confidentialityColumns(event.data.confidentiality),
            event.revision,
            at,
            by,
          );
          break;
        case 'ReflectionDraftSetupSaved':
          await touch(db, event.data.reflectionId, {}, event.revision, at, by);
          await db
            .updateTable('reflection_documents')
            .set({ setup: json(event.data.setup) })
            .where('reflection_id', '=', event.data.reflectionId)
            .execute();
          break;
        case 'ReflectionAdminClosed':
          await touch(
            db,
            event.data.reflectionId,
            { admin_closed: true, closed_at: event.data.closedAt },
            event.revision,
            at,
            by,
          );
          await refreshReflectionPhase(db, event.data.reflectionId, new Date(), at);
          break;
        case 'TakeAnswersRecorded':
        case 'TakeProgressSaved': {
          const key = `${event.data.reflectionId}\u0000${event.data.userId}`;
          const { reflectionId, userId } = event.data;
          const sectionIndex =
            event.type === 'TakeProgressSaved' ? event.data.sectionIndex : (progress.get(key)?.sectionIndex ?? null);
          progress.set(key, { reflectionId, userId, sectionIndex });
          break;
        }
        case 'TakeSubmitted':
          await db
            .updateTable('reflection_assignees')
            .set({ take_status: 'COMPLETED', submitted_at: event.data.submittedAt })
            .where('reflection_id', '=', event.data.reflectionId)
            .where('user_id', '=', event.data.userId)
            .execute();
          await refreshReflectionPhase(db, event.data.reflectionId, new Date(), at);
          break;
        default:
          assertNever(event);
      }
    }
    await flushProgress();
  },
});

interface TakeProgress {
  readonly reflectionId: string;
  readonly userId: string;
  /** the section reached, when a TakeProgressSaved of the run said so */
  readonly sectionIndex: number | null;
}

/**
 * Each taker out of NEW (answers recorded or a section saved both start a take) and to the section they reached, if
 * a fact said one; a row already started with no section to record is left alone.
 */
async function updateTakeProgress(db: Transaction<Database>, takers: readonly TakeProgress[]): Promise<void> {
  const rows = takers.map((t) => sql`(${t.reflectionId}::text, ${t.userId}::uuid, ${t.sectionIndex}::integer)`);
  await sql`
    update reflection_assignees as a
    set section_index = coalesce(v.section_index, a.section_index),
        take_status = case when a.take_status = 'NEW' then 'IN_PROGRESS' else a.take_status end
    from (values ${sql.join(rows)}) as v (reflection_id, user_id, section_index)
    where a.reflection_id = v.reflection_id and a.user_id = v.user_id
      and (a.take_status = 'NEW' or v.section_index is not null)`.execute(db);
}

async function touch(
  db: Transaction<Database>,
  reflectionId: string,
  changes: Updateable<ReflectionsTable>,
  revision: bigint,
  at: string,
  by: string | null,
): Promise<void> {
  await db
    .updateTable('reflections')
    .set({ ...changes, revision: Number(revision), modified_on: at, modified_by: by })
    .where('reflection_id', '=', reflectionId)
    .execute();
}

async function replaceAssignees(
  db: Transaction<Database>,
  reflectionId: string,
  clientId: string,
  assignees: readonly { userId: string; teamRoleId: string; observer: boolean; receiver: boolean }[],
): Promise<void> {
  const kept = assignees.map((a) => a.userId);
  let removal = db.deleteFrom('reflection_assignees').where('reflection_id', '=', reflectionId);
  if (kept.length) removal = removal.where('user_id', 'not in', kept);
  await removal.execute();
  for (const a of assignees) {
    const row = {
      reflection_id: reflectionId,
      client_id: clientId,
      user_id: a.userId,
      team_role_id: a.teamRoleId,
      observer: a.observer,
      receiver: a.receiver,
      take_status: 'NEW',
    };
    // an assignee who stays keeps the status of their take
    await db
      .insertInto('reflection_assignees')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['reflection_id', 'user_id']).doUpdateSet({
          team_role_id: a.teamRoleId,
          observer: a.observer,
          receiver: a.receiver,
        }),
      )
      .execute();
  }
}

async function release(
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
    await db
      .insertInto('reflection_categories')
      .values(row)
      .onConflict((oc) => oc.column('category_id').doUpdateSet(row))
      .execute();
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
    await db
      .insertInto('catalogue_questions')
      .values(row)
      .onConflict((oc) => oc.column('question_id').doUpdateSet(row))
      .execute();
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

/** A draft or template's list row and builder document, as created: not published, no phase yet. */
async function upsertUnpublished(
  db: Transaction<Database>,
  fields: Pick<
    ReflectionsTable,
    | 'reflection_id'
    | 'client_id'
    | 'kind'
    | 'system'
    | 'origin'
    | 'origin_id'
    | 'template_name'
    | 'assessment_type'
    | 'name'
    | 'description'
    | 'revision'
    | 'sort_order'
    | 'created_by'
  > & { at: string },
  instructions: string,
  sections: readonly ReflectionSectionData[],
): Promise<void> {
  const { at, ...rest } = fields;
  const row = {
    ...rest,
    question_count: questionCount(sections),
    team_id: null,
    launch_date: null,
    due_date: null,
    admin_closed: false,
    closed_at: null,
    phase: 'NEW',
    due_soon: false,
    assigned_count: 0,
    finished_count: 0,
    created_on: at,
    modified_on: at,
    modified_by: fields.created_by,
  };
  await db
    .insertInto('reflections')
    .values(row)
    .onConflict((oc) => oc.column('reflection_id').doUpdateSet(row))
    .execute();
  const doc = {
    reflection_id: fields.reflection_id,
    client_id: fields.client_id,
    instructions,
    sections: json(sections),
  };
  await db
    .insertInto('reflection_documents')
    .values(doc)
    .onConflict((oc) => oc.column('reflection_id').doUpdateSet(doc))
    .execute();
}

const confidentialityColumns = (c: Confidentiality) => ({ confidentiality_mode: c.mode, min_raters: c.minRaters });
