import { LEGACY_CONFIDENTIALITY, reflectionPhase, reflectionStreamName, type QuestionType } from '@gc/contracts';
import type { AggregateStore } from '../../../shared/aggregate-store';
import { reflectionDecider, type ReflectionState } from '../../reflections';
import type { TakeRules } from '../domain/take.decider';

/** The published reflection as its stream has it, seen from one member: whether they take it, its phase, its questions. */
export async function loadTakeRules(
  aggregates: AggregateStore,
  clientId: string,
  reflectionId: string,
  userId: string,
  now: Date,
): Promise<TakeRules> {
  const { state } = await aggregates.loadLatest(reflectionStreamName(reflectionId), reflectionDecider);
  return takeRules(state, clientId, reflectionId, userId, now);
}

/** The rules from the reflection's folded state (for a handler that loaded it together with the take). */
export function takeRules(
  state: ReflectionState,
  clientId: string,
  reflectionId: string,
  userId: string,
  now: Date,
): TakeRules {
  const live = state.status === 'active' && state.clientId === clientId && state.kind === 'PUBLISHED';
  const assigned = live && state.assignees.some((a) => a.userId === userId);
  const questions = new Map<string, QuestionType>();
  for (const section of state.content.sections)
    for (const q of section.questions) questions.set(q.questionKey, q.questionType);
  return {
    reflectionId,
    clientId,
    userId,
    assigned,
    // How many finished does not matter here: 'everyone finished' (Closed) includes this taker, and a taker who
    // submitted is refused by the take's own state first. So no query for it on every autosave.
    phase: assigned
      ? reflectionPhase(
          {
            launchDate: state.launchDate as string,
            dueDate: state.dueDate as string,
            adminClosed: state.adminClosed,
            assigned: state.assignees.length,
            finished: 0,
          },
          now,
        )
      : 'UPCOMING',
    questions,
    receivers: state.assignees.filter((a) => a.receiver).map((a) => a.userId),
    confidentiality: state.confidentiality ?? LEGACY_CONFIDENTIALITY,
  };
}
