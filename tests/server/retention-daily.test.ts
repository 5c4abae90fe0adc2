import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, openHrStore } from '@mocks/db/hr-store';
import { memoryTextStore } from '@mocks/db/users';
import { createFakeBackend } from '@mocks/fake-backend';
import { generateDemoData } from '@mocks/fixtures/demo-data';
import { openDatabase, type Database } from '@server/db/connection';
import { loadHrTables } from '@server/db/hr-store';
import { demoTables, seedDatabase } from '@server/db/seed';
import { createServerApp } from '@server/node/app';
import { jsonLogger } from '@server/node/log';
import { argon2Passwords } from '@server/node/passwords';
import { databasePorts } from '@server/node/ports';

/**
 * The daily retention listing (docs/retention.md, docs/server.md "Daily tasks"): however many
 * processes look on a day, one listing is kept for it, with the counts it found.
 */

const FACTS = { today: '2031-06-02', employees: 20 };
const silent = jsonLogger('silent');

describe('the daily retention listing on a database shared by two server processes', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    await loadHrTables(database.db, fixedClock(FACTS.today), demoTables(FACTS));
    await seedDatabase(database.db, { ...FACTS, passwords: argon2Passwords, adminPassword: 'Un-mot-de-passe-de-test' });
  }, 120_000);
  afterAll(() => database.close());

  it('lists once a day: the first look claims the day, every other look that day does nothing', async () => {
    const apps = [0, 1].map(() => createServerApp({ database, ports: databasePorts(database, FACTS, FACTS.today), log: silent }));
    const runs = await Promise.all([...apps, ...apps].map((app) => app.listRetention()));
    const listed = runs.filter((run) => run !== undefined);
    expect(listed).toHaveLength(1);
    expect(Object.keys(listed[0] ?? {})).toEqual(expect.arrayContaining(['employeeFile', 'timeTracking']));
    expect(await apps[1].listRetention()).toBeUndefined();
    // The next day is listed again.
    expect(await apps[0].listRetention('2031-06-03')).toBeDefined();
  });
});

describe('the daily retention listing in memory (the fake mode)', () => {
  it('lists once a day, whatever the number of looks', async () => {
    const tables = generateDemoData({ employees: 20, today: '2026-03-16' });
    const backend = createFakeBackend({ fakeDelayMs: 0, apiBaseUrl: '/api' }, { users: memoryTextStore(), hr: () => openHrStore({ seed: () => tables, clock: fixedClock('2031-06-02') }) });
    const [first, second] = await Promise.all([backend.listRetention(), backend.listRetention()]);
    expect([first, second].filter((run) => run !== undefined)).toHaveLength(1);
    expect(await backend.listRetention()).toBeUndefined();
  });
});
