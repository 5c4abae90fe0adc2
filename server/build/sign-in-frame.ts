/**
 * The sign-in page's first frame (src/features/auth/first-frame/frame.ts), made at build time:
 * the page rendered by React in each language, and the Bootstrap rules that markup uses, in
 * each direction (first-frame.ts).
 */
import type { SignInFrame } from '../../src/features/auth/first-frame/frame';
import type { renderSignInPage } from '../../src/features/auth/first-frame/render';
import type { DemoAccount } from '../../src/shared/lib/app-config';
import { inEveryLanguage, loadRenderer, stylesheetsFor } from './first-frame.ts';

/**
 * The frame for a build: `demoAccount` is the fake mode's (the form comes filled with it and
 * says so), null in `api` mode. `root` is the repository's folder.
 */
export async function makeSignInFrame(root: string, demoAccount: DemoAccount | null): Promise<SignInFrame> {
  const module = await loadRenderer<{ renderSignInPage: typeof renderSignInPage }>(root, 'src/features/auth/first-frame/render.tsx');
  const html = inEveryLanguage(root, (code, translation) => module.renderSignInPage(code, translation, demoAccount));
  return { html, css: await stylesheetsFor(root, html) };
}
