import { trainingInputSchema } from '@/domain/hr/training';
import { defineAreaForm } from '../toolkit/form-definition';
import { recordLabels } from '../toolkit/labels';
import { textOf } from '../toolkit/form-values';

export const trainingForm = defineAreaForm({
  area: 'training',
  schema: trainingInputSchema,
  fields: [
    { name: 'title', kind: 'text' },
    { name: 'employeeId', kind: 'reference', of: 'employee', label: recordLabels.employee, nameField: 'employeeName' },
    { name: 'date', kind: 'date' },
  ],
  defaults: () => ({}),
  title: (record) => textOf(record, 'title'),
});
