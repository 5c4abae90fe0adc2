// Types only from the contract: its zod schemas load with the first answer, not with the app.
import type { Notification, NotificationPage, NotificationSettings } from '@/contract/notifications';
import type { HttpClient } from './client';

const schemas = () => import('@/contract/notifications');

/** How many notifications the bell shows. */
export const BELL_PAGE_SIZE = 20;

/** The account's notifications and mail preferences (docs/contract.md, "Notifications"). */
export interface NotificationsApi {
  /** GET /app/notifications: the newest, and how many are unread. */
  list(): Promise<NotificationPage>;
  /** POST /app/notifications/{id}/read. */
  markRead(id: number): Promise<Notification>;
  /** POST /app/notifications/read-all: how many were unread. */
  markAllRead(): Promise<number>;
  settings(): Promise<NotificationSettings>;
  saveSettings(settings: NotificationSettings): Promise<NotificationSettings>;
}

export function createNotificationsApi(client: HttpClient): NotificationsApi {
  return {
    async list() {
      const { data } = await client.get<unknown>('/app/notifications', { params: { page: '1', pageSize: String(BELL_PAGE_SIZE) } });
      return (await schemas()).notificationPageSchema.parse(data);
    },
    async markRead(id) {
      const { data } = await client.post<unknown>(`/app/notifications/${id}/read`);
      return (await schemas()).notificationSchema.parse(data);
    },
    async markAllRead() {
      const { data } = await client.post<{ read: number }>('/app/notifications/read-all');
      return data.read;
    },
    async settings() {
      const { data } = await client.get<unknown>('/app/notifications/settings');
      return (await schemas()).notificationSettingsSchema.parse(data);
    },
    async saveSettings(settings) {
      const { data } = await client.put<unknown>('/app/notifications/settings', settings);
      return (await schemas()).notificationSettingsSchema.parse(data);
    },
  };
}
