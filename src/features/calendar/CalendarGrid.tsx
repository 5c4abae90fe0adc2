import { useMemo, useRef } from 'react';
import type { CalendarEvent } from '@/api';
import { sameMonth, type CalendarView } from './calendar-dates';
import { longDate, weekdayNames } from './calendar-format';
import type { DayEntry } from './day-entries';
import { DayCell } from './DayCell';
import { useGridKeys } from './use-grid-keys';

export interface CalendarGridProps {
  weeks: string[][];
  entries: Map<string, DayEntry[]>;
  view: CalendarView;
  anchor: string;
  focused: string;
  today: string;
  tag: string;
  rtl: boolean;
  labelledBy: string;
  busy: boolean;
  onFocusDay(day: string): void;
  onOpenDay(day: string): void;
  /** Absent for a user who may not create events (and likewise below). */
  onCreate?(day: string): void;
  onEdit?(event: CalendarEvent): void;
  onDropEvent?(eventId: number, day: string): void;
}

/** The days as a keyboard-navigable grid, Monday first, weekday names from Intl. */
export function CalendarGrid(props: CalendarGridProps) {
  const { weeks, entries, view, anchor, focused, today, tag, rtl } = props;
  const grid = useRef<HTMLTableElement>(null);
  const onKeyDown = useGridKeys({ grid, focused, view, rtl, onMove: props.onFocusDay, onOpen: props.onOpenDay });
  const headers = useMemo(() => weeks[0].map((day) => ({ day, ...weekdayNames(tag, day) })), [weeks, tag]);

  return (
    <div className="table-responsive">
      <table
        ref={grid}
        role="grid"
        aria-labelledby={props.labelledBy}
        aria-busy={props.busy}
        className={`cal-grid cal-grid--${view}`}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {headers.map(({ day, long, short }) => (
              <th key={day} scope="col" role="columnheader">
                <abbr title={long} className="text-decoration-none">
                  {short}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => (
                <DayCell
                  key={day}
                  day={day}
                  label={longDate(tag, day)}
                  entries={entries.get(day) ?? []}
                  focused={day === focused}
                  today={day === today}
                  outside={view === 'month' && !sameMonth(day, anchor)}
                  capped={view === 'month'}
                  onFocus={props.onFocusDay}
                  onCreate={props.onCreate}
                  onOpenDay={props.onOpenDay}
                  onEdit={props.onEdit}
                  onDropEvent={props.onDropEvent}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
