import {
  isEventOf,
  REFLECTION_EVENT_TYPES,
  reflectionPhase,
  reflectionStreamName,
  type AdminPhase,
  type ReflectionEvent,
} from '@gc/contracts';
import type { Database } from '@gc/projections';
import type { Kysely } from 'kysely';
import type { EventStore } from '../shared/event-store.port';
import {
  GetReflectionHistoryHandler,
  GetReflectionHistoryQuery,
  ReflectionHistory,
  reflectionDecider,
  type HistoryEntryView,
  type ReflectionState,
} from '../modules/reflections';

type TakeStatus = 'NEW' | 'IN_PROGRESS' | 'COMPLETED';

/** A reflection as it was at an instant, and how it got there. */
export interface ReflectionReplay {
  readonly reflectionId: string;
  readonly clientId: string;
  /** the instant replayed to (now when none was asked) */
  readonly at: string;
  /** the reflection's events folded with the decider's evolve, up to `at` by occurredAt */
  readonly state: ReflectionState;
  /** the one phase rule at `at`; null for a draft or a template */
  readonly phase: AdminPhase | null;
  readonly teamName: string | null;
  /** everyone assigned then, with their name now and their take's status then */
  readonly members: readonly {
    userId: string;
    name: string;
    receiver: boolean;
    observer: boolean;
    take: TakeStatus;
  }[];
  /** its events and its takes' lifecycle, in words, up to `at` (answers' contents left out) */
  readonly timeline: readonly HistoryEntryView[];
}

const isReflectionEvent = isEventOf<ReflectionEvent>(REFLECTION_EVENT_TYPES);

/**
 * Replays a reflection to an instant with the reflections module's own pieces: ReflectionHistory reads its stream
 * and its takes' streams, the decider's evolve folds the state, and the history query words the timeline (the
 * same as GET /assessments/{id}/history). Null when there is no such reflection.
 */
export async function replayReflection(
  store: EventStore,
  db: Kysely<Database>,
  reflectionId: string,
  at: Date = new Date(),
): Promise<ReflectionReplay | null> {
  const [first] = (await store.readStream(reflectionStreamName(reflectionId), { maxCount: 1 })).filter(
    isReflectionEvent,
  );
  if (!first) return null;
  const clientId = first.data.clientId;
  const history = new ReflectionHistory(store, db);
  const { reflection, takes } = await history.events(clientId, reflectionId, at);
  const state = reflection.reduce(reflectionDecider.evolve, reflectionDecider.initialState());

  const take = new Map<string, TakeStatus>();
  for (const e of takes)
    take.set(
      e.data.userId,
      e.type === 'TakeSubmitted' || take.get(e.data.userId) === 'COMPLETED' ? 'COMPLETED' : 'IN_PROGRESS',
    );
  const finished = state.assignees.filter((a) => take.get(a.userId) === 'COMPLETED').length;
  const phase =
    state.kind === 'PUBLISHED' && state.launchDate && state.dueDate
      ? reflectionPhase(
          {
            launchDate: state.launchDate,
            dueDate: state.dueDate,
            adminClosed: state.adminClosed,
            assigned: state.assignees.length,
            finished,
          },
          at,
        )
      : null;
  const names = await history.names(state.assignees.map((a) => a.userId));
  const entries = await new GetReflectionHistoryHandler(history).execute(
    new GetReflectionHistoryQuery(clientId, reflectionId),
  );
  return {
    reflectionId,
    clientId,
    at: at.toISOString(),
    state,
    phase,
    teamName: state.teamId ? await history.teamName(clientId, state.teamId) : null,
    members: state.assignees.map((a) => ({
      userId: a.userId,
      name: names.get(a.userId) ?? 'Erased user',
      receiver: a.receiver,
      observer: a.observer,
      take: take.get(a.userId) ?? 'NEW',
    })),
    timeline: entries.filter((e) => new Date(e.at).getTime() <= at.getTime()),
  };
}

/** The replay as text, for a terminal. */
export function formatReplay(r: ReflectionReplay): string {
  const s = r.state;
  const questions = s.content.sections.reduce((n, section) => n + section.questions.length, 0);
  const lines = [
    `Reflection ${r.reflectionId} (client ${r.clientId}) as of ${r.at}`,
    `  name:        ${s.content.name}`,
    `  kind:        ${s.kind}${s.status === 'deleted' ? ' (deleted)' : ''}${r.phase ? `, ${r.phase}` : ''}`,
    `  revision:    ${s.revision}`,
    `  template:    ${s.templateName || '-'} (${s.assessmentType})`,
    `  content:     ${s.content.sections.length} sections, ${questions} questions`,
  ];
  if (s.kind === 'PUBLISHED') {
    lines.push(
      `  team:        ${r.teamName ?? '-'} (${s.teamId})`,
      `  launch:      ${s.launchDate}`,
      `  due:         ${s.dueDate}`,
      `  closed:      ${s.adminClosed ? 'yes, by an administrator' : 'no'}`,
      `  members:     ${r.members.length}`,
      ...r.members.map(
        (m) =>
          `    ${m.name} (${m.userId}): ${[m.receiver ? 'receiver' : '', m.observer ? 'observer' : ''].filter(Boolean).join(', ')}; take ${m.take}`,
      ),
    );
  }
  lines.push('', `Timeline (${r.timeline.length} events)`);
  for (const e of r.timeline) lines.push(`  ${e.at}  ${e.actor.padEnd(20)} ${e.summary}  [${e.type} @ ${e.position}]`);
  return `${lines.join('\n')}\n`;
}
