import type { Notification } from '@/contract/notifications';
import type { StoredUser } from './users';

/** A notification before it is stored: the adapter numbers it. */
export type NewNotification = Omit<Notification, 'id' | 'readAt'> & { userId: number };

/**
 * What a transaction's writer offers the notifications (`HrWriter`): their rows are written with
 * the change that causes them, kept only if it commits.
 */
export interface NotificationWriter {
  appendNotifications(rows: readonly NewNotification[]): Promise<void>;
  /**
   * Claims the reminder of `userId` for `day`: true once, for the first transaction that asks
   * and commits; false when another has it (a unique (account, day) row: two server processes
   * never both remind).
   */
  claimReminder(userId: number, day: string): Promise<boolean>;
  /**
   * Claims a daily task (`retention`: the listing of what is due) for `day`, keeping what it
   * found (`summary`): true once, for the first transaction that asks and commits; false when
   * another process has it (a unique (task, day) row).
   */
  claimDailyTask(task: DailyTask, day: string, summary: Readonly<Record<string, number>>): Promise<boolean>;
  /** The accounts, as the transaction sees them: who is told, in which language. */
  accounts(): Promise<StoredUser[]>;
}

/** The tasks run once a day whatever the number of processes (docs/server.md, "Daily tasks"). */
export type DailyTask = 'retention';

/** A daily task's latest run: its day and what it found. */
export interface DailyTaskRun {
  day: string;
  summary: Record<string, number>;
}

/** A page of an account's notifications, newest first. */
export interface NotificationQuery {
  userId: number;
  page: number;
  pageSize: number;
}

/** The notifications as their recipients read them (the bell). */
export interface NotificationStore {
  page(query: NotificationQuery): Promise<{ items: Notification[]; total: number; unread: number }>;
  /** Marks one of the account's notifications read; undefined when it has none of that id. */
  markRead(userId: number, id: number, at: string): Promise<Notification | undefined>;
  /** Marks every unread notification of the account read; how many were. */
  markAllRead(userId: number, at: string): Promise<number>;
  /** The latest run of a daily task, if it ever ran. */
  lastDailyTask(task: DailyTask): Promise<DailyTaskRun | undefined>;
}
