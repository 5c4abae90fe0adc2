import { useEffect, useState } from 'react';
import { EASINGS, SCROLL_DEFAULTS, prefersReducedMotion, tween } from '@/shared/lib/scroll-to';
import { useLandingFormat } from '../shared/use-landing-format';

/** How long a counter takes to reach its value. */
export const COUNT_UP_MS = 2000;

/**
 * A number counting up from 0 to `value` once `started`, eased; with reduced motion it
 * shows its value at once. Formatted in the reader's language, followed by '+'.
 */
export function CountUp({ value, started }: { value: number; started: boolean }) {
  const format = useLandingFormat();
  const [reduced] = useState(prefersReducedMotion);
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (!started || reduced) return;
    return tween({
      duration: COUNT_UP_MS,
      easing: EASINGS.easeOutQuad,
      tick: SCROLL_DEFAULTS.tick,
      onFrame: (progress) => setShown(Math.round(value * progress)),
    });
  }, [started, reduced, value]);
  return <>{format.number(reduced ? value : shown)}+</>;
}
