import { salaryInputSchema, type Salary, type SalaryInput } from '@/domain/hr/salary';
import { referringVia, type AreaDefinition } from '../area';
import { mergeErrors } from '../errors';
import { contractDateErrors, datedOn } from './contract-dates';
import { AREA_CONTRACTS } from '@/contract/areas';
import { employeeName } from './names';
import { minimumWageErrors, salaryRangeWarnings } from './salary-rules';

interface Names {
  employeeName?: string;
  matricule?: string;
}

/** Salaire: an employee's dated salary history, one entry per effective date. */
export const salaryArea: AreaDefinition<'salaries', SalaryInput, Names> = {
  name: 'salary',
  table: 'salaries',
  subject: 'Cette ligne de salaire',
  input: salaryInputSchema,
  names: async (salary, ctx) => ({
    employeeName: await employeeName(ctx, salary.employeeId),
    matricule: (await ctx.db.get('employees', salary.employeeId))?.matricule,
  }),
  namesDependOnDay: false,
  resolvedFields: ['employeeName', 'matricule'],
  searchText: (salary, names) => [names.employeeName, names.matricule, salary.note],
  filters: AREA_CONTRACTS.salary.filters,
  defaultSort: AREA_CONTRACTS.salary.defaultSort,
  dependsOn: [{ table: 'employees', affected: referringVia('salaries', 'employeeId') }],
  references: [{ field: 'employeeId', table: 'employees' }],
  unique: [
    {
      field: 'effectiveDate',
      key: (salary) => `${salary.employeeId}|${salary.effectiveDate}`
    },
  ],
  build: (input) => input,
  async check(salary, ctx, existing) {
    const dated = (row: Salary) => datedOn(row, row.effectiveDate);
    const errors = (await contractDateErrors(ctx, dated(salary), { start: 'effectiveDate' }, existing && dated(existing))) ?? {};
    return mergeErrors(errors, await minimumWageErrors(salary, ctx));
  },
  warnings: salaryRangeWarnings,
  dependents: [],
};
