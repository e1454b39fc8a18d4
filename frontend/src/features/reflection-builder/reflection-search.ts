import { phaseLabel, type ReflectionListItemView } from '@gc/contracts';
import { format, formatDistance } from 'date-fns';

/** 'Find form...' (admin spec section 2): a form matches on its name, type, status or team, case-insensitively. */
export function matchesSearch(item: ReflectionListItemView, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  const status = item.kind === 'PUBLISHED' ? phaseLabel(item.assessment_status, item.admin_closed) : item.kind;
  return [
    item.assessment_name,
    item.assessment_type,
    item.template_name,
    item.kind,
    item.kind === 'PUBLISHED' ? 'Published' : item.kind === 'DRAFT' ? 'Draft' : 'Template',
    status,
    item.team_name ?? '',
  ].some((text) => text.toLowerCase().includes(q));
}

/** The reflection modified time (admin spec section 9): 'MMMM DD YYYY, HH:mm A' in the viewer's zone. */
export const formatModified = (epochSeconds: number): string =>
  format(new Date(epochSeconds * 1000), 'MMMM dd yyyy, hh:mm a');

const DAY_MS = 24 * 60 * 60 * 1000;

/** A draft card's age (admin spec sections 2 and 9): 'Last updated today' under 24 hours, else a relative time. */
export function draftAge(epochSeconds: number, now: Date = new Date()): string {
  const at = epochSeconds * 1000;
  if (now.getTime() - at < DAY_MS) return 'Last updated today';
  return `Last updated ${formatDistance(at, now, { addSuffix: true })}`;
}
