import { defineConfig } from 'vitest/config';
import apiSuite from './vitest.config.ts';

/**
 * The api-mode journeys that change a company-wide rule while they run (an approval chain, a
 * stand-in): one file at a time, on a server of their own, after the others
 * (`npm run test:e2e:api`).
 */
export default defineConfig({
  ...apiSuite,
  test: {
    ...apiSuite.test,
    name: 'e2e-api-alone',
    include: ['tests/e2e/api/alone/**/*.e2e.ts'],
    exclude: [],
    maxWorkers: 1,
  },
});
