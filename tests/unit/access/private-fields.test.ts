import { describe, expect, it } from 'vitest';
import { AREA_CONTRACTS, areaItemSchema } from '@/contract/areas';
import type { Grant } from '@/domain/grants';
import { PRIVATE_FIELDS } from '@/domain/private-data';
import { privacyOf, withPrivateKept } from '@server/core/access/private-fields';
import { privateSafeQuery } from '@server/core/access/private-query';
import type { RowQuery } from '@server/core/storage/repository';
import { createAppContext } from '@server/core/hr/context';
import type { Session } from '@server/core/ports';
import type { Clock } from '@server/core/storage/store';
import { createMemoryRepository } from '@server/memory/repository';
import { smallFixture } from '../fake-backend/small-fixture';

const TODAY = '2026-03-16';
const clock: Clock = { today: () => TODAY, now: () => `${TODAY}T10:00:00.000Z` };
const tables = smallFixture();
const ctx = createAppContext(createMemoryRepository(tables, clock), clock);
const session = (grants: Grant[], employeeId: number): Session => ({ userId: 9, name: 'Essai', grants, employeeId });
const employee = (id: number) => tables.employees[id - 1];

describe('private fields', () => {
  it("are left out of the records outside the reach of readPrivate: a manager reads their team's, not where they live", async () => {
    // Employee 1 heads service 1 (employees 1, 3, 5, 6), and is an employee too.
    const privacy = await privacyOf('employee', session([{ role: 'manager' }, { role: 'employee' }], 1), ctx);
    const member = privacy(employee(3));
    for (const field of PRIVATE_FIELDS.employee) expect(member).not.toHaveProperty(field);
    expect(member).toMatchObject({ id: 3, firstName: 'Zoé', workEmail: employee(3).workEmail });
    expect(privacy(employee(1))).toEqual(employee(1));
  });

  it('are kept for the HR administrators of the enterprise and for Root; salary amounts alike', async () => {
    const hr = await privacyOf('employee', session([{ role: 'hrAdmin', enterpriseIds: [1] }], 2), ctx);
    expect(hr(employee(3))).toEqual(employee(3));
    expect(hr(employee(4))).not.toHaveProperty('address');
    const salary = { ...tables.salaries[1], warnings: { baseMonthlyGrossCents: { code: 'outsideSalaryRange', message: '…' } } };
    expect((await privacyOf('salary', session([{ role: 'root' }], 1), ctx))(salary)).toEqual(salary);
    // Employee 2 reads their own salary; another's amounts, and what is said of them, are absent.
    const own = await privacyOf('salary', session([{ role: 'employee' }], 2), ctx);
    expect(own(salary)).toEqual(salary);
    const other = (await privacyOf('salary', session([{ role: 'employee' }], 3), ctx))(salary);
    expect(other).toEqual({ ...tables.salaries[1], baseMonthlyGrossCents: undefined, allowances: undefined, deductions: undefined, warnings: undefined });
    expect(Object.keys(other)).not.toContain('warnings');
  });

  it('of a leave (why someone is away) are left out for a manager but on the requests awaiting her decision and her own', async () => {
    // Employee 1 heads service 1 (employees 1, 3, 5, 6); employee 2 works elsewhere.
    const manager = session([{ role: 'manager' }], 1);
    const privacy = await privacyOf('leave', manager, ctx);
    const leave = { ...tables.leaves[0], employeeId: 3, typeName: 'Congés payés', reason: 'Voyage', comment: 'Accordé', decisionComment: 'Accordé' };
    const shown = privacy(leave);
    for (const field of PRIVATE_FIELDS.leave) expect(shown).not.toHaveProperty(field);
    expect(shown).toMatchObject({ employeeId: 3, startDate: '2026-02-09', startHalf: 'morning', status: 'approved', days: 6 });
    expect(privacy({ ...leave, status: 'pending' })).toEqual({ ...leave, status: 'pending' });
    expect(privacy({ ...leave, employeeId: 1 })).toEqual({ ...leave, employeeId: 1 });
    // What she approved (her account is 9) she goes on reading whole; not what she cancelled.
    expect(privacy({ ...leave, decidedBy: 9 })).toEqual({ ...leave, decidedBy: 9 });
    expect(privacy({ ...leave, status: 'cancelled', decidedBy: 9 })).not.toHaveProperty('typeId');
    // A manager who may not decide it (outside her team) does not read it whole while it waits.
    expect(privacy({ ...leave, employeeId: 2, status: 'pending' })).not.toHaveProperty('typeId');
    expect((await privacyOf('leave', session([{ role: 'hrAdmin', enterpriseIds: [1] }], 9), ctx))(leave)).toEqual(leave);

    // What she sends back without them keeps them as stored; what she writes stays hers.
    const body = { employeeId: 3, startDate: '2026-02-09', status: 'cancelled', comment: 'Réorganisation' };
    expect(await withPrivateKept('leave', manager, ctx, leave, body)).toEqual({ ...body, typeId: 1, typeName: 'Congés payés', reason: 'Voyage', decisionComment: 'Accordé' });
    expect(await withPrivateKept('leave', session([{ role: 'root' }], 1), ctx, leave, body)).toEqual(body);
  });

  it('of a leave are not told by what a list query asks: a filter on them holds among her own, a sort by them is dropped, words look for names', async () => {
    const query: RowQuery = {
      filters: [{ spec: { op: 'idEquals', field: 'typeId' }, value: 3 }],
      within: [{ field: 'employeeId', ids: [1, 3, 5, 6] }],
      words: ['zoe'],
      sort: [{ field: 'typeName', descending: false }, { field: 'startDate', descending: true }],
      page: 1,
      pageSize: 20,
      today: TODAY,
    };
    const safe = await privateSafeQuery('leave', session([{ role: 'manager' }], 1), ctx, query);
    expect(safe.sort).toEqual([{ field: 'startDate', descending: true }]);
    expect(safe.words).toEqual([]);
    expect(safe.within).toEqual([...(query.within ?? []), { field: 'employeeId', ids: [1] }, { field: 'employeeId', ids: [3] }]);
    expect(safe.filters).toEqual(query.filters);
    // Her own requests, or HR's reach, are queried whole.
    const own = { ...query, within: [...(query.within ?? []), { field: 'employeeId', ids: [1] }] };
    expect(await privateSafeQuery('leave', session([{ role: 'manager' }], 1), ctx, own)).toBe(own);
    expect(await privateSafeQuery('leave', session([{ role: 'hrAdmin', enterpriseIds: [1] }], 9), ctx, query)).toBe(query);
  });

  it("may be absent from an area's item as the contract checks it, which still needs its other fields", () => {
    const names = { fullName: 'Jean Martin', currentStatus: 'active' };
    const { address: _address, personalEmail: _email, birthPlace: _place, maritalStatus: _status, dependants: _dependants, ...shown } = employee(2);
    expect(areaItemSchema('employee').safeParse({ ...shown, ...names }).success).toBe(true);
    const { firstName: _firstName, ...incomplete } = shown;
    expect(areaItemSchema('employee').safeParse({ ...incomplete, ...names }).success).toBe(false);
    expect(AREA_CONTRACTS.employee.row.safeParse(shown).success).toBe(false);
  });
});
