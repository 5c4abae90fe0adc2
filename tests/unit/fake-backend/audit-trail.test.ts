// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { HR_AREAS } from '@server/core/hr/area-list';
import { auditAreaOf, auditEntries, createAuditNotes } from '@server/core/audit/trail';
import type { RowChange } from '@server/core/storage/repository';
import { smallFixture } from './small-fixture';

const actor = { userId: 3, name: 'Paul Roux' };
const AT = '2026-03-16T10:00:00.000Z';

describe('the entries of a transaction', () => {
  it('name each area as its routes do', () => {
    for (const area of HR_AREAS) expect(auditAreaOf(area.table)).toBe(area.name);
  });

  it('make one entry per row, from how the transaction found it to how it left it', () => {
    const paris = smallFixture().cities[0];
    const changes = [
      { table: 'cities', key: 1, before: paris, after: { ...paris, region: 'Paris', version: 2 } },
      { table: 'cities', key: 1, before: { ...paris, region: 'Paris', version: 2 }, after: { ...paris, region: 'Paris', postalCode: '75011', version: 3 } },
      { table: 'services', key: 9, after: { ...smallFixture().services[0], id: 9 } },
      { table: 'services', key: 9, before: { ...smallFixture().services[0], id: 9 } },
    ] as RowChange[];
    expect(auditEntries(changes, createAuditNotes(), actor, AT)).toEqual([
      {
        at: AT,
        userId: 3,
        userName: 'Paul Roux',
        area: 'city',
        recordId: 1,
        action: 'update',
        changes: [
          { field: 'postalCode', before: paris.postalCode, after: '75011' },
          { field: 'region', before: paris.region, after: 'Paris' },
        ],
      },
    ]);
  });

  it('take the action a note gives, key the private block and the waivers by the employee, and add the notes', () => {
    const notes = createAuditNotes();
    const helene = smallFixture().employees[0];
    notes.actionOf('employees', 1, 'archive');
    notes.note({ area: 'reset', action: 'reset', changes: [] });
    const changes = [
      { table: 'employees', key: 1, before: helene, after: { ...helene, status: 'left' } },
      { table: 'employeePrivate', key: 1, after: { employeeId: 1, nir: '2840575056123', version: 1 } },
      { table: 'fractionnementWaivers', key: 4, after: { id: 4, employeeId: 1, periodStart: '2025-06-01', createdAt: AT, updatedAt: AT, version: 1 } },
    ] as RowChange[];
    expect(auditEntries(changes, notes, actor, AT).map(({ area, recordId, action, changes: fields }) => ({ area, recordId, action, fields }))).toEqual([
      { area: 'employee', recordId: 1, action: 'archive', fields: [{ field: 'status', before: 'active', after: 'left' }] },
      { area: 'employeePrivate', recordId: 1, action: 'create', fields: [{ field: 'nir', private: true }] },
      { area: 'leaveBalance', recordId: 1, action: 'create', fields: [{ field: 'employeeId', after: 1 }, { field: 'periodStart', after: '2025-06-01' }] },
      { area: 'reset', recordId: undefined, action: 'reset', fields: [] },
    ]);
  });

  it('say whose record each is about: a person, a unit, or nobody (docs/roles.md)', () => {
    const fixture = smallFixture();
    const [helene] = fixture.employees;
    const [leave] = fixture.leaves;
    const changes = [
      { table: 'employees', key: helene.id, before: helene, after: { ...helene, lastName: 'Durand' } },
      { table: 'leaves', key: leave.id, before: leave },
      { table: 'employeePrivate', key: 1, after: { employeeId: 1, nir: '2840575056123', version: 1 } },
      { table: 'services', key: 9, after: { ...fixture.services[0], id: 9 } },
      { table: 'directions', key: 7, after: { ...fixture.directions[0], id: 7 } },
      { table: 'cities', key: 1, before: fixture.cities[0], after: { ...fixture.cities[0], region: 'Paris' } },
    ] as RowChange[];
    const notes = createAuditNotes();
    notes.note({ area: 'reset', action: 'reset', changes: [] });
    expect(auditEntries(changes, notes, actor, AT).map(({ area, owner }) => [area, owner])).toEqual([
      ['employee', { set: 'people', id: helene.id }],
      ['leave', { set: 'people', id: leave.employeeId }],
      ['employeePrivate', { set: 'people', id: 1 }],
      ['service', { set: 'departments', id: fixture.services[0].departmentId }],
      ['direction', { set: 'enterprises', id: fixture.directions[0].enterpriseId }],
      ['city', undefined],
      ['reset', undefined],
    ]);
  });
});
