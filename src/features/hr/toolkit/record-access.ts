import type { HrRecord } from '@/api';
import type { HrArea } from '@/domain/hr/areas';
import type { Action } from '@/domain/permissions';
import { useMayOnRecord } from '@/features/auth';

/** The employee a record belongs to: an employee is their own; a request, an assignment, a salary are their employee's. */
export const ownerOf = (area: HrArea, record: HrRecord): number | undefined => {
  const owner = area === 'employee' ? record.id : record.employeeId;
  return typeof owner === 'number' ? owner : undefined;
};

/** Whether the signed-in user may do `action` on this record of `area` (docs/roles.md). */
export const useMayOnHrRecord = (area: HrArea, action: Action, record: HrRecord): boolean =>
  useMayOnRecord(area, action, ownerOf(area, record));
