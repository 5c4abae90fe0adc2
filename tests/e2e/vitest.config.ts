import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

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
    globalSetup: ['tests/e2e/global-setup.ts'],
    // One browser at a time: the machine has few cores and every file starts a Chromium.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    teardownTimeout: 15_000,
    // expect.poll is the suite's web-first wait: retry until the page shows what is expected.
    expect: { poll: { timeout: 10_000, interval: 50 } },
    restoreMocks: true,
  },
});
