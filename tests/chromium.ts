/**
 * The Chromium the benches and the browser suite (tests/e2e/browser.ts) drive: the system
 * one, unless CHROMIUM_PATH names another. A module of its own: every browser test file loads
 * it, and the benches' tests/bench/common.ts would bring Vite along.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** Chromium's flags in the benches and the browser suite alike. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
