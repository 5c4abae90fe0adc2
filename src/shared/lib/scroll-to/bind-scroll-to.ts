import { SCROLL_DEFAULTS, scrollTo, type ScrollAnimation, type ScrollToOptions } from './scroll-to';

/** The events that may start a scroll (the wheel is not one: it stops scrolls). */
export const SCROLL_TRIGGERS = [
  'click',
  'dblclick',
  'contextmenu',
  'mousedown',
  'mouseup',
  'mouseenter',
  'mouseleave',
  'mouseover',
  'mouseout',
] as const;
export type ScrollTrigger = (typeof SCROLL_TRIGGERS)[number];

export interface BindScrollOptions extends ScrollToOptions {
  /** The event of the source that starts the scroll; 'click' by default. */
  trigger?: ScrollTrigger;
  /** Told of each scroll started, with the event that started it. */
  onScroll?: (animation: ScrollAnimation, event: Event) => void;
}

const isTrigger = (name: string): name is ScrollTrigger => (SCROLL_TRIGGERS as readonly string[]).includes(name);

/** A click with a modifier or another button opens the link elsewhere: leave it to the browser. */
const opensElsewhere = (event: Event) =>
  event instanceof MouseEvent && (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey);

/**
 * Makes an element (a link to a section, say) scroll to the target on its trigger event,
 * instead of its default action. Throws 'Unsupported Event {name}' for an unknown trigger.
 * Returns the function that unbinds it.
 */
export function bindScrollTo(source: Element, target: Element | string, options: BindScrollOptions = {}): () => void {
  const { trigger = SCROLL_DEFAULTS.trigger, onScroll, ...scrollOptions } = options;
  if (!isTrigger(trigger)) throw new Error(`Unsupported Event ${String(trigger)}`);
  const listener = (event: Event) => {
    if (trigger === 'click' && opensElsewhere(event)) return;
    event.preventDefault();
    const animation = scrollTo(target, scrollOptions);
    onScroll?.(animation, event);
  };
  source.addEventListener(trigger, listener);
  return () => source.removeEventListener(trigger, listener);
}
