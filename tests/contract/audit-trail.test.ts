import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@/contract/audit';
import { nirKey } from '@/domain/identifiers';
import { AREA_CASES } from './areas';
import { ON_FAKE_BACKEND, call, connectToServer, list, type Page } from './http';
import { HR, HR_ENTERPRISE, signInRoles } from './roles';
import { SAMPLES, employeeInput, findIds } from './samples';

connectToServer();
signInRoles();

type Trail = Omit<Page, 'items'> & { items: AuditEntry[] };

const history = async (area: string, id: number, query = '') => {
  const answer = await call<Trail>('GET', `/app/audit/${area}/${id}${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const trail = async (query: string, token?: string) => {
  const answer = await call<Trail>('GET', `/app/audit?${query}`, undefined, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
/** The newest entry of the whole trail. */
const latest = async () => (await trail('pageSize=1')).items[0];

/** The fields each area's history gives without their values (docs/roles.md: private data). */
const PRIVATE: Record<string, readonly string[]> = { salary: ['baseMonthlyGrossCents', 'allowances', 'deductions'], employee: ['address'] };

/** A field's change as the trail records it: its values, or only that it changed. */
const changed = (area: string, field: string, before: unknown, after: unknown) =>
  PRIVATE[area]?.includes(field)
    ? { field, private: true }
    : { field, ...(before === undefined ? {} : { before }), ...(after === undefined ? {} : { after }) };

describe.each(AREA_CASES)('the history of a record of /app/$area', ({ area, change, removal }) => {
  it(`records its creation, its change field by field and its ${removal === 'archive' ? 'archiving' : 'deletion'}, newest first`, async () => {
    const input = SAMPLES[area](await findIds());
    const created = await call('POST', `/app/${area}`, input);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const path = `/app/${area}/${created.body.id}`;
    expect((await call('PUT', path, { ...input, ...change, version: 1 })).status).toBe(200);
    expect((await call('PUT', path, { ...input, version: 1 })).status).toBe(409);
    expect([200, 204]).toContain((await call('DELETE', path)).status);

    const { items, total } = await history(area, created.body.id);
    expect(items.map((entry) => entry.action)).toEqual([removal, 'update', 'create']);
    expect(total).toBe(3);
    const [removed, updated, creation] = items;
    for (const entry of items) {
      expect(entry).toMatchObject({ area, recordId: created.body.id, userId: expect.any(Number), userName: expect.any(String), at: expect.any(String) });
      expect(entry.changes.map((one) => one.field)).not.toEqual(expect.arrayContaining(['version']));
      if (ON_FAKE_BACKEND) expect(entry).toMatchObject({ userId: 1, userName: 'Claire Martin' });
    }
    const field = Object.keys(change)[0];
    expect(updated.changes).toContainEqual(changed(area, field, created.body[field], change[field]));
    if (created.body[field] !== undefined) expect(creation.changes).toContainEqual(changed(area, field, undefined, created.body[field]));
    expect(creation.changes.length).toBeGreaterThan(0);
    if (removal === 'archive') expect(removed.changes).toContainEqual({ field: 'status', before: 'active', after: 'left' });
    else expect(removed.changes).toContainEqual(changed(area, field, change[field], undefined));
  });
});

describe('the audit trail of the other writes', () => {
  const NIR_BODY = '2840575056123';
  const NIR = `${NIR_BODY}${nirKey(NIR_BODY)}`;

  const newEmployee = async () => {
    const created = await call('POST', '/app/employee', employeeInput(await findIds()));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.id;
  };

  it('says the private block changed without its values, and records who revealed it', async () => {
    const id = await newEmployee();
    const written = await call('PUT', `/user/private/${id}`, { nir: NIR, emergencyContactName: 'Paul Durand', version: 0 });
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    expect(await latest()).toMatchObject({
      area: 'employeePrivate',
      recordId: id,
      action: 'create',
      changes: [{ field: 'emergencyContactName', private: true }, { field: 'nir', private: true }],
    });
    expect(JSON.stringify(await trail(`area=employeePrivate&recordId=${id}`))).not.toMatch(/284057505|Paul Durand/);

    expect((await call('GET', `/user/private/${id}`)).status).toBe(200);
    expect(await latest()).toMatchObject({ area: 'employeePrivate', recordId: id, action: 'readPrivate', changes: [] });

    // The employee's page gathers their private block with their record, newest first.
    expect((await history('employee', id)).items.map((entry) => [entry.area, entry.action])).toEqual([
      ['employeePrivate', 'readPrivate'],
      ['employeePrivate', 'create'],
      ['employee', 'create'],
    ]);
  });

  it('records a photo, a leave balance waiver, a calendar event, an import and the accounts', async () => {
    const id = await newEmployee();
    const waived = await call('PUT', `/app/leave_balance/${id}`, { fractionnementWaived: true });
    expect(waived.status, JSON.stringify(waived.body)).toBe(200);
    expect(await latest()).toMatchObject({ area: 'leaveBalance', recordId: id, action: 'create', changes: expect.arrayContaining([{ field: 'employeeId', after: id }]) });
    expect((await history('employee', id)).items[0]).toMatchObject({ area: 'leaveBalance', action: 'create' });

    const event = await call('POST', '/app/calendar', { title: 'Réunion audit', start: '2026-04-02', allDay: true });
    expect(event.status, JSON.stringify(event.body)).toBe(201);
    expect(await latest()).toMatchObject({ area: 'calendar', recordId: event.body.id, action: 'create', changes: expect.arrayContaining([{ field: 'title', after: 'Réunion audit' }]) });

    const imported = await call<{ ids: number[] }>('POST', '/app/employee/import', { rows: [employeeInput(await findIds())], dryRun: false });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const [importedId] = imported.body.ids;
    expect((await history('employee', importedId)).items).toEqual([expect.objectContaining({ action: 'create', area: 'employee' })]);

    const stamp = Date.now();
    const account = await call('POST', '/user', { email: `audit.${stamp}@contrat.test`, username: `audit-${stamp}`, password: 'Contrat2026', role: 'Root' });
    expect(account.status, JSON.stringify(account.body)).toBe(201);
    const created = await latest();
    expect(created).toMatchObject({ area: 'user', recordId: account.body.id, action: 'create' });
    expect(created.changes).toContainEqual({ field: 'password', private: true });
    expect(created.changes).toContainEqual({ field: 'username', after: `audit-${stamp}` });
    expect(JSON.stringify(created)).not.toContain('Contrat2026');
    expect((await call('DELETE', `/user/${account.body.id}`)).status).toBe(204);
    expect(await latest()).toMatchObject({ area: 'user', recordId: account.body.id, action: 'delete' });
  });

  it('leaves nothing of a refused write', async () => {
    const before = await latest();
    expect((await call('POST', '/app/city', { name: '' })).status).toBe(400);
    expect(await latest()).toEqual(before);
  });
});

describe('GET /app/audit', () => {
  it('filters by who, area, record and period, pages newest first, and refuses a wrong filter', async () => {
    // The trail outlives resets, which give ids again: this test reads only what it wrote.
    const before = (await latest()).id;
    const input = SAMPLES.city(await findIds());
    const city = await call('POST', '/app/city', input);
    await call('PUT', `/app/city/${city.body.id}`, { ...input, region: 'Audit', version: 1 });
    const mine = await latest();
    const ours = (page: Trail) => page.items.filter((entry) => entry.id > before).map((entry) => entry.action);

    const ofCity = await trail(`area=city&recordId=${city.body.id}&userId=${mine.userId}&pageSize=2`);
    expect(ours(ofCity)).toEqual(['update', 'create']);
    expect(ours(await trail(`area=city&recordId=${city.body.id}&pageSize=1`))).toEqual(['update']);
    expect(ours(await trail(`area=city&recordId=${city.body.id}&pageSize=1&page=2`))).toEqual(['create']);

    const day = mine.at.slice(0, 10);
    expect(ours(await trail(`recordId=${city.body.id}&area=city&from=${day}&to=${day}&pageSize=2`))).toEqual(['update', 'create']);
    expect((await trail(`recordId=${city.body.id}&area=city&to=2000-01-01`)).total).toBe(0);
    expect((await trail(`userId=987654&area=city`)).total).toBe(0);

    const wrong = await call<{ errors: Record<string, { code: string }> }>('GET', '/app/audit?area=nowhere&from=hier');
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toMatchObject({ area: { code: 'invalidChoice' }, from: { code: 'invalidDate' } });
    expect((await call('GET', '/app/audit/nowhere/1')).status).toBe(404);
  });

  it('keeps the trail through a reset, which it records; a history starts after it', async () => {
    const input = SAMPLES.city(await findIds());
    const city = await call('POST', '/app/city', input);
    const created = await latest();
    expect((await history('city', city.body.id)).total).toBe(1);
    const reset = await call<null>('POST', '/app/reset');
    if (reset.status === 404) return;
    expect(await latest()).toMatchObject({ area: 'reset', action: 'reset', changes: [] });
    expect((await trail(`area=city&recordId=${city.body.id}`)).items.map((entry) => entry.id)).toContain(created.id);
    expect((await history('city', city.body.id)).total).toBe(0);
  });
});

describe('what an HR administrator reads of the trail', () => {
  /** Every entry the account reads, page after page, as the export reads them. */
  const everything = async (token?: string) => {
    const read: AuditEntry[] = [];
    for (let page = 1; ; page += 1) {
      const { items, total } = await trail(`pageSize=200&page=${page}`, token);
      read.push(...items);
      if (read.length >= total || items.length === 0) return read;
    }
  };
  /** An active employee placed in the enterprise today, as Root lists them. */
  const someoneOf = async (enterpriseId: number) =>
    (await list('employee', { enterpriseId, status: 'active', sort: 'hireDate', pageSize: 2 })).items.find((item) => item.id !== HR.employeeId);
  /** The newest entry about the record, as Root reads it. */
  const newestAbout = async (area: string, recordId: number) => (await trail(`area=${area}&recordId=${recordId}&pageSize=1`)).items[0];

  it('holds the entries about the people and units of their enterprise only; Root reads every one', async () => {
    const [ours, theirs] = [await someoneOf(HR_ENTERPRISE), await someoneOf(1)];
    if (!ours || !theirs) throw new Error('the demo data places someone in both enterprises');
    const written: Record<'ours' | 'theirs', AuditEntry[]> = { ours: [], theirs: [] };
    for (const [side, employee] of [['ours', ours], ['theirs', theirs]] as const) {
      // Root writes about each: their leave balance, their private block read, an account linked to them, a department of their direction.
      expect((await call('PUT', `/app/leave_balance/${employee.id}`, { fractionnementWaived: true })).status).toBe(200);
      written[side].push(await newestAbout('leaveBalance', employee.id));
      expect((await call('GET', `/user/private/${employee.id}`)).status).toBe(200);
      written[side].push(await newestAbout('employeePrivate', employee.id));
      const stamp = `${side}-${Date.now()}`;
      const account = await call('POST', '/user', {
        email: `audit.${stamp}@contrat.test`,
        username: `audit-${stamp}`,
        password: 'Contrat2026',
        employeeId: employee.id,
        grants: [{ role: 'employee' }],
      });
      expect(account.status, JSON.stringify(account.body)).toBe(201);
      written[side].push(await newestAbout('user', account.body.id));
      const department = await call('POST', '/app/department', { ...SAMPLES.department(await findIds()), directionId: employee.directionId });
      expect(department.status, JSON.stringify(department.body)).toBe(201);
      written[side].push(await newestAbout('department', department.body.id));
    }

    const seenByHr = new Set((await everything(HR.token)).map((entry) => entry.id));
    for (const entry of written.ours) expect(seenByHr, `${entry.area} ${entry.recordId}`).toContain(entry.id);
    for (const entry of written.theirs) expect(seenByHr, `${entry.area} ${entry.recordId}`).not.toContain(entry.id);
    const seenByRoot = new Set((await everything()).map((entry) => entry.id));
    for (const entry of [...written.ours, ...written.theirs]) expect(seenByRoot).toContain(entry.id);

    // Filters and totals count what they hold; a record's history outside their enterprise is empty.
    expect((await trail(`area=leaveBalance&recordId=${theirs.id}`, HR.token)).total).toBe(0);
    const theirHistory = await call<Trail>('GET', `/app/audit/employee/${theirs.id}`, undefined, { token: HR.token });
    expect([theirHistory.status, theirHistory.body.total]).toEqual([200, 0]);
    const ourHistory = await call<Trail>('GET', `/app/audit/employee/${ours.id}`, undefined, { token: HR.token });
    expect(ourHistory.body.items.map((entry) => entry.id)).toEqual(expect.arrayContaining([written.ours[0].id, written.ours[1].id]));
    expect((await history('employee', theirs.id)).items.map((entry) => entry.id)).toEqual(expect.arrayContaining([written.theirs[0].id, written.theirs[1].id]));
  });

  it('never holds the entries of nobody: the shared reference data, the reset', async () => {
    const city = await call('POST', '/app/city', SAMPLES.city(await findIds()));
    expect(city.status, JSON.stringify(city.body)).toBe(201);
    expect((await trail(`area=city&recordId=${city.body.id}`)).total).toBeGreaterThan(0);
    expect((await trail('area=city', HR.token)).total).toBe(0);
    expect((await trail('area=reset', HR.token)).total).toBe(0);
  });
});
