/**
 * What the chat keeps in the browser (member spec, 'Local browser storage'): the active session's id and name and
 * the last failed chat action, so a reload opens the same chat and 'Try again?' can replay what failed.
 */
export type FailedChatAction =
  | { type: 'post'; message: string }
  | { type: 'put'; sessionId: string; message: string }
  | { type: 'get'; sessionId: string };

const KEYS = {
  sessionId: 'gc.mentor.activeSessionId',
  sessionName: 'gc.mentor.activeSessionName',
  failedAction: 'gc.mentor.failedAction',
} as const;

const storage = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

export interface ActiveSession {
  sessionId: string;
  sessionName: string;
}

export function loadActiveSession(): ActiveSession | null {
  const sessionId = storage()?.getItem(KEYS.sessionId);
  return sessionId ? { sessionId, sessionName: storage()?.getItem(KEYS.sessionName) ?? '' } : null;
}

export function saveActiveSession(session: ActiveSession | null): void {
  const store = storage();
  if (!store) return;
  if (session) {
    store.setItem(KEYS.sessionId, session.sessionId);
    store.setItem(KEYS.sessionName, session.sessionName);
  } else {
    store.removeItem(KEYS.sessionId);
    store.removeItem(KEYS.sessionName);
  }
}

export function loadFailedAction(): FailedChatAction | null {
  try {
    const raw = storage()?.getItem(KEYS.failedAction);
    const parsed = raw ? (JSON.parse(raw) as FailedChatAction) : null;
    return parsed && ['post', 'put', 'get'].includes(parsed.type) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveFailedAction(action: FailedChatAction | null): void {
  const store = storage();
  if (!store) return;
  if (action) store.setItem(KEYS.failedAction, JSON.stringify(action));
  else store.removeItem(KEYS.failedAction);
}
