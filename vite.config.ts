/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { apiBuildFiles } from './server/build/api-build.ts';
import { purgeBootstrap } from './server/build/bootstrap-purge.ts';
import { pageStartScript } from './server/build/page-start.ts';

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

/** The app's own stylesheet, small, goes inside the page when under this size (bytes). */
const INLINE_CSS_LIMIT = 8 * 1024;

/**
 * Writes the app's own small stylesheet into the page instead of linking it: the first paint
 * then waits for no stylesheet download (Bootstrap's is preloaded, and applied by the app).
 */
function inlineEntryStylesheet(): Plugin {
  let base = '/';
  return {
    name: 'effectif-inline-entry-stylesheet',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        let inlined = html;
        for (const file of Object.values(context.bundle ?? {})) {
          if (file.type !== 'asset' || !file.fileName.endsWith('.css') || !file.names.some((name) => name.startsWith('index'))) continue;
          const css = typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
          const link = new RegExp(`<link rel="stylesheet"[^>]*href="${base}${file.fileName}"[^>]*>`);
          if (css.length <= INLINE_CSS_LIMIT && link.test(inlined)) inlined = inlined.replace(link, () => `<style>${css.trim()}</style>`);
        }
        return inlined;
      },
    },
  };
}

/** The build's VITE_ variables (.env files and the environment). */
const viteEnv = (mode: string) => loadEnv(mode, fromRoot('.'), 'VITE_');

export default defineConfig(({ mode }) => ({
  plugins: [react(), purgeBootstrap(), bootstrapStylesheet(), inlineEntryStylesheet(), pageStartScript(viteEnv(mode)), apiBuildFiles(viteEnv(mode).VITE_AUTH_MODE)],
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
    // Two files pass 500 kB, neither on a first load: ExcelJS's prebuilt bundle (930 kB, 256 kB
    // gzip), which only an export or an import of a spreadsheet loads, and cannot be split; and
    // the fake backend's worker (about 510 kB), the whole backend core, started in fake mode
    // only, after the first paint. A new chunk past 1 MB is worth a look.
    chunkSizeWarningLimit: 1024,
    rolldownOptions: {
      // The page's first frames are rendered here in nine languages (server/build/page-start.ts):
      // that is the build's work, not a slow plugin to report on every build.
      checks: { bundlerTimings: false },
    },
  },
  // The fake backend's worker is an ES module (mocks/browser.ts creates it with `type: 'module'`):
  // its dynamic imports stay chunks of their own, loaded on first use, instead of being inlined
  // as the default IIFE format does.
  worker: { format: 'es' },
  // npm run dev:api: the server answers /api behind Vite's dev server.
  server: process.env.API_PROXY_TARGET ? { proxy: { '/api': process.env.API_PROXY_TARGET } } : undefined,
  preview: { port: 4173, strictPort: true },
  test: {
    setupFiles: ['./tests/setup.ts'],
    env: { VITE_AUTH_MODE: 'fake', VITE_FAKE_DELAY_MS: '0', VITE_API_BASE_URL: '/api' },
    restoreMocks: true,
    // Stylesheets are not applied in jsdom (rendering them made every screen slow to query);
    // only the addresses of those the app links at run time (Bootstrap's LTR or RTL) are kept.
    css: { include: [/\.css\?url$/] },
    testTimeout: 15_000,
    // Every core: files are independent (each has its own fake backend and database).
    maxWorkers: availableParallelism(),
    // Screens render in jsdom; the rest needs no DOM and starts faster without it
    // (a .ts test that needs one says `// @vitest-environment jsdom` on its first line).
    projects: [
      {
        extends: true,
        test: { name: 'dom', environment: 'jsdom', include: ['tests/unit/**/*.test.tsx', 'tests/component/**/*.test.{ts,tsx}'] },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/repository/**/*.test.ts', 'tests/server/**/*.test.ts'],
        },
      },
    ],
  },
}));
