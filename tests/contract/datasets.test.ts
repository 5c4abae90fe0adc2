import { describe, expect, it } from 'vitest';
import { call, failure, connectToServer, type Json, type Page } from './http';

connectToServer();

const STATIC = ['product', 'productgrid', 'order', 'seller', 'estimate', 'expense', 'notes', 'friends', 'event', 'userlist', 'usergrid'];

describe('the static datasets', () => {
  it.each(STATIC)('GET /app/%s answers a few records, each with an id, and needs the token', async (name) => {
    const answer = await call<Json[]>('GET', `/app/${name}`);
    expect(answer.status).toBe(200);
    expect(Array.isArray(answer.body)).toBe(true);
    expect(answer.body.length).toBeGreaterThanOrEqual(3);
    const ids = answer.body.map((row) => row.id);
    expect(ids.every((id) => typeof id === 'number')).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect((await call('GET', `/app/${name}`, undefined, { auth: false })).status).toBe(401);
  });

  it('answers 401 "No Data Found" for a dataset nobody serves, and never shadows a real one', async () => {
    for (const path of ['/app/nothing-here', '/app/products', '/app/calendar-archive/3']) {
      expect(await call('GET', path)).toMatchObject({ status: 401, body: { message: 'No Data Found' } });
    }
    for (const path of ['/app/employee', '/app/attendance', '/app/department', '/app/salary', '/app/calendar', '/app/holidays']) {
      expect((await call('GET', path)).status, path).toBe(200);
    }
  });
});

interface Holiday {
  date: string;
  key: string;
  name: string;
}

describe('GET /app/holidays', () => {
  it("answers the year's 11 French public holidays, sorted by date", async () => {
    const answer = await call<Holiday[]>('GET', '/app/holidays?year=2026');
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(11);
    expect(answer.body.map((holiday) => holiday.date)).toEqual([...answer.body.map((holiday) => holiday.date)].sort());
    expect(answer.body).toContainEqual(expect.objectContaining({ date: '2026-04-06', key: 'easterMonday' }));
    expect(answer.body).toContainEqual(expect.objectContaining({ date: '2026-05-25', key: 'whitMonday' }));
    expect(answer.body.every((holiday) => holiday.date.startsWith('2026-'))).toBe(true);
  });

  it('adds Good Friday and 26 December for Alsace-Moselle', async () => {
    const answer = await call<Holiday[]>('GET', '/app/holidays?year=2026&alsaceMoselle=true');
    expect(answer.body).toHaveLength(13);
    expect(answer.body).toContainEqual(expect.objectContaining({ date: '2026-04-03', key: 'goodFriday' }));
    expect(answer.body).toContainEqual(expect.objectContaining({ date: '2026-12-26', key: 'saintStephen' }));
  });

  it('defaults to the current year', async () => {
    const answer = await call<Holiday[]>('GET', '/app/holidays');
    expect(answer.status).toBe(200);
    const year = answer.body[0].date.slice(0, 4);
    expect(answer.body).toHaveLength(11);
    expect(answer.body.every((holiday) => holiday.date.startsWith(year))).toBe(true);
  });

  it.each(['abc', '20260', '1200', '-5'])('refuses year=%s with 400 and a French message', async (year) => {
    const answer = await call('GET', `/app/holidays?year=${year}`);
    expect(answer.status).toBe(400);
    expect(failure(answer).message).toMatch(/année/);
    expect(failure(answer).errors?.year?.code).toEqual(expect.any(String));
  });

  it('needs the token', async () => {
    expect((await call('GET', '/app/holidays', undefined, { auth: false })).status).toBe(401);
  });
});

describe('the leave views', () => {
  it("GET /app/leave_employee answers the signed-in administrator's own requests (employee 1), paged", async () => {
    const answer = await call<Page>('GET', '/app/leave_employee?pageSize=100');
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBeGreaterThan(0);
    expect(answer.body.items.every((leave) => leave.employeeId === 1)).toBe(true);
    const forced = await call<Page>('GET', '/app/leave_employee?employeeId=2&pageSize=100');
    expect(forced.body.total).toBe(answer.body.total);
  });

  it('GET /app/leave_hr answers every pending request', async () => {
    const answer = await call<Page>('GET', '/app/leave_hr?pageSize=100');
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBeGreaterThan(0);
    expect(answer.body.items.every((leave) => leave.status === 'pending')).toBe(true);
    const all = await call<Page>('GET', '/app/leave?status=pending&pageSize=1');
    expect(answer.body.total).toBe(all.body.total);
  });

  it('need the token', async () => {
    for (const path of ['/app/leave_employee', '/app/leave_hr']) expect((await call('GET', path, undefined, { auth: false })).status).toBe(401);
  });
});
