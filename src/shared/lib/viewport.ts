export type Viewport = 'mobile' | 'tablet' | 'desktop';

/** Under 768 px a phone; from 768 to 1024 px a tablet (small sidebar). */
const TABLET = '(min-width: 768px) and (max-width: 1024px)';
const MOBILE = '(max-width: 767.98px)';

/** The window's size class now. */
export function currentViewport(): Viewport {
  if (typeof window.matchMedia !== 'function') return 'desktop';
  if (window.matchMedia(MOBILE).matches) return 'mobile';
  if (window.matchMedia(TABLET).matches) return 'tablet';
  return 'desktop';
}
