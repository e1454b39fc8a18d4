import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { UNREACHABLE_MESSAGE } from '../../shared/api/base-query';
import { selectAccessToken, type AuthState } from '../../shared/auth/auth-slice';
import { sessionApi } from '../../shared/auth/session-api';
import { notificationShown } from '../../shared/ui/notifications/notifications-slice';

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** The file name of a Content-Disposition header (`attachment; filename="x.csv"`), else the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match ? decodeURIComponent(match[1]) : fallback;
}

/**
 * Downloads a file the API serves behind the bearer token (the CSV export, the PDF report): a plain fetch with the
 * session's token (a link cannot carry it), renewed once through /auth/me on a 401 as the base query does, then the
 * bytes handed to the browser as a Blob URL. RTK Query is not used: a Blob is no state to cache. A failure is said
 * in a notification.
 */
export function useFileDownload() {
  const dispatch = useDispatch<Dispatch>();
  const store = useStore<{ auth: AuthState }>();
  const [busy, setBusy] = useState<string | null>(null);
  // the last file's Blob URL lives until the next download or until the page goes (the browser may still be
  // reading it just after the click)
  const lastUrl = useRef<string | null>(null);
  const release = useCallback(() => {
    if (lastUrl.current) URL.revokeObjectURL(lastUrl.current);
    lastUrl.current = null;
  }, []);
  useEffect(() => release, [release]);

  const download = useCallback(
    async (path: string, fallbackName: string) => {
      const get = () =>
        fetch(`/api/${path}`, {
          headers: { Authorization: `Bearer ${selectAccessToken(store.getState()) ?? ''}` },
        });
      setBusy(path);
      try {
        let response = await get();
        if (response.status === 401) {
          const before = selectAccessToken(store.getState());
          await dispatch(sessionApi.endpoints.me.initiate(undefined, { subscribe: false, forceRefetch: true }));
          if (selectAccessToken(store.getState()) !== before) response = await get();
        }
        if (!response.ok) {
          const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
          throw new Error(typeof body?.message === 'string' ? body.message : 'The file could not be downloaded.');
        }
        const blob = await response.blob();
        release();
        const url = URL.createObjectURL(blob);
        lastUrl.current = url;
        const link = document.createElement('a');
        link.href = url;
        link.download = fileNameOf(response.headers.get('Content-Disposition'), fallbackName);
        document.body.appendChild(link);
        link.click();
        link.remove();
      } catch (error) {
        const message = error instanceof TypeError ? UNREACHABLE_MESSAGE : (error as Error).message;
        dispatch(notificationShown({ type: 'error', title: 'Download failed', message }));
      } finally {
        setBusy(null);
      }
    },
    [dispatch, release, store],
  );

  return { download, busy };
}
