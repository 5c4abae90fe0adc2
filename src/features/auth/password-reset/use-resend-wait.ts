import { useEffect, useState } from 'react';
import { PASSWORD_RESET_RESEND_MS, resetCodeResendWaitMs } from '@/domain/credentials';

const TICK_MS = 500;

/** The whole seconds before a new code may be sent to an address whose last code went at `sentAt`; 0 when it may. */
export function useResendWait(sentAt: number | undefined): number {
  const [now, setNow] = useState(Date.now);
  // Read at the last tick: until the next one, a code sent since counts at most the full wait.
  const waitMs = sentAt === undefined ? 0 : Math.min(PASSWORD_RESET_RESEND_MS, resetCodeResendWaitMs(sentAt, now));
  const waiting = waitMs > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [waiting, sentAt]);
  return Math.ceil(waitMs / 1000);
}
