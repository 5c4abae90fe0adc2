import { HALVES, LEAVE_STATUSES, leaveInputSchema } from '@/domain/hr/leave';
import { LEAVE_TYPES } from '@/domain/hr/leave-types';
import { defineAreaForm } from '../toolkit/form-definition';
import { recordLabels } from '../toolkit/labels';
import { LeaveActions } from './LeaveActions';
import { LeaveNotice } from './LeaveNotice';
import { LeaveSummary } from './LeaveSummary';
import { leaveTitle } from './title';

export const leaveForm = defineAreaForm({
  area: 'leave',
  schema: leaveInputSchema,
  fields: [
    { name: 'employeeId', kind: 'reference', of: 'employee', label: recordLabels.employee, nameField: 'employeeName', fixedOnEdit: true },
    // Left out of another's request for whoever may not know why they are away (docs/roles.md).
    { name: 'typeId', kind: 'enum', options: LEAVE_TYPES.map((type) => String(type.id)), numeric: true, whenAbsent: 'hr.leave.absent' },
    { name: 'startDate', kind: 'date' },
    { name: 'startHalf', kind: 'enum', options: HALVES, valuesOf: 'half' },
    { name: 'endDate', kind: 'date' },
    { name: 'endHalf', kind: 'enum', options: HALVES, valuesOf: 'half' },
    { name: 'status', kind: 'enum', options: LEAVE_STATUSES, fixedOnEdit: true },
    { name: 'reason', kind: 'textarea', wide: true },
    { name: 'comment', kind: 'textarea', wide: true },
  ],
  defaults: () => ({ typeId: '1', startHalf: 'morning', endHalf: 'afternoon', status: 'pending' }),
  title: leaveTitle,
  Actions: LeaveActions,
  Notice: LeaveNotice,
  Extras: LeaveSummary,
});
