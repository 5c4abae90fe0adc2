import { describe, expect, it } from 'vitest';
import { PRIVATE_FIELDS, fieldChanges } from '@/domain/audit';

describe('what the audit trail records of a write', () => {
  it('lists the changed fields with their values before and after', () => {
    const before = { id: 1, lastName: 'Martin', city: 'Lyon', version: 2, updatedAt: 'a' };
    const after = { id: 1, lastName: 'Martin-Roux', city: 'Lyon', phone: '0601020304', version: 3, updatedAt: 'b' };
    expect(fieldChanges(before, after)).toEqual([
      { field: 'lastName', before: 'Martin', after: 'Martin-Roux' },
      { field: 'phone', after: '0601020304' },
    ]);
  });

  it('records a creation and a deletion field by field', () => {
    expect(fieldChanges(undefined, { id: 4, name: 'Paie' })).toEqual([
      { field: 'id', after: 4 },
      { field: 'name', after: 'Paie' },
    ]);
    expect(fieldChanges({ id: 4, name: 'Paie' }, undefined)).toEqual([
      { field: 'id', before: 4 },
      { field: 'name', before: 'Paie' },
    ]);
  });

  it('says a private field changed without its values', () => {
    const changes = fieldChanges({ nir: '1850575123456', iban: 'FR76' }, { nir: '2850575123456', iban: 'FR76' }, PRIVATE_FIELDS.employeePrivate);
    expect(changes).toEqual([{ field: 'nir', private: true }]);
    expect(JSON.stringify(changes)).not.toContain('575123456');
  });

  it('sees a change inside a list of lines', () => {
    expect(fieldChanges({ members: [{ employeeId: 1 }] }, { members: [{ employeeId: 2 }] })).toHaveLength(1);
    expect(fieldChanges({ members: [{ employeeId: 1 }] }, { members: [{ employeeId: 1 }] })).toEqual([]);
  });
});
