/**
 * What serves the app built in `api` mode while a bench measures it: the real server
 * (`npm start`, server/node/main.ts) on one port, the built app and /api together, over a fresh
 * PGlite folder in a temporary directory. Its administrator's password, printed once at the
 * seed, must be changed: the bench changes it through the API to the demo account's, so that
 * the benches sign in as they do in fake mode.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stopProcess } from '../e2e/processes';
import { DEMO_ACCOUNT, REPO_ROOT } from './common';

const STARTUP_TIMEOUT_MS = 180_000;

/** One call to the server (node:http: fetch() refuses some ports the benches may use). */
function call(origin: string, method: string, path: string, body?: unknown): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const sent = body === undefined ? undefined : JSON.stringify(body);
    const outgoing = request(`${origin}${path}`, { method, headers: sent ? { 'Content-Type': 'application/json' } : {}, timeout: 10_000 }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    outgoing.once('timeout', () => outgoing.destroy(new Error(`${method} ${path}: no answer`)));
    outgoing.once('error', reject);
    outgoing.end(sent);
  });
}

export interface AppServer {
  stop(): Promise<void>;
}

/** The server on `staticDir` at `port`, once it answers and its administrator has the demo account's password. */
export async function startAppServer(staticDir: string, port: number): Promise<AppServer> {
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'effectif-bench-app-'));
  const server = spawn(join(REPO_ROOT, 'node_modules/.bin/tsx'), ['server/node/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', STATIC_DIR: staticDir, SEED_ADMIN_PASSWORD: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  server.stdout?.on('data', collect);
  server.stderr?.on('data', collect);
  const stop = async () => {
    // The server finishes its requests and closes its database first.
    await stopProcess(server, 15_000);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const printed = await seededPassword(origin, () => output, () => server.exitCode);
    const changed = await call(origin, 'POST', '/api/users/change-password', { email: DEMO_ACCOUNT.email, password: printed, newPassword: DEMO_ACCOUNT.password });
    if (changed.status !== 200) throw new Error(`changing the administrator's password answered ${changed.status}: ${changed.text}`);
    return { stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The administrator's password the server printed, once it answers its health check. */
async function seededPassword(origin: string, output: () => string, exitCode: () => number | null): Promise<string> {
  for (const until = Date.now() + STARTUP_TIMEOUT_MS; Date.now() < until; ) {
    if (exitCode() !== null) throw new Error(`the server stopped (exit ${exitCode()}):\n${output()}`);
    const password = /password:\s+(\S+)/.exec(output())?.[1];
    const health = password ? await call(origin, 'GET', '/api/health').catch(() => undefined) : undefined;
    if (password && health?.status === 200) return password;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer on ${origin} within ${STARTUP_TIMEOUT_MS / 1000} s:\n${output()}`);
}
