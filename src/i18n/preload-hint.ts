import { translationUrl } from './translations';

/**
 * Asks for a language's translations as soon as the page is read (src/app/page-start.ts,
 * inside the page): they download with the app's code, not after it. The app's own request
 * for them (prefetch.ts) is then answered by this download.
 */
export function preloadTranslations(code: string): void {
  const hint = document.createElement('link');
  hint.rel = 'preload';
  hint.as = 'fetch';
  // As fetch() asks: same-origin credentials, so that the app's request takes this download.
  hint.crossOrigin = 'anonymous';
  hint.href = translationUrl(code);
  document.head.append(hint);
}
