import type { Easing } from './easings';

/** Whether the user asked the system for less motion: animations then jump to their end. */
export const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export interface TweenOptions {
  duration: number;
  easing: Easing;
  /** Milliseconds between two frames. */
  tick: number;
  /** Called on each frame with the eased progress (1 on the last frame). */
  onFrame: (progress: number) => void;
  onDone?: () => void;
}

/**
 * Runs an animation frame by frame for `duration` ms, one frame every `tick` ms, the
 * last one exactly at the end. Progress is read from the clock, so late frames catch up.
 * Returns a function that stops it (onDone is then not called).
 */
export function tween({ duration, easing, tick, onFrame, onDone }: TweenOptions): () => void {
  const start = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = () => {
    const elapsed = Date.now() - start;
    if (elapsed >= duration) {
      timer = undefined;
      onFrame(easing(1));
      onDone?.();
      return;
    }
    onFrame(easing(elapsed / duration));
    timer = setTimeout(frame, Math.min(tick, duration - elapsed));
  };
  timer = setTimeout(frame, Math.min(tick, Math.max(duration, 0)));
  return () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
}
