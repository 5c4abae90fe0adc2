import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import type { TestProject } from 'vitest/node';
import { stopProcess } from '../processes';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The password the server printed for its seeded administrator at its first start. */
    adminPassword: string;
  }
}

/** E2E_PORT: where the server listens (4181 by default, beside the fake-mode suite's 4180). */
const PORT = Number(process.env.E2E_PORT ?? 4181);
export const BASE_URL = `http://localhost:${PORT}`;
const STARTUP_TIMEOUT_MS = 120_000;
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));

/** The server finishes its requests and closes its database first. */
const stop = (server: ChildProcess) => stopProcess(server, 15_000);

/** The administrator's password, once the server printed it and answers its health check. */
async function waitUntilServing(server: ChildProcess, output: () => string): Promise<string> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}):\n${output()}`);
    const password = /password:\s+(\S+)/.exec(output())?.[1];
    const health = password ? await fetch(`${BASE_URL}/api/health`).catch(() => undefined) : undefined;
    if (password && health?.ok) return password;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer on ${BASE_URL} within ${STARTUP_TIMEOUT_MS} ms:\n${output()}`);
}

/**
 * The real server (`npm start`) for the whole run: the app built in api mode (dist-api/), on a
 * fresh PGlite data folder, seeded at its start with a random administrator password, which
 * it prints and the tests sign in with.
 */
export default function setup(project: TestProject): Promise<() => Promise<void>> {
  return startServer(project);
}

/** The server as `setup` starts it, with `env` added to its environment (e.g. an OpenID provider's). */
export async function startServer(project: TestProject, env: Record<string, string> = {}): Promise<() => Promise<void>> {
  if (!existsSync(join(repoRoot, 'dist-api/index.html'))) {
    throw new Error('dist-api/ has no build: run `npm run build:api` first (npm run test:e2e:api does).');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'effectif-e2e-api-'));
  const server = spawn(tsx, ['server/node/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', STATIC_DIR: 'dist-api', SEED_EMPLOYEES: '60', SEED_ADMIN_PASSWORD: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const collect = (chunk: Buffer) => {
    log += chunk.toString();
  };
  server.stdout?.on('data', collect);
  server.stderr?.on('data', collect);
  const done = async () => {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    project.provide('adminPassword', await waitUntilServing(server, () => log));
  } catch (error) {
    await done();
    throw error;
  }
  project.provide('baseURL', BASE_URL);
  return done;
}
