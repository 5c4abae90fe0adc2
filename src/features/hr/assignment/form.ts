import type { AreaItem } from '@/contract/areas';
import { ASSIGNMENT_KINDS, assignmentInputSchema } from '@/domain/hr/assignment';
import { formatDate } from '@/shared/lib/format';
import { defineAreaForm } from '../toolkit/form-definition';
import { recordLabels } from '../toolkit/labels';
import { textOf } from '../toolkit/form-values';
import { AssignmentExtras } from './AssignmentExtras';
import { ClosingNotice } from './ClosingNotice';

export const assignmentForm = defineAreaForm({
  area: 'assignment',
  schema: assignmentInputSchema,
  fields: [
    { name: 'employeeId', kind: 'reference', of: 'employee', label: recordLabels.employee, nameField: 'employeeName', fixedOnEdit: true },
    { name: 'kind', kind: 'enum', options: ASSIGNMENT_KINDS },
    { name: 'positionId', kind: 'reference', of: 'position', label: recordLabels.position, nameField: 'positionTitle' },
    { name: 'workCityId', kind: 'reference', of: 'city', label: recordLabels.city, nameField: 'workCityName' },
    { name: 'serviceId', kind: 'unit', level: 'service', wide: true },
    { name: 'startDate', kind: 'date' },
    { name: 'endDate', kind: 'date' },
  ],
  defaults: () => ({ kind: 'principale' }),
  title: (record: AreaItem<'assignment'>) => `${textOf(record, 'employeeName')} — ${textOf(record, 'positionTitle')} (${formatDate(textOf(record, 'startDate'))})`,
  Extras: AssignmentExtras,
  Notice: ClosingNotice,
});
