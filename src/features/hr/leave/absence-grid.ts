import type { Absence, ServiceAbsences } from '@/domain/hr/leave-planning';
import { dayOfWeek, eachDay } from '@/domain/rules/calendar';

/** One day of the month: a column of the grid. */
export interface DayColumn {
  date: string;
  day: number;
  weekend: boolean;
  /** The public holiday that day, when there is one. */
  holiday?: { key: string; name: string };
}

/** A row's cell: a plain day, or an absence drawn as a bar over the days it covers. */
export type RowCell =
  | { kind: 'day'; column: DayColumn }
  | {
      kind: 'absence';
      absence: Absence;
      /** How many days (columns) the bar covers this month. */
      span: number;
      /** Begins in the afternoon of its first day (inside this month). */
      startsHalf: boolean;
      /** Ends in the morning of its last day (inside this month). */
      endsHalf: boolean;
    };

const SUNDAY = 0;
const SATURDAY = 6;

export function monthColumns(data: Pick<ServiceAbsences, 'from' | 'to' | 'holidays'>): DayColumn[] {
  const holidays = new Map(data.holidays.map((holiday) => [holiday.date, holiday]));
  return eachDay(data.from, data.to).map((date) => {
    const weekday = dayOfWeek(date);
    const holiday = holidays.get(date);
    return {
      date,
      day: Number(date.slice(8, 10)),
      weekend: weekday === SUNDAY || weekday === SATURDAY,
      ...(holiday ? { holiday: { key: holiday.key, name: holiday.name } } : {}),
    };
  });
}

/** One employee's row: days left bare, and each absence as one bar clipped to the month. */
export function rowCells(columns: readonly DayColumn[], absences: readonly Absence[]): RowCell[] {
  const sorted = [...absences].sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : a.id - b.id));
  const cells: RowCell[] = [];
  let index = 0;
  while (index < columns.length) {
    const { date } = columns[index];
    const absence = sorted.find((candidate) => candidate.startDate <= date && candidate.endDate >= date);
    if (!absence) {
      cells.push({ kind: 'day', column: columns[index] });
      index += 1;
      continue;
    }
    let last = index;
    while (last + 1 < columns.length && columns[last + 1].date <= absence.endDate) last += 1;
    cells.push({
      kind: 'absence',
      absence,
      span: last - index + 1,
      startsHalf: absence.startHalf === 'afternoon' && absence.startDate === date,
      endsHalf: absence.endHalf === 'morning' && absence.endDate === columns[last].date,
    });
    index = last + 1;
  }
  return cells;
}
