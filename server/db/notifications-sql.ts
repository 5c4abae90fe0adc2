import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Notification } from '@/contract/notifications';
import type { NewNotification, NotificationStore, NotificationWriter } from '@server/core/storage/notifications';
import type { Db } from './connection';
import { dailyTasks, notificationReminders, notifications, users } from './schema';
import { toStored } from './users-store';

type NotificationRow = typeof notifications.$inferSelect;

function notificationOf(row: NotificationRow): Notification {
  return {
    ...(row.details as Partial<Notification>),
    id: row.id,
    event: row.event,
    ...(row.requestKind === null ? {} : { requestKind: row.requestKind }),
    ...(row.requestId === null ? {} : { requestId: row.requestId }),
    path: row.path,
    subject: row.subject,
    text: row.text,
    mailed: row.mailed,
    createdAt: row.createdAt,
    ...(row.readAt === null ? {} : { readAt: row.readAt.toISOString() }),
  };
}

/** What a transaction writes of the notifications, in the transaction `tx` is. */
export function notificationWriter(tx: Db): NotificationWriter {
  return {
    async appendNotifications(rows: readonly NewNotification[]) {
      if (rows.length === 0) return;
      await tx.insert(notifications).values(
        rows.map(({ userId, event, requestKind, requestId, path, subject, text, mailed, createdAt, ...details }) => ({
          userId, event, requestKind, requestId, path, subject, text, mailed, createdAt, details,
        })),
      );
    },
    async claimReminder(userId, day) {
      // A rival transaction's row for the same key makes this one wait, then do nothing.
      const claimed = await tx.insert(notificationReminders).values({ userId, day }).onConflictDoNothing().returning();
      return claimed.length > 0;
    },
    async claimDailyTask(task, day, summary) {
      const claimed = await tx.insert(dailyTasks).values({ task, day, summary: { ...summary } }).onConflictDoNothing().returning();
      return claimed.length > 0;
    },
    accounts: async () => (await tx.select().from(users).orderBy(asc(users.id))).map(toStored),
  };
}

/** The notifications as their recipients read and mark them (the bell). */
export function sqlNotificationStore(db: Db): NotificationStore {
  const mine = (userId: number) => eq(notifications.userId, userId);
  return {
    async page({ userId, page, pageSize }) {
      const [[all], [unread]] = await Promise.all([
        db.select({ total: count() }).from(notifications).where(mine(userId)),
        db.select({ total: count() }).from(notifications).where(and(mine(userId), isNull(notifications.readAt))),
      ]);
      const rows = await db.select().from(notifications).where(mine(userId)).orderBy(desc(notifications.id)).limit(pageSize).offset((page - 1) * pageSize);
      return { items: rows.map(notificationOf), total: Number(all.total), unread: Number(unread.total) };
    },
    async markRead(userId, id, at) {
      const [row] = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, ${at}::timestamptz)` })
        .where(and(mine(userId), eq(notifications.id, id)))
        .returning();
      return row && notificationOf(row);
    },
    async lastDailyTask(task) {
      const [row] = await db.select().from(dailyTasks).where(eq(dailyTasks.task, task)).orderBy(desc(dailyTasks.day)).limit(1);
      return row && { day: row.day, summary: row.summary };
    },
    async markAllRead(userId, at) {
      const rows = await db.update(notifications).set({ readAt: new Date(at) }).where(and(mine(userId), isNull(notifications.readAt))).returning({ id: notifications.id });
      return rows.length;
    },
  };
}
