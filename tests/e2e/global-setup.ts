import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import type { TestProject } from 'vitest/node';
import { stopProcess } from './processes';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where `vite preview` serves the built app, e.g. http://localhost:4180 (no trailing slash). */
    baseURL: string;
  }
}

/** E2E_PORT and E2E_OUT_DIR let two suites run side by side on their own builds. */
const PORT = Number(process.env.E2E_PORT ?? 4180);
const BASE_URL = `http://localhost:${PORT}`;
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist';
const STARTUP_TIMEOUT_MS = 30_000;

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const viteBin = fileURLToPath(new URL('../../node_modules/.bin/vite', import.meta.url));

/**
 * Resolves once our server said where it listens and answers the app's page there;
 * rejects if it exits (e.g. the port is taken) or never answers.
 */
async function waitUntilServing(server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`vite preview exited (${server.exitCode ?? server.signalCode}):\n${output()}`);
    }
    if (!output().includes(`:${PORT}/`)) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    try {
      const response = await fetch(`${BASE_URL}/`);
      if (response.ok && (await response.text()).includes('id="root"')) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`vite preview did not answer on ${BASE_URL} within ${STARTUP_TIMEOUT_MS} ms:\n${output()}`);
}

const stop = (server: ChildProcess) => stopProcess(server, 5_000);

/** Starts `vite preview` on the built app for the whole run and stops it afterwards. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(`${repoRoot}/${OUT_DIR}/index.html`) && !existsSync(`${OUT_DIR}/index.html`)) {
    throw new Error(`${OUT_DIR}/ has no build: run \`vite build\` first (npm run test:e2e does).`);
  }
  const server = spawn(viteBin, ['preview', '--port', String(PORT), '--strictPort', '--outDir', OUT_DIR], {
    cwd: repoRoot,
    env: { ...process.env, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const collect = (chunk: Buffer) => {
    log += chunk.toString();
  };
  server.stdout?.on('data', collect);
  server.stderr?.on('data', collect);

  try {
    await waitUntilServing(server, () => log);
  } catch (error) {
    await stop(server);
    throw error;
  }
  project.provide('baseURL', BASE_URL);
  return () => stop(server);
}
