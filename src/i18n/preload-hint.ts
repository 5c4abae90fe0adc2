import { initialLanguage } from './detect';
import { translationUrl } from './translations';

/**
 * Written into the page itself by the build (vite.config.ts), as a script that runs while the
 * page is read: the visit's translations start downloading with the app's code, not after it.
 * The app's own request for them (prefetch.ts) is then answered by this download.
 */
const hint = document.createElement('link');
hint.rel = 'preload';
hint.as = 'fetch';
// As fetch() asks: same-origin credentials, so that the app's request takes this download.
hint.crossOrigin = 'anonymous';
hint.href = translationUrl(initialLanguage());
document.head.append(hint);
