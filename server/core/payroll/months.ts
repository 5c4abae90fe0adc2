import { leaveTypeItem, payrollMonthStatus, type PayrollMonth, type PayrollMonthStatus } from '@/domain/hr/payroll';
import { addDays, monthSpan, shiftMonth } from '@/domain/rules/calendar';
import { workingTimeFlags } from '@/domain/rules/attendance-rules';
import type { AppContext } from '../hr/context';
import { codesOf } from './codes';
import { byEmployee, payrollPeople } from './people';

/** What is not settled in a month: listed before closing it, never blocking. */
export interface PayrollWarnings {
  /** Leave requests awaiting a decision (pending) in the month. */
  pendingLeaves: number;
  /** Mission requests awaiting a decision (submitted) in the month. */
  pendingMissions: number;
  /** Attendance corrections awaiting a decision, of days of the month. */
  pendingCorrections: number;
  /** Attendance days of the month with a working-time flag (a legal maximum passed). */
  flaggedDays: number;
  /** The leave types without a payroll code: their leaves are left out of the files. */
  uncodedLeaveTypes: string[];
  /** All of the above, counted. */
  count: number;
}

export async function monthWarnings(ctx: AppContext, enterpriseId: number, month: string): Promise<PayrollWarnings> {
  const { from, to } = monthSpan(month);
  const span = { start: from, end: to };
  const people = await payrollPeople(ctx, enterpriseId, month);
  const pendingLeaves = (await ctx.db.ofEmployeesIn('leaves', people, span)).filter((leave) => leave.status === 'pending').length;
  const pendingMissions = (await ctx.db.ofEmployeesIn('missions', people, span)).filter((mission) => mission.status === 'submitted').length;
  const pendingCorrections = (await ctx.db.ofEmployeesIn('attendanceCorrections', people, span)).filter((correction) => correction.status === 'pending').length;
  let flaggedDays = 0;
  // The day before the month too: the daily rest of its first day reads it.
  for (const days of byEmployee(await ctx.db.attendanceTimes(people, { start: addDays(from, -1), end: to })).values()) {
    flaggedDays += workingTimeFlags(days).days.filter((day) => day.date >= from && day.flags.length > 0).length;
  }
  const codes = await codesOf(ctx, enterpriseId);
  const uncodedLeaveTypes = (await ctx.db.all('leaveTypes')).filter((type) => !codes.has(leaveTypeItem(type.id))).map((type) => type.name);
  const count = pendingLeaves + pendingMissions + pendingCorrections + flaggedDays + uncodedLeaveTypes.length;
  return { pendingLeaves, pendingMissions, pendingCorrections, flaggedDays, uncodedLeaveTypes, count };
}

/** A month as the payroll page lists it. */
export interface PayrollMonthView {
  month: string;
  status: PayrollMonthStatus;
  closedAt?: string;
  closedBy?: string;
  reopenedUntil?: string;
  reopenReason?: string;
  /** When the month's files were first exported (its ledger entry). */
  exportedAt?: string;
  version?: number;
}

/** How many months the page lists, up to the current one. */
const SHOWN_MONTHS = 6;

/** The enterprise's months: the last six up to today's, and any closed before them, newest first. */
export async function monthsOf(ctx: AppContext, enterpriseId: number): Promise<PayrollMonthView[]> {
  const now = ctx.clock.now();
  const current = ctx.clock.today().slice(0, 7);
  const rows = new Map((await ctx.db.all('payrollMonths')).filter((row) => row.enterpriseId === enterpriseId).map((row) => [row.month, row]));
  const exported = new Map((await ctx.db.all('payrollExports')).filter((row) => row.enterpriseId === enterpriseId).map((row) => [row.month, row.exportedAt]));
  const months = new Set([...Array.from({ length: SHOWN_MONTHS }, (_, index) => shiftMonth(current, -index)), ...rows.keys()]);
  return [...months]
    .sort((a, b) => b.localeCompare(a))
    .map((month) => viewOf(month, rows.get(month), exported.get(month), now));
}

export function viewOf(month: string, row: PayrollMonth | undefined, exportedAt: string | undefined, now: string): PayrollMonthView {
  const status = payrollMonthStatus(row, now);
  return {
    month,
    status,
    ...(row && { closedAt: row.closedAt, closedBy: row.closedBy, version: row.version }),
    ...(status === 'reopened' && { reopenedUntil: row?.reopenedUntil, reopenReason: row?.reopenReason }),
    ...(exportedAt && { exportedAt }),
  };
}

/** The month's row, if HR closed it once. */
export async function monthRow(ctx: AppContext, enterpriseId: number, month: string): Promise<PayrollMonth | undefined> {
  return (await ctx.db.all('payrollMonths')).find((row) => row.enterpriseId === enterpriseId && row.month === month);
}
