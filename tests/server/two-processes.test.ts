import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeInput, findIds } from '../contract/samples';
import { server } from '../helpers/server';
import { freshPostgresDatabase, postgresAbsence } from '../repository/postgres-admin';
import { startServer, stopServers, type Server } from './server-process';

/** Two server processes on one PostgreSQL database: neither keeps the HR data to itself. */

const PASSWORD = 'Two-processes-2026';
const absence = await postgresAbsence();

describe.skipIf(absence)(`two server processes on one PostgreSQL database${absence ? ` (skipped: ${absence})` : ''}`, () => {
  let first: Server;
  let second: Server;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    // Real HTTP to the two processes: the fake backend's interception is switched off.
    server.close();
    const database = await freshPostgresDatabase();
    drop = database.drop;
    // The first seeds the empty database; the second finds it seeded.
    first = await startServer(database.url, PASSWORD);
    second = await startServer(database.url, PASSWORD);
  }, 180_000);
  afterAll(async () => {
    await stopServers([first, second]);
    await drop?.();
  }, 30_000);

  it('lists through one process a record created through the other, and reads it the same through both', async () => {
    const input = employeeInput(await findIds(first.list));
    const created = await first.call('POST', '/app/employee', input);
    expect(created.status).toBe(201);
    const found = await second.list('employee', { q: String(input.lastName) });
    expect(found.items.map((item) => item.id)).toEqual([created.body.id]);
    const [a, b] = await Promise.all([first.call('GET', `/app/employee/${created.body.id}`), second.call('GET', `/app/employee/${created.body.id}`)]);
    expect(b.body).toEqual(a.body);
  });

  it('lets one of two saves quoting the same version win: one 200, one 409, the winner stored', async () => {
    const input = employeeInput(await findIds(first.list));
    const created = await first.call('POST', '/app/employee', input);
    const path = `/app/employee/${created.body.id}`;
    const [one, other] = await Promise.all([
      first.call('PUT', path, { ...input, phone: '0700000001', version: created.body.version }),
      second.call('PUT', path, { ...input, phone: '0700000002', version: created.body.version }),
    ]);
    expect([one.status, other.status].sort()).toEqual([200, 409]);
    const winner = one.status === 200 ? '0700000001' : '0700000002';
    expect((await second.call('GET', path)).body.phone).toBe(winner);
    expect((await first.call('GET', path)).body.phone).toBe(winner);
  });

  it('creates employees through both processes at once, each with a matricule of its own', async () => {
    const input = employeeInput(await findIds(first.list));
    const creates = Array.from({ length: 8 }, (_, index) =>
      (index % 2 === 0 ? first : second).call('POST', '/app/employee', { ...input, workEmail: `ensemble.${index}.${Date.now()}@effectif.test` }),
    );
    const answers = await Promise.all(creates);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    const matricules = answers.map((answer) => answer.body.matricule);
    expect(new Set(matricules).size).toBe(matricules.length);
  });

  it('answers a list a process keeps with what was written through the other since, and each account its own reach', async () => {
    const byName = { sort: 'lastName', pageSize: 5 };
    const kept = await second.list('employee', byName);
    expect(await second.list('employee', byName)).toEqual(kept);
    const input = employeeInput(await findIds(first.list), { lastName: 'Aaaa-Premier' });
    const created = await first.call('POST', '/app/employee', input);
    expect((await second.list('employee', byName)).items[0]).toMatchObject({ id: created.body.id, lastName: 'Aaaa-Premier' });
    await first.call('PUT', `/app/employee/${created.body.id}`, { ...input, lastName: 'Aaab-Premier', version: created.body.version });
    expect((await second.list('employee', byName)).items[0]).toMatchObject({ id: created.body.id, lastName: 'Aaab-Premier' });

    // The same address, asked by an account of a narrower reach through the process that keeps the administrator's page.
    const everyone = { sort: 'lastName', pageSize: 200 };
    const all = await second.list('employee', everyone);
    const team = await (await second.signIn('manager@effectif.fr'))('employee', everyone);
    expect(team.total).toBeGreaterThan(0);
    expect(team.total).toBeLessThan(all.total);
    expect(team).toEqual(await (await first.signIn('manager@effectif.fr'))('employee', everyone));
    expect(await second.list('employee', everyone)).toEqual(all);
  });
});
