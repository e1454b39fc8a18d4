import {
  phaseLabel,
  type AdminPhase,
  type ReflectionKind,
  type ReflectionListItemView,
  type ReflectionType,
} from '@gc/contracts';
import type { ReflectionRow } from '@gc/projections';
import type { Kysely } from 'kysely';
import type { WorkspacesDatabase } from '../../clients';

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function listItem(row: ReflectionRow & { team_name: string | null }): ReflectionListItemView {
  return {
    assessment_id: row.reflection_id,
    assessment_name: row.name,
    assessment_description: row.description,
    assessment_type: row.assessment_type as ReflectionType,
    kind: row.kind as ReflectionKind,
    client_id: row.client_id,
    system: row.system,
    template_name: row.template_name,
    assessment_status: row.phase as AdminPhase | 'NEW',
    admin_closed: row.admin_closed,
    due_soon: row.due_soon,
    team_id: row.team_id,
    team_name: row.team_name,
    launch_date: iso(row.launch_date),
    due_date: iso(row.due_date),
    closed_at: iso(row.closed_at),
    question_count: row.question_count,
    revision: row.revision,
    createdOn: epochSeconds(row.created_on),
    modifiedOn: epochSeconds(row.modified_on),
    response_rate: row.kind === 'PUBLISHED' ? { finished: row.finished_count, total: row.assigned_count } : null,
  };
}

/** What 'Find form...' matches: name, type (kind, template, individual/team), status (its label) and team. */
export function matches(item: ReflectionListItemView, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [
    item.assessment_name,
    item.kind,
    item.kind === 'PUBLISHED' ? 'published' : item.kind.toLowerCase(),
    item.template_name,
    item.assessment_type,
    item.kind === 'PUBLISHED' ? phaseLabel(item.assessment_status, item.admin_closed) : 'draft',
    item.team_name ?? '',
  ].some((field) => field.toLowerCase().includes(needle));
}

export function rowsOf(db: Kysely<WorkspacesDatabase>) {
  return db
    .selectFrom('reflections as r')
    .leftJoin('teams as t', (join) =>
      join.onRef('t.team_id', '=', 'r.team_id').onRef('t.client_id', '=', 'r.client_id'),
    )
    .selectAll('r')
    .select('t.team_name');
}
