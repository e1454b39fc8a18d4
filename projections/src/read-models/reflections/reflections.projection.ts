import {
  assertNever,
  publishedConfidentiality,
  REFLECTION_CATALOGUE_EVENT_TYPES,
  REFLECTION_EVENT_TYPES,
  TAKE_EVENT_TYPES,
  type TakeEvent,
  type ReflectionCatalogueEvent,
  type ReflectionEvent,
} from '@gc/contracts';
import type { Updateable } from 'kysely';
import { defineProjection } from '../../runner/define-projection';
import { releaseCatalogue } from './catalogue-release';
import { refreshReflectionPhase } from './reflection-phase';
import {
  confidentialityColumns,
  json,
  questionCount,
  replaceAssignees,
  touch,
  updateDocument,
  updateTakeProgress,
  upsertUnpublished,
  type TakeProgress,
} from './reflection-writes';
import type { ReflectionsTable } from './reflections.tables';

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
      const touchRow = (reflectionId: string, changes: Updateable<ReflectionsTable> = {}) =>
        touch(db, reflectionId, changes, event.revision, at, by);
      switch (event.type) {
        case 'ReflectionCatalogueReleased':
          await releaseCatalogue(db, event.data, at);
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
          await touchRow(event.data.reflectionId, { name: event.data.name });
          break;
        case 'ReflectionDescriptionChanged':
          await touchRow(event.data.reflectionId, { description: event.data.description });
          break;
        case 'ReflectionInstructionsChanged':
          await touchRow(event.data.reflectionId);
          await updateDocument(db, event.data.reflectionId, { instructions: event.data.instructions });
          break;
        case 'ReflectionSectionsRevised':
          await touchRow(event.data.reflectionId, { question_count: questionCount(event.data.sections) });
          await updateDocument(db, event.data.reflectionId, { sections: json(event.data.sections) });
          break;
        case 'ReflectionDeleted':
          for (const table of ['reflection_assignees', 'reflection_documents', 'reflections'] as const)
            await db.deleteFrom(table).where('reflection_id', '=', event.data.reflectionId).execute();
          break;
        case 'ReflectionPublished': {
          const d = event.data;
          await touchRow(d.reflectionId, {
            kind: 'PUBLISHED',
            team_id: d.teamId,
            launch_date: d.launchDate,
            due_date: d.dueDate,
            ...confidentialityColumns(publishedConfidentiality(d)),
          });
          await replaceAssignees(db, d.reflectionId, d.clientId, d.assignees);
          await refreshReflectionPhase(db, d.reflectionId, new Date(), at);
          break;
        }
        case 'ReflectionRescheduled':
          await touchRow(event.data.reflectionId, { launch_date: event.data.launchDate, due_date: event.data.dueDate });
          await refreshReflectionPhase(db, event.data.reflectionId, new Date(), at);
          break;
        case 'ReflectionAssigneesChanged':
          await touchRow(event.data.reflectionId);
          await replaceAssignees(db, event.data.reflectionId, event.data.clientId, event.data.assignees);
          await refreshReflectionPhase(db, event.data.reflectionId, new Date(), at);
          break;
        case 'ReflectionConfidentialityChanged':
          await touchRow(event.data.reflectionId, confidentialityColumns(event.data.confidentiality));
          break;
        case 'ReflectionDraftSetupSaved':
          await touchRow(event.data.reflectionId);
          await updateDocument(db, event.data.reflectionId, { setup: json(event.data.setup) });
          break;
        case 'ReflectionAdminClosed':
          await touchRow(event.data.reflectionId, { admin_closed: true, closed_at: event.data.closedAt });
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
