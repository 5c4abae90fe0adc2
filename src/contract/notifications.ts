import { z } from 'zod';
import { choice, isoDate } from '@/domain/common';
import { NOTIFICATION_LANGUAGES, type NotificationLanguage } from '@/domain/notifications';
import { INBOX_KINDS } from './inbox';

/**
 * Notifications (docs/contract.md, "Notifications"): what the backend tells an account of the
 * requests it decides or filed — in the app (the top bar's bell) and by mail, in the account's
 * language, never with private data.
 *
 * GET  /app/notifications?page=&pageSize=    → NotificationPage, newest first, with `unread`
 * POST /app/notifications/{id}/read          → the notification, read (404: not the account's)
 * POST /app/notifications/read-all           → { read: number }
 * GET  /app/notifications/settings           → NotificationSettings
 * PUT  /app/notifications/settings           NotificationSettings → NotificationSettings
 * POST /app/notifications/reminders          { on?: date } → { reminded: number } (Root: the daily task now)
 */

export { NOTIFICATION_LANGUAGES, NOTIFICATION_PAGES, type NotificationLanguage } from '@/domain/notifications';
export const DEFAULT_NOTIFICATION_LANGUAGE: NotificationLanguage = 'fr';

/**
 * What happened: a request now waits on the account's decision (`awaiting`: filed, or its
 * step before approved), the account's request was decided (`decided`), or requests wait on
 * it for more than three working days (`reminder`, one a day gathering them).
 */
export const NOTIFICATION_EVENTS = ['awaiting', 'decided', 'reminder'] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** The mails an account may turn off (never the security ones: activation, reset). */
export const MAIL_TOPICS = ['toDecide', 'decisions', 'reminders'] as const;
export type MailTopic = (typeof MAIL_TOPICS)[number];

/** Which topic an event's mail belongs to. */
export const TOPIC_OF: Readonly<Record<NotificationEvent, MailTopic>> = { awaiting: 'toDecide', decided: 'decisions', reminder: 'reminders' };


export const notificationSchema = z.object({
  id: z.number().int().positive(),
  event: choice(NOTIFICATION_EVENTS),
  /** The request's kind (absent on a reminder). */
  requestKind: choice(INBOX_KINDS).optional(),
  requestId: z.number().int().positive().optional(),
  /** Who filed it (to its deciders). */
  requesterName: z.string().optional(),
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
  /** A decision's outcome. */
  outcome: choice(['approved', 'rejected'] as const).optional(),
  /** A reminder: how many requests wait. */
  count: z.number().int().positive().optional(),
  /** The app's page it opens. */
  path: z.string(),
  /** What the mail says (or would have said, turned off): its subject and text, in the account's language. */
  subject: z.string(),
  text: z.string(),
  /** Whether a mail was queued for it (false: the account turned that mail off). */
  mailed: z.boolean(),
  createdAt: z.string(),
  readAt: z.string().optional(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  total: z.number().int().min(0),
  /** How many of the account's notifications are unread (all pages). */
  unread: z.number().int().min(0),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationSettingsSchema = z.object({
  /** The language of the mails; absent: French. */
  language: choice(NOTIFICATION_LANGUAGES).optional(),
  /** Each mail topic, on (true) or off. */
  mail: z.object({ toDecide: z.boolean(), decisions: z.boolean(), reminders: z.boolean() }),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** What an account gets before choosing: every mail, in French. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = { mail: { toDecide: true, decisions: true, reminders: true } };

export const remindersRunSchema = z.object({ on: isoDate.optional() });
