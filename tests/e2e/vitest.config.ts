import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import { LongestFirst } from './sequencer.ts';

/**
 * The browser suite: Node tests driving Chromium against `vite preview` of the built app.
 * A config of its own, so nothing of vite.config.ts (jsdom, setup files, env) applies here.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    // Those run against the real server in api mode: tests/e2e/api/vitest.config.ts.
    exclude: ['tests/e2e/api/**'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    // Three files at a time, each with its own Chromium. One file keeps about 0.8 of a core
    // busy (the app, the fake backend's worker, axe): three fill a 2-core machine, and finish
    // as soon as four, which only made each test slower and nearer its timeout.
    fileParallelism: true,
    maxWorkers: 3,
    // A test's steps wait for the fake backend's 500 ms answers; on a busy machine a test
    // of a few such steps passes 30 s.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 15_000,
    // expect.poll is the suite's web-first wait: retry until the page shows what is expected.
    expect: { poll: { timeout: 10_000, interval: 50 } },
    restoreMocks: true,
    // The long journeys first, so that none is left alone at the end (tests/e2e/sequencer.ts).
    sequence: { sequencer: LongestFirst },
  },
});
