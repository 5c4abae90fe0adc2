import { ERROR_CODES } from '@/domain/common';
import { attendanceInputSchema, type Attendance, type AttendanceInput } from '@/domain/hr/attendance';
import { workedMinutes } from '@/domain/rules/attendance-rules';
import { referringVia, type AreaDefinition } from '../area';
import type { AppContext } from '../context';
import { fieldError, mergeErrors, type FieldErrors } from '../errors';
import { contractDateErrors, datedOn } from './contract-dates';
import { AREA_CONTRACTS } from '@/contract/areas';
import { employeeName } from './names';

interface Names {
  employeeName?: string;
  /** The service of the employee's principal assignment on that day. */
  serviceId?: number;
  serviceName?: string;
}

/** One record per employee per day: the one already there is named, for a link to it. */
async function sameDayError(day: Attendance, ctx: AppContext): Promise<FieldErrors | undefined> {
  const other = (await ctx.db.where('attendance', 'employeeId', day.employeeId)).find((row) => row.date === day.date && row.id !== day.id);
  return other && { date: fieldError(ERROR_CODES.duplicateDay, { id: other.id, date: other.date }) };
}

/** Présence: one record per employee per day; the worked time is derived. */
export const attendanceArea: AreaDefinition<'attendance', AttendanceInput, Names> = {
  name: 'attendance',
  table: 'attendance',
  subject: 'Cette présence',
  input: attendanceInputSchema,
  async names(day, ctx) {
    const service = (await ctx.unitsOf((await ctx.principalAssignment(day.employeeId, day.date))?.serviceId)).service;
    return { employeeName: await employeeName(ctx, day.employeeId), serviceId: service?.id, serviceName: service?.name };
  },
  namesDependOnDay: false,
  resolvedFields: ['employeeName', 'serviceId', 'serviceName'],
  searchText: (day, names) => [names.employeeName, names.serviceName, day.status],
  filters: AREA_CONTRACTS.attendance.filters,
  defaultSort: AREA_CONTRACTS.attendance.defaultSort,
  dependsOn: [
    { table: 'employees', affected: referringVia('attendance', 'employeeId') },
    {
      table: 'assignments',
      async affected(change, ctx) {
        const keys: number[] = [];
        for (const assignment of [change.before, change.after]) {
          if (!assignment || !('employeeId' in assignment)) continue;
          for (const day of await ctx.db.where('attendance', 'employeeId', assignment.employeeId)) keys.push(day.id);
        }
        return keys;
      },
    },
    { table: 'services' },
  ],
  references: [{ field: 'employeeId', table: 'employees' }],
  unique: [],
  build: (input) => ({ ...input, workedMinutes: workedMinutes(input) }),
  async check(day, ctx, existing) {
    const errors = (await contractDateErrors(ctx, datedOn(day, day.date), { start: 'date' }, existing && datedOn(existing, existing.date))) ?? {};
    return mergeErrors(errors, await sameDayError(day, ctx));
  },
  dependents: [],
};
