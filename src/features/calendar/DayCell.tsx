import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent } from '@/api';
import type { DayEntry } from './day-entries';
import { EntryChip, EVENT_DRAG_TYPE } from './EntryChip';

/** A month's day shows this many entries, then "+N". */
const MONTH_CAP = 3;

export interface DayCellProps {
  day: string;
  /** "lundi 16 mars 2026", for screen readers. */
  label: string;
  entries: readonly DayEntry[];
  focused: boolean;
  today: boolean;
  outside: boolean;
  capped: boolean;
  onFocus(day: string): void;
  onCreate?(day: string): void;
  onOpenDay(day: string): void;
  onEdit?(event: CalendarEvent): void;
  onDropEvent?(eventId: number, day: string): void;
}

/** One day of the grid: its number, its entries; a click creates an event there, a dropped event moves there (for those allowed). */
export function DayCell(props: DayCellProps) {
  const { day, label, entries, focused, today, outside, capped } = props;
  const { t } = useTranslation();
  const [dropTarget, setDropTarget] = useState(false);
  const shown = capped ? entries.slice(0, MONTH_CAP) : entries;
  const hidden = entries.length - shown.length;
  const holiday = entries.some((entry) => entry.kind === 'holiday');
  const classes = ['cal-day', outside && 'cal-day--outside', today && 'cal-day--today', holiday && 'cal-day--holiday', dropTarget && 'cal-day--drop'];

  const accepts = (event: DragEvent) => props.onDropEvent !== undefined && event.dataTransfer.types.includes(EVENT_DRAG_TYPE);
  const over = (event: DragEvent) => {
    if (!accepts(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setDropTarget(true);
  };
  const drop = (event: DragEvent) => {
    setDropTarget(false);
    const id = Number(event.dataTransfer.getData(EVENT_DRAG_TYPE));
    if (!accepts(event) || !Number.isInteger(id) || id <= 0) return;
    event.preventDefault();
    props.onDropEvent?.(id, day);
  };

  return (
    <td
      role="gridcell"
      tabIndex={focused ? 0 : -1}
      data-day={day}
      aria-current={today ? 'date' : undefined}
      className={classes.filter(Boolean).join(' ')}
      onFocus={() => props.onFocus(day)}
      onClick={() => props.onCreate?.(day)}
      onDragOver={over}
      onDragLeave={() => setDropTarget(false)}
      onDrop={drop}
    >
      <span className="cal-day__number">
        <span aria-hidden="true">{Number(day.slice(8, 10))}</span>
        <span className="visually-hidden">{label}</span>
      </span>
      {shown.length > 0 && (
        <ul className="cal-entries">
          {shown.map((entry) => (
            <li key={entry.key}>
              <EntryChip entry={entry} onEdit={props.onEdit} />
            </li>
          ))}
        </ul>
      )}
      {hidden > 0 && (
        <button
          type="button"
          tabIndex={-1}
          className="btn btn-link btn-sm cal-more"
          onClick={(click) => {
            click.stopPropagation();
            props.onOpenDay(day);
          }}
        >
          {t('calendar.more', { count: hidden })}
        </button>
      )}
    </td>
  );
}
