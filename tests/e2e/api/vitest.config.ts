import { defineConfig } from 'vitest/config';
import browserSuite from '../vitest.config.ts';

/**
 * The browser suite in api mode: the app built with VITE_AUTH_MODE=api (dist-api/), served
 * with its API by the real server over a fresh PGlite folder (`npm run test:e2e:api`).
 */
export default defineConfig({
  ...browserSuite,
  test: {
    ...browserSuite.test,
    name: 'e2e-api',
    include: ['tests/e2e/api/**/*.e2e.ts'],
    // Those change a company-wide rule while they run: tests/e2e/api/alone.config.ts.
    exclude: ['tests/e2e/api/alone/**'],
    globalSetup: ['tests/e2e/api/server-setup.ts'],
  },
});
