import { ConfidentialityMessages, QUESTION_ID_PREFIX, type ResultItemView } from '@gc/contracts';
import type { ResultsDropdown, ResultsStatus } from '../../domain/reflections/reflection-types';
import { formatInTimeZone } from 'date-fns-tz';
import { browserTimeZone } from '../../domain/reflections/reflection-dates';

/** Chart dates read MM/DD/YY (spec section 9), in the viewer's zone. */
export function chartDate(iso: string): string {
  const date = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getMonth() + 1)}/${two(date.getDate())}/${two(date.getFullYear() % 100)}`;
}

export type HistoryEntry = ResultsDropdown['assessments'][number] & { team_id: string; team_name: string };

/** The history dropdown's groups, each team's reflections by due date, latest first (spec section 2). */
export function historyGroups(groups: readonly ResultsDropdown[]): { team: string; entries: HistoryEntry[] }[] {
  return groups
    .filter((g) => g.assessments.length > 0)
    .map((g) => ({
      team: g.team_name,
      entries: [...g.assessments]
        .sort((a, b) => b.due_date.localeCompare(a.due_date))
        .map((a) => ({ ...a, team_id: g.team_id, team_name: g.team_name })),
    }));
}

export const historyLabel = (entry: HistoryEntry) => `(${chartDate(entry.due_date)}) ${entry.assessment_name}`;

/**
 * 'Skills - future' (member spec section 2 names only a Validate/Build skill-level radio). Decided here: on the
 * Skills chart it narrows the radar and the detail panel to the validation skills (SKILL_VALIDATE) or the building
 * skills (SKILL_BUILD), told apart by the catalogue id's prefix the API returns as question_id; 'All skills' (the
 * default) keeps every skill, so executive-sponsor and operating-team skills, which are neither, stay reachable.
 */
export type SkillLevel = 'ALL' | 'VALIDATE' | 'BUILD';
export const SKILL_LEVEL_LABELS: Record<SkillLevel, string> = {
  ALL: 'All skills',
  VALIDATE: 'Validate',
  BUILD: 'Build',
};
const SKILL_PREFIX: Record<Exclude<SkillLevel, 'ALL'>, string> = {
  VALIDATE: `${QUESTION_ID_PREFIX.SKILL_VALIDATE}-`,
  BUILD: `${QUESTION_ID_PREFIX.SKILL_BUILD}-`,
};
export function bySkillLevel(items: readonly ResultItemView[], level: SkillLevel): ResultItemView[] {
  return level === 'ALL' ? [...items] : items.filter((item) => item.question_id.startsWith(SKILL_PREFIX[level]));
}

/** A score as the charts and tables show it: up to two decimals. */
export const score = (value: number) => String(Math.round(value * 100) / 100);

/** How many of the people asked have submitted: '3 of 5 have submitted'. */
export function responseRate({ submitted, assigned }: ResultsStatus['response_rate']): string {
  return `${submitted} of ${assigned} ${submitted === 1 ? 'has' : 'have'} submitted`;
}

/**
 * Why others' figures do not show yet and when that changes (null: they show). Under Confidential while the
 * reflection runs, its close date in the viewer's zone ('Results appear when the reflection closes on December 4.'),
 * the date left out once it has passed and the close is pending; else the API's message (nobody has submitted yet).
 */
export function releaseMessage(
  status: Pick<ResultsStatus, 'released' | 'message' | 'due_date'>,
  now = new Date(),
  timeZone = browserTimeZone(),
): string | null {
  if (status.released) return status.message;
  const due = new Date(status.due_date);
  if (Number.isNaN(due.getTime()) || due <= now) return ConfidentialityMessages.notReleased;
  return ConfidentialityMessages.notReleasedOn(formatInTimeZone(due, timeZone, 'MMMM d'));
}
