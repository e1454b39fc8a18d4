import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type NotificationType = 'info' | 'success' | 'warning' | 'error';

export interface Notification {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
}

/** Spec (section 9): every notification dismisses itself after 3 seconds. */
export const NOTIFICATION_DURATION_MS = 3000;

export interface NotificationsState {
  items: Notification[];
}

const initialState: NotificationsState = { items: [] };

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    shown: {
      reducer: (state, action: PayloadAction<Notification>) => {
        state.items.push(action.payload);
      },
      prepare: (notification: Omit<Notification, 'id'> & { id?: string }) => ({
        payload: { ...notification, id: notification.id ?? nanoid() },
      }),
    },
    dismissed: (state, action: PayloadAction<string>) => {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
  },
});

/** `notifications/shown` and `notifications/dismissed`: any feature may dispatch them. */
export const { shown: notificationShown, dismissed: notificationDismissed } = notificationsSlice.actions;

export const selectNotifications = (state: { notifications: NotificationsState }) => state.notifications.items;
