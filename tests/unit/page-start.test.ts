// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { startPage, type PageStart } from '@/app/page-start';
import { NAME_SLOT } from '@/features/dashboard/first-frame/frame';
import { LANGUAGE_CODES, type LanguageCode } from '@/i18n/languages';

const start: PageStart = {
  signInFrame: {
    html: Object.fromEntries(LANGUAGE_CODES.map((code) => [code, `<main>${code}</main>`])) as Record<LanguageCode, string>,
    css: { ltr: '.ltr{}', rtl: '.rtl{}' },
  },
  dashboardFrame: {
    html: Object.fromEntries(
      LANGUAGE_CODES.map((code) => [code, `<div class="app-shell"><aside class="app-sidebar"></aside><main>${code}: ${NAME_SLOT}</main></div>`]),
    ) as Record<LanguageCode, string>,
    css: { ltr: '.shell-ltr{}', rtl: '.shell-rtl{}' },
  },
  signedInPages: { '/': { scripts: ['/assets/Dashboard.js'], styles: ['/assets/Dashboard.css'] } },
  app: { entry: '/assets/index.js', modules: ['/assets/react.js'], styles: ['/assets/bootstrap.css'] },
};

/** What the app's own files and translations are asked with, in order. */
const APP_LINKS = ['preload /assets/i18n/en.json', 'modulepreload /assets/react.js', 'preload /assets/bootstrap.css'];

function openAt(path: string) {
  window.history.replaceState(null, '', path);
  document.head.innerHTML = '';
  document.body.innerHTML = '<div id="root"><div class="boot-splash"></div></div>';
  startPage(start);
  return document.getElementById('root');
}

const links = () => [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('href')}`);
const entryScript = () => document.head.querySelector('script[type="module"]')?.getAttribute('src') ?? null;
const keepUser = (user: object) => localStorage.setItem('currentUser', JSON.stringify(user));
/** Until the next frame has been painted. */
const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

afterEach(() => {
  localStorage.clear();
  Cookies.remove('lang', { path: '/' });
});

describe("the page's start, before the app's code", () => {
  it('paints the sign-in frame in the saved language, right to left in Arabic, and asks for the app only once it is on screen', async () => {
    Cookies.set('lang', 'ar', { path: '/' });
    const root = openAt('/auth');
    expect(root?.innerHTML).toBe('<main inert="">ar</main>');
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.head.querySelector('style')?.textContent).toBe('.rtl{}');
    // Nothing downloads ahead of the frame's first paint.
    expect(links()).toEqual([]);
    expect(entryScript()).toBeNull();
    await nextPaint();
    expect(links()).toEqual(['preload /assets/i18n/ar.json', 'modulepreload /assets/react.js', 'preload /assets/bootstrap.css']);
    expect(entryScript()).toBe('/assets/index.js');
    // As the build's loader asks (CORS) for modules; Bootstrap as the app links it.
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('crossorigin')).toBe('');
    expect(document.head.querySelector('script')?.crossOrigin).toBe('');
    expect(document.head.querySelector('link[href="/assets/bootstrap.css"]')?.hasAttribute('crossorigin')).toBe(false);
  });

  it("paints the dashboard for a kept user who may read it, with their name, then asks for its code and the app's", async () => {
    keepUser({ username: 'cmartin', data: { grants: [{ role: 'root' }] }, additional: { employee: { user: { person: { label: 'Claire <Martin>' } } } } });
    const root = openAt('/');
    expect(root?.innerHTML).toBe('<div class="app-shell" inert="" data-sidebar-shown="lg"><aside class="app-sidebar"></aside><main>en: Claire &lt;Martin&gt;</main></div>');
    expect(document.getElementById('dashboard-first-frame')?.textContent).toBe('.shell-ltr{}');
    expect(links()).toEqual([]);
    await nextPaint();
    expect(links()).toEqual(['preload /assets/i18n/en.json', 'modulepreload /assets/Dashboard.js', 'preload /assets/Dashboard.css', ...APP_LINKS.slice(1)]);
    expect(entryScript()).toBe('/assets/index.js');
    // The app's first render takes the root: the frame's rules go with the frame.
    root?.replaceChildren(document.createElement('div'));
    await Promise.resolve();
    expect(document.getElementById('dashboard-first-frame')).toBeNull();
  });

  it('paints no dashboard on a locked session, for a user who may not read it, or for what the app did not keep', () => {
    const cases: Array<[string, () => void]> = [
      ['locked', () => {
        keepUser({ username: 'cmartin', data: { grants: [{ role: 'root' }] } });
        localStorage.setItem('isLocked', 'true');
      }],
      ['an employee', () => keepUser({ username: 'lucas', data: { grants: [{ role: 'employee' }] } })],
      ['unreadable', () => localStorage.setItem('currentUser', '{')],
    ];
    for (const [name, keep] of cases) {
      localStorage.clear();
      keep();
      const root = openAt('/');
      expect({ name, root: root?.innerHTML }).toEqual({ name, root: '<div class="boot-splash"></div>' });
      expect(entryScript()).toBe('/assets/index.js');
    }
  });

  it('asks at once for the app alone at an address without a page listed', () => {
    localStorage.setItem('currentUser', '{}');
    openAt('/effectif/employee');
    expect(links()).toEqual(APP_LINKS);
    expect(entryScript()).toBe('/assets/index.js');
  });
});
