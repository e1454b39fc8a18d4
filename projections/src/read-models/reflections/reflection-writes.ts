import type { Confidentiality, ReflectionSectionData } from '@gc/contracts';
import { sql, type Transaction, type Updateable } from 'kysely';
import { upsert } from '../../database/upsert';
import type { Database } from '../../database/database';
import type { ReflectionDocumentsTable, ReflectionsTable } from './reflections.tables';

/** The reflections projection's writes, one function per kind of row change (keyed, so safe to run twice). */

export const json = (value: unknown) => JSON.stringify(value);
export const questionCount = (sections: readonly ReflectionSectionData[]) =>
  sections.reduce((n, s) => n + s.questions.length, 0);

export const confidentialityColumns = (c: Confidentiality) => ({
  confidentiality_mode: c.mode,
  min_raters: c.minRaters,
});

export interface TakeProgress {
  readonly reflectionId: string;
  readonly userId: string;
  /** the section reached, when a TakeProgressSaved of the run said so */
  readonly sectionIndex: number | null;
}

/**
 * Each taker out of NEW (answers recorded or a section saved both start a take) and to the section they reached, if
 * a fact said one; a row already started with no section to record is left alone.
 */
export async function updateTakeProgress(db: Transaction<Database>, takers: readonly TakeProgress[]): Promise<void> {
  if (takers.length === 0) return;
  // the takers as three array parameters: one statement text for any number of them (prepared once per connection)
  await sql`
    update reflection_assignees as a
    set section_index = coalesce(v.section_index, a.section_index),
        take_status = case when a.take_status = 'NEW' then 'IN_PROGRESS' else a.take_status end
    from unnest(${takers.map((t) => t.reflectionId)}::text[], ${takers.map((t) => t.userId)}::uuid[],
                ${takers.map((t) => t.sectionIndex)}::integer[]) as v (reflection_id, user_id, section_index)
    where a.reflection_id = v.reflection_id and a.user_id = v.user_id
      and (a.take_status = 'NEW' or v.section_index is not null)`.execute(db);
}

export async function touch(
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

/** A builder document's changed parts (instructions, sections or a draft's setup). */
export async function updateDocument(
  db: Transaction<Database>,
  reflectionId: string,
  changes: Updateable<ReflectionDocumentsTable>,
): Promise<void> {
  await db.updateTable('reflection_documents').set(changes).where('reflection_id', '=', reflectionId).execute();
}

export async function replaceAssignees(
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
    await upsert(db, 'reflection_assignees', ['reflection_id', 'user_id'], row, {
      team_role_id: a.teamRoleId,
      observer: a.observer,
      receiver: a.receiver,
    });
  }
}

/** A draft or template's list row and builder document, as created: not published, no phase yet. */
export async function upsertUnpublished(
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
  await upsert(db, 'reflections', ['reflection_id'], row);
  const doc = {
    reflection_id: fields.reflection_id,
    client_id: fields.client_id,
    instructions,
    sections: json(sections),
  };
  await upsert(db, 'reflection_documents', ['reflection_id'], doc);
}
