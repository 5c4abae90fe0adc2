import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeAll } from 'vitest';
import { startI18n } from '@/i18n';
import en from '../public/assets/i18n/en.json';
import { installMatchMedia, installResizeObserver, resizeWindow } from './helpers/match-media';

// The part of tests/setup.ts for files that run in jsdom (screens, hooks, the DOM).

// Lazy pages load on a busy 2-core machine: give screens time to appear.
configure({ asyncUtilTimeout: 4000 });

// jsdom does not scroll; the app scrolls to the top on every navigation.
window.scrollTo = () => undefined;
installMatchMedia();
installResizeObserver();
resizeWindow(1280);

beforeAll(async () => {
  await startI18n({ language: 'en', resources: { en: { translation: en } } });
});

afterEach(() => {
  cleanup();
  resizeWindow(1280);
  localStorage.clear();
  sessionStorage.clear();
  Cookies.remove('lang', { path: '/' });
});
