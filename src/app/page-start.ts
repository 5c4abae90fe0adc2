import { hasStoredSession, showSignInFrame, type SignInFrame } from '@/features/auth';
import { showDashboardFrame, type DashboardFrame } from '@/features/dashboard/first-frame/frame';
import { startingSettings, writeDocumentAttributes } from '@/features/layout';
import { initialLanguage } from '@/i18n/detect';
import { languageOf } from '@/i18n/languages';
import { preloadTranslations } from '@/i18n/preload-hint';
import { escapeHtml } from '@/shared/lib/escape-html';
import type { PageFiles } from './page-preloads';

/** The app's own files, which the page asks for through this script rather than by tags of its own. */
export interface AppFiles {
  /** The entry module. */
  entry: string;
  /** The modules it imports at once. */
  modules: string[];
  /** Stylesheets the app applies itself (Bootstrap's), asked for ahead. */
  styles: string[];
}

/** What the build hands the script (server/build/page-start.ts). */
export interface PageStart {
  /** The sign-in page's first frame; null when the build has none. */
  signInFrame: SignInFrame | null;
  /** The dashboard's first frame; null when the build has none. */
  dashboardFrame: DashboardFrame | null;
  /** The files of a signed-in page, by address (page-preloads.ts). */
  signedInPages: Record<string, PageFiles>;
  app: AppFiles;
}

/**
 * A link asking for a file, as markup. With `cors`, the CORS mode the build's loader asks
 * with, so that its request is the one answered; without, as a stylesheet the app links itself.
 */
function linkMarkup(rel: string, href: string, { as, cors = true }: { as?: string; cors?: boolean } = {}): string {
  return `<link rel="${rel}"${as ? ` as="${as}"` : ''}${cors ? ' crossorigin' : ''} href="${escapeHtml(href)}">`;
}

/** A page's files: they download with the app's code. */
const pageLinks = ({ scripts, styles }: PageFiles): string[] => [
  ...scripts.map((href) => linkMarkup('modulepreload', href)),
  ...styles.map((href) => linkMarkup('preload', href, { as: 'style' })),
];

/** How many links go into the page in one task: each costs a slow phone's main thread a few milliseconds. */
const LINKS_PER_TASK = 8;

/** Adds the links a few at a time, one task after another, so that no task runs long. */
function addLinks(links: readonly string[]): void {
  document.head.insertAdjacentHTML('beforeend', links.slice(0, LINKS_PER_TASK).join(''));
  if (links.length > LINKS_PER_TASK) setTimeout(() => addLinks(links.slice(LINKS_PER_TASK)), 0);
}

/**
 * Asks for the app's code and what it needs first: its translations and its entry module at
 * once, then the page's files, the modules the entry imports and its stylesheets.
 */
function loadApp({ entry, modules, styles }: AppFiles, language: string, page: PageFiles | undefined): void {
  preloadTranslations(language);
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  document.head.append(script);
  addLinks([
    ...(page ? pageLinks(page) : []),
    ...modules.map((href) => linkMarkup('modulepreload', href)),
    ...styles.map((href) => linkMarkup('preload', href, { as: 'style', cors: false })),
  ]);
}

/** The longest the app's code waits for the frame's first paint to be reported (ms). */
const FIRST_PAINT_WAIT_MS = 1000;

/**
 * Runs `then` once the frame now in the page is on screen: when the browser reports its
 * first contentful paint (or after one frame where it does not report paints), at once in a
 * hidden tab, which paints nothing, and never later than FIRST_PAINT_WAIT_MS.
 */
function afterFirstPaint(then: () => void): void {
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    then();
  };
  if (document.visibilityState === 'hidden') return go();
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      go();
    }).observe({ type: 'paint', buffered: true });
    setTimeout(go, FIRST_PAINT_WAIT_MS);
  } else {
    // A frame's callback runs just before its paint; a task it queues, just after.
    requestAnimationFrame(() => setTimeout(go, 0));
  }
}

/**
 * The page's own script, written into index.html by the build (server/build/page-start.ts)
 * after the root element and run while the page is read, before its first paint: it puts the
 * language, direction and layout settings on the document root as the app will, asks for the
 * code of the signed-in page opened, paints the first frame of the sign-in page or of the
 * dashboard when the app opens on one; and it asks for the app's code and translations: at
 * once, or after that frame is on screen, so that nothing downloads ahead of its first paint.
 */
export function startPage({ signInFrame, dashboardFrame, signedInPages, app }: PageStart): void {
  const language = initialLanguage();
  const signedInPage = hasStoredSession() ? signedInPages[window.location.pathname] : undefined;
  const load = () => loadApp(app, language, signedInPage);
  try {
    const settings = startingSettings(language);
    writeDocumentAttributes(settings);
    document.documentElement.lang = languageOf(language).tag;
    const root = document.getElementById('root');
    const painted =
      root !== null &&
      ((signInFrame !== null && showSignInFrame(root, signInFrame, language, settings.direction)) ||
        (dashboardFrame !== null && showDashboardFrame(root, dashboardFrame, language, settings)));
    if (painted) {
      afterFirstPaint(load);
      return;
    }
  } catch {
    // Whatever failed above, the app still loads and shows its own page.
  }
  load();
}
