import { describe, expect, it } from 'vitest';
import { leaveBalanceSchema, type LeaveBalance } from '@/domain/hr/leave-planning';
import { call, list, connectToServer, type Page } from './http';

connectToServer();

const PAID_LEAVE = 1;
/** Monday 21 to Thursday 31 December 2026; the return to work is Monday 4 January 2027. */
const YEAR_END = { startDate: '2026-12-21', endDate: '2026-12-31' };

/** An active employee of such a site with `atLeast` days left and nothing planned around the year end. */
async function employeeFreeAtYearEnd(alsaceMoselle: boolean, atLeast: number): Promise<LeaveBalance> {
  const answer = await call<Page>('GET', '/app/leave_balance?status=active&pageSize=200');
  const rows = answer.body.items.map((item) => leaveBalanceSchema.parse(item));
  for (const row of rows.filter((candidate) => candidate.alsaceMoselle === alsaceMoselle && candidate.available >= atLeast)) {
    const span = { from: '2026-12-14', to: '2027-01-08', employeeId: row.employeeId, pageSize: 1 };
    const [leaves, missions] = await Promise.all([list('leave', span), list('mission', span)]);
    if (leaves.total + missions.total > 0) continue;
    // A contract that runs past the year end (leave outside the contract is refused).
    const person = await call<{ contractType: string; contractEndDate?: string; exitDate?: string }>('GET', `/app/employee/${row.employeeId}`);
    if ((person.body.contractEndDate ?? '9999') > span.to && (person.body.exitDate ?? '9999') > span.to) return row;
  }
  throw new Error(`no employee ${alsaceMoselle ? 'in' : 'outside'} Alsace-Moselle free at the year end`);
}

const request = (employeeId: number, span: { startDate: string; endDate: string }) => ({
  employeeId,
  typeId: PAID_LEAVE,
  ...span,
  startHalf: 'morning',
  endHalf: 'afternoon',
  status: 'draft',
});

describe('jours ouvrables up to a return to work in the next year', () => {
  it('21–31 December 2026 costs 10 ouvrables: 1 January 2027 is off, so Saturday 2 is used up too', async () => {
    const employee = await employeeFreeAtYearEnd(false, 11);
    const saved = await call('POST', '/app/leave', request(employee.employeeId, YEAR_END));
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body.days).toBe(10);

    // Stretching the request over 1 January (a holiday) costs nothing more.
    const stretched = await call('PUT', `/app/leave/${saved.body.id}`, {
      ...request(employee.employeeId, { ...YEAR_END, endDate: '2027-01-01' }),
      version: saved.body.version,
    });
    expect(stretched.status, JSON.stringify(stretched.body)).toBe(200);
    expect(stretched.body.days).toBe(10);
  });

  it('at an Alsace-Moselle site the same request costs 9: Saturday 26 December (Saint-Étienne) is off too', async () => {
    const employee = await employeeFreeAtYearEnd(true, 10);
    const saved = await call('POST', '/app/leave', request(employee.employeeId, YEAR_END));
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body.days).toBe(9);
  });
});
