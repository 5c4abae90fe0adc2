import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { get } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { preview } from 'vite';
import { CHROMIUM_ARGS } from '../chromium';

/** What the benches share: the build, the preview server and the browser settings. */

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Where the benches build the app. Not dist/: the browser suite (`npm run test:e2e`) builds
 * and serves dist/, and a bench run must not empty it under a suite that is running.
 */
export const BENCH_DIR = fileURLToPath(new URL('../../node_modules/.cache/effectif-bench/', import.meta.url));
/** BENCH_OUT_DIR and BENCH_PORT let a bench run beside another one (its own build and server). */
export const OUT_DIR = process.env.BENCH_OUT_DIR ? `${process.env.BENCH_OUT_DIR.replace(/\/$/, '')}/` : `${BENCH_DIR}dist/`;

export const PORT = Number(process.env.BENCH_PORT ?? 4190);
export const BASE_URL = `http://localhost:${PORT}`;

export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';

/**
 * The benches' flags. 4190 is on the browsers' list of unsafe ports (it is ManageSieve's):
 * Chromium refuses to load it unless allowed explicitly, and Node's fetch() refuses it outright.
 */
export const BENCH_CHROMIUM_ARGS = [`--explicitly-allowed-ports=${PORT}`, ...CHROMIUM_ARGS];

/** The demo account the fake backend seeds; the sign-in form comes filled with it. */
export const DEMO_ACCOUNT = { email: 'admin@effectif.fr', password: 'Effectif2026' } as const;
/** English texts the benches wait for (public/assets/i18n/en.json). */
export const TEXTS = {
  signInTitle: 'Welcome Back !',
  signInButton: 'Sign In',
  homeTitle: 'Dashboard',
  emailLabel: 'Username or email',
  passwordLabel: 'Password',
  /** The bare page's heading (bare/main.tsx). */
  bareTitle: 'Bare page',
} as const;

const VITE_BIN = fileURLToPath(new URL('../../node_modules/vite/bin/vite.js', import.meta.url));

/** The budgets, printed next to the figures; nothing fails on them. */
export const BUDGETS = {
  signInGzipKB: 300,
  /** The dashboard opened directly: `api` mode has no fake backend to download. */
  dashboardGzipKB: { fake: 450, api: 300 },
  signInPerformance: 0.95,
  dashboardPerformance: 0.9,
  accessibility: 1,
} as const;

function run(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [VITE_BIN, ...args], { cwd: REPO_ROOT, env, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`vite ${args.join(' ')} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/**
 * What a bench builds and measures: the app with its fake backend, the app built for a real
 * server (`api` mode: no fake backend in it), and a bare Vite + React page as the yardstick.
 */
export type Build = 'fake' | 'api' | 'bare';
export const APP_BUILDS = ['fake', 'api'] as const;

/** Where a build goes: OUT_DIR for the fake mode (as before), beside it for the others. */
export const outDirOf = (build: Build): string =>
  `${resolve(REPO_ROOT, build === 'fake' ? OUT_DIR : `${OUT_DIR.replace(/\/$/, '')}-${build}`)}/`;

/** `vite build` of the app in the mode, or of the bare page, into outDirOf(build). */
async function buildOne(build: Build): Promise<void> {
  mkdirSync(BENCH_DIR, { recursive: true });
  const outDir = outDirOf(build);
  console.log(`\n==> vite build (${build === 'bare' ? 'bare Vite + React page' : `${build} mode`}) into ${outDir}`);
  const started = Date.now();
  const options = ['--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'];
  if (build === 'bare') {
    await run(['build', BARE_ROOT, '--config', BARE_CONFIG, ...options], process.env);
  } else {
    // The mode is set whatever a local .env says.
    await run(['build', ...options], { ...process.env, VITE_AUTH_MODE: build });
  }
  console.log(`    built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const BARE_ROOT = fileURLToPath(new URL('./bare/', import.meta.url));
const BARE_CONFIG = fileURLToPath(new URL('./bare/vite.config.ts', import.meta.url));

interface Served {
  stop(): Promise<void>;
}

/** Whether url answers 200 (node:http: fetch() will not talk to an unsafe port). */
function answers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = get(url, { timeout: 1_000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.once('timeout', () => request.destroy());
    request.once('error', () => resolve(false));
  });
}

/**
 * The build served on PORT: the `api` build by the real server, `npm start`, with its /api
 * (app-server.ts); the others by Vite's preview server (gzip, the app's page for every path).
 */
async function serve(build: Build): Promise<Served> {
  if (await answers(BASE_URL)) throw new Error(`Something already answers on ${BASE_URL}: port ${PORT} is taken`);
  if (build === 'api') {
    console.log(`==> the server (npm start) on the api build, a fresh PGlite folder, on ${BASE_URL}`);
    // Loaded only here: the browser suite shares this file, and has no use for the server.
    return (await import('./app-server')).startAppServer(outDirOf(build), PORT);
  }
  console.log(`==> vite preview of the ${build} build on ${BASE_URL}`);
  const server = await preview({
    configFile: false,
    root: REPO_ROOT,
    logLevel: 'warn',
    build: { outDir: outDirOf(build) },
    preview: { port: PORT, strictPort: true, open: false },
  });
  return { stop: () => server.close() };
}

/** Runs a bench: errors are printed and make the exit code 1; budgets never do. */
export async function main(name: string, body: () => Promise<void>): Promise<void> {
  const started = Date.now();
  try {
    await body();
    console.log(`\n${name}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    console.error(`\n${name} broke:`, error);
    process.exitCode = 1;
  }
}

/** Runs `body` with the build served at BASE_URL; the server is stopped however it ends. */
async function served(build: Build, body: () => Promise<void>): Promise<void> {
  const server = await serve(build);
  try {
    await body();
  } finally {
    await server.stop();
  }
}

/**
 * Runs a bench on the app built in fake mode and served at BASE_URL. Errors are printed and
 * make the exit code 1, as in main.
 */
export function benchOnBuild(name: string, body: () => Promise<void>): Promise<void> {
  return main(name, async () => {
    await buildOne('fake');
    await served('fake', body);
  });
}

/**
 * Runs a bench on each build in turn, all built first (so that no build runs while another
 * is measured), each served at BASE_URL while `body` measures it.
 */
export function benchOnBuilds(name: string, builds: readonly Build[], body: (build: Build) => Promise<void>): Promise<void> {
  return main(name, async () => {
    for (const build of builds) await buildOne(build);
    for (const build of builds) await served(build, () => body(build));
  });
}

/** A plain text table: numbers right-aligned, text left-aligned. */
export function table(head: string[], rows: (string | number)[][]): string {
  const cells = [head, ...rows.map((row) => row.map(String))];
  const widths = head.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
  const numeric = head.map((_, column) => rows.length > 0 && rows.every((row) => typeof row[column] === 'number'));
  const line = (row: string[]) =>
    row
      .map((cell, column) => (numeric[column] ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(cells[0]), rule, ...cells.slice(1).map(line)].map((text) => `  ${text}`).join('\n');
}

export const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
