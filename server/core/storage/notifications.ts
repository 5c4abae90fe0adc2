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
  /** The accounts, as the transaction sees them: who is told, in which language. */
  accounts(): Promise<StoredUser[]>;
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
}
