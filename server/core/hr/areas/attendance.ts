import { ATTENDANCE_STATUSES, attendanceInputSchema, type AttendanceInput } from '@/domain/hr/attendance';
import { workedMinutes } from '@/domain/rules/attendance-rules';
import { referringVia, type AreaDefinition } from '../area';
import { byId, endsOnOrAfter, idEquals, oneOf, startsOnOrBefore } from '../filters';
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
  filters: {
    employeeId: idEquals('employeeId'),
    serviceId: byId((serviceId, _day, names) => names().serviceId === serviceId),
    status: oneOf('status', ATTENDANCE_STATUSES),
    from: endsOnOrAfter('date'),
    to: startsOnOrBefore('date'),
  },
  defaultSort: '-date',
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
