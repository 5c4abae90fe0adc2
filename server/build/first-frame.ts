/**
 * What the pages' first frames (the sign-in page's, the dashboard's) are made of at build
 * time: a page rendered by React in each language from the locale files the app loads
 * (public/assets/i18n), and the rules that markup uses, in each direction.
 */
import { readFileSync } from 'node:fs';
import type { ResourceLanguage } from 'i18next';
import { PurgeCSS } from 'purgecss';
import { runnerImport } from 'vite';
import { DEFAULT_SETTINGS, documentAttributes } from '../../src/features/layout/settings/settings.ts';
import { LANGUAGE_CODES, type Direction, type LanguageCode } from '../../src/i18n/languages.ts';

/** Bootstrap's stylesheets, whole, of each direction. */
const BOOTSTRAP: Record<Direction, string> = {
  ltr: 'node_modules/bootstrap/dist/css/bootstrap.min.css',
  rtl: 'node_modules/bootstrap/dist/css/bootstrap.rtl.min.css',
};

/**
 * The attributes set on the page as it starts rather than written in a frame's markup: the
 * layout settings' on the document root, and the shell's boxes' (src/features/layout/shell).
 */
const RUNTIME_ATTRIBUTES = [...Object.keys(documentAttributes(DEFAULT_SETTINGS)), 'data-sidebar-shown', 'data-overlay'];

/** The rules of `css` that the markup uses, whatever the attributes set as the page starts (the frame follows the saved settings). */
async function rulesUsedBy(markup: string, css: string): Promise<string> {
  const [result] = await new PurgeCSS().purge({
    content: [{ raw: `<html><body>${markup}</body></html>`, extension: 'html' }],
    css: [{ raw: css }],
    dynamicAttributes: RUNTIME_ATTRIBUTES,
  });
  if (!result) throw new Error('PurgeCSS kept nothing for a first frame');
  // @charset means nothing inside a <style> element.
  return result.css.replace(/^@charset "[^"]*";/, '');
}

const STYLESHEET_LEFT_OUT = '\0effectif-frame-stylesheet';

/** A module of src/ loaded through Vite (its aliases, its TSX), for the build to call. */
export async function loadRenderer<M>(root: string, path: string): Promise<M> {
  const { module } = await runnerImport<M>(`${root}/${path}`, {
    configFile: false,
    root,
    logLevel: 'silent',
    resolve: { alias: { '@': `${root}/src` } },
    // A page's stylesheets are the build's business: the frame takes its rules itself (stylesheetsFor).
    plugins: [{ name: 'effectif-frame-no-css', enforce: 'pre', resolveId: (id) => (id.endsWith('.css') ? STYLESHEET_LEFT_OUT : null), load: (id) => (id === STYLESHEET_LEFT_OUT ? '' : null) }],
  });
  return module;
}

/** `render` called with each language's translations. */
export function inEveryLanguage(root: string, render: (code: LanguageCode, translation: ResourceLanguage) => string): Record<LanguageCode, string> {
  return Object.fromEntries(
    LANGUAGE_CODES.map((code) => {
      const translation: unknown = JSON.parse(readFileSync(`${root}/public/assets/i18n/${code}.json`, 'utf8'));
      if (typeof translation !== 'object' || translation === null) throw new Error(`public/assets/i18n/${code}.json is not an object`);
      return [code, render(code, { ...translation })];
    }),
  ) as Record<LanguageCode, string>;
}

/** Of Bootstrap and of the app's own stylesheets (paths from the root), the rules the frames' markup uses, in each direction. */
export async function stylesheetsFor(root: string, html: Record<LanguageCode, string>, ownStylesheets: readonly string[] = []): Promise<Record<Direction, string>> {
  const markup = Object.values(html).join('\n');
  const own = ownStylesheets.map((path) => readFileSync(`${root}/${path}`, 'utf8')).join('\n');
  const forDirection = (direction: Direction) => rulesUsedBy(markup, `${readFileSync(`${root}/${BOOTSTRAP[direction]}`, 'utf8')}\n${own}`);
  return { ltr: await forDirection('ltr'), rtl: await forDirection('rtl') };
}
