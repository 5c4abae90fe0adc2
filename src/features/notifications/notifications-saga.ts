import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, getContext, put, takeEvery, takeLatest } from 'redux-saga/effects';
import type { Api } from '@/api';
import type { NotificationPage, NotificationSettings } from '@/contract/notifications';
import { notificationsActions } from './notifications-slice';

function* load() {
  try {
    const api: Api = yield getContext('api');
    const page: NotificationPage = yield call(api.notifications.list);
    yield put(notificationsActions.loaded(page));
  } catch {
    yield put(notificationsActions.loadFailed());
  }
}

function* markRead({ payload }: PayloadAction<number>) {
  try {
    const api: Api = yield getContext('api');
    yield call(api.notifications.markRead, payload);
  } catch {
    // The bell counts again at the next page: a mark that failed shows the notification unread then.
  }
}

function* markAllRead() {
  try {
    const api: Api = yield getContext('api');
    yield call(api.notifications.markAllRead);
  } catch {
    // As for one.
  }
}

function* loadSettings() {
  try {
    const api: Api = yield getContext('api');
    const settings: NotificationSettings = yield call(api.notifications.settings);
    yield put(notificationsActions.settingsLoaded(settings));
  } catch {
    yield put(notificationsActions.saveFailed());
  }
}

function* saveSettings({ payload }: PayloadAction<NotificationSettings>) {
  try {
    const api: Api = yield getContext('api');
    const settings: NotificationSettings = yield call(api.notifications.saveSettings, payload);
    yield put(notificationsActions.settingsSaved(settings));
  } catch {
    yield put(notificationsActions.saveFailed());
  }
}

export function* notificationsSaga() {
  yield all([
    takeLatest(notificationsActions.load.type, load),
    takeEvery(notificationsActions.markRead.type, markRead),
    takeEvery(notificationsActions.markAllRead.type, markAllRead),
    takeLatest(notificationsActions.loadSettings.type, loadSettings),
    takeLatest(notificationsActions.saveSettings.type, saveSettings),
  ]);
}
