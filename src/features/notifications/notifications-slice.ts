import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Notification, NotificationPage, NotificationSettings } from '@/contract/notifications';

/** The bell: the newest notifications and how many are unread; the mail preferences once read. */
export interface NotificationsState {
  items: Notification[];
  unread: number;
  loading: boolean;
  failed: boolean;
  settings: NotificationSettings | null;
  /** Saving the preferences: idle, under way, saved, refused. */
  saving: 'idle' | 'saving' | 'saved' | 'failed';
}

const initialState: NotificationsState = { items: [], unread: 0, loading: false, failed: false, settings: null, saving: 'idle' };

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    load: (state) => void (state.loading = true),
    loaded: (state, { payload }: PayloadAction<NotificationPage>) => ({ ...state, items: payload.items, unread: payload.unread, loading: false, failed: false }),
    loadFailed: (state) => ({ ...state, loading: false, failed: true }),
    markRead: (state, { payload }: PayloadAction<number>) => {
      const item = state.items.find((one) => one.id === payload);
      if (item && !item.readAt) {
        item.readAt = new Date().toISOString();
        state.unread = Math.max(0, state.unread - 1);
      }
    },
    markAllRead: (state) => {
      const at = new Date().toISOString();
      state.items.forEach((item) => void (item.readAt ??= at));
      state.unread = 0;
    },
    loadSettings: (state) => state,
    settingsLoaded: (state, { payload }: PayloadAction<NotificationSettings>) => ({ ...state, settings: payload }),
    saveSettings: (state, _action: PayloadAction<NotificationSettings>) => ({ ...state, saving: 'saving' as const }),
    settingsSaved: (state, { payload }: PayloadAction<NotificationSettings>) => ({ ...state, settings: payload, saving: 'saved' as const }),
    saveFailed: (state) => ({ ...state, saving: 'failed' as const }),
  },
});

export const notificationsActions = notificationsSlice.actions;
