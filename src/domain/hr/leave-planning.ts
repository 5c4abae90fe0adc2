import { z } from 'zod';
import { ERROR_CODES, choice, isoDate, recordMeta } from '../common';
import { HALVES } from './leave';

/**
 * The answers of the leave views that are not lists of requests: an employee's paid-leave
 * balance (GET /app/leave_balance, /app/leave_balance/{employeeId}) and who is away in a
 * service over a month (GET /app/leave_absences). Both backends answer these shapes.
 */

const id = z.number().int().positive();
const days = z.number();

/** An employee's congés payés over the current reference period (docs/domain.md, "Leave"). */
export const leaveBalanceSchema = z.object({
  employeeId: id,
  employeeName: z.string(),
  matricule: z.string(),
  /** The leave type the balance is kept for (congés payés). */
  typeId: id,
  periodStart: isoDate,
  periodEnd: isoDate,
  /**
   * The months of the period counted so far (employed 24 ouvrables or more), and of them the
   * months of sickness (2 ouvrables each, not 2.5): absent for a reader who may not know why
   * the employee was away (src/domain/private-data.ts).
   */
  monthsWorked: z.number().int().min(0),
  sicknessMonths: z.number().int().min(0).optional(),
  acquired: days,
  carriedOver: days,
  /** Approved days already used up (up to today). */
  taken: days,
  /** Approved days still to come. */
  planned: days,
  pending: days,
  /** Main-leave days taken outside 1 May–31 October: 3–5 earn 1 fractionnement day, 6 or more 2. */
  mainLeaveOutOfSeason: days,
  /** The employee gave up the period's fractionnement days (then 0). */
  fractionnementWaived: z.boolean(),
  fractionnement: days,
  /** acquired + carried over + fractionnement − taken − planned − pending; below 0 when more was granted than earned. */
  available: days,
  /** The employee's site keeps Alsace-Moselle's public holidays too (Good Friday, 26 December). */
  alsaceMoselle: z.boolean(),
});
export type LeaveBalance = z.infer<typeof leaveBalanceSchema>;

/** PUT /app/leave_balance/{employeeId}: records (or withdraws) the employee's waiver of the current period's fractionnement days. */
export const leaveBalanceChangeSchema = z.object({ fractionnementWaived: z.boolean({ error: ERROR_CODES.invalidType }) });
export type LeaveBalanceChange = z.infer<typeof leaveBalanceChangeSchema>;

/** A waiver as the backend keeps it: one per employee and reference period. */
export const fractionnementWaiverSchema = recordMeta.extend({
  employeeId: id,
  /** The first day of the reference period waived. */
  periodStart: isoDate,
});
export type FractionnementWaiver = z.infer<typeof fractionnementWaiverSchema>;

/** The statuses the absence calendar draws: decided (approved) and awaiting a decision (pending). */
export const SHOWN_ABSENCE_STATUSES = ['approved', 'pending'] as const;

/** An absence; its type absent for a reader who may not know why its person is away: they are "absent" (src/domain/private-data.ts). */
export const absenceSchema = z.object({
  id,
  employeeId: id,
  typeId: id.optional(),
  typeName: z.string().optional(),
  startDate: isoDate,
  startHalf: choice(HALVES),
  endDate: isoDate,
  endHalf: choice(HALVES),
  status: choice(SHOWN_ABSENCE_STATUSES),
  days,
});
export type Absence = z.infer<typeof absenceSchema>;

/** A month of a service: its people, their approved and pending leaves, the site's public holidays. */
export const serviceAbsencesSchema = z.object({
  serviceId: id,
  /** `YYYY-MM`. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  from: isoDate,
  to: isoDate,
  employees: z.array(z.object({ id, name: z.string(), matricule: z.string() })),
  absences: z.array(absenceSchema),
  holidays: z.array(z.object({ date: isoDate, key: z.string(), name: z.string() })),
});
export type ServiceAbsences = z.infer<typeof serviceAbsencesSchema>;
