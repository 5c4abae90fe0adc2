import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { NotificationEvent } from '@/contract/notifications';
import type { InboxKind } from '@/contract/inbox';

/**
 * The notifications, one row per recipient account, written in the transaction of the change
 * that causes them (server/core/notify). Not HR tables: a reset of the demo data leaves them.
 * `details` holds what the bell shows beside the text (the request, its dates, the outcome).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    event: text('event').$type<NotificationEvent>().notNull(),
    requestKind: text('request_kind').$type<InboxKind>(),
    requestId: integer('request_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    path: text('path').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    mailed: boolean('mailed').notNull(),
    createdAt: text('created_at').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.id),
    index('notifications_unread_idx').on(table.userId).where(sql`${table.readAt} is null`),
  ],
);

/**
 * The reminders sent, one per account and day: its primary key lets one transaction only (of
 * any server process) claim a day's reminder of an account.
 */
export const notificationReminders = pgTable(
  'notification_reminders',
  {
    userId: integer('user_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

/**
 * The daily tasks run, one row per task and day (docs/server.md, "Daily tasks"): its primary key
 * lets one transaction only, of any server process, run a task on a day. `summary` keeps what
 * the run found (the retention listing: the records due per category).
 */
export const dailyTasks = pgTable(
  'daily_tasks',
  {
    task: text('task').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    summary: jsonb('summary').$type<Record<string, number>>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.task, table.day] })],
);
