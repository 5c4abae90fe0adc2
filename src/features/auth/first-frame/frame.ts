import type { Direction, LanguageCode } from '@/i18n/languages';
import { FIRST_FRAME_STYLESHEET_ID } from '@/shared/lib/stylesheet';
import { hasStoredSession, readRememberedEmail } from '../session';
import { SIGN_IN_PATHS } from '../sign-in-paths';
import { signInDiffersFromFrame } from '../sign-in-options';

/**
 * The sign-in page's first frame, made by the build (server/build/sign-in-frame.ts) and
 * written into the page: the page as React renders it, so that the app's first render
 * replaces it with the same boxes.
 */
export interface SignInFrame {
  /** The page's markup in each language. */
  html: Record<LanguageCode, string>;
  /** The Bootstrap rules that markup uses, in each direction. */
  css: Record<Direction, string>;
}

/**
 * Whether the app opens on the sign-in page as the build rendered it: at one of its addresses
 * or the home page, with no session kept and no e-mail remembered (that one fills the form),
 * and the password form alone to show.
 */
function opensOnBareSignIn(path: string): boolean {
  const signInAddress = path === '/' || (SIGN_IN_PATHS as readonly string[]).includes(path);
  // A server whose sign-in page offers an OpenID provider, or no password form, gets the app's own page.
  return signInAddress && !hasStoredSession() && readRememberedEmail() === null && !signInDiffersFromFrame();
}

/**
 * Paints the sign-in page in the root while the app's code loads, in the visit's language and
 * direction; elsewhere the root keeps what the page holds. The frame is inert: what is typed
 * or clicked waits for the app's own form, which replaces it. Says whether it painted it.
 */
export function showSignInFrame(root: HTMLElement, frame: SignInFrame, language: LanguageCode, direction: Direction): boolean {
  if (!opensOnBareSignIn(window.location.pathname)) return false;
  const style = document.createElement('style');
  style.id = FIRST_FRAME_STYLESHEET_ID;
  style.textContent = frame.css[direction];
  document.head.prepend(style);
  root.innerHTML = frame.html[language];
  for (const child of root.children) child.setAttribute('inert', '');
  return true;
}
