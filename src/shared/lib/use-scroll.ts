import { useEffect, useState } from 'react';

export interface ScrollState {
  /** Past the threshold. */
  past: boolean;
  /** Moving down the page (last move). */
  goingDown: boolean;
}

/** Whether the page is scrolled past `threshold` px, and which way it last moved. */
export function useScroll(threshold: number): ScrollState {
  const [state, setState] = useState<ScrollState>({ past: false, goingDown: false });
  useEffect(() => {
    let last = window.scrollY;
    const update = () => {
      const y = window.scrollY;
      const next = { past: y > threshold, goingDown: y > last };
      last = y;
      setState((previous) =>
        previous.past === next.past && previous.goingDown === next.goingDown ? previous : next,
      );
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return state;
}
