import { isClosedPhase, isDueSoon, reflectionPhase } from '@gc/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../database/database';

export interface RefreshedPhase {
  readonly phase: string;
  readonly dueSoon: boolean;
  readonly changed: boolean;
}

/**
 * Recomputes a published reflection's phase and Due Soon flag with contracts' one rule, from its row and its
 * assignees, and stores them when they differ. Used by the projection (facts that move dates, assignees or the
 * admin close) and by the phase timers and the sweep (time alone): the row is locked first, so the two never
 * interleave. Null when the reflection is not a published one (a draft, or a row not projected yet).
 */
export async function refreshReflectionPhase(
  db: Kysely<Database> | Transaction<Database>,
  reflectionId: string,
  now: Date,
  /** when the fact that moved it happened (the projection's calls): the instant it closed, should it close now */
  factAt?: string,
): Promise<RefreshedPhase | null> {
  const row = await db
    .selectFrom('reflections')
    .select(['kind', 'launch_date', 'due_date', 'admin_closed', 'phase', 'due_soon', 'closed_at'])
    .where('reflection_id', '=', reflectionId)
    .forUpdate()
    .executeTakeFirst();
  if (!row || row.kind !== 'PUBLISHED' || !row.launch_date || !row.due_date) return null;
  const counts = await db
    .selectFrom('reflection_assignees')
    .select(({ fn }) => [
      fn.countAll<string>().as('assigned'),
      fn.count<string>('user_id').filterWhere('take_status', '=', 'COMPLETED').as('finished'),
    ])
    .where('reflection_id', '=', reflectionId)
    .executeTakeFirstOrThrow();
  const assigned = Number(counts.assigned);
  const finished = Number(counts.finished);
  const phase = reflectionPhase(
    { launchDate: row.launch_date, dueDate: row.due_date, adminClosed: row.admin_closed, assigned, finished },
    now,
  );
  const closed = isClosedPhase(phase);
  const dueSoon = !closed && isDueSoon(row.due_date, now);
  const changed = phase !== row.phase || dueSoon !== row.due_soon;
  // the instant it closed: an admin close sets it from its fact; everyone finishing closes it at the fact that made
  // it so (the last submission, or the assignees' change), not at the time it is projected, so a rebuild agrees
  const closedAt = closed ? (row.closed_at ?? (factAt ? new Date(factAt) : now)) : null;
  await db
    .updateTable('reflections')
    .set({ phase, due_soon: dueSoon, assigned_count: assigned, finished_count: finished, closed_at: closedAt })
    .where('reflection_id', '=', reflectionId)
    .execute();
  return { phase, dueSoon, changed };
}
