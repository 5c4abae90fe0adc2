import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { DEMO_ROLE_ACCOUNTS } from '@mocks/fixtures/demo-accounts';
import { adminToken } from './seeded-admin';

/** Server processes started by a test on a database of its own (`npm start`'s main, over DATABASE_URL). */

export type Json = Record<string, unknown>;
export type ListAnswer = { items: (Json & { id: number; version: number })[]; total: number };
export interface Reply {
  status: number;
  body: Json;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** One server process on the database, signed in as the administrator (whose seeded password is `password`). */
export async function startServer(databaseUrl: string, password: string) {
  const port = await freePort();
  const child: ChildProcess = spawn('node_modules/.bin/tsx', ['server/node/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, SEED_ADMIN_PASSWORD: password, SEED_EMPLOYEES: '20', FIXED_TODAY: '2026-03-16', LOG_LEVEL: 'warn', STATIC_DIR: '/nonexistent' },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}/api`;
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit ${child.exitCode})`);
    const health = await fetch(`${base}/health`).catch(() => undefined);
    if (health?.ok) break;
    if (tries > 600) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  /** A JSON call, with a bearer token or none; an empty answer's body is `{}`. */
  const callAs = (token: string | undefined) => async (method: string, path: string, body?: unknown): Promise<Reply> => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as Json };
  };
  const listAs = (token: string) => async (area: string, query: Record<string, string | number | boolean>) =>
    (await callAs(token)('GET', `/app/${area}?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`)).body as ListAnswer;
  const token = await adminToken(base, password, `${password}-changed`);
  /** A demo account of another role signed in here (mocks/fixtures/demo-accounts.ts). */
  const signIn = async (email: string) => {
    const { password: own } = DEMO_ROLE_ACCOUNTS.find((account) => account.email === email)!;
    const answer = await fetch(`${base}/users/authenticate`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: own }) });
    return listAs(((await answer.json()) as { token: string }).token);
  };
  return { child, base, token, call: callAs(token), anonymous: callAs(undefined), list: listAs(token), signIn };
}

export type Server = Awaited<ReturnType<typeof startServer>>;

/** Stops the processes that still run, each waited for. */
export async function stopServers(servers: readonly (Server | undefined)[]) {
  for (const server of servers) {
    if (!server || server.child.exitCode !== null) continue;
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
  }
}
