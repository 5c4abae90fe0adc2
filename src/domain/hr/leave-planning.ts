import { z } from 'zod';
import { choice, isoDate } from '../common';
import { HALVES } from './leave';

/**
 * The answers of the leave views that are not lists of requests: an employee's paid-leave
 * balance (GET /app/leave_balance, /app/leave_balance/{employeeId}) and who is away in a
 * service over a month (GET /app/leave_absences). Both backends answer these shapes.
 */

const id = z.number().int().positive();
const days = z.number();

/** An employee's congés payés over the current reference period (DOMAIN.md, "Paid-leave balance"). */
export const leaveBalanceSchema = z.object({
  employeeId: id,
  employeeName: z.string(),
  matricule: z.string(),
  /** The leave type the balance is kept for (congés payés). */
  typeId: id,
  periodStart: isoDate,
  periodEnd: isoDate,
  acquired: days,
  carriedOver: days,
  taken: days,
  pending: days,
  fractionnement: days,
  /** acquired + carried over + fractionnement − taken − pending; below 0 when more was granted than earned. */
  available: days,
  /** The employee's site keeps Alsace-Moselle's public holidays too (Good Friday, 26 December). */
  alsaceMoselle: z.boolean(),
});
export type LeaveBalance = z.infer<typeof leaveBalanceSchema>;

/** The statuses the absence calendar draws: decided (approved) and awaiting a decision (pending). */
export const SHOWN_ABSENCE_STATUSES = ['approved', 'pending'] as const;

export const absenceSchema = z.object({
  id,
  employeeId: id,
  typeId: id,
  typeName: z.string(),
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
