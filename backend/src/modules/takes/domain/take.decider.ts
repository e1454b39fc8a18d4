import {
  answerKey,
  answeredPerReceiver,
  isClosedPhase,
  missingAnswers,
  requiredAnswers,
  ReflectionMessages,
  TEAM_SUBJECT,
  TakeMessages as M,
  type AdminPhase,
  type AnswerValue,
  type Confidentiality,
  type QuestionType,
  type TakeAnswerData,
  type TakeEvent,
} from '@gc/contracts';
import { Map as PersistentMap } from 'immutable';
import { assertNever, type Decider } from '../../../shared/decider';
import { conflict, DomainError, invalid, notFound } from '../../../shared/domain-error';

/** What the take's rules check against: the published reflection as its stream has it, loaded by the handler. */
export interface TakeRules {
  readonly reflectionId: string;
  readonly clientId: string;
  readonly userId: string;
  /** false: not a published reflection of this client that names this member (404) */
  readonly assigned: boolean;
  readonly phase: AdminPhase;
  /** questionKey -> type, in the document's order */
  readonly questions: ReadonlyMap<string, QuestionType>;
  /** the receivers' user ids: whom scored skill and mindset questions are about */
  readonly receivers: readonly string[];
  /** how the ratings will be shown: the promise a submission records */
  readonly confidentiality: Confidentiality;
}

/** An answer as sent: a value left out (undefined) keeps the one recorded; a comment left out likewise. */
export interface SentAnswer {
  readonly questionKey: string;
  readonly subject: string;
  readonly value: number | null | undefined;
  readonly comment: string | undefined;
}

/** The page that sent a save and the save's number there (both or neither). */
export interface SaveWriter {
  readonly id: string;
  readonly seq: number;
}

export type SaveTake = {
  readonly type: 'SaveTake';
  readonly rules: TakeRules;
  readonly answers: readonly SentAnswer[];
  readonly sectionIndex: number | null;
  /** a save from a page that already had a later save recorded is older than what is recorded: it changes nothing */
  readonly writer?: SaveWriter;
};
export type SubmitTake = {
  readonly type: 'SubmitTake';
  readonly rules: TakeRules;
  readonly answers: readonly SentAnswer[];
  readonly sectionIndex: number | null;
  readonly now: Date;
};
export type TakeCommand = SaveTake | SubmitTake;

export interface TakeState {
  /**
   * answerKey(question, subject) -> answer. A persistent map (immutable's hash array mapped trie): each recorded
   * answer makes a new state sharing all but a path of the last, where copying a Map of a take's 60-200 answers on
   * every save was a tenth of the api's CPU per save (docs/performance.md).
   */
  readonly answers: PersistentMap<string, AnswerValue>;
  readonly sectionIndex: number;
  readonly submitted: boolean;
  /** per page that said so (SaveWriter.id): the number of its latest save recorded */
  readonly writers: ReadonlyMap<string, number>;
}

const initialState = (): TakeState => ({
  answers: PersistentMap(),
  sectionIndex: 0,
  submitted: false,
  writers: new Map(),
});

function checkAnswer(rules: TakeRules, answer: SentAnswer): void {
  const type = rules.questions.get(answer.questionKey);
  if (!type) throw invalid(M.unknownQuestion, 'UNKNOWN_QUESTION');
  const perReceiver = answeredPerReceiver(type);
  if (perReceiver ? !rules.receivers.includes(answer.subject) : answer.subject !== TEAM_SUBJECT)
    throw invalid(M.unknownSubject, 'UNKNOWN_SUBJECT');
  if (answer.value !== undefined && answer.value !== null) {
    if (type === 'OPEN' || !Number.isInteger(answer.value) || answer.value < 0 || answer.value > 4)
      throw invalid(M.badValue, 'BAD_VALUE');
  }
}

/** The answers that differ from what is recorded, merged with it (a left-out value or comment is kept). */
function changedAnswers(state: TakeState, sent: readonly SentAnswer[]): TakeAnswerData[] {
  const latest = new Map<string, TakeAnswerData>();
  for (const a of sent) {
    const key = answerKey(a.questionKey, a.subject);
    const before = latest.get(key) ?? state.answers.get(key);
    const value = a.value === undefined ? (before?.value ?? null) : a.value;
    const comment = a.comment === undefined ? (before?.comment ?? '') : a.comment;
    latest.set(key, { questionKey: a.questionKey, subject: a.subject, value, comment });
  }
  return [...latest.entries()]
    .filter(([key, a]) => {
      const recorded = state.answers.get(key);
      return !recorded || recorded.value !== a.value || recorded.comment !== a.comment;
    })
    .map(([, a]) => a);
}

function decide(command: TakeCommand, state: TakeState): TakeEvent[] {
  const { rules } = command;
  if (!rules.assigned) throw notFound(ReflectionMessages.reflectionNotFound, 'REFLECTION_NOT_FOUND');
  for (const answer of command.answers) checkAnswer(rules, answer);
  const changed = changedAnswers(state, command.answers);
  const ids = { reflectionId: rules.reflectionId, clientId: rules.clientId, userId: rules.userId };
  const progressed =
    command.sectionIndex !== null && command.sectionIndex !== state.sectionIndex ? command.sectionIndex : null;

  if (state.submitted) {
    // submitting twice completes once: a repeat that changes nothing is answered as done
    if (command.type === 'SubmitTake' && changed.length === 0) return [];
    throw conflict(M.alreadySubmitted, 'ALREADY_SUBMITTED');
  }
  if (rules.phase === 'UPCOMING') throw conflict(M.notLaunched, 'NOT_LAUNCHED');
  if (isClosedPhase(rules.phase)) throw conflict(M.closed, 'REFLECTION_CLOSED');

  if (command.type === 'SaveTake' && command.writer) {
    // saves of one page are numbered in the order it made them; one that arrives after a later one of the same page
    // (the page's last save, sent with keepalive as it went away, carries every answer not confirmed at its latest)
    // is older than what is recorded: it changes nothing
    const latest = state.writers.get(command.writer.id);
    if (latest !== undefined && command.writer.seq <= latest) return [];
  }
  const writer =
    command.type === 'SaveTake' && command.writer ? { writer: command.writer.id, writerSeq: command.writer.seq } : {};
  const events: TakeEvent[] = [];
  if (changed.length) events.push({ type: 'TakeAnswersRecorded', data: { ...ids, ...writer, answers: changed } });
  if (progressed !== null)
    events.push({ type: 'TakeProgressSaved', data: { ...ids, ...writer, sectionIndex: progressed } });
  switch (command.type) {
    case 'SaveTake':
      return events;
    case 'SubmitTake': {
      const answers = state.answers.withMutations((m) => {
        for (const a of changed) m.set(answerKey(a.questionKey, a.subject), a);
      });
      const shapes = [...rules.questions].map(([questionKey, questionType]) => ({ questionKey, questionType }));
      const missing = missingAnswers(requiredAnswers(shapes, rules.receivers), answers);
      if (missing.length) throw new DomainError('validation', M.incomplete, 'TAKE_INCOMPLETE');
      return [
        ...events,
        {
          type: 'TakeSubmitted',
          data: { ...ids, submittedAt: command.now.toISOString(), promise: rules.confidentiality },
        },
      ];
    }
    default:
      return assertNever(command);
  }
}

/** The writers' latest save numbers with this fact's one. */
function writersAfter(state: TakeState, data: { readonly writer?: string; readonly writerSeq?: number }) {
  if (data.writer === undefined || data.writerSeq === undefined) return state.writers;
  if ((state.writers.get(data.writer) ?? -1) >= data.writerSeq) return state.writers;
  return new Map(state.writers).set(data.writer, data.writerSeq);
}

function evolve(state: TakeState, event: TakeEvent): TakeState {
  switch (event.type) {
    case 'TakeAnswersRecorded': {
      const answers = state.answers.withMutations((m) => {
        for (const a of event.data.answers)
          m.set(answerKey(a.questionKey, a.subject), { value: a.value, comment: a.comment });
      });
      return { ...state, answers, writers: writersAfter(state, event.data) };
    }
    case 'TakeProgressSaved':
      return { ...state, sectionIndex: event.data.sectionIndex, writers: writersAfter(state, event.data) };
    case 'TakeSubmitted':
      return { ...state, submitted: true };
    default:
      return assertNever(event);
  }
}

export const takeDecider: Decider<TakeCommand, TakeEvent, TakeState> = { initialState, evolve, decide };
