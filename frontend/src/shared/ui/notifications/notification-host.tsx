import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  NOTIFICATION_DURATION_MS,
  notificationDismissed,
  selectNotifications,
  type Notification,
} from './notifications-slice';

function NotificationItem({ notification }: { notification: Notification }) {
  const dispatch = useDispatch();
  useEffect(() => {
    const timer = setTimeout(() => dispatch(notificationDismissed(notification.id)), NOTIFICATION_DURATION_MS);
    return () => clearTimeout(timer);
  }, [dispatch, notification.id]);

  return (
    <Alert
      severity={notification.type}
      variant="filled"
      // Errors and warnings interrupt the screen reader; info and success wait their turn.
      role={notification.type === 'error' || notification.type === 'warning' ? 'alert' : 'status'}
      onClose={() => dispatch(notificationDismissed(notification.id))}
      sx={{ boxShadow: 3, pointerEvents: 'auto' }}
    >
      <AlertTitle>{notification.title}</AlertTitle>
      {notification.message}
    </Alert>
  );
}

/** Renders the `notifications` slice as a stack of toasts in the top-right corner. */
export function NotificationHost() {
  const notifications = useSelector(selectNotifications);
  return (
    <Stack
      // a labelled live region needs a role that may be named (axe: aria-prohibited-attr): a region landmark
      role="region"
      aria-label="Notifications"
      aria-live="polite"
      spacing={1}
      sx={{
        position: 'fixed',
        top: { xs: 72, sm: 80 },
        right: 16,
        left: { xs: 16, sm: 'auto' },
        width: { sm: 360 },
        zIndex: (theme) => theme.zIndex.snackbar,
        pointerEvents: 'none',
      }}
    >
      {notifications.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} />
      ))}
    </Stack>
  );
}
