import { hasStoredSession, showSignInFrame, type SignInFrame } from '@/features/auth';
import { startingSettings, writeDocumentAttributes } from '@/features/layout';
import { initialLanguage } from '@/i18n/detect';
import { languageOf } from '@/i18n/languages';
import { preloadTranslations } from '@/i18n/preload-hint';
import type { PageFiles } from './page-preloads';

/** What the build hands the script (server/build/page-start.ts). */
export interface PageStart {
  /** The sign-in page's first frame; null when the build has none. */
  signInFrame: SignInFrame | null;
  /** The files of a signed-in page, by address (page-preloads.ts). */
  signedInPages: Record<string, PageFiles>;
}

/** A link asking for a file now. Its CORS mode is the one the build's loader asks with, so that its request is the one answered. */
function preloadLink(rel: string, href: string, as?: string): void {
  const link = document.createElement('link');
  link.rel = rel;
  if (as) link.as = as;
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}

/** Asks for a page's files now: they download with the app's code. */
function preload({ scripts, styles }: PageFiles): void {
  for (const href of scripts) preloadLink('modulepreload', href);
  for (const href of styles) preloadLink('preload', href, 'style');
}

/**
 * The page's own script, written into index.html by the build (server/build/page-start.ts)
 * after the root element and run while the page is read, before its first paint: it asks for
 * the visit's translations, puts the language, direction and layout settings on the document
 * root as the app will, then either paints the sign-in page's first frame, when the app opens
 * on it, or asks for the code of the signed-in page opened. The app's code, meanwhile, downloads.
 */
export function startPage({ signInFrame, signedInPages }: PageStart): void {
  const language = initialLanguage();
  preloadTranslations(language);
  const settings = startingSettings(language);
  writeDocumentAttributes(settings);
  document.documentElement.lang = languageOf(language).tag;
  const signedInPage = hasStoredSession() ? signedInPages[window.location.pathname] : undefined;
  if (signedInPage) preload(signedInPage);
  const root = document.getElementById('root');
  if (root && signInFrame) showSignInFrame(root, signInFrame, language, settings.direction);
}
