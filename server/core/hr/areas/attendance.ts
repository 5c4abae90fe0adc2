import { AREA_CONTRACTS } from '@/contract/areas';
import { attendanceInputSchema, type AttendanceInput } from '@/domain/hr/attendance';
import { workedMinutes } from '@/domain/rules/attendance-rules';
import { referringVia, type AreaDefinition } from '../area';
import { employeeName } from './names';

interface Names {
  employeeName?: string;
  /** The service of the employee's principal assignment on that day. */
  serviceId?: number;
  serviceName?: string;
}

/** Présence: one record per employee per day; the worked time is derived. */
export const attendanceArea: AreaDefinition<'attendance', AttendanceInput, Names> = {
  name: 'attendance',
  table: 'attendance',
  subject: 'Cette présence',
  input: attendanceInputSchema,
  names(day, ctx) {
    const service = ctx.unitsOf(ctx.principalAssignment(day.employeeId, day.date)?.serviceId).service;
    return { employeeName: employeeName(ctx, day.employeeId), serviceId: service?.id, serviceName: service?.name };
  },
  resolvedFields: ['employeeName', 'serviceId', 'serviceName'],
  searchText: (day, names) => [names.employeeName, names.serviceName, day.status],
  filters: AREA_CONTRACTS.attendance.filters,
  defaultSort: AREA_CONTRACTS.attendance.defaultSort,
  dependsOn: [
    { table: 'employees', affected: referringVia('attendance', 'employeeId') },
    {
      table: 'assignments',
      affected: (change, ctx) =>
        [change.before, change.after].flatMap((assignment) =>
          assignment && 'employeeId' in assignment
            ? [...ctx.db.keysWhere('attendance', 'employeeId', assignment.employeeId)]
            : [],
        ),
    },
    { table: 'services' },
  ],
  references: [{ field: 'employeeId', table: 'employees' }],
  unique: [
    {
      field: 'date',
      key: (day) => `${day.employeeId}|${day.date}`
    },
  ],
  build: (input) => ({ ...input, workedMinutes: workedMinutes(input) }),
  dependents: [],
};
