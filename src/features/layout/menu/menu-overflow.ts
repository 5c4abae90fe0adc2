/** The horizontal menu keeps 150 px spare for the header, plus 50 px of slack. */
export const HEADER_SPARE_PX = 150;
export const SLACK_PX = 50;
/** Under this width every entry is shown (the menu is a collapsible list). */
export const MOBILE_BREAKPOINT_PX = 768;

export interface OverflowInput<T> {
  items: readonly T[];
  /** The rendered width of each item, in the same order. */
  itemWidths: readonly number[];
  /** The width the menu bar has. */
  availableWidth: number;
  /** The viewport's width: on a phone nothing moves to 'more'. */
  viewportWidth: number;
  /** The width of the 'more' entry, which needs room too once it appears. */
  moreWidth: number;
}

export interface OverflowResult<T> {
  visible: T[];
  more: T[];
}

/** Which entries fit in the menu bar, and which go under 'more'. */
export function splitMenu<T>({
  items,
  itemWidths,
  availableWidth,
  viewportWidth,
  moreWidth,
}: OverflowInput<T>): OverflowResult<T> {
  if (viewportWidth < MOBILE_BREAKPOINT_PX) return { visible: [...items], more: [] };
  const room = availableWidth - HEADER_SPARE_PX - SLACK_PX;
  const total = itemWidths.reduce((sum, width) => sum + width, 0);
  if (total <= room) return { visible: [...items], more: [] };
  let used = moreWidth;
  let fitting = 0;
  while (fitting < items.length && used + (itemWidths[fitting] ?? 0) <= room) {
    used += itemWidths[fitting] ?? 0;
    fitting += 1;
  }
  return { visible: items.slice(0, fitting), more: items.slice(fitting) };
}
