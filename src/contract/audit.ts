import { z } from 'zod';
import { AUDIT_ACTIONS } from '@/domain/audit';
import { HR_AREAS } from '@/domain/hr/areas';
import type { FilterSpec } from './filters';

/**
 * The audit trail (docs/contract.md): every write, and every reading of private data, leaves
 * one entry naming who, when, what (area and record) and the fields before → after.
 */

/**
 * What an entry is about: the fourteen areas, an employee's private block (keyed by the
 * employee), their leave balance (keyed by the employee), the team calendar, the leave
 * types, the user accounts, and the reset of the demo data.
 */
export const AUDIT_AREAS = [...HR_AREAS, 'employeePrivate', 'leaveBalance', 'calendar', 'leaveType', 'user', 'reset', 'attendanceCorrection', 'privateChange', 'approvalPolicy', 'standIn', 'exitChecklist', 'payrollMonth', 'payrollCode', 'payrollExport', 'staffRegister', 'retention'] as const;
export type AuditArea = (typeof AUDIT_AREAS)[number];

/**
 * The areas a record's history gathers: an employee's page shows the changes of their
 * private block and of their leave balance too (both keyed by the employee).
 */
export const HISTORY_AREAS: Readonly<Partial<Record<AuditArea, readonly AuditArea[]>>> = {
  employee: ['employee', 'employeePrivate', 'leaveBalance', 'exitChecklist', 'retention'],
};

export const historyAreasOf = (area: AuditArea): readonly AuditArea[] => HISTORY_AREAS[area] ?? [area];

/** One field of a write: its values before and after, or only `private: true` when they are withheld. */
export const fieldChangeSchema = z.object({
  field: z.string(),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
  private: z.literal(true).optional(),
});

export const auditEntrySchema = z.object({
  /** Entries are numbered in the order they were written: newest has the highest id. */
  id: z.number().int().positive(),
  /** When (ISO timestamp). */
  at: z.string(),
  /** Who: the signed-in account, and its holder's name then. */
  userId: z.number().int().positive(),
  userName: z.string(),
  area: z.enum(AUDIT_AREAS),
  /** The record's id (an employee's for their private block and leave balance); absent for a reset. */
  recordId: z.number().int().positive().optional(),
  action: z.enum(AUDIT_ACTIONS),
  /** Field by field, in a stable order; empty for a reading or a write that changed nothing. */
  changes: z.array(fieldChangeSchema),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * The filters of GET /app/audit: `userId` (who), `area`, `recordId`, and the period `from`–`to`
 * (days, YYYY-MM-DD, both included). With `page` and `pageSize` as every list; always
 * sorted newest first.
 */
export const AUDIT_FILTERS = {
  userId: { op: 'idEquals', field: 'userId' },
  area: { op: 'oneOf', field: 'area', choices: AUDIT_AREAS },
  recordId: { op: 'idEquals', field: 'recordId' },
  from: { op: 'onOrAfter', field: 'at', openEnded: false },
  to: { op: 'onOrBefore', field: 'at' },
} as const satisfies Record<string, FilterSpec>;
export type AuditFilter = keyof typeof AUDIT_FILTERS;
export type AuditFilters = Partial<Record<AuditFilter, string | number>>;
