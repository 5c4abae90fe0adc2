import type { AreaItem } from '@/contract/areas';
import { salaryInputSchema } from '@/domain/hr/salary';
import { formatDate } from '@/shared/lib/format';
import { defineAreaForm, type FormField } from '../toolkit/form-definition';
import { textOf } from '../toolkit/form-values';
import { recordLabels } from '../toolkit/labels';
import { SalaryExtras } from './SalaryExtras';

const lineFields: FormField[] = [
  { name: 'label', kind: 'text' },
  { name: 'amountCents', kind: 'euros' },
];
const newLine = () => ({ label: '', amountCents: '' });

export const salaryForm = defineAreaForm({
  area: 'salary',
  schema: salaryInputSchema,
  fields: [
    { name: 'employeeId', kind: 'reference', of: 'employee', label: recordLabels.employee, nameField: 'employeeName', fixedOnEdit: true },
    { name: 'effectiveDate', kind: 'date' },
    { name: 'baseMonthlyGrossCents', kind: 'euros' },
    { name: 'hoursPerMonth', kind: 'decimal', hint: true },
    { name: 'allowances', kind: 'lines', fields: lineFields, newLine },
    { name: 'deductions', kind: 'lines', fields: lineFields, newLine },
    { name: 'note', kind: 'textarea', wide: true },
  ],
  defaults: () => ({ hoursPerMonth: '151,67', allowances: [], deductions: [] }),
  title: (record: AreaItem<'salary'>) => `${textOf(record, 'employeeName')} — ${formatDate(textOf(record, 'effectiveDate'))}`,
  Extras: SalaryExtras,
});
