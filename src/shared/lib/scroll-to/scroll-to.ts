import { EASINGS, type EasingName } from './easings';
import { prefersReducedMotion, tween } from './motion';

/** What can be scrolled: the window, or an element with its own scroll bar. */
export type ScrollContainer = Window | Element;

export interface ScrollToOptions {
  /** The window (default), an element, or an element's id ('#id' or 'id'). */
  container?: ScrollContainer | string;
  /** Milliseconds. */
  duration?: number;
  easing?: EasingName;
  /** Added to the target's position: -60 stops 60 px above it (under a fixed bar). */
  offset?: number;
  /** Milliseconds between two frames. */
  tick?: number;
}

/** The defaults of the scroll animation. */
export const SCROLL_DEFAULTS = {
  duration: 650,
  easing: 'easeInOutQuad',
  offset: 0,
  tick: 16,
  trigger: 'click',
} as const satisfies Required<Omit<ScrollToOptions, 'container'>> & { trigger: string };

export interface ScrollAnimation {
  /** Stops the animation where it is. */
  cancel: () => void;
  /** True once at the target; false when a wheel, a touch, cancel() or a newer scroll stopped it. */
  finished: Promise<boolean>;
}

/** The user taking the scroll back: each of these events stops a running animation. */
const INTERRUPTIONS = ['wheel', 'touchstart', 'touchmove'] as const;

/** The running animation of each container: a new one replaces it. */
const running = new WeakMap<ScrollContainer, () => void>();

const byId = (id: string) => document.getElementById(id.startsWith('#') ? id.slice(1) : id);

const isWindow = (container: ScrollContainer): container is Window => container === window;

function findTarget(target: Element | string): Element {
  const element = typeof target === 'string' ? byId(target) : target;
  if (!element?.isConnected) throw new Error('Unable to find Target Element');
  return element;
}

function findContainer(container: ScrollContainer | string): ScrollContainer {
  const found = typeof container === 'string' ? byId(container) : container;
  if (!found || (!isWindow(found) && !found.isConnected)) throw new Error('Unable to find Container Element');
  return found;
}

const positionOf = (container: ScrollContainer): number =>
  isWindow(container) ? container.scrollY : container.scrollTop;

const furthestOf = (container: ScrollContainer): number =>
  isWindow(container)
    ? document.documentElement.scrollHeight - container.innerHeight
    : container.scrollHeight - container.clientHeight;

// 'instant': Bootstrap makes the page's own scrolling smooth, which would fight each frame.
function place(container: ScrollContainer, top: number): void {
  if (isWindow(container)) container.scrollTo({ top, left: container.scrollX, behavior: 'instant' });
  else container.scrollTo({ top, behavior: 'instant' });
}

/** Where the container must scroll to for the target to sit at its top (plus offset), within bounds. */
function destination(container: ScrollContainer, target: Element, offset: number): number {
  const top = target.getBoundingClientRect().top;
  const origin = isWindow(container) ? 0 : container.getBoundingClientRect().top;
  const wanted = positionOf(container) + top - origin + offset;
  return Math.max(0, Math.min(wanted, furthestOf(container)));
}

/**
 * Scrolls the window (or a container) to an element, eased, over `duration` ms (the
 * defaults above). A wheel or a touch stops it; with reduced motion it jumps there at once.
 * Throws 'Unable to find Target Element' / 'Unable to find Container Element'.
 */
export function scrollTo(target: Element | string, options: ScrollToOptions = {}): ScrollAnimation {
  const { container = window, duration, easing, offset, tick } = { ...SCROLL_DEFAULTS, ...options };
  const element = findTarget(target);
  const box = findContainer(container);
  running.get(box)?.();

  const from = positionOf(box);
  const to = destination(box, element, offset);
  if (prefersReducedMotion() || duration <= 0 || from === to) {
    place(box, to);
    return { cancel: () => undefined, finished: Promise.resolve(true) };
  }

  let settle: (arrived: boolean) => void = () => undefined;
  const finished = new Promise<boolean>((resolve) => (settle = resolve));
  let done = false;
  const stop = (arrived: boolean) => {
    if (done) return;
    done = true;
    stopFrames();
    for (const type of INTERRUPTIONS) box.removeEventListener(type, interrupt);
    if (running.get(box) === cancel) running.delete(box);
    settle(arrived);
  };
  const interrupt = () => stop(false);
  const cancel = () => stop(false);
  const stopFrames = tween({
    duration,
    easing: EASINGS[easing],
    tick,
    onFrame: (progress) => place(box, from + (to - from) * progress),
    onDone: () => stop(true),
  });
  for (const type of INTERRUPTIONS) box.addEventListener(type, interrupt, { passive: true });
  running.set(box, cancel);
  return { cancel, finished };
}
