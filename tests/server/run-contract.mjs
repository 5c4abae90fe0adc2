// npm run test:server: the contract suite against the server, on a fresh PGlite data folder,
// then on a fresh PostgreSQL database made and dropped here (skipped, saying why, without one).
// One server process per database, the contract files one at a time in one plain Node worker
// (tests/server/contract.config.ts: they share the server's data).
// Extra arguments go to vitest (e.g. a single file).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const PORT = Number(process.env.CONTRACT_SERVER_PORT ?? 8091);
const ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The administrator's password as seeded, and the one the suite sets at its first sign-in. */
const SEEDED_PASSWORD = 'Contract-suite-2026';
const PASSWORD = 'Contract-suite-2026-changed';
/** The contract suite finds its ids through the API: a smaller seed than the demo's keeps each reset short. */
const EMPLOYEES = process.env.SEED_EMPLOYEES ?? '60';
const FILES = process.argv.slice(2);

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function startServer(env) {
  const child = spawn('node_modules/.bin/tsx', ['server/node/main.ts'], {
    env: { ...process.env, ...env, PORT: String(PORT), HOST: '127.0.0.1', SEED_ADMIN_PASSWORD: SEEDED_PASSWORD, SEED_EMPLOYEES: EMPLOYEES, FIXED_TODAY: '2026-03-16', LOG_LEVEL: 'warn', STATIC_DIR: '/nonexistent' },
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  // The seed prints the administrator's password on stderr: kept off the CI log.
  child.stderr.on('data', (chunk) => {
    const text = String(chunk);
    if (!text.includes('password:')) process.stderr.write(text);
  });
  return child;
}

async function waitForHealth(child) {
  const until = Date.now() + 600_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit ${child.exitCode})`);
    try {
      const response = await fetch(`http://127.0.0.1:${PORT}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not answer /api/health in time');
}

function runVitest() {
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', '-c', 'tests/server/contract.config.ts', ...FILES], {
      env: { ...process.env, CONTRACT_BASE_URL: `http://127.0.0.1:${PORT}/api`, CONTRACT_PASSWORD: PASSWORD },
      stdio: 'inherit',
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** The seeded administrator must choose a password before anything else (docs/server.md). */
async function changeAdminPassword() {
  const response = await fetch(`http://127.0.0.1:${PORT}/api/users/change-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@effectif.fr', password: SEEDED_PASSWORD, newPassword: PASSWORD }),
  });
  if (!response.ok) throw new Error(`the administrator's password could not be changed: ${response.status} ${await response.text()}`);
}

async function againstServer(name, env) {
  const started = Date.now();
  process.stdout.write(`\n== The contract suite against the server on ${name}\n`);
  const server = startServer(env);
  try {
    await waitForHealth(server);
    await changeAdminPassword();
    process.stdout.write(`   server seeded and listening in ${seconds(started)}\n`);
    const code = await runVitest();
    const line = `${name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds(started)}`;
    process.stdout.write(`== ${line}\n`);
    halves.push(line);
    return code;
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.on('exit', resolve)));
  }
}

async function admin(sql) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** One line per half run, repeated at the end. */
const halves = [];
let failed = 0;
const dataDir = mkdtempSync(join(tmpdir(), 'effectif-contract-'));
try {
  failed += await againstServer('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const name = `effectif_contract_${randomBytes(4).toString('hex')}`;
let created = false;
try {
  await admin(`create database ${name}`);
  created = true;
} catch (error) {
  const line = `PostgreSQL: skipped, no PostgreSQL answers at ${ADMIN_URL} (${error.message}); the PGlite half alone ran`;
  process.stdout.write(`\n== ${line}\n`);
  halves.push(line);
}
if (created) {
  try {
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    failed += await againstServer('PostgreSQL', { DATABASE_URL: url.toString() });
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}
process.stdout.write(`\n== The contract suite against the server:\n${halves.map((line) => `   ${line}\n`).join('')}`);
process.exit(failed === 0 ? 0 : 1);
