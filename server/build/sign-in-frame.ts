/**
 * The sign-in page's first frame (src/features/auth/first-frame/frame.ts), made at build time:
 * the page rendered by React in each language from the locale files the app loads
 * (public/assets/i18n), and the Bootstrap rules that markup uses, in each direction.
 */
import { readFileSync } from 'node:fs';
import { PurgeCSS } from 'purgecss';
import { runnerImport } from 'vite';
import type { SignInFrame } from '../../src/features/auth/first-frame/frame';
import type { renderSignInPage } from '../../src/features/auth/first-frame/render';
import { LANGUAGE_CODES } from '../../src/i18n/languages';
import type { DemoAccount } from '../../src/shared/lib/app-config';

/** Bootstrap's stylesheets, whole, of each direction. */
const BOOTSTRAP = {
  ltr: 'node_modules/bootstrap/dist/css/bootstrap.min.css',
  rtl: 'node_modules/bootstrap/dist/css/bootstrap.rtl.min.css',
} as const;

/** The rules of `css` that the markup uses, under either colour mode (the frame follows the saved one). */
async function rulesUsedBy(markup: string, css: string): Promise<string> {
  const page = `<html data-bs-theme="light"><body data-bs-theme="dark">${markup}</body></html>`;
  const [result] = await new PurgeCSS().purge({ content: [{ raw: page, extension: 'html' }], css: [{ raw: css }] });
  if (!result) throw new Error('PurgeCSS kept nothing of Bootstrap for the sign-in frame');
  // @charset means nothing inside a <style> element.
  return result.css.replace(/^@charset "[^"]*";/, '');
}

/**
 * The frame for a build: `demoAccount` is the fake mode's (the form comes filled with it and
 * says so), null in `api` mode. `root` is the repository's folder.
 */
export async function makeSignInFrame(root: string, demoAccount: DemoAccount | null): Promise<SignInFrame> {
  const { module } = await runnerImport<{ renderSignInPage: typeof renderSignInPage }>(`${root}/src/features/auth/first-frame/render.tsx`, {
    configFile: false,
    root,
    logLevel: 'silent',
    resolve: { alias: { '@': `${root}/src` } },
  });
  const html = Object.fromEntries(
    LANGUAGE_CODES.map((code) => {
      const translation: unknown = JSON.parse(readFileSync(`${root}/public/assets/i18n/${code}.json`, 'utf8'));
      if (typeof translation !== 'object' || translation === null) throw new Error(`public/assets/i18n/${code}.json is not an object`);
      return [code, module.renderSignInPage(code, { ...translation }, demoAccount)];
    }),
  ) as SignInFrame['html'];
  const markup = Object.values(html).join('\n');
  const css = {
    ltr: await rulesUsedBy(markup, readFileSync(`${root}/${BOOTSTRAP.ltr}`, 'utf8')),
    rtl: await rulesUsedBy(markup, readFileSync(`${root}/${BOOTSTRAP.rtl}`, 'utf8')),
  };
  return { html, css };
}
