import { answerKey, type AnswerValue, type TakeAnswerDto, type TakeView } from '@gc/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../shared/api/base-query';
import { statusOf, useSaveTakeMutation } from '../api/taking-api';

/** What the page says about saving: nothing yet, 'Saving…', 'Saved', 'Not saved yet — retrying', or refused. */
export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'retrying' }
  | { kind: 'refused'; message: string };

/** Pauses between retries of a failed save: 1 s, 2 s, 4 s… at most 30 s. */
export const retryDelay = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt);

type Change = TakeAnswerDto;

const sameChange = (a: Change | undefined, b: Change) => !!a && a.response === b.response && a.comment === b.comment;

/**
 * The answers of one take as the page holds them, and their saving (member spec section 4: on every Next and every
 * blur). Only what this tab changed since its last successful save is sent, so two tabs of the same person both keep
 * their answers and a retried save changes nothing twice. A failed save is retried with growing pauses until it
 * goes through; a 409 (submitted, closed, not launched) stops it and says why.
 */
export function useTakeAutosave(take: TakeView) {
  const [saveTake] = useSaveTakeMutation();
  const [answers, setAnswers] = useState<Map<string, AnswerValue>>(
    () =>
      new Map(
        take.answers.map((a) => [
          answerKey(a.assessment_question_id, a.subject),
          { value: a.response, comment: a.comment ?? '' },
        ]),
      ),
  );
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const [unsaved, setUnsaved] = useState(0);

  const changes = useRef(new Map<string, Change>());
  const sectionIndex = useRef<number | undefined>(undefined);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const attempt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const refused = useRef(false);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
      clearTimeout(timer.current);
    },
    [],
  );

  const change = useCallback(
    (questionId: string, subject: string, patch: { response?: number | null; comment?: string }) => {
      const key = answerKey(questionId, subject);
      setAnswers((before) => {
        const next = new Map(before);
        const current = before.get(key) ?? { value: null, comment: '' };
        next.set(key, {
          value: patch.response !== undefined ? patch.response : current.value,
          comment: patch.comment !== undefined ? patch.comment : current.comment,
        });
        return next;
      });
      const previous = changes.current.get(key);
      changes.current.set(key, {
        ...previous,
        assessment_question_id: questionId,
        subject,
        ...(patch.response !== undefined ? { response: patch.response } : {}),
        ...(patch.comment !== undefined ? { comment: patch.comment } : {}),
      });
      setUnsaved(changes.current.size);
    },
    [],
  );

  /** Sends what changed (and where the taker is); resolves true once everything changed so far is saved. */
  const flush = useCallback(
    (atSection?: number): Promise<boolean> => {
      if (atSection !== undefined) sectionIndex.current = atSection;
      if (refused.current) return Promise.resolve(false);
      // one save at a time: the next one sends whatever changed meanwhile
      if (inFlight.current) return inFlight.current.then(() => flushRef.current());
      const batch = [...changes.current.entries()].map(([key, c]) => [key, { ...c }] as const);
      const section = sectionIndex.current;
      if (batch.length === 0 && section === undefined) return Promise.resolve(true);
      clearTimeout(timer.current);
      setState({ kind: 'saving' });
      const run = (async () => {
        try {
          await saveTake({
            id: take.assessment_id,
            body: {
              ...(batch.length > 0 ? { answers: batch.map(([, c]) => c) } : {}),
              ...(section !== undefined ? { section_index: section } : {}),
            },
          }).unwrap();
          for (const [key, sent] of batch) if (sameChange(changes.current.get(key), sent)) changes.current.delete(key);
          if (sectionIndex.current === section) sectionIndex.current = undefined;
          attempt.current = 0;
          if (mounted.current) {
            setUnsaved(changes.current.size);
            setState({ kind: 'saved' });
          }
          return true;
        } catch (error) {
          if (statusOf(error) === 409) {
            refused.current = true;
            if (mounted.current) setState({ kind: 'refused', message: errorMessage(error) });
            return false;
          }
          if (mounted.current) {
            setState({ kind: 'retrying' });
            timer.current = setTimeout(() => void flushRef.current(), retryDelay(attempt.current++));
          }
          return false;
        } finally {
          inFlight.current = null;
        }
      })();
      inFlight.current = run;
      return run;
    },
    [saveTake, take.assessment_id],
  );
  const flushRef = useRef(flush);
  flushRef.current = flush;

  /** What a submit sends along: the changes not saved yet and the section the taker is on. */
  const pending = useCallback(() => [...changes.current.values()].map((c) => ({ ...c })), []);
  /** After a submit: everything sent is recorded, nothing is left to save. */
  const settle = useCallback(() => {
    changes.current.clear();
    clearTimeout(timer.current);
    setUnsaved(0);
  }, []);

  return { answers, change, flush, pending, settle, state, unsaved };
}
