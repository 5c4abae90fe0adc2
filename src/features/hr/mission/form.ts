import { EXPENSE_CATEGORIES, MISSION_STATUSES, TRANSPORTS, missionInputSchema } from '@/domain/hr/mission';
import { MissionNotice } from '../workflow/ReapprovalNotice';
import { defineAreaForm } from '../toolkit/form-definition';
import { recordLabels } from '../toolkit/labels';
import { MissionExtras } from './MissionExtras';
import { ExpensesTotal } from './ExpensesTotal';
import { MissionActions } from './MissionActions';
import { missionTitle } from './title';

export const missionForm = defineAreaForm({
  area: 'mission',
  schema: missionInputSchema,
  fields: [
    { name: 'employeeId', kind: 'reference', of: 'employee', label: recordLabels.employee, nameField: 'employeeName', fixedOnEdit: true },
    { name: 'destinationCityId', kind: 'reference', of: 'city', label: recordLabels.city, nameField: 'destinationCityName' },
    { name: 'purpose', kind: 'textarea', wide: true },
    { name: 'startDate', kind: 'date' },
    { name: 'endDate', kind: 'date' },
    { name: 'transport', kind: 'enum', options: TRANSPORTS },
    { name: 'status', kind: 'enum', options: MISSION_STATUSES, fixedOnEdit: true },
    { name: 'advanceCents', kind: 'euros' },
    { name: 'estimatedBudgetCents', kind: 'euros' },
    { name: 'comment', kind: 'textarea', wide: true },
    {
      name: 'expenses',
      kind: 'lines',
      fields: [
        { name: 'date', kind: 'date' },
        { name: 'category', kind: 'enum', options: EXPENSE_CATEGORIES, valuesOf: 'expenseCategory' },
        { name: 'label', kind: 'text' },
        { name: 'amountCents', kind: 'euros' },
        { name: 'receipt', kind: 'text' },
      ],
      newLine: () => ({ date: '', category: 'transport', label: '', amountCents: '', receipt: '' }),
      Summary: ExpensesTotal,
    },
  ],
  defaults: () => ({ status: 'draft', transport: 'train', expenses: [] }),
  title: missionTitle,
  Actions: MissionActions,
  Extras: MissionExtras,
  Notice: MissionNotice,
});
