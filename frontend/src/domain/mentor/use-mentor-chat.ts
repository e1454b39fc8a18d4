import type { ChatMessageView } from '@gc/contracts';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { errorMessage } from '../../shared/api/base-query';
import { selectAccessToken, type AuthState } from '../../shared/auth/auth-slice';
import { sessionApi } from '../../shared/auth/session-api';
import {
  loadActiveSession,
  loadFailedAction,
  saveActiveSession,
  saveFailedAction,
  type ActiveSession,
  type FailedChatAction,
} from './chat-storage';
import { chatSessionsChanged, mentorApi } from './mentor-api';
import { streamChatMessage } from './mentor-stream';

/** 'Send delay 400 ms': the member's message shows at once, the request leaves 400 ms later. */
export const SEND_DELAY_MS = 400;

/** One exchange as the chat shows it: the member's text, then the mentor's answer as it arrives. */
export interface ChatEntry {
  key: string;
  message: string;
  response: string;
  suggestions: string[];
  liked: boolean | null;
  offline: boolean;
  mentorMessageId: string | null;
  createdOn: number;
  /** waiting: typing indicator; streaming: the answer is arriving; failed: the error view replaces the answer */
  status: 'waiting' | 'streaming' | 'done' | 'failed';
}

export interface ChatFailure {
  action: FailedChatAction;
  /** the server's reason, when it gave one (rate limit, daily budget) */
  reason: string;
}

const entryOf = (view: ChatMessageView): ChatEntry => ({
  key: view.mentor_message_id,
  message: view.message,
  response: view.response,
  suggestions: view.suggestions,
  liked: view.liked,
  offline: view.offline,
  mentorMessageId: view.mentor_message_id,
  createdOn: view.createdOn,
  status: 'done',
});

let localKeys = 0;
const pendingEntry = (message: string): ChatEntry => ({
  key: `pending-${++localKeys}`,
  message,
  response: '',
  suggestions: [],
  liked: null,
  offline: false,
  mentorMessageId: null,
  createdOn: Date.now(),
  status: 'waiting',
});

/**
 * 'Q1'..'Q3' typed as a reply to the options listed under the last answer: the option's own text is sent instead
 * (member spec, Chat). Anything else is sent as typed.
 */
export function expandOption(text: string, lastSuggestions: string[]): string {
  const match = /^q([1-3])$/i.exec(text.trim());
  const option = match ? lastSuggestions[Number(match[1]) - 1] : undefined;
  return option ?? text;
}

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/**
 * One conversation with GrowthMentor: the active session (kept in local storage), its messages, sending with the
 * answer streamed in, the error view's failed action and its replay, and a new chat. Each chat panel holds one.
 */
export function useMentorChat() {
  const dispatch = useDispatch<Dispatch>();
  const store = useStore<{ auth: AuthState }>();
  const [session, setSessionState] = useState<ActiveSession | null>(loadActiveSession);
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<ChatFailure | null>(() => {
    const action = loadFailedAction();
    return action ? { action, reason: '' } : null;
  });
  const sessionRef = useRef(session);
  const aborter = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const setSession = useCallback((next: ActiveSession | null) => {
    sessionRef.current = next;
    setSessionState(next);
    saveActiveSession(next);
  }, []);

  const fail = useCallback((action: FailedChatAction, error: unknown) => {
    saveFailedAction(action);
    setFailure({ action, reason: error instanceof Error ? error.message : errorMessage(error, '') });
  }, []);

  const stop = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    aborter.current?.abort();
    aborter.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const renew = useCallback(async () => {
    const before = selectAccessToken(store.getState());
    await dispatch(sessionApi.endpoints.me.initiate(undefined, { subscribe: false, forceRefetch: true }));
    const after = selectAccessToken(store.getState());
    return after !== null && after !== before;
  }, [dispatch, store]);

  const update = (key: string, change: (entry: ChatEntry) => ChatEntry) =>
    setEntries((all) => all.map((entry) => (entry.key === key ? change(entry) : entry)));

  /** Sends one entry's message: POST for a new chat, PUT in the active session; the answer streams into it. */
  const deliver = useCallback(
    async (key: string, message: string) => {
      stop();
      const controller = new AbortController();
      aborter.current = controller;
      const sessionId = sessionRef.current?.sessionId ?? null;
      try {
        const view = await streamChatMessage({
          sessionId,
          message,
          token: () => selectAccessToken(store.getState()),
          renew,
          signal: controller.signal,
          onDelta: (text) =>
            update(key, (entry) => ({ ...entry, status: 'streaming', response: entry.response + text })),
        });
        update(key, () => ({ ...entryOf(view), key }));
        setSession({ sessionId: view.session_id, sessionName: view.session_name });
        saveFailedAction(null);
        dispatch(chatSessionsChanged());
      } catch (error) {
        if (controller.signal.aborted) return;
        update(key, (entry) => ({ ...entry, status: 'failed' }));
        // the API stores a new session with its first answer: until then, a retry starts it again
        fail(sessionId ? { type: 'put', sessionId, message } : { type: 'post', message }, error);
      } finally {
        if (aborter.current === controller) aborter.current = null;
      }
    },
    [dispatch, fail, renew, setSession, stop, store],
  );

  const send = useCallback(
    (typed: string) => {
      const last = entries[entries.length - 1];
      const message = expandOption(typed, last?.status === 'done' ? last.suggestions : []).trim();
      if (message === '') return;
      setFailure(null);
      saveFailedAction(null);
      const entry = pendingEntry(message);
      setEntries((all) => [...all.filter((e) => e.status !== 'failed'), entry]);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        void deliver(entry.key, message);
      }, SEND_DELAY_MS);
    },
    [deliver, entries],
  );

  /** Opens a stored chat: its messages in time order. */
  const openSession = useCallback(
    async (sessionId: string) => {
      stop();
      setFailure(null);
      setLoading(true);
      try {
        const detail = await dispatch(
          mentorApi.endpoints.getChatSession.initiate(sessionId, { subscribe: false, forceRefetch: true }),
        ).unwrap();
        setSession({ sessionId: detail.session_id, sessionName: detail.session_name });
        setEntries([...detail.messages].sort((a, b) => a.createdOn - b.createdOn).map(entryOf));
        saveFailedAction(null);
      } catch (error) {
        const status = (error as { status?: unknown })?.status;
        if (status === 404) {
          // deleted elsewhere: start afresh rather than fail forever
          setSession(null);
          setEntries([]);
          saveFailedAction(null);
        } else fail({ type: 'get', sessionId }, error);
      } finally {
        setLoading(false);
      }
    },
    [dispatch, fail, setSession, stop],
  );

  /** 'Start a New Chat': no active session, no error marker, the greeting again. */
  const newChat = useCallback(() => {
    stop();
    setSession(null);
    setEntries([]);
    setFailure(null);
    saveFailedAction(null);
  }, [setSession, stop]);

  /** 'Try again?': replays the stored failed action. */
  const retry = useCallback(() => {
    const action = failure?.action ?? loadFailedAction();
    if (!action) return;
    setFailure(null);
    if (action.type === 'get') {
      void openSession(action.sessionId);
      return;
    }
    if (action.type === 'put' && sessionRef.current?.sessionId !== action.sessionId)
      setSession({ sessionId: action.sessionId, sessionName: sessionRef.current?.sessionName ?? '' });
    if (action.type === 'post' && sessionRef.current) setSession(null);
    const failed = entries.find((e) => e.status === 'failed');
    const entry = failed ? { ...failed, status: 'waiting' as const, response: '' } : pendingEntry(action.message);
    setEntries((all) => [...all.filter((e) => e.key !== entry.key), entry]);
    void deliver(entry.key, action.message);
  }, [deliver, entries, failure, openSession, setSession]);

  /** The reaction the server stored (thumbs up or down). */
  const reacted = useCallback((view: ChatMessageView) => {
    setEntries((all) =>
      all.map((e) => (e.mentorMessageId === view.mentor_message_id ? { ...e, liked: view.liked } : e)),
    );
  }, []);

  const renamed = useCallback(
    (sessionId: string, sessionName: string) => {
      if (sessionRef.current?.sessionId === sessionId) setSession({ sessionId, sessionName });
    },
    [setSession],
  );

  /** A deleted chat: when it was the open one, its messages and storage go with it. */
  const deleted = useCallback(
    (sessionId: string) => {
      if (sessionRef.current?.sessionId === sessionId) newChat();
    },
    [newChat],
  );

  // On load with a stored active session (and no failure to show), its messages are fetched.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const stored = sessionRef.current;
    if (stored && !loadFailedAction()) void openSession(stored.sessionId);
  }, [openSession]);

  const busy = entries.some((e) => e.status === 'waiting' || e.status === 'streaming');

  return { session, entries, loading, failure, busy, send, openSession, newChat, retry, reacted, renamed, deleted };
}

export type MentorChat = ReturnType<typeof useMentorChat>;
