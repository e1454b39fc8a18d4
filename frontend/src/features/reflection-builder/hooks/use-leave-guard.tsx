import { useCallback, useRef, type ReactNode } from 'react';
import { useBlocker, useNavigate } from 'react-router-dom';
import { paths } from '../../../shared/routing/paths';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';

/**
 * The builder's 'Leave Page?' (admin spec sections 2 and 4): once the form is dirty, navigating away asks first
 * (Stay / Leave, unsaved changes will not be saved); Leave returns to the reflection list, wherever the navigation
 * was going (a browser Back included). The guard is lifted on save or delete (`release()` before navigating on) and
 * comes back when a delete fails (`arm()`).
 */
export function useLeaveGuard(dirty: boolean): { dialog: ReactNode; release(): void; arm(): void } {
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
  const leave = () => {
    released.current = true;
    blocker.reset?.();
    navigate(paths.assessment);
  };
  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave Page?"
      text="You have unsaved changes. If you leave this page, your changes will not be saved."
      confirmLabel="Leave"
      cancelLabel="Stay"
      onConfirm={leave}
      onCancel={() => blocker.reset?.()}
    />
  );
  return { dialog, release, arm };
}
