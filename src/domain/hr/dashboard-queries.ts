import { addDays, monthRange } from '../rules/calendar';
import type { HrArea } from './areas';
import { HISTORY_MONTHS, type DashboardFigureName, type MonthHeadcount } from './dashboard';

/**
 * What each dashboard figure counts, as a list query a backend runs and the app links to.
 * Kept apart from the summary's schema: this file does date arithmetic the app never needs.
 */

/** Contracts ending from today to this many days later count as ending soon. */
export const CONTRACT_END_WINDOW_DAYS = 30;

export type FigureArea = Extract<HrArea, 'employee' | 'leave' | 'mission'>;

export interface FigureQuery {
  area: FigureArea;
  filters: Record<string, string>;
}

/** The calendar month holding `today`. */
function monthOf(today: string): { from: string; to: string } {
  return monthRange(Number(today.slice(0, 4)), Number(today.slice(5, 7)));
}

/** Each figure's list query on `today`. */
export function dashboardQueries(today: string): Record<DashboardFigureName, FigureQuery> {
  const month = monthOf(today);
  return {
    headcount: { area: 'employee', filters: { status: 'active' } },
    arrivals: { area: 'employee', filters: { hiredFrom: month.from, hiredTo: month.to } },
    departures: { area: 'employee', filters: { exitFrom: month.from, exitTo: month.to } },
    pendingLeaves: { area: 'leave', filters: { status: 'pending' } },
    // Approved leaves that have begun and not yet ended: their people are away today.
    awayToday: { area: 'leave', filters: { status: 'approved', from: today, to: today } },
    missionsInProgress: { area: 'mission', filters: { status: 'in progress' } },
    // Only fixed-term contracts carry an end date; those who already left are no longer concerned.
    contractsEnding: {
      area: 'employee',
      filters: { status: 'active', contractEndFrom: today, contractEndTo: addDays(today, CONTRACT_END_WINDOW_DAYS) },
    },
  };
}

/** The active employees of one direction. */
export const directionQuery = (directionId: number): FigureQuery => ({
  area: 'employee',
  filters: { status: 'active', directionId: String(directionId) },
});

/** The `count` months up to today's, oldest first, as `YYYY-MM`. */
export function monthsUpTo(today: string, count: number): string[] {
  const last = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, index) => {
    const month = last - (count - 1 - index);
    return `${String(Math.floor(month / 12)).padStart(4, '0')}-${String((month % 12) + 1).padStart(2, '0')}`;
  });
}

/**
 * The headcount at the end of each of the last months, walking back from today's: the month
 * before a month had that month's arrivals fewer and its departures more.
 */
export function headcountHistory(
  current: number,
  today: string,
  employees: Iterable<{ hireDate: string; exitDate?: string }>,
  months = HISTORY_MONTHS,
): MonthHeadcount[] {
  const shown = monthsUpTo(today, months);
  const net = new Map(shown.map((month) => [month, 0]));
  const add = (date: string | undefined, change: number) => {
    const month = date?.slice(0, 7);
    const value = month === undefined ? undefined : net.get(month);
    if (month !== undefined && value !== undefined) net.set(month, value + change);
  };
  for (const employee of employees) {
    add(employee.hireDate, 1);
    add(employee.exitDate, -1);
  }
  const history: MonthHeadcount[] = [];
  let headcount = current;
  for (let index = shown.length - 1; index >= 0; index -= 1) {
    history.unshift({ month: shown[index], headcount });
    headcount -= net.get(shown[index]) ?? 0;
  }
  return history;
}
