import { showSignInFrame, type SignInFrame } from '@/features/auth';
import { startingSettings, writeDocumentAttributes } from '@/features/layout';
import { initialLanguage } from '@/i18n/detect';
import { languageOf } from '@/i18n/languages';
import { preloadTranslations } from '@/i18n/preload-hint';

/**
 * The page's own script, written into index.html by the build (server/build/page-start.ts)
 * after the root element and run while the page is read, before its first paint: it asks for
 * the visit's translations, puts the language, direction and layout settings on the document
 * root as the app will, and paints the sign-in page's first frame when the app opens on it
 * (null when the build has none). The app's code, meanwhile, downloads.
 */
export function startPage(signInFrame: SignInFrame | null): void {
  const language = initialLanguage();
  preloadTranslations(language);
  const settings = startingSettings(language);
  writeDocumentAttributes(settings);
  document.documentElement.lang = languageOf(language).tag;
  const root = document.getElementById('root');
  if (root && signInFrame) showSignInFrame(root, signInFrame, language, settings.direction);
}
