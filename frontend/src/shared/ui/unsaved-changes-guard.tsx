import { useCallback, useRef, type ReactNode } from 'react';
import { useBlocker, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Admin spec section 4 and member spec section 4: once a form is dirty, navigating away asks to confirm; the guard is lifted on save or
 * delete (`release()` just before navigating on) and comes back when a delete fails (`arm()`).
 */
export function useUnsavedChangesGuard(
  dirty: boolean,
  {
    title = 'Leave page?',
    leaveTo,
  }: {
    /** the builder's modal reads 'Leave Page?' (admin spec section 2); the generic guard 'Leave page?' */
    title?: string;
    /** where Leave goes, whatever navigation was blocked (a browser Back included); by default where it was going */
    leaveTo?: string;
  } = {},
): { dialog: ReactNode; release(): void; arm(): void } {
  const navigate = useNavigate();
  const released = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !released.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const release = useCallback(() => {
    released.current = true;
  }, []);
  const arm = useCallback(() => {
    released.current = false;
  }, []);
  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={title}
      text="You have unsaved changes. If you leave this page, your changes will not be saved."
      confirmLabel="Leave"
      cancelLabel="Stay"
      onConfirm={() => {
        if (leaveTo === undefined) return blocker.proceed?.();
        released.current = true;
        blocker.reset?.();
        navigate(leaveTo);
      }}
      onCancel={() => blocker.reset?.()}
    />
  );
  return { dialog, release, arm };
}
