/** The key that moves to the next tab: the arrow pointing in the reading direction. */
const nextKey = () => (document.documentElement.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight');

/**
 * The tab a key leads to in a WAI-ARIA tab list of `count` tabs, from tab `index`: the
 * arrows move (reversed right to left, wrapping round), Home and End go to the first and
 * last; undefined for any other key.
 */
export function tabIndexForKey(key: string, index: number, count: number): number | undefined {
  const last = count - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  if (key === nextKey()) return (index + 1) % count;
  if (key === 'ArrowLeft' || key === 'ArrowRight') return (index + last) % count;
  return undefined;
}
