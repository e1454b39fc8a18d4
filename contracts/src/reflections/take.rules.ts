import { isDueSoon, isClosedPhase, type AdminPhase, type TakeStatus } from './reflection.rules';
import { isScored, type QuestionType } from './question-types';

/** Every message of taking a reflection (member spec sections 4, 5 and 8), defined once. */
export const TakeMessages = {
  incompleteTitle: 'Reflection Incomplete',
  incomplete: 'Please continue completing reflection.',
  makeSelection: 'Please make a selection',
  required: 'This field is required',
  submitted: 'Reflection successfully submitted!',
  notLaunched: 'This reflection has not launched yet.',
  closed: 'This reflection is closed: your answers can no longer change.',
  alreadySubmitted: 'You already submitted this reflection: your answers can no longer change.',
  unknownQuestion: 'That question is not part of this reflection.',
  unknownSubject: 'That person is not rated in this reflection.',
  badValue: 'Please make a selection',
  reminderSentToday: 'A reminder was already sent for this reflection today. Try again tomorrow.',
  nobodyToRemind: 'Everyone assigned has finished: there is nobody to remind.',
  badUnsubscribeLink: 'This unsubscribe link is not valid.',
  badTimeZone: 'Choose a time zone from the list.',
} as const;

/** The subject of an answer about the whole team (TEAM_DYNAMIC) or no one person (OPEN). */
export const TEAM_SUBJECT = 'TEAM';

/** How a question is answered: about each receiver (scored skills and mindsets), or once about the team. */
export const answeredPerReceiver = (type: QuestionType): boolean => isScored(type) && type !== 'TEAM_DYNAMIC';

export interface TakeQuestionShape {
  readonly questionKey: string;
  readonly questionType: QuestionType;
}

export interface RequiredAnswer {
  readonly questionKey: string;
  /** a receiver's user id, or TEAM_SUBJECT */
  readonly subject: string;
  /** 'value': a scale option 0-4 ('Please make a selection'); 'comment': text ('This field is required') */
  readonly needs: 'value' | 'comment';
}

/**
 * What a taker must answer before submitting (the same rule for the server and the fill-in screen): every scored
 * skill or mindset question about every receiver (a receiver rates themself too: the self-assessment; an observer
 * rates the receivers only), every TEAM_DYNAMIC question once about the team, and every OPEN question once with a
 * comment. Comments on scored questions are optional.
 */
export function requiredAnswers(
  questions: readonly TakeQuestionShape[],
  receivers: readonly string[],
): RequiredAnswer[] {
  return questions.flatMap((q): RequiredAnswer[] => {
    if (q.questionType === 'OPEN') return [{ questionKey: q.questionKey, subject: TEAM_SUBJECT, needs: 'comment' }];
    if (!answeredPerReceiver(q.questionType))
      return [{ questionKey: q.questionKey, subject: TEAM_SUBJECT, needs: 'value' }];
    return receivers.map((subject) => ({ questionKey: q.questionKey, subject, needs: 'value' as const }));
  });
}

export interface AnswerValue {
  readonly value: number | null;
  readonly comment: string;
}

/** Answers by answerKey: a Map, or the take decider's persistent map (anything that looks one up by key). */
export interface AnswersByKey {
  get(key: string): AnswerValue | undefined;
}

/** The required answers still missing, in the order of the questions. */
export function missingAnswers(required: readonly RequiredAnswer[], answers: AnswersByKey): RequiredAnswer[] {
  return required.filter((r) => {
    const answer = answers.get(answerKey(r.questionKey, r.subject));
    return r.needs === 'value' ? answer?.value == null : !answer?.comment.trim();
  });
}

export const answerKey = (questionKey: string, subject: string) => `${questionKey}::${subject}`;

/**
 * The taker's status (member spec section 4): a closed reflection shows its own status; otherwise, until the take is
 * completed, Due Soon under 48 hours before the due date and still ahead, Overdue after it; else the take's phase.
 */
export function takerStatus(
  input: { readonly assessmentStatus: AdminPhase; readonly takePhase: TakeStatus; readonly dueDate: string | Date },
  now: Date | number,
): string {
  if (isClosedPhase(input.assessmentStatus)) return input.assessmentStatus;
  if (input.takePhase !== 'COMPLETED') {
    if (isDueSoon(input.dueDate, now)) return 'DUE_SOON';
    const t = typeof now === 'number' ? now : now.getTime();
    if (t >= new Date(input.dueDate).getTime()) return 'OVERDUE';
  }
  return input.takePhase;
}

/** Stream of one member's take of one reflection. */
export const takeStreamName = (reflectionId: string, userId: string) => `take-${reflectionId}-${userId}`;

/** A Baseline: a reflection made from one of the system templates whose name ends with '- Baseline'. */
export const isBaselineTemplateName = (templateName: string): boolean => / - Baseline$/.test(templateName);
