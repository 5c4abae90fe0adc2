import type { AreaItem } from '@/contract/areas';
import { PROJECT_STATUSES, projectInputSchema } from '@/domain/hr/project';
import { defineAreaForm } from '../toolkit/form-definition';
import { recordLabels } from '../toolkit/labels';
import { AllocationWarning } from './AllocationWarning';
import { MemberLoads } from './MemberLoads';

export const projetForm = defineAreaForm({
  area: 'projet',
  schema: projectInputSchema,
  fields: [
    { name: 'code', kind: 'code', hint: true },
    { name: 'name', kind: 'text' },
    { name: 'enterpriseId', kind: 'unit', level: 'enterprise' },
    { name: 'managerId', kind: 'reference', of: 'employee', label: recordLabels.employee, nameField: 'managerName' },
    { name: 'client', kind: 'text' },
    { name: 'status', kind: 'enum', options: PROJECT_STATUSES },
    { name: 'startDate', kind: 'date' },
    { name: 'endDate', kind: 'date' },
    { name: 'budgetCents', kind: 'euros' },
    {
      name: 'members',
      kind: 'lines',
      fields: [
        { name: 'employeeId', kind: 'reference', of: 'employee', label: recordLabels.employee },
        { name: 'role', kind: 'text' },
        { name: 'allocationPercent', kind: 'integer' },
        { name: 'from', kind: 'date' },
        { name: 'to', kind: 'date' },
      ],
      newLine: () => ({ employeeId: '', role: '', allocationPercent: '100', from: '', to: '' }),
      Summary: AllocationWarning,
    },
  ],
  defaults: () => ({ status: 'planned', members: [] }),
  title: (record: AreaItem<'projet'>) => recordLabels.named(record),
  Extras: MemberLoads,
});
