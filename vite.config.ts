/// <reference types="vitest/config" />
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { purgeBootstrap } from './server/build/bootstrap-purge';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Preloads Bootstrap's stylesheet from the page itself, so that it downloads with the script
 * instead of after it. Only preloaded: the splash paints without waiting for it, and the app
 * applies it (or the RTL build) before its first render.
 */
function bootstrapStylesheet(): Plugin {
  let base = '/';
  return {
    name: 'effectif-bootstrap-stylesheet',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const built = Object.values(context.bundle ?? {}).find(
          (file) => file.type === 'asset' && /(^|\/)bootstrap\.min-[\w-]+\.css$/.test(file.fileName),
        );
        const href = built ? `${base}${built.fileName}` : `${base}node_modules/bootstrap/dist/css/bootstrap.min.css`;
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', href },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * An `api` build talks to a real server: the fake backend's service worker script, copied
 * from public/ with the other static files, is left out of it.
 */
function noFakeBackendInApiBuild(authMode: string | undefined): Plugin {
  let outDir = '';
  return {
    name: 'effectif-no-fake-backend-in-api-build',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (authMode === 'api') rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), purgeBootstrap(), bootstrapStylesheet(), noFakeBackendInApiBuild(loadEnv(mode, fromRoot('.'), 'VITE_').VITE_AUTH_MODE)],
  resolve: {
    alias: {
      '@': fromRoot('./src'),
      '@mocks': fromRoot('./mocks'),
      '@server': fromRoot('./server'),
      // Only the fake backend's Mock Service Worker uses it (mocks/tldts-lite.ts says why).
      tldts: fromRoot('./mocks/tldts-lite.ts'),
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
  },
  // npm run dev:api: the server answers /api behind Vite's dev server.
  server: process.env.API_PROXY_TARGET ? { proxy: { '/api': process.env.API_PROXY_TARGET } } : undefined,
  preview: { port: 4173, strictPort: true },
  test: {
    environment: 'jsdom',
    setupFiles: ['./tests/setup.ts'],
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/component/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.ts', 'tests/repository/**/*.test.ts', 'tests/server/**/*.test.ts'],
    env: { VITE_AUTH_MODE: 'fake', VITE_FAKE_DELAY_MS: '0', VITE_API_BASE_URL: '/api' },
    restoreMocks: true,
    css: true,
    testTimeout: 15_000,
  },
}));
