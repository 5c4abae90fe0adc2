import { z } from 'zod';
import { choice } from '@/domain/common';
import { PAYROLL_MONTH_STATUSES, payrollCodeSchema } from '@/domain/hr/payroll';

/**
 * The payroll months (docs/payroll.md, docs/contract.md), Root and HR of their enterprises:
 *
 * GET  /app/payroll                              → PayrollOverview: each enterprise's months
 * GET  /app/payroll/due                          → PayrollDue: last month, where not closed yet
 * GET  /app/payroll/{enterpriseId}/months/{month} → PayrollMonthDetail, with its warnings
 * POST /app/payroll/{enterpriseId}/months/{month}/close   → 204 (409 closed already)
 * POST /app/payroll/{enterpriseId}/months/{month}/reopen  { reason, hours? } → 204
 * POST /app/payroll/{enterpriseId}/months/{month}/export  { format } → the file
 * GET  /app/payroll/{enterpriseId}/codes         → PayrollCodes
 * PUT  /app/payroll/{enterpriseId}/codes         { codes: [{ item, code, unit }] } → PayrollCodes
 */

export const payrollMonthViewSchema = z.object({
  month: z.string(),
  status: choice(PAYROLL_MONTH_STATUSES),
  closedAt: z.string().optional(),
  closedBy: z.string().optional(),
  reopenedUntil: z.string().optional(),
  reopenReason: z.string().optional(),
  exportedAt: z.string().optional(),
  version: z.number().int().optional(),
});
export type PayrollMonthView = z.infer<typeof payrollMonthViewSchema>;

export const payrollOverviewSchema = z.object({
  today: z.string(),
  now: z.string(),
  items: z.array(z.object({ id: z.number().int(), name: z.string(), payrollDossier: z.string().optional(), months: z.array(payrollMonthViewSchema) })),
});
export type PayrollOverview = z.infer<typeof payrollOverviewSchema>;

export const payrollWarningsSchema = z.object({
  pendingLeaves: z.number().int(),
  pendingMissions: z.number().int(),
  pendingCorrections: z.number().int(),
  flaggedDays: z.number().int(),
  uncodedLeaveTypes: z.array(z.string()),
  count: z.number().int(),
});
export type PayrollWarnings = z.infer<typeof payrollWarningsSchema>;

export const payrollMonthDetailSchema = payrollMonthViewSchema.extend({
  enterpriseId: z.number().int(),
  enterpriseName: z.string(),
  warnings: payrollWarningsSchema,
});
export type PayrollMonthDetail = z.infer<typeof payrollMonthDetailSchema>;

export const payrollDueSchema = z.object({
  month: z.string(),
  items: z.array(z.object({ id: z.number().int(), name: z.string(), warnings: z.number().int() })),
});
export type PayrollDue = z.infer<typeof payrollDueSchema>;

export const payrollCodesSchema = z.object({
  enterpriseId: z.number().int(),
  /** Every item that may have a code, in the table's order. */
  items: z.array(z.string()),
  leaveTypes: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
  codes: z.array(payrollCodeSchema),
});
export type PayrollCodes = z.infer<typeof payrollCodesSchema>;
