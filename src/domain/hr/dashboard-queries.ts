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

/** Hires and exits by month (YYYY-MM): how many employees arrived, how many left. */
export interface MonthMoves {
  hires: ReadonlyMap<string, number>;
  exits: ReadonlyMap<string, number>;
}

/** The hires and exits of these employees, by month. */
export function monthMoves(employees: Iterable<{ hireDate: string; exitDate?: string }>): MonthMoves {
  const hires = new Map<string, number>();
  const exits = new Map<string, number>();
  const add = (counts: Map<string, number>, date: string | undefined) => {
    if (date !== undefined) counts.set(date.slice(0, 7), (counts.get(date.slice(0, 7)) ?? 0) + 1);
  };
  for (const employee of employees) {
    add(hires, employee.hireDate);
    add(exits, employee.exitDate);
  }
  return { hires, exits };
}

/**
 * The headcount at the end of each of the last months, walking back from today's: the month
 * before a month had that month's arrivals fewer and its departures more.
 */
export function headcountHistory(
  current: number,
  today: string,
  moves: MonthMoves | Iterable<{ hireDate: string; exitDate?: string }>,
  months = HISTORY_MONTHS,
): MonthHeadcount[] {
  const { hires, exits } = 'hires' in moves ? moves : monthMoves(moves);
  const shown = monthsUpTo(today, months);
  const history: MonthHeadcount[] = [];
  let headcount = current;
  for (let index = shown.length - 1; index >= 0; index -= 1) {
    history.unshift({ month: shown[index], headcount });
    headcount -= (hires.get(shown[index]) ?? 0) - (exits.get(shown[index]) ?? 0);
  }
  return history;
}

/** The first month `headcountHistory` shows. */
export const firstHistoryMonth = (today: string, months = HISTORY_MONTHS): string => monthsUpTo(today, months)[0];
