// npm run test:server: the contract suite against the server, on a fresh PGlite data folder
// and, side by side, on a fresh PostgreSQL database made and dropped here (skipped, saying why,
// without one). One server process per database, each on its own port, the contract files one
// at a time in one plain Node worker per database (tests/server/contract.config.ts: they share
// the server's data). Each half mostly keeps one core busy: side by side they use both of a
// 2-core machine. Each half's output is printed whole once it ends, not mixed with the other's.
// Extra arguments go to vitest (e.g. a single file). The fuzz (tests/contract/properties) runs
// against the PostgreSQL half and the fake backend (npm test); the PGlite half runs it only
// when there is no PostgreSQL: it took a third of that half's time, and the SQL both engines
// are sent is checked on each by tests/repository.
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

function startServer(port, env) {
  const child = spawn('node_modules/.bin/tsx', ['server/node/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', SEED_ADMIN_PASSWORD: SEEDED_PASSWORD, SEED_EMPLOYEES: EMPLOYEES, FIXED_TODAY: '2026-03-16', LOG_LEVEL: 'warn', STATIC_DIR: '/nonexistent' },
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  // The seed prints the administrator's password on stderr: kept off the CI log.
  child.stderr.on('data', (chunk) => {
    const text = String(chunk);
    if (!text.includes('password:')) process.stderr.write(text);
  });
  return child;
}

async function waitForHealth(port, child) {
  const until = Date.now() + 600_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit ${child.exitCode})`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not answer /api/health in time');
}

/** Runs the suite (less the `excluded` globs) against the server on this port; its output goes to `log`. */
function runVitest(port, log, excluded) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', '-c', 'tests/server/contract.config.ts', ...FILES, ...excluded.flatMap((glob) => ['--exclude', glob])], {
      env: { ...process.env, CONTRACT_BASE_URL: `http://127.0.0.1:${port}/api`, CONTRACT_PASSWORD: PASSWORD },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', log);
    child.stderr.on('data', log);
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** The seeded administrator must choose a password before anything else (docs/server.md). */
async function changeAdminPassword(port) {
  const response = await fetch(`http://127.0.0.1:${port}/api/users/change-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@effectif.fr', password: SEEDED_PASSWORD, newPassword: PASSWORD }),
  });
  if (!response.ok) throw new Error(`the administrator's password could not be changed: ${response.status} ${await response.text()}`);
}

/** One half: a server on `port` over the database `env` names, then the suite against it; its summary line. */
async function againstServer(name, port, env, excluded = []) {
  const started = Date.now();
  const output = [`\n== The contract suite against the server on ${name} (port ${port})\n`];
  const server = startServer(port, env);
  let code = 1;
  try {
    await waitForHealth(port, server);
    await changeAdminPassword(port);
    output.push(`   server seeded and listening in ${seconds(started)}${excluded.length ? `; not run here: ${excluded.join(', ')}` : ''}\n`);
    code = await runVitest(port, (chunk) => output.push(String(chunk)), excluded);
  } catch (error) {
    output.push(`   ${error.message}\n`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.on('exit', resolve)));
  }
  const line = `${name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds(started)}`;
  process.stdout.write(`${output.join('')}== ${line}\n`);
  return { line, failed: code === 0 ? 0 : 1 };
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

async function onPglite(excluded) {
  const dataDir = mkdtempSync(join(tmpdir(), 'effectif-contract-'));
  try {
    return await againstServer('PGlite', PORT, { DATA_DIR: dataDir, DATABASE_URL: '' }, excluded);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres() {
  const name = `effectif_contract_${randomBytes(4).toString('hex')}`;
  try {
    await admin(`create database ${name}`);
  } catch (error) {
    const line = `PostgreSQL: skipped, no PostgreSQL answers at ${ADMIN_URL} (${error.message}); the PGlite half alone ran`;
    process.stdout.write(`\n== ${line}\n`);
    return { line, failed: 0 };
  }
  try {
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    return await againstServer('PostgreSQL', PORT + 1, { DATABASE_URL: url.toString() });
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}

const postgresAnswers = await admin('select 1').then(
  () => true,
  () => false,
);
// The whole suite asked for, and PostgreSQL there: the fuzz runs on its half (above).
const fuzzElsewhere = FILES.length === 0 && postgresAnswers ? ['tests/contract/properties/**'] : [];
const halves = await Promise.all([onPglite(fuzzElsewhere), onPostgres()]);
process.stdout.write(`\n== The contract suite against the server:\n${halves.map(({ line }) => `   ${line}\n`).join('')}`);
process.exit(halves.every(({ failed }) => failed === 0) ? 0 : 1);
