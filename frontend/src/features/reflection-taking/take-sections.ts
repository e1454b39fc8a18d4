import {
  missingAnswers,
  requiredAnswers,
  answerKey,
  type AnswerValue,
  type ReflectionSectionView,
  type RequiredAnswer,
  type TakeView,
} from '@gc/contracts';
import { cardsOf } from './components/question-block';

/** A section collapses its questions above 4 cards (member spec section 9). */
export const COLLAPSE_ABOVE_CARDS = 4;

/** What a section asks of this taker (contracts' rule, the one the server checks on submit). */
export function requiredOf(section: ReflectionSectionView, take: TakeView): RequiredAnswer[] {
  return requiredAnswers(
    section.questions.map((q) => ({ questionKey: q.assessment_question_id, questionType: q.question_type })),
    take.subjects.map((s) => s.user_id),
  );
}

/** The keys ('question::subject') still missing in a section. */
export function missingKeys(
  section: ReflectionSectionView,
  take: TakeView,
  answers: ReadonlyMap<string, AnswerValue>,
): string[] {
  return missingAnswers(requiredOf(section, take), answers).map((r) => answerKey(r.questionKey, r.subject));
}

export function cardCount(section: ReflectionSectionView, take: TakeView): number {
  return section.questions.reduce((n, q) => n + cardsOf(q, take.subjects).length, 0);
}
