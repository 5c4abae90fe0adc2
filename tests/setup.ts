import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startI18n } from '@/i18n';
import en from '../public/assets/i18n/en.json';
import { installMatchMedia, installResizeObserver, resizeWindow } from './helpers/match-media';
import { server } from './helpers/server';

const inBrowser = typeof window !== 'undefined';

// Lazy pages load on a busy 2-core machine: give screens time to appear.
configure({ asyncUtilTimeout: 4000 });

if (inBrowser) {
  // jsdom does not scroll; the app scrolls to the top on every navigation.
  window.scrollTo = () => undefined;
  installMatchMedia();
  installResizeObserver();
  resizeWindow(1280);
}

beforeAll(async () => {
  // Any call no handler answers fails the test.
  server.listen({ onUnhandledRequest: 'error' });
  if (inBrowser) await startI18n({ language: 'en', resources: { en: { translation: en } } });
});

afterEach(() => {
  server.resetHandlers();
  if (!inBrowser) return;
  cleanup();
  resizeWindow(1280);
  localStorage.clear();
  sessionStorage.clear();
  Cookies.remove('lang', { path: '/' });
});

afterAll(() => server.close());
