import { salaryInputSchema, type SalaryInput } from '@/domain/hr/salary';
import { referringVia, type AreaDefinition } from '../area';
import { contractDateErrors, datedOn } from './contract-dates';
import { endsOnOrAfter, idEquals, startsOnOrBefore } from '../filters';
import { employeeName } from './names';

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
  filters: {
    employeeId: idEquals('employeeId'),
    from: endsOnOrAfter('effectiveDate'),
    to: startsOnOrBefore('effectiveDate'),
  },
  defaultSort: '-effectiveDate',
  dependsOn: [{ table: 'employees', affected: referringVia('salaries', 'employeeId') }],
  references: [{ field: 'employeeId', table: 'employees' }],
  unique: [
    {
      field: 'effectiveDate',
      key: (salary) => `${salary.employeeId}|${salary.effectiveDate}`
    },
  ],
  build: (input) => input,
  check: (salary, ctx, existing) =>
    contractDateErrors(ctx, datedOn(salary, salary.effectiveDate), { start: 'effectiveDate' }, existing && datedOn(existing, existing.effectiveDate)),
  dependents: [],
};
