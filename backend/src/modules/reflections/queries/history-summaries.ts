import {
  confidentialityLabel,
  publishedConfidentiality,
  type RecordedEventOf,
  type ReflectionEvent,
} from '@gc/contracts';
import { formatInTimeZone } from 'date-fns-tz';
import type { ReflectionState } from '../domain/reflection.state';

const day = (iso: string) => formatInTimeZone(new Date(iso), 'UTC', "MMMM dd, yyyy HH:mm 'UTC'");

/** One reflection event in words, against the state just before it. */
export function describeReflectionEvent(
  e: RecordedEventOf<ReflectionEvent>,
  before: ReflectionState,
  nameOf: (id: string | null) => string,
  teams: ReadonlyMap<string, string>,
): string {
  switch (e.type) {
    case 'ReflectionCreated': {
      const kind = e.data.kind === 'TEMPLATE' ? 'template' : 'draft';
      if (e.data.origin === 'TEMPLATE')
        return `created the ${kind} '${e.data.name}' from the template '${e.data.templateName}'`;
      if (e.data.origin === 'CLONE') return `created the ${kind} '${e.data.name}' as a clone`;
      return `created the ${kind} '${e.data.name}' from a blank form`;
    }
    case 'ReflectionRenamed':
      return `renamed from '${before.content.name}' to '${e.data.name}'`;
    case 'ReflectionDescriptionChanged':
      return 'changed the description';
    case 'ReflectionInstructionsChanged':
      return 'changed the instructions';
    case 'ReflectionSectionsRevised': {
      const questions = e.data.sections.reduce((n, s) => n + s.questions.length, 0);
      return `changed the questions: now ${e.data.sections.length} sections, ${questions} questions`;
    }
    case 'ReflectionDeleted':
      return 'deleted the draft';
    case 'ReflectionPublished':
      return `published to ${teams.get(e.data.teamId) ?? 'a team'} with ${e.data.assignees.length} members (launch ${day(e.data.launchDate)}, due ${day(e.data.dueDate)}; ${confidentialityLabel(publishedConfidentiality(e.data))})`;
    case 'ReflectionRescheduled': {
      const parts: string[] = [];
      if (before.launchDate && new Date(before.launchDate).getTime() !== new Date(e.data.launchDate).getTime())
        parts.push(`launch date moved from ${day(before.launchDate)} to ${day(e.data.launchDate)}`);
      if (before.dueDate && new Date(before.dueDate).getTime() !== new Date(e.data.dueDate).getTime())
        parts.push(`due date moved from ${day(before.dueDate)} to ${day(e.data.dueDate)}`);
      return parts.join('; ') || 'dates saved unchanged';
    }
    case 'ReflectionAssigneesChanged': {
      const was = new Set(before.assignees.map((a) => a.userId));
      const now = new Set(e.data.assignees.map((a) => a.userId));
      const added = [...now].filter((id) => !was.has(id)).map(nameOf);
      const removed = [...was].filter((id) => !now.has(id)).map(nameOf);
      const parts = [
        added.length ? `added ${added.join(', ')}` : '',
        removed.length ? `removed ${removed.join(', ')}` : '',
      ];
      return `changed the members: ${parts.filter(Boolean).join('; ') || 'observer and receiver flags'}`;
    }
    case 'ReflectionConfidentialityChanged':
      return `changed how ratings are shown to: ${confidentialityLabel(e.data.confidentiality)}`;
    case 'ReflectionDraftSetupSaved': {
      const d = e.data.setup;
      const parts = [
        d.teamId ? `team ${teams.get(d.teamId) ?? 'a team'}` : 'no team',
        `${d.members.length} members flagged`,
        d.launchDate ? `launch ${day(d.launchDate)}` : '',
        d.dueDate ? `due ${day(d.dueDate)}` : '',
      ];
      return `saved the draft's General setup (${parts.filter(Boolean).join(', ')})`;
    }
    case 'ReflectionAdminClosed':
      return 'marked it as complete (Admin Closed)';
    default: {
      const never: never = e;
      return never;
    }
  }
}
