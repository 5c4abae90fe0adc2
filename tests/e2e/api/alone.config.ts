import { defineConfig } from 'vitest/config';
import apiSuite from './vitest.config.ts';

/**
 * The api-mode journeys that change a company-wide rule while they run (an approval chain, a
 * stand-in), and the sign-in at an OpenID provider: one file at a time, on a server of their
 * own configured with the provider, after the others (`npm run test:e2e:api`).
 */
export default defineConfig({
  ...apiSuite,
  test: {
    ...apiSuite.test,
    name: 'e2e-api-alone',
    include: ['tests/e2e/api/alone/**/*.e2e.ts'],
    exclude: [],
    // Its own server, with an OpenID provider beside it.
    globalSetup: ['tests/e2e/api/alone/setup.ts'],
    maxWorkers: 1,
  },
});
