import { describe, expect, it } from 'vitest';
import { employeeInputSchema, type ContractType } from '@/domain/hr/employee';
import { contractProblems } from '@/domain/rules/contract';

const contract = (overrides: Partial<Parameters<typeof contractProblems>[0]>) => ({
  contractType: 'CDI',
  hireDate: '2024-01-15',
  ...overrides,
});

describe('contractProblems', () => {
  it('finds nothing wrong with an open-ended contract', () => {
    expect(contractProblems(contract({}))).toEqual([]);
    expect(contractProblems(contract({ contractType: 'freelance' }))).toEqual([]);
  });

  it.each(['CDD', 'stage', 'alternance', 'intérim'])('wants the end date of a %s', (contractType) => {
    expect(contractProblems(contract({ contractType }))).toEqual([{ field: 'contractEndDate', code: 'endDateRequired' }]);
    expect(contractProblems(contract({ contractType, contractEndDate: '2024-07-14' }))).toEqual([]);
  });

  it('refuses a contract ending before the hire date, and accepts one ending that day', () => {
    expect(contractProblems(contract({ contractType: 'CDD', contractEndDate: '2024-01-14' }))).toEqual([
      { field: 'contractEndDate', code: 'contractEndBeforeHire' },
    ]);
    expect(contractProblems(contract({ contractType: 'CDD', contractEndDate: '2024-01-15' }))).toEqual([]);
  });

  it('refuses an exit before the hire date, and accepts one that day', () => {
    expect(contractProblems(contract({ exitDate: '2023-12-31' }))).toEqual([{ field: 'exitDate', code: 'exitBeforeHire' }]);
    expect(contractProblems(contract({ exitDate: '2024-01-15' }))).toEqual([]);
  });

  it('reports every problem at once', () => {
    expect(contractProblems(contract({ contractType: 'stage', exitDate: '2023-01-01' }))).toEqual([
      { field: 'contractEndDate', code: 'endDateRequired' },
      { field: 'exitDate', code: 'exitBeforeHire' },
    ]);
  });

  it('agrees with the employee schema, so both backends and the form say the same', () => {
    const base = {
      firstName: 'Hélène',
      lastName: 'Martin',
      gender: 'F',
      birthDate: '1990-04-12',
      nationalityCountryId: 1,
      dependants: 0,
      address: '1 rue de la Paix',
      cityId: 1,
      phone: '01 02 03 04 05',
      workEmail: 'helene.martin@effectif.fr',
      hireDate: '2024-01-15',
      status: 'active',
    };
    // The schema's other rules (an intérim's agency) are met: only the dates differ.
    const variants: { contractType: ContractType; contractEndDate?: string; exitDate?: string; tempAgency?: string }[] = [
      { contractType: 'CDI' },
      { contractType: 'CDD' },
      { contractType: 'CDD', contractEndDate: '2023-06-30', exitDate: '2023-06-30' },
      { contractType: 'alternance', contractEndDate: '2026-08-31', exitDate: '2025-02-28' },
      { contractType: 'intérim', exitDate: '2020-01-01', tempAgency: 'Adecco' },
    ];
    for (const variant of variants) {
      const parsed = employeeInputSchema.safeParse({ ...base, ...variant });
      const fromSchema = parsed.success
        ? []
        : parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), code: issue.message }));
      expect(contractProblems({ hireDate: base.hireDate, ...variant })).toEqual(fromSchema);
    }
  });
});
