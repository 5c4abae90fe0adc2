import type { Logger } from './log';
import { errorFields } from './log';

/** How often the server looks for daily work due: each task runs once a day at most, whatever the number of looks. */
export const DAILY_LOOK_EVERY_MS = 60 * 60 * 1000;

/**
 * The daily tasks, a minute after start and every hour: the reminders (docs/domain.md,
 * "Notifications"), which claim (account, day) rows, and the retention listing
 * (docs/retention.md), which claims a (task, day) row — each in its transaction, so that
 * several server processes on one database run each once a day. Answers how to stop them.
 */
export function startDailyTasks(tasks: { sendReminders: () => Promise<number>; listRetention: () => Promise<Record<string, number> | undefined> }, log: Logger, everyMs = DAILY_LOOK_EVERY_MS): () => void {
  const run = () => {
    tasks
      .sendReminders()
      .then((reminded) => {
        if (reminded > 0) log.info('reminders sent', { reminded });
      })
      .catch((error: unknown) => log.error('the daily reminders failed', errorFields(error)));
    tasks
      .listRetention()
      .then((due) => {
        if (due) log.info('retention listed', due);
      })
      .catch((error: unknown) => log.error('the daily retention listing failed', errorFields(error)));
  };
  const first = setTimeout(run, 60_000);
  const every = setInterval(run, everyMs);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
