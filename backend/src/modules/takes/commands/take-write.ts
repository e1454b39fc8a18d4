import {
  LEGACY_CONFIDENTIALITY,
  reflectionPhase,
  reflectionStreamName,
  takeStreamName,
  type QuestionType,
  type SaveTakeDto,
  type TakeEvent,
} from '@gc/contracts';
import type { AggregateStore, CommandResult } from '../../../shared/aggregate-store';
import type { CommandContext } from '../../../shared/command-context';
import { commandFrom } from '../../../shared/aggregate-store';
import { retryOnConcurrentChange } from '../../../shared/retry-on-concurrent-change';
import { reflectionDecider, type ReflectionState } from '../../reflections';
import { takeDecider, type SentAnswer, type TakeCommand, type TakeRules } from '../domain/take.decider';

/** Whose take a command is about: the caller's own, of one reflection, in their current client. */
export interface TakeOf {
  readonly context: CommandContext;
  readonly clientId: string;
  readonly reflectionId: string;
  readonly userId: string;
}

/**
 * Decides a command on the caller's take, made from the published reflection's rules (its stream; see
 * AggregateStore.handle). Answers are facts per question and subject, so a write racing another tab's is decided
 * again on the stream as the other left it (never a whole-document overwrite): both keep their answers. The hot
 * path (every autosave) decides on the reflection and the take as this process folded them, so a save reads
 * nothing; a lost race runs again.
 */
export function writeTake(
  aggregates: AggregateStore,
  { context, clientId, reflectionId, userId }: TakeOf,
  command: (rules: TakeRules) => TakeCommand,
): Promise<CommandResult<TakeEvent>> {
  const fromRules = commandFrom(reflectionStreamName(reflectionId), reflectionDecider, (reflection) =>
    command(takeRules(reflection, clientId, reflectionId, userId, context.now)),
  );
  return retryOnConcurrentChange(() =>
    aggregates.handle(takeStreamName(reflectionId, userId), takeDecider, fromRules, context, { latest: true }),
  );
}

/** The answers of a save or submit body, as the decider takes them. */
export function sentAnswers(input: SaveTakeDto): SentAnswer[] {
  return (input.answers ?? []).map((a) => ({
    questionKey: a.assessment_question_id,
    subject: a.subject,
    value: a.response,
    comment: a.comment,
  }));
}

/** The published reflection as its stream has it, seen from one member: whether they take it, its phase, its questions. */
export function takeRules(
  state: ReflectionState,
  clientId: string,
  reflectionId: string,
  userId: string,
  now: Date,
): TakeRules {
  const live = state.status === 'active' && state.clientId === clientId && state.kind === 'PUBLISHED';
  const { assignees, questions, receivers } = readOf(state);
  const assigned = live && assignees.has(userId);
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
    receivers,
    confidentiality: state.confidentiality ?? LEGACY_CONFIDENTIALITY,
  };
}

interface ReflectionRead {
  readonly assignees: ReadonlySet<string>;
  readonly questions: ReadonlyMap<string, QuestionType>;
  readonly receivers: readonly string[];
}

/**
 * What takeRules reads of a reflection's state, made once per state: a state is never changed (each event folds into
 * a new one), and every autosave of a cohort asks for the same reflection's 60 questions and 500 assignees.
 */
const reads = new WeakMap<ReflectionState, ReflectionRead>();
function readOf(state: ReflectionState): ReflectionRead {
  let read = reads.get(state);
  if (!read) {
    const questions = new Map<string, QuestionType>();
    for (const section of state.content.sections)
      for (const q of section.questions) questions.set(q.questionKey, q.questionType);
    read = {
      assignees: new Set(state.assignees.map((a) => a.userId)),
      questions,
      receivers: state.assignees.filter((a) => a.receiver).map((a) => a.userId),
    };
    reads.set(state, read);
  }
  return read;
}
