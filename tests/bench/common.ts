import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { get } from 'node:http';
import { fileURLToPath, URL } from 'node:url';

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

/**
 * The Chromium the benches and the browser suite (tests/e2e/browser.ts) drive: the system
 * one, unless CHROMIUM_PATH names another.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** Chromium's flags in the benches and the browser suite alike. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/**
 * The benches' flags. 4190 is on the browsers' list of unsafe ports (it is ManageSieve's):
 * Chromium refuses to load it unless allowed explicitly, and Node's fetch() refuses it outright.
 */
export const BENCH_CHROMIUM_ARGS = [`--explicitly-allowed-ports=${PORT}`, ...CHROMIUM_ARGS];

/** The demo account the fake backend seeds; the sign-in form comes filled with it. */
export const DEMO_ACCOUNT = { email: 'admin@effectif.fr', password: 'Effectif2026' } as const;
/** English texts the benches wait for (public/assets/i18n/en.json). */
export const TEXTS = { signInTitle: 'Welcome Back !', signInButton: 'Sign In', homeTitle: 'Dashboard' } as const;

const VITE_BIN = fileURLToPath(new URL('../../node_modules/vite/bin/vite.js', import.meta.url));

/** The budgets, printed next to the figures; nothing fails on them. */
export const BUDGETS = {
  signInGzipKB: 300,
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

/** The environment of the build: the fake backend, whatever a local .env says. */
const buildEnv = (): NodeJS.ProcessEnv => ({ ...process.env, VITE_AUTH_MODE: 'fake' });

/** `vite build` of the app, in fake mode, into OUT_DIR. */
async function buildApp(): Promise<void> {
  mkdirSync(BENCH_DIR, { recursive: true });
  console.log(`\n==> vite build (fake mode) into ${OUT_DIR}`);
  const started = Date.now();
  await run(['build', '--outDir', OUT_DIR, '--emptyOutDir', '--logLevel', 'warn'], buildEnv());
  console.log(`    built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

interface Preview {
  url: string;
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

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** `vite preview --port 4190 --strictPort` of OUT_DIR; resolves once it answers the app's page. */
async function startPreview(): Promise<Preview> {
  console.log(`==> vite preview on ${BASE_URL}`);
  if (await answers(BASE_URL)) throw new Error(`Something already answers on ${BASE_URL}: port ${PORT} is taken`);
  const child = spawn(
    process.execPath,
    [VITE_BIN, 'preview', '--port', String(PORT), '--strictPort', '--outDir', OUT_DIR],
    { cwd: REPO_ROOT, env: buildEnv(), stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`vite preview exited (code ${child.exitCode}); is port ${PORT} taken?\n${stderr}`);
    }
    if (await answers(`${BASE_URL}/auth`)) return { url: BASE_URL, stop: () => stopChild(child) };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stopChild(child);
  throw new Error(`vite preview did not answer on ${BASE_URL} within 30 s\n${stderr}`);
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

/**
 * Runs a bench on the app built for it (buildApp) and served at BASE_URL (startPreview): the
 * server is stopped however `body` ends. Errors are printed and make the exit code 1, as in main.
 */
export function benchOnBuild(name: string, body: () => Promise<void>): Promise<void> {
  return main(name, async () => {
    await buildApp();
    const preview = await startPreview();
    try {
      await body();
    } finally {
      await preview.stop();
    }
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
