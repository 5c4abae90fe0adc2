import type { DayCount } from '../hr/leave';
import { addDays, dayOfWeek, eachDay, monthRange } from './calendar';

/**
 * Paid leave (congés payés) acquired over the reference period (docs/domain.md,
 * "Paid-leave balance").
 *
 * Which months count as worked: a calendar month of the period counts once it is over
 * (its last day, or the exit date if earlier, is on or before `asOf`) and the employee was
 * employed for at least 24 jours ouvrables (Monday–Saturday) of it — the "four weeks or
 * twenty-four days of work" that article L3141-4 of the Code du travail treats as a month.
 * Every whole month passes (even February: exactly 24); a month joined on the 1st–4th or
 * left in its last days usually passes too; a shorter stretch earns nothing. Paid leave,
 * public holidays and sickness inside the employment do not reduce the count (sickness
 * months are told apart through `sicknessMonths`: see `monthsOfSickness`).
 */

export interface BalanceInput {
  hireDate: string;
  exitDate?: string;
  asOf: string;
  /** The month the reference period starts, 1–12; June by default (1 June–31 May). */
  periodStartMonth?: number;
  countsAs: DayCount;
  /** Months of non-work-related sickness among the months worked in the period. */
  sicknessMonths?: number;
  carriedOver?: number;
  /** Approved days already taken (up to `asOf`). */
  taken: number;
  /** Approved days still to come (after `asOf`). */
  planned?: number;
  pending: number;
  fractionnementDays?: number;
}

export interface Balance {
  periodStart: string;
  periodEnd: string;
  /** The months of the period counted so far, and how many of them were months of sickness. */
  monthsWorked: number;
  sicknessMonths: number;
  acquired: number;
  carriedOver: number;
  taken: number;
  planned: number;
  pending: number;
  fractionnement: number;
  available: number;
}

/** Days earned and caps, in 1/300 of a day so that 2.08 and 5/6 stay exact integers. */
const UNIT = 300;
const ACCRUAL: Record<DayCount, { perMonth: number; max: number; sickPerMonth: number; sickMax: number }> = {
  // 2.5 a month, at most 30; sickness 2 a month, at most 24.
  ouvrables: { perMonth: 750, max: 30 * UNIT, sickPerMonth: 600, sickMax: 24 * UNIT },
  // 2.08 a month, at most 25; sickness 2 × 5/6 a month, at most 24 × 5/6 = 20.
  ouvrés: { perMonth: 624, max: 25 * UNIT, sickPerMonth: 500, sickMax: 20 * UNIT },
};

const MIN_WORKED_OUVRABLES = 24;

/** What a month earns, in days: a month worked, and a month of non-work sickness. */
export const monthlyAccrual = (countsAs: DayCount): { worked: number; sick: number } => ({
  worked: ACCRUAL[countsAs].perMonth / UNIT,
  sick: ACCRUAL[countsAs].sickPerMonth / UNIT,
});

/** The reference period holding `asOf`: from the 1st of `startMonth` to the day before a year later. */
export function referencePeriod(asOf: string, startMonth = 6): { from: string; to: string } {
  if (!Number.isInteger(startMonth) || startMonth < 1 || startMonth > 12) {
    throw new RangeError(`Not a month: ${startMonth}`);
  }
  const year = Number(asOf.slice(0, 4));
  const startYear = Number(asOf.slice(5, 7)) >= startMonth ? year : year - 1;
  const from = monthRange(startYear, startMonth).from;
  return { from, to: addDays(monthRange(startYear + 1, startMonth).from, -1) };
}

type Employment = Pick<BalanceInput, 'hireDate' | 'exitDate' | 'asOf' | 'periodStartMonth'>;

const ouvrablesOf = (dates: readonly string[]) => dates.filter((date) => dayOfWeek(date) !== 0);

/** The employed ouvrables (Monday–Saturday) of each month of the period, up to `asOf`, that counts as worked (rule above). */
function countedMonths(input: Employment): string[][] {
  const period = referencePeriod(input.asOf, input.periodStartMonth);
  const startYear = Number(period.from.slice(0, 4));
  const startMonth = Number(period.from.slice(5, 7));
  const months: string[][] = [];
  for (let i = 0; i < 12; i += 1) {
    const month = monthRange(startYear + Math.floor((startMonth - 1 + i) / 12), ((startMonth - 1 + i) % 12) + 1);
    const from = input.hireDate > month.from ? input.hireDate : month.from;
    const to = input.exitDate !== undefined && input.exitDate < month.to ? input.exitDate : month.to;
    if (to > input.asOf || from > to) continue;
    const ouvrables = ouvrablesOf(eachDay(from, to));
    if (ouvrables.length >= MIN_WORKED_OUVRABLES) months.push(ouvrables);
  }
  return months;
}

/** The months of the period, up to `asOf`, that count as worked (rule above). */
export function monthsWorked(input: Employment): number {
  return countedMonths(input).length;
}

/**
 * The months worked that were months of non-work sickness: those whose employed ouvrables
 * were more than half spent on sick leave (`sickLeaves`, approved, from first to last day).
 * They earn 2 ouvrables instead of 2.5 (law of 22 April 2024).
 */
export function monthsOfSickness(input: Employment, sickLeaves: readonly { startDate: string; endDate: string }[]): number {
  const sick = (date: string) => sickLeaves.some((leave) => leave.startDate <= date && date <= leave.endDate);
  return countedMonths(input).filter((ouvrables) => ouvrables.filter(sick).length * 2 > ouvrables.length).length;
}

/**
 * 2.5 ouvrables (2.08 ouvrés) per month worked, at most 30 (25); a month of non-work
 * sickness earns 2 ouvrables (5/3 ouvrés), at most 24 (20) a period; a fraction of a day
 * rounds up. available = acquired + carried over + fractionnement − taken − planned −
 * pending, and may go below 0 when more was granted than earned.
 */
export function paidLeaveBalance(input: BalanceInput): Balance {
  const period = referencePeriod(input.asOf, input.periodStartMonth);
  const rate = ACCRUAL[input.countsAs];
  const months = monthsWorked(input);
  const sickMonths = Math.min(Math.max(input.sicknessMonths ?? 0, 0), months);
  const earned =
    (months - sickMonths) * rate.perMonth + Math.min(sickMonths * rate.sickPerMonth, rate.sickMax);
  const acquired = Math.ceil(Math.min(earned, rate.max) / UNIT);
  const carriedOver = input.carriedOver ?? 0;
  const fractionnement = input.fractionnementDays ?? 0;
  const planned = input.planned ?? 0;
  return {
    periodStart: period.from,
    periodEnd: period.to,
    monthsWorked: months,
    sicknessMonths: sickMonths,
    acquired,
    carriedOver,
    taken: input.taken,
    planned,
    pending: input.pending,
    fractionnement,
    available: roundToHundredth(acquired + carriedOver + fractionnement - input.taken - planned - input.pending),
  };
}

const roundToHundredth = (value: number) => Math.round(value * 100) / 100;

/**
 * Extra days for taking part of the main leave outside 1 May–31 October: 3 to 5 such days
 * earn 1, 6 or more earn 2.
 */
export function fractionnementDays(daysTakenOutsideMayToOctober: number): number {
  if (daysTakenOutsideMayToOctober >= 6) return 2;
  if (daysTakenOutsideMayToOctober >= 3) return 1;
  return 0;
}
