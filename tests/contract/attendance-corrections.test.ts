import { describe, expect, it } from 'vitest';
import { workingTimeFlags } from '@/domain/rules/attendance-rules';
import { addDays } from '@/domain/rules/calendar';
import { call, connectToServer, expectFieldError, failure, list, type Item } from './http';
import { EMPLOYEE, HR, MANAGER, signInRoles } from './roles';

connectToServer();
signInRoles();

/** The demo employee (Émilie Nowak, in the demo manager's direction), asking for herself. */
const ask = (body: Record<string, unknown>, token = EMPLOYEE.token) => call('POST', '/app/attendance_correction', body, { token });

/** A day of the past within her employment, with (or without) an attendance record, no correction asked yet. */
async function pastDay(withRecord: boolean, taken: Set<string>): Promise<{ date: string; record?: Item }> {
  const employee = (await call('GET', `/app/employee/${EMPLOYEE.employeeId}`)).body;
  const days = (await list('attendance', { employeeId: EMPLOYEE.employeeId, pageSize: 100, sort: '-date' })).items;
  const byDate = new Map(days.map((day) => [String(day.date), day]));
  const today = new Date().toISOString().slice(0, 10);
  for (let date = addDays(today < '2026-03-16' ? today : '2026-03-13', -1); date >= String(employee.hireDate); date = addDays(date, -1)) {
    if (taken.has(date) || byDate.has(date) !== withRecord) continue;
    taken.add(date);
    return { date, record: byDate.get(date) };
  }
  throw new Error('no such day');
}

const taken = new Set<string>();
const correction = (date: string, more: Record<string, unknown> = {}) => ({
  employeeId: EMPLOYEE.employeeId,
  date,
  checkIn: '08:30',
  checkOut: '17:15',
  breakMinutes: 45,
  reason: 'Badgeuse en panne',
  ...more,
});

const decide = (id: number, body: Record<string, unknown>, token?: string) => call('POST', `/app/attendance_correction/${id}/decision`, body, { token });

describe('an attendance correction', () => {
  it('is asked by the employee for herself, seen by her, her manager and Root, decided by her manager: approved, the day is written', async () => {
    const { date, record } = await pastDay(true, taken);
    const asked = await ask(correction(date));
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(asked.body).toMatchObject({ status: 'pending', version: 1, employeeName: 'Émilie Nowak', reason: 'Badgeuse en panne' });
    expect(asked.body).not.toHaveProperty('decidedBy');

    for (const token of [EMPLOYEE.token, MANAGER.token, undefined]) {
      const seen = await call<{ items: Item[]; total: number }>('GET', `/app/attendance_correction?employeeId=${EMPLOYEE.employeeId}`, undefined, { token });
      expect(seen.status).toBe(200);
      expect(seen.body.items.map((one) => one.id)).toContain(asked.body.id);
    }
    // HR of another enterprise neither sees nor decides it.
    const hrList = await call<{ items: Item[] }>('GET', '/app/attendance_correction', undefined, { token: HR.token });
    expect(hrList.body.items.map((one) => one.id)).not.toContain(asked.body.id);
    expect((await decide(asked.body.id, { version: 1, outcome: 'approved' }, HR.token)).status).toBe(404);
    // Nobody decides their own; an employee decides nothing.
    expect((await decide(asked.body.id, { version: 1, outcome: 'approved' }, EMPLOYEE.token)).status).toBe(403);

    const approved = await decide(asked.body.id, { version: 1, outcome: 'approved', comment: 'Vu' }, MANAGER.token);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', version: 2, decidedByName: 'Véronique Vasseur', decidedAt: expect.any(String), decisionComment: 'Vu', attendanceId: record?.id });

    const day = (await call('GET', `/app/attendance/${String(record?.id)}`)).body;
    expect(day).toMatchObject({ date, checkIn: '08:30', checkOut: '17:15', breakMinutes: 45, workedMinutes: 480, source: 'manual', version: Number(record?.version) + 1 });
    // Its flags are the attendance's, computed from the day as written.
    const flags = workingTimeFlags([{ date, checkIn: '08:30', checkOut: '17:15', breakMinutes: 45 }]);
    expect(flags.days[0].flags).toEqual([]);

    // Decided once: a second decision is refused, stale (409) or not pending (400).
    expect((await decide(asked.body.id, { version: 1, outcome: 'rejected' }, MANAGER.token)).status).toBe(409);
    expectFieldError(await decide(asked.body.id, { version: 2, outcome: 'rejected' }, MANAGER.token), 'status', 'illegalTransition');
  });

  it('creates the day when it had no attendance record, flagged as the attendance area flags it', async () => {
    const { date } = await pastDay(false, taken);
    const asked = await ask(correction(date, { checkIn: '07:00', checkOut: '19:30', breakMinutes: 0 }));
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const approved = await decide(asked.body.id, { version: 1, outcome: 'approved' }, MANAGER.token);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const day = (await call('GET', `/app/attendance/${String(approved.body.attendanceId)}`)).body;
    expect(day).toMatchObject({ employeeId: EMPLOYEE.employeeId, date, status: 'présent', source: 'manual', workedMinutes: 750, version: 1 });
    const flags = workingTimeFlags([{ date, checkIn: '07:00', checkOut: '19:30', breakMinutes: 0 }]);
    expect(flags.days[0].flags.length).toBeGreaterThan(0);
    // The write is the attendance area's: its audit trail names it.
    const history = await call<{ items: Item[] }>('GET', `/app/audit/attendance/${String(day.id)}`);
    expect(history.body.items[0]).toMatchObject({ action: 'create', userName: 'Véronique Vasseur' });
  });

  it('rejected, records the decision and changes nothing else', async () => {
    const { date, record } = await pastDay(true, taken);
    const asked = await ask(correction(date));
    const rejected = await decide(asked.body.id, { version: 1, outcome: 'rejected', comment: 'Pas de trace' }, MANAGER.token);
    expect(rejected.body).toMatchObject({ status: 'rejected', decidedByName: 'Véronique Vasseur', decisionComment: 'Pas de trace' });
    expect(rejected.body).not.toHaveProperty('attendanceId');
    expect((await call('GET', `/app/attendance/${String(record?.id)}`)).body).toMatchObject({ version: record?.version, checkIn: record?.checkIn });
  });

  it('is withdrawn by its requester while pending (quoting its version), then no longer decided; the day may then be asked again', async () => {
    const { date } = await pastDay(false, taken);
    const asked = await ask(correction(date));
    // One pending correction of a day at a time.
    expectFieldError(await ask(correction(date, { checkIn: '09:00' })), 'date', 'correctionPending');
    const stale = await call('PUT', `/app/attendance_correction/${asked.body.id}`, { version: 5, status: 'cancelled' }, { token: EMPLOYEE.token });
    expect(stale.status).toBe(409);
    const refused = await call('PUT', `/app/attendance_correction/${asked.body.id}`, { version: 1, status: 'cancelled' }, { token: MANAGER.token });
    expect(refused.status).toBe(403);
    const withdrawn = await call('PUT', `/app/attendance_correction/${asked.body.id}`, { version: 1, status: 'cancelled' }, { token: EMPLOYEE.token });
    expect(withdrawn.body).toMatchObject({ status: 'cancelled', version: 2 });
    expectFieldError(await decide(asked.body.id, { version: 2, outcome: 'approved' }, MANAGER.token), 'status', 'illegalTransition');
    expectFieldError(await call('PUT', `/app/attendance_correction/${asked.body.id}`, { version: 2, status: 'approved' }, { token: EMPLOYEE.token }), 'status', 'invalidChoice');
    expect((await ask(correction(date, { checkIn: '09:00' }))).status).toBe(201);
  });

  it('refuses a day to come, a day before the hire, no reason, another person (400 naming the field, 403)', async () => {
    const employee = (await call('GET', `/app/employee/${EMPLOYEE.employeeId}`)).body;
    expectFieldError(await ask(correction('2099-01-05')), 'date', 'futureDay');
    expectFieldError(await ask(correction(addDays(String(employee.hireDate), -3))), 'date', 'beforeHire');
    expectFieldError(await ask(correction('2026-03-02', { reason: '  ' })), 'reason', 'required');
    expectFieldError(await ask(correction('2026-03-02', { checkIn: '25:00' })), 'checkIn', 'invalidTime');
    expectFieldError(await ask(correction('2026-03-02', { breakMinutes: 'long' })), 'breakMinutes', 'invalidType');
    expectFieldError(await ask(correction('2026-03-02', { checkOut: '08:30' })), 'checkOut', 'dateOrder');
    const other = await ask(correction('2026-03-02', { employeeId: MANAGER.employeeId }));
    expect(other.status).toBe(403);
    expect(failure(other).code).toBe('forbidden');
    expect((await ask(correction('2026-03-02'), HR.token)).status).toBe(403);
    expect((await decide(999_999, { version: 1, outcome: 'approved' }, MANAGER.token)).status).toBe(404);
    expectFieldError(await decide(1, { version: 1, outcome: 'maybe' }, MANAGER.token), 'outcome', 'invalidChoice');
  });
});
