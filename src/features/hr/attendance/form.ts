import type { AreaItem } from '@/contract/areas';
import { ATTENDANCE_SOURCES, ATTENDANCE_STATUSES, attendanceInputSchema } from '@/domain/hr/attendance';
import { formatDate } from '@/shared/lib/format';
import { defineAreaForm } from '../toolkit/form-definition';
import { textOf } from '../toolkit/form-values';
import { recordLabels } from '../toolkit/labels';

export const attendanceForm = defineAreaForm({
  area: 'attendance',
  schema: attendanceInputSchema,
  fields: [
    { name: 'employeeId', kind: 'reference', of: 'employee', label: recordLabels.employee, nameField: 'employeeName', fixedOnEdit: true },
    { name: 'date', kind: 'date' },
    { name: 'status', kind: 'enum', options: ATTENDANCE_STATUSES },
    { name: 'checkIn', kind: 'time' },
    { name: 'checkOut', kind: 'time' },
    { name: 'breakMinutes', kind: 'integer' },
    { name: 'source', kind: 'enum', options: ATTENDANCE_SOURCES },
  ],
  defaults: () => ({ status: 'présent', source: 'manual', breakMinutes: '60' }),
  title: (record: AreaItem<'attendance'>) => `${textOf(record, 'employeeName')} — ${formatDate(textOf(record, 'date'))}`,
});
