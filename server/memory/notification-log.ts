import type { Notification } from '@/contract/notifications';
import type { DailyTask, DailyTaskRun, NewNotification, NotificationStore } from '@server/core/storage/notifications';

type Kept = Notification & { userId: number };

/**
 * The notifications in memory, apart from the HR tables (a reset leaves them), and the
 * reminders claimed: what the running transaction adds is staged, kept when it commits.
 */
/** What the log holds, as it is saved (the fake mode keeps it in IndexedDB). */
export interface NotificationSnapshot {
  notifications: (Notification & { userId: number })[];
  reminders: string[];
  /** Each daily task's runs, by `task@day` (absent in a log saved before there were any). */
  tasks?: Record<string, DailyTaskRun>;
}

export interface NotificationLog extends NotificationStore {
  stage(rows: readonly NewNotification[]): void;
  /** A reminder of the account for the day, claimed by the running transaction: false when claimed already. */
  claim(userId: number, day: string): boolean;
  /** A daily task's run for the day, claimed by the running transaction: false when claimed already. */
  claimTask(task: DailyTask, day: string, summary: Readonly<Record<string, number>>): boolean;
  end(commit: boolean): void;
  /** Hears the whole log after each change (a commit that added to it, a mark read). */
  subscribe(listener: (snapshot: NotificationSnapshot) => void): void;
  /** Puts back the log saved earlier (at start). */
  restore(snapshot: NotificationSnapshot): void;
}

const answered = ({ userId, ...notification }: Kept): Notification => (void userId, notification);

export function createNotificationLog(): NotificationLog {
  const kept: Kept[] = [];
  let staged: Kept[] = [];
  const reminders = new Set<string>();
  let claimed: string[] = [];
  const tasks = new Map<string, DailyTaskRun>();
  let claimedTasks: [string, DailyTaskRun][] = [];
  const lastId = () => staged.at(-1)?.id ?? kept.at(-1)?.id ?? 0;
  const mine = (userId: number) => kept.filter((row) => row.userId === userId);
  const listeners: ((snapshot: NotificationSnapshot) => void)[] = [];
  const changed = () => listeners.forEach((listener) => listener({ notifications: [...kept], reminders: [...reminders], tasks: Object.fromEntries(tasks) }));

  return {
    async page({ userId, page, pageSize }) {
      const rows = mine(userId).reverse();
      const start = (page - 1) * pageSize;
      return { items: rows.slice(start, start + pageSize).map(answered), total: rows.length, unread: rows.filter((row) => !row.readAt).length };
    },
    async markRead(userId, id, at) {
      const index = kept.findIndex((row) => row.id === id && row.userId === userId);
      if (index < 0) return undefined;
      kept[index] = { ...kept[index], readAt: kept[index].readAt ?? at };
      changed();
      return answered(kept[index]);
    },
    async markAllRead(userId, at) {
      let count = 0;
      kept.forEach((row, index) => {
        if (row.userId !== userId || row.readAt) return;
        kept[index] = { ...row, readAt: at };
        count += 1;
      });
      if (count > 0) changed();
      return count;
    },
    stage(rows) {
      for (const row of rows) staged.push({ ...row, id: lastId() + 1 });
    },
    claim(userId, day) {
      const key = `${userId}:${day}`;
      if (reminders.has(key) || claimed.includes(key)) return false;
      claimed.push(key);
      return true;
    },
    claimTask(task, day, summary) {
      const key = `${task}@${day}`;
      if (tasks.has(key) || claimedTasks.some(([claimedKey]) => claimedKey === key)) return false;
      claimedTasks.push([key, { day, summary: { ...summary } }]);
      return true;
    },
    async lastDailyTask(task) {
      const runs = [...tasks].filter(([key]) => key.startsWith(`${task}@`)).map(([, run]) => run);
      return runs.sort((a, b) => b.day.localeCompare(a.day))[0];
    },
    end(commit) {
      const touched = commit && (staged.length > 0 || claimed.length > 0 || claimedTasks.length > 0);
      if (commit) {
        kept.push(...staged);
        claimed.forEach((key) => reminders.add(key));
        claimedTasks.forEach(([key, run]) => tasks.set(key, run));
      }
      staged = [];
      claimed = [];
      claimedTasks = [];
      if (touched) changed();
    },
    subscribe: (listener) => void listeners.push(listener),
    restore(snapshot) {
      kept.splice(0, kept.length, ...snapshot.notifications);
      snapshot.reminders.forEach((key) => reminders.add(key));
      Object.entries(snapshot.tasks ?? {}).forEach(([key, run]) => tasks.set(key, run));
    },
  };
}
