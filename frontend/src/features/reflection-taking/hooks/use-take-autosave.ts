import { answerKey, type AnswerValue, type SaveTakeDto, type TakeAnswerDto, type TakeView } from '@gc/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { selectAccessToken, type AuthState } from '../../../shared/auth/auth-slice';
import { errorMessage } from '../../../shared/api/base-query';
import { statusOf, useSaveTakeMutation } from '../api/taking-api';

/** What the page says about saving: nothing yet, 'Saving…', 'All changes saved', 'Not saved yet — retrying', or refused. */
export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'retrying' }
  | { kind: 'refused'; message: string };

/** Pauses between retries of a failed save: 1 s, 2 s, 4 s… at most 30 s. */
export const retryDelay = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt);

/** A comment is saved once the typing pauses this long (a rating is saved at once). */
export const COMMENT_PAUSE_MS = 800;

/**
 * The most a save sent as the page goes away may weigh: browsers allow 64 KiB for all keepalive requests of a page
 * in flight together; a little is kept for the rest.
 */
export const KEEPALIVE_MAX_BYTES = 60 * 1024;

type Change = TakeAnswerDto;

/**
 * This page's saves say which page sent them (an id per page load) and their number here, counting up, so the server
 * can tell a save that arrives after a later one of this page (the last save, sent with keepalive as the page went
 * away, overtaking one still in flight) and ignore it: an older save never overwrites a newer one.
 */
const PAGE_WRITER =
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
let lastWriterSeq = 0;
const nextWriter = () => ({ writer: PAGE_WRITER, writer_seq: ++lastWriterSeq });

const sameChange = (a: Change | undefined, b: Change) => !!a && a.response === b.response && a.comment === b.comment;
const bytes = (text: string) => new TextEncoder().encode(text).length;

/**
 * The body of a save sent as the page goes away, at most KEEPALIVE_MAX_BYTES: ratings first (they are small), then
 * comments while they fit; `rest` is what did not fit (sent too, without keepalive: it may not make it, which the
 * page warned about before leaving).
 */
export function keepaliveBodies(
  answers: readonly Change[],
  sectionIndex: number | undefined,
  limit = KEEPALIVE_MAX_BYTES,
): { fits: SaveTakeDto; rest: SaveTakeDto | null } {
  const ordered = [...answers].sort((a, b) => (a.comment === undefined ? 0 : 1) - (b.comment === undefined ? 0 : 1));
  const fits: Change[] = [];
  const rest: Change[] = [];
  const bodyOf = (list: Change[]): SaveTakeDto => ({
    ...(list.length > 0 ? { answers: list } : {}),
    ...(sectionIndex !== undefined ? { section_index: sectionIndex } : {}),
  });
  for (const answer of ordered) {
    if (rest.length === 0 && bytes(JSON.stringify(bodyOf([...fits, answer]))) <= limit) fits.push(answer);
    else rest.push(answer);
  }
  return { fits: bodyOf(fits), rest: rest.length > 0 ? { answers: rest } : null };
}

/**
 * The answers of one take as the page holds them, and their saving: a rating is saved the moment it is chosen, a
 * comment once the typing pauses (COMMENT_PAUSE_MS) or the field loses focus, and every Next saves the section
 * reached. Only what this tab changed since its last successful save is sent, so two tabs of the same person both
 * keep their answers and a retried save changes nothing twice.
 *
 * Saves go one at a time, in order: a change made while one is in flight waits for it and goes in the next, so an
 * older save never lands after a newer one. When the page is hidden or goes away (visibilitychange, pagehide)
 * whatever is not yet confirmed is sent at once with `fetch(…, { keepalive: true })`, which outlives the page; it
 * carries everything not confirmed (the values of a save still in flight too, at their latest) and, like every save,
 * this page's id and the save's number (`writer`, `writer_seq`): should the save still in flight reach the server after
 * it, the server sees it is older and records nothing of it.
 *
 * A failed save is retried with growing pauses until it goes through; a 409 (submitted, closed, not launched) stops
 * it and says why.
 */
export function useTakeAutosave(take: TakeView) {
  const [saveTake] = useSaveTakeMutation();
  const store = useStore<{ auth: AuthState }>();
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

  /** every change not confirmed by the server yet (those of a save in flight too), at its latest */
  const changes = useRef(new Map<string, Change>());
  const sectionIndex = useRef<number | undefined>(undefined);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const attempt = useRef(0);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pauseTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** the last body sent as the page went away: the same one is not sent twice (hidden, then pagehide) */
  const lastKeepalive = useRef<string | null>(null);
  const refused = useRef(false);
  const mounted = useRef(true);

  /** Sends what changed (and where the taker is); resolves true once everything changed so far is saved. */
  const flush = useCallback(
    (atSection?: number): Promise<boolean> => {
      if (atSection !== undefined) sectionIndex.current = atSection;
      clearTimeout(pauseTimer.current);
      if (refused.current) return Promise.resolve(false);
      // one save at a time: the next one sends whatever changed meanwhile
      if (inFlight.current) return inFlight.current.then(() => flushRef.current());
      const batch = [...changes.current.entries()].map(([key, c]) => [key, { ...c }] as const);
      const section = sectionIndex.current;
      if (batch.length === 0 && section === undefined) return Promise.resolve(true);
      clearTimeout(retryTimer.current);
      if (mounted.current) setState({ kind: 'saving' });
      const run = (async () => {
        try {
          await saveTake({
            id: take.assessment_id,
            body: {
              ...(batch.length > 0 ? { answers: batch.map(([, c]) => c) } : {}),
              ...(section !== undefined ? { section_index: section } : {}),
              ...nextWriter(),
            },
          }).unwrap();
          for (const [key, sent] of batch) if (sameChange(changes.current.get(key), sent)) changes.current.delete(key);
          if (sectionIndex.current === section) sectionIndex.current = undefined;
          attempt.current = 0;
          lastKeepalive.current = null;
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
            retryTimer.current = setTimeout(() => void flushRef.current(), retryDelay(attempt.current++));
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

  /**
   * The page is hidden or going away: everything not confirmed leaves now, in a request that outlives the page.
   * Nothing is forgotten here: the changes stay pending until a save confirms them (a page that stays sends them
   * again in order, which changes nothing twice).
   */
  const flushNow = useCallback(() => {
    clearTimeout(pauseTimer.current);
    if (refused.current) return;
    const pendingAnswers = [...changes.current.values()].map((c) => ({ ...c }));
    const section = sectionIndex.current;
    if (pendingAnswers.length === 0 && section === undefined) return;
    const { fits, rest } = keepaliveBodies(pendingAnswers, section);
    const text = JSON.stringify(fits);
    if (text === lastKeepalive.current) return;
    lastKeepalive.current = text;
    const token = selectAccessToken(store.getState());
    const send = (body: SaveTakeDto, keepalive: boolean) =>
      fetch(new URL(`/api/assessments/take/${encodeURIComponent(take.assessment_id)}`, window.location.href).href, {
        method: 'PUT',
        keepalive,
        credentials: 'same-origin',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      }).catch(() => undefined);
    // the last of this page's saves: numbered, so one still in flight that lands after it changes nothing (it carries
    // every answer not confirmed, those of that save too, at their latest); what did not fit goes unnumbered
    void send({ ...fits, ...nextWriter() }, true);
    if (rest) void send(rest, false);
    // a page that stays (only hidden) confirms them with the next save in order
    void flushRef.current();
  }, [store, take.assessment_id]);

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flushNow();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', flushNow);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', flushNow);
    };
  }, [flushNow]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      // leaving the screen inside the app: what is pending still goes (the page stays, so in order)
      mounted.current = false;
      clearTimeout(retryTimer.current);
      if (changes.current.size > 0 || sectionIndex.current !== undefined) void flushRef.current();
    };
  }, []);

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
      if (patch.response !== undefined) {
        // a rating: at once
        void flushRef.current();
      } else {
        // a comment: once the typing pauses
        clearTimeout(pauseTimer.current);
        pauseTimer.current = setTimeout(() => {
          pauseTimer.current = undefined;
          void flushRef.current();
        }, COMMENT_PAUSE_MS);
      }
    },
    [],
  );

  /** What a submit sends along: the changes not saved yet and the section the taker is on. */
  const pending = useCallback(() => [...changes.current.values()].map((c) => ({ ...c })), []);
  /** After a submit: everything sent is recorded, nothing is left to save. */
  const settle = useCallback(() => {
    changes.current.clear();
    clearTimeout(retryTimer.current);
    clearTimeout(pauseTimer.current);
    pauseTimer.current = undefined;
    setUnsaved(0);
  }, []);

  return { answers, change, flush, pending, settle, state, unsaved };
}
