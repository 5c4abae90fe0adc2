import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import { LongestFirst } from './sequencer';

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
    // Four files at a time, each with its own Chromium: most of a browser test is waiting for
    // the fake backend's 500 ms answers, so four share even a 2-core machine well.
    fileParallelism: true,
    maxWorkers: 4,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    teardownTimeout: 15_000,
    // expect.poll is the suite's web-first wait: retry until the page shows what is expected.
    expect: { poll: { timeout: 10_000, interval: 50 } },
    restoreMocks: true,
    // The long journeys first, so that none is left alone at the end (tests/e2e/sequencer.ts).
    sequence: { sequencer: LongestFirst },
  },
});
