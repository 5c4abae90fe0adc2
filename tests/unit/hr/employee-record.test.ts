import { describe, expect, it } from 'vitest';
import { photoProblem } from '@/domain/rules/photo';
import { formatIban, formatNir, maskIban, maskNir } from '@/features/hr/employee/private/mask';
import { formatChange, salaryHistory } from '@/features/hr/salary/salary-history';

describe('private identifiers on screen', () => {
  it('masks a NIR but the sex, year and month of birth', () => {
    expect(maskNir('284057505612345')).toBe('2 84 05 ** *** *** **');
    expect(formatNir('284057505612345')).toBe('2 84 05 75 056 123 45');
    expect(maskNir('1 84 05 2A 056 123 45')).toBe('1 84 05 ** *** *** **');
  });

  it('masks an IBAN but its country, key and last three characters', () => {
    expect(maskIban('FR7630006000011234567890189')).toBe('FR76 **** **** **** **** **** 189');
    expect(formatIban('fr76 3000 6000 0112 3456 7890 189')).toBe('FR76 3000 6000 0112 3456 7890 189');
    expect(maskIban('BE68539007547034')).toBe('BE68 **** **** *034');
  });
});

describe('the photo rule', () => {
  it('takes a JPEG, PNG or WebP of 2 MB at most', () => {
    expect(photoProblem({ type: 'image/png', size: 2 * 1024 * 1024 })).toBeNull();
    expect(photoProblem({ type: 'image/jpeg', size: 10 })).toBeNull();
    expect(photoProblem({ type: 'image/webp', size: 10 })).toBeNull();
  });

  it('refuses another type, a file over 2 MB, an empty one', () => {
    expect(photoProblem({ type: 'image/gif', size: 10 })).toBe('invalidType');
    expect(photoProblem({ type: '', size: 10 })).toBe('invalidType');
    expect(photoProblem({ type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe('tooLarge');
    expect(photoProblem({ type: 'image/png', size: 0 })).toBe('empty');
  });
});

describe('salary history', () => {
  const entry = (id: number, effectiveDate: string, baseMonthlyGrossCents: number, extra: Record<string, unknown> = {}) => ({
    id,
    version: 1,
    effectiveDate,
    baseMonthlyGrossCents,
    hoursPerMonth: 151.67,
    allowances: [],
    deductions: [],
    ...extra,
  });

  it('lists newest first with each change from the entry before, and the lines added up', () => {
    const rows = salaryHistory([
      entry(1, '2024-01-01', 300000, { allowances: [{ label: 'Prime', amountCents: 10000 }, { label: 'Transport', amountCents: 2550 }] }),
      entry(3, '2026-01-01', 315000, { deductions: [{ label: 'Mutuelle', amountCents: 3500 }] }),
      entry(2, '2025-01-01', 300000),
    ]);
    expect(rows.map((row) => row.id)).toEqual([3, 2, 1]);
    expect(rows.map((row) => row.change)).toEqual([0.05, 0, null]);
    expect(rows[2].allowancesCents).toBe(12550);
    expect(rows[0].deductionsCents).toBe(3500);
  });

  it('writes a change as fr-FR does', () => {
    expect(formatChange(0.052).replace(/\s/g, ' ')).toBe('+5,2 %');
    expect(formatChange(-0.03).replace(/\s/g, ' ')).toBe('-3 %');
    expect(formatChange(0)).toMatch(/^0\s%$/);
  });
});
