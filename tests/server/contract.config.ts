import type { UserConfig } from 'vite';
import { defineConfig } from 'vitest/config';
import base from '../../vite.config.ts';

/**
 * The contract suite against a running server (`npm run test:server`): plain Node, no page
 * (no jsdom, no Testing Library, no fake backend listening), one file at a time in one
 * worker that keeps its modules from file to file — the files share the server's data.
 */
export default defineConfig(async (env) => {
  const config: UserConfig = await base(env);
  return {
    ...config,
    test: {
      ...config.test,
      // One suite here: not the unit suite's projects.
      projects: undefined,
      environment: 'node',
      setupFiles: [],
      include: ['tests/contract/**/*.test.ts'],
      fileParallelism: false,
      isolate: false,
      hookTimeout: 120_000,
      testTimeout: 60_000,
    },
  };
});
