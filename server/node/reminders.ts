import type { Logger } from './log';
import { errorFields } from './log';

/** How often the server looks for reminders due: a decider gets one a day at most, whatever the number of looks. */
export const REMINDERS_EVERY_MS = 60 * 60 * 1000;

/**
 * The daily reminders (docs/domain.md, "Notifications"), a minute after start and every hour:
 * each run claims (account, day) rows in its transaction, so that several server processes on
 * one database remind each decider once a day. Answers how to stop it.
 */
export function startDailyReminders(send: () => Promise<number>, log: Logger, everyMs = REMINDERS_EVERY_MS): () => void {
  const run = () => {
    send()
      .then((reminded) => {
        if (reminded > 0) log.info('reminders sent', { reminded });
      })
      .catch((error: unknown) => log.error('the daily reminders failed', errorFields(error)));
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
