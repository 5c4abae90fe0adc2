import { useEffect, useState } from 'react';
import { isRunning, remainingAfter, type CountdownPlan } from '@/shared/lib/countdown';

/** The time left of a countdown started when the component mounts; the timer stops at the end or on unmount. */
export function useCountdown(plan: CountdownPlan): number {
  const [remaining, setRemaining] = useState(plan.fromMs);
  useEffect(() => {
    const start = Date.now();
    const timer = window.setInterval(() => {
      // Whole ticks since the start: a late or early timer does not skip nor repeat a second.
      const elapsed = Math.round((Date.now() - start) / plan.tickMs) * plan.tickMs;
      setRemaining(remainingAfter(elapsed, plan));
      if (!isRunning(elapsed, plan)) window.clearInterval(timer);
    }, plan.tickMs);
    return () => window.clearInterval(timer);
  }, [plan]);
  return remaining;
}
