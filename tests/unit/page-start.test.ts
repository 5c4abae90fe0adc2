// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { startPage, type PageStart } from '@/app/page-start';
import { LANGUAGE_CODES, type LanguageCode } from '@/i18n/languages';

const start: PageStart = {
  signInFrame: {
    html: Object.fromEntries(LANGUAGE_CODES.map((code) => [code, `<main>${code}</main>`])) as Record<LanguageCode, string>,
    css: { ltr: '.ltr{}', rtl: '.rtl{}' },
  },
  signedInPages: { '/': { scripts: ['/assets/Dashboard.js'], styles: ['/assets/Dashboard.css'] } },
};

function openAt(path: string) {
  window.history.replaceState(null, '', path);
  document.head.innerHTML = '';
  document.body.innerHTML = '<div id="root"><div class="boot-splash"></div></div>';
  startPage(start);
  return document.getElementById('root');
}

const links = () => [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('href')}`);

afterEach(() => {
  localStorage.clear();
  Cookies.remove('lang', { path: '/' });
});

describe("the page's start, before the app's code", () => {
  it('paints the sign-in frame in the saved language, right to left in Arabic, and asks for its translations', () => {
    Cookies.set('lang', 'ar', { path: '/' });
    const root = openAt('/auth');
    expect(root?.innerHTML).toBe('<main inert="">ar</main>');
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.head.querySelector('style')?.textContent).toBe('.rtl{}');
    expect(links()).toEqual(['preload /assets/i18n/ar.json']);
  });

  it("asks for a signed-in page's code and stylesheets when a session is kept, and leaves the root as it is", () => {
    localStorage.setItem('currentUser', '{}');
    const root = openAt('/');
    expect(root?.innerHTML).toBe('<div class="boot-splash"></div>');
    expect(links()).toEqual(['preload /assets/i18n/en.json', 'modulepreload /assets/Dashboard.js', 'preload /assets/Dashboard.css']);
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');
  });

  it('asks for nothing more at an address without a page listed', () => {
    localStorage.setItem('currentUser', '{}');
    openAt('/effectif/employee');
    expect(links()).toEqual(['preload /assets/i18n/en.json']);
  });
});
