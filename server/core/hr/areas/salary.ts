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
  names: (salary, ctx) => ({
    employeeName: employeeName(ctx, salary.employeeId),
    matricule: ctx.db.get('employees', salary.employeeId)?.matricule,
  }),
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
  check(salary, ctx, existing) {
    const dated = (row: Salary) => datedOn(row, row.effectiveDate);
    const errors = contractDateErrors(ctx, dated(salary), { start: 'effectiveDate' }, existing && dated(existing)) ?? {};
    return mergeErrors(errors, minimumWageErrors(salary, ctx));
  },
  warnings: salaryRangeWarnings,
  dependents: [],
};
